"""The dialogs a player opens from the menus (a new game, how to play, statistics, the last
trick, the review of a hand) read whole in every language, as they open and at the smallest
size they allow: the gallery's dialog pictures (``--dialogs``), checked."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from euchre_desktop import gallery
from euchre_desktop.app.settings import Settings
from euchre_desktop.launcher import install_translators
from euchre_desktop.rules import PRESETS
from euchre_desktop.ui.fit_check import fit_problems
from euchre_desktop.ui.how_to_play import HowToPlayDialog
from euchre_desktop.ui.new_game_dialog import NewGameDialog


@pytest.fixture(scope="module")
def problems_by_shot(qapp: QApplication) -> Iterator[dict[tuple[str, str, str], list[str]]]:
    """Each dialog opened once per language, looked at as it opens and at its smallest."""
    yield {(shot.name, shot.language, shot.size_name): [str(p) for p in shot.problems()]
           for shot in gallery.dialog_shots()}


@pytest.mark.parametrize("size", ["opened", "smallest"])
@pytest.mark.parametrize("language", list(gallery.LANGUAGES))
@pytest.mark.parametrize("name", list(gallery.DIALOGS))
def test_every_dialog_reads_whole_as_it_opens_and_at_its_smallest(
        problems_by_shot: dict[tuple[str, str, str], list[str]], name: str, language: str,
        size: str) -> None:
    assert problems_by_shot[(name, language, size)] == []


@pytest.fixture(params=list(gallery.LANGUAGES))
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    translators = install_translators(qapp, gallery.LANGUAGES[request.param])
    yield request.param
    for translator in translators:
        qapp.removeTranslator(translator)
    QLocale.setDefault(gallery.LANGUAGES["en"])


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
    smallest = dialog.minimumSize().expandedTo(dialog.minimumSizeHint())
    dialog.resize(smallest)
    qtbot.waitUntil(lambda: dialog.size() == smallest)
    lines = dialog.browser.viewport().height() // dialog.browser.fontMetrics().lineSpacing()
    assert lines >= 10


def test_the_gallery_pictures_every_dialog(qapp: QApplication, tmp_path: Path) -> None:
    assert gallery.main(["--out", str(tmp_path), "--dialogs", "--languages", "fr",
                         "--strict"]) == 0
    names = {path.name for path in tmp_path.glob("*.png")}
    assert {name.split("_")[0] for name in names} == {f"dialog-{d}" for d in gallery.DIALOGS}
    assert "dialog-how-to-play-british_fr_460x380.png" in names  # at its smallest
