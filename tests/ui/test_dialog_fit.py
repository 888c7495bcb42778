"""The dialogs a player opens from the menus (a new game, how to play, statistics, the last
trick) read whole in every language, as they open and at the smallest size they allow."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSize
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from euchre_desktop import gallery
from euchre_desktop.app.settings import Settings
from euchre_desktop.app.storage import Statistics
from euchre_desktop.launcher import install_translators
from euchre_desktop.rules import PRESETS, Card
from euchre_desktop.ui.dialogs import LastTrickDialog
from euchre_desktop.ui.fit_check import fit_problems
from euchre_desktop.ui.how_to_play import HowToPlayDialog
from euchre_desktop.ui.new_game_dialog import NewGameDialog
from euchre_desktop.ui.statistics_dialog import StatisticsDialog

DialogMaker = Callable[[Path], QDialog]


def _statistics(folder: Path) -> QDialog:
    stats, message = Statistics.open(folder / "statistics.sqlite3")
    assert stats is not None and message is None
    game = stats.start_game("north-american", 0)
    stats.record_hand(game, 0, 1, 0, "H", False, "march", 0, 2)
    stats.record_hand(game, 1, 2, 0, "C", True, "lone-march", 0, 4)
    stats.finish_game(game, (10, 6), 0)
    stats.start_game("six-player", 0)
    dialog = StatisticsDialog(stats)
    dialog.destroyed.connect(stats.close)
    return dialog


def _last_trick(players: int) -> DialogMaker:
    codes = ("9H", "JD", "AH", "10H", "KH", "QH")[:players]
    trick = tuple(zip(range(players), map(Card.parse, codes), strict=True))
    names = ["Sie", "Weit links außen", "Ihr Partner", "Weit rechts außen", "Rechts",
             "Links"][:players]
    return lambda _folder: LastTrickDialog(trick, winner=1, names=names)


DIALOGS: dict[str, DialogMaker] = {
    "new-game": lambda folder: NewGameDialog(Settings(folder / "settings.json")),
    "new-game-six-players": lambda folder: NewGameDialog(
        Settings(folder / "settings.json"), rules=PRESETS["six-player-double"]),
    "statistics": _statistics,
    "last-trick": _last_trick(4),
    "last-trick-six-players": _last_trick(6),
    **{f"how-to-play-{preset}": (lambda _folder, preset=preset:  # type: ignore[misc]
                                 HowToPlayDialog(PRESETS[preset]))
       for preset in ("north-american", "british", "six-player-double", "almonte-six")},
}


@pytest.fixture(params=list(gallery.LANGUAGES))
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    translators = install_translators(qapp, gallery.LANGUAGES[request.param])
    yield request.param
    for translator in translators:
        qapp.removeTranslator(translator)
    QLocale.setDefault(gallery.LANGUAGES["en"])


def _smallest(dialog: QDialog) -> QSize:
    return dialog.minimumSize().expandedTo(dialog.minimumSizeHint())


@pytest.mark.parametrize("name", list(DIALOGS))
def test_every_dialog_reads_whole_as_it_opens_and_at_its_smallest(
        qtbot: QtBot, tmp_path: Path, language: str, name: str) -> None:
    dialog = DIALOGS[name](tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for size_name, size in (("as opened", dialog.size()), ("smallest", _smallest(dialog))):
        dialog.resize(size)
        qtbot.waitUntil(lambda size=size: dialog.size() == size)  # type: ignore[misc]
        QApplication.processEvents()
        assert [str(problem) for problem in fit_problems(dialog)] == [], size_name


def test_the_new_game_dialog_reads_whole_when_the_players_change(
        qtbot: QtBot, tmp_path: Path, language: str) -> None:
    """Six players' partners take more words than four's, in a dialog already laid out:
    the rules still fit its width."""
    dialog = NewGameDialog(Settings(tmp_path / "settings.json"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for players in (6, 4, 6):
        dialog.players_combo.setCurrentIndex(dialog.players_combo.findData(players))
        qtbot.wait(20)  # the layouts settle
        assert [str(problem) for problem in fit_problems(dialog)] == [], players


def test_how_to_play_keeps_room_for_its_text(qtbot: QtBot) -> None:
    """Made as small as it goes, the rules still show their choice of trump and a few
    lines of text, not a sliver."""
    dialog = HowToPlayDialog(PRESETS["north-american"])
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.resize(_smallest(dialog))
    qtbot.waitUntil(lambda: dialog.size() == _smallest(dialog))
    lines = dialog.browser.viewport().height() // dialog.browser.fontMetrics().lineSpacing()
    assert lines >= 10
