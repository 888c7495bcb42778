"""The gallery: every decision a player meets, drawn by the real window, saved as pictures.

``python -m euchre_desktop.gallery --out DIR`` builds the main window (offscreen) in each
state below, in English, French and German, at the window's minimum size, 1400x900 and
1920x1080, and saves ``state_lang_WxH.png``. It also lists every text that does not fit its
widget and every widget outside the window or over another (``ui.fit_check``); with
``--strict`` it exits with 1 when there is any. ``--learning`` pictures learning mode, with
the hand log in the side column (``state_learning_lang_WxH.png``); ``--dialogs`` pictures
the dialogs the menus open instead (``dialog-name_lang_WxH.png``), as they open and at the
smallest size they allow.

Each state is a saved match (a deal and the actions up to the moment) opened by the window
as a player would open it, and, for the end of a hand or match, the human's last action. Bots
never run: the window waits on the human, and the coach's advice (shown in every decision)
is worked out once per state and reused for every language and size.
"""

from __future__ import annotations

import argparse
import pickle
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QLocale, QObject, QPoint, QSize, QTimer, QTranslator, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from euchre_desktop.app import tasks
from euchre_desktop.app.controller import MatchController
from euchre_desktop.app.gui_gc import GuiThreadCollector
from euchre_desktop.app.settings import Settings
from euchre_desktop.app.storage import SavedMatch, Statistics, save_match
from euchre_desktop.app.workers import Task
from euchre_desktop.bots.coach import Advice
from euchre_desktop.launcher import install_translators
from euchre_desktop.rules import PRESETS, Card, GameState, MatchRecord, Phase
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.actions import PASS, Action, AskPartner, GiveCard
from euchre_desktop.rules.cards import Rank, Suit
from euchre_desktop.scripted import dealt, default_action, human_at, orders_up, reach
from euchre_desktop.ui import words
from euchre_desktop.ui.dialogs import LastTrickDialog
from euchre_desktop.ui.fit_check import FitProblem, fit_problems
from euchre_desktop.ui.how_to_play import HowToPlayDialog
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.new_game_dialog import NewGameDialog
from euchre_desktop.ui.statistics_dialog import StatisticsDialog
from euchre_desktop.ui.table import speeds

LANGUAGES: dict[str, QLocale] = {
    "en": QLocale(QLocale.Language.English, QLocale.Country.UnitedStates),
    "fr": QLocale(QLocale.Language.French, QLocale.Country.France),
    "de": QLocale(QLocale.Language.German, QLocale.Country.Germany),
}
SIZES = ("min", "1400x900", "1920x1080")
"""The window sizes pictured; "min" is the window's own minimum size."""

SETTLE_ROUNDS = 400
"""At most this many turns of the event loop for the window to finish a state's drawing."""
QUIET_ROUNDS = 6
"""Turns of the event loop after the animations end, for nested layouts to settle."""


# --- the states --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Scene:
    """One pictured moment: the saved match the window opens, the human's action (if any)
    that leads to the moment, and whether the coach's advice is shown."""

    name: str
    record: MatchRecord
    then: Action | None = None
    hint: bool = True
    read_summary: bool = False  # close the hand summary, as the player does, to go on
    practise: bool = False  # then play the hand just ended again, as practice


def _human_ends_with(event_type: type) -> Callable[[GameState], bool]:
    """The human's only move now ends the hand (or match) with an event of ``event_type``."""
    def goal(state: GameState) -> bool:
        if state.turn != 0 or state.phase not in (Phase.PLAY, Phase.BIDDING_ROUND_2):
            return False
        legal = state.legal_actions()
        if state.phase is Phase.PLAY and len(legal) != 1:
            return False
        _, events = state.apply(default_action(state))
        return any(isinstance(event, event_type) for event in events)
    return goal


def _partner_asks_human(state: GameState) -> Action | None:
    if state.turn == 2 and state.phase is Phase.LONER_ASKS:
        return AskPartner(0)
    return orders_up(2, alone=True)(state)


def _human_offered_a_card(state: GameState) -> Action | None:
    if state.phase is Phase.PARTNER_GIVES:
        return next(a for a in state.legal_actions() if isinstance(a, GiveCard))
    return orders_up(0, alone=True)(state)


def _in_trick(state: GameState) -> bool:
    """The human chooses a card for a trick others have started, a trick or more in."""
    return (human_at(Phase.PLAY)(state) and bool(state.trick)
            and sum(state.tricks_won) >= 1 and len(state.legal_actions()) > 1)


SCENES: dict[str, Callable[[], Scene]] = {}


def _scene(function: Callable[[], Scene]) -> Callable[[], Scene]:
    SCENES[function.__name__.removeprefix("_").replace("_", "-")] = function
    return function


@_scene
def _round_1() -> Scene:
    return Scene("round-1", reach(PRESETS["north-american"],
                                   human_at(Phase.BIDDING_ROUND_1, dealer=2)))


@_scene
def _round_1_dealer() -> Scene:
    return Scene("round-1-dealer", reach(PRESETS["north-american"],
                                          human_at(Phase.BIDDING_ROUND_1, dealer=0)))


@_scene
def _round_2() -> Scene:
    return Scene("round-2", reach(PRESETS["north-american"],
                                   human_at(Phase.BIDDING_ROUND_2, dealer=3)))


@_scene
def _round_2_stick_the_dealer() -> Scene:
    return Scene("round-2-stick-the-dealer", reach(
        PRESETS["north-american-stick"], human_at(Phase.BIDDING_ROUND_2, dealer=0)))


@_scene
def _going_alone() -> Scene:
    return Scene("going-alone", reach(PRESETS["north-american"],
                                       human_at(Phase.GOING_ALONE, maker=0), orders_up(0)))


@_scene
def _defend_alone() -> Scene:
    return Scene("defend-alone", reach(PRESETS["british"],
                                        human_at(Phase.GOING_ALONE, maker=1), orders_up(1)))


@_scene
def _dealer_discard() -> Scene:
    return Scene("dealer-discard", reach(PRESETS["north-american"],
                                          human_at(Phase.DEALER_DISCARD), orders_up(1)))


@_scene
def _loner_asks_six() -> Scene:
    return Scene("loner-asks-six", reach(PRESETS["six-player"], human_at(Phase.LONER_ASKS),
                                          orders_up(0, alone=True)))


@_scene
def _loner_asks_almonte_four() -> Scene:
    return Scene("loner-asks-almonte-four", reach(
        PRESETS["almonte-four"], human_at(Phase.LONER_ASKS), orders_up(0, alone=True)))


@_scene
def _partner_gives() -> Scene:
    return Scene("partner-gives", reach(PRESETS["six-player"], human_at(Phase.PARTNER_GIVES),
                                         _partner_asks_human))


@_scene
def _railroad_offer() -> Scene:
    rules = PRESETS["north-american"].with_changes(railroading=True)
    return Scene("railroad-offer", reach(rules, human_at(Phase.PARTNER_GIVES),
                                          orders_up(2, alone=True)))


@_scene
def _railroad_take_or_refuse() -> Scene:
    rules = PRESETS["north-american"].with_changes(railroading=True)
    return Scene("railroad-take-or-refuse", reach(rules, human_at(Phase.LONER_DISCARDS),
                                                   _human_offered_a_card))


@_scene
def _farmers_hand() -> Scene:
    rules = PRESETS["north-american"].with_changes(farmers_hand=True)
    nines = [Card(Rank.NINE, suit) for suit in Suit] + [Card(Rank.TEN, Suit.CLUBS)]
    setup = dealt(rules, 3, nines, Card(Rank.ACE, Suit.SPADES))
    return Scene("farmers-hand", reach(rules, human_at(Phase.FARMERS_HAND), seeds=range(1),
                                        setup=setup))


@_scene
def _benny_turned_up() -> Scene:
    rules = PRESETS["british"]
    hand = [Card(Rank.JACK, Suit.HEARTS), Card(Rank.ACE, Suit.HEARTS),
            Card(Rank.KING, Suit.CLUBS), Card(Rank.TEN, Suit.SPADES),
            Card(Rank.QUEEN, Suit.DIAMONDS)]
    setup = dealt(rules, 0, hand, Card.joker())
    return Scene("benny-turned-up", reach(rules, human_at(Phase.DEALER_NAMES_SUIT),
                                           seeds=range(1), setup=setup))


@_scene
def _play() -> Scene:
    return Scene("play", reach(PRESETS["north-american"], _in_trick, orders_up(1)))


@_scene
def _six_players() -> Scene:
    return Scene("six-players", reach(PRESETS["six-player"], _in_trick, orders_up(1)))


@_scene
def _hand_summary() -> Scene:
    record = reach(PRESETS["north-american"], _human_ends_with(ev.HandScored), orders_up(1))
    return Scene("hand-summary", record, then=default_action(record.replay()), hint=False)


@_scene
def _six_players_summary() -> Scene:
    record = reach(PRESETS["six-player"], _human_ends_with(ev.HandScored), orders_up(1))
    return Scene("six-players-summary", record, then=default_action(record.replay()),
                 hint=False)


@_scene
def _practice() -> Scene:
    record = reach(PRESETS["six-player"], _human_ends_with(ev.HandScored), orders_up(1))
    return Scene("practice", record, then=default_action(record.replay()), practise=True)


@_scene
def _thrown_in() -> Scene:
    record = reach(PRESETS["north-american"], _human_ends_with(ev.HandThrownIn))
    return Scene("thrown-in", record, then=PASS, hint=False)


@_scene
def _game_over() -> Scene:
    record = reach(PRESETS["north-american"], _human_ends_with(ev.GameWon),
                    orders_up(None), seeds=range(40))
    return Scene("game-over", record, then=default_action(record.replay()), hint=False,
                 read_summary=True)


# --- driving the window ------------------------------------------------------------------------

_ADVICE: dict[bytes, Advice] = {}
"""The coach's answers by request, kept across windows: a state is advised once."""


class GalleryRunner(QObject):
    """A runner that answers the coach (from a cache after the first time) and holds every
    bot request forever, so the pictured state never moves on by itself."""

    finished = Signal(int, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tickets = 0
        self._cancelled: set[int] = set()

    def submit(self, task: Task, *args: Any, deadline_s: float | None = None) -> int:
        self._tickets += 1
        ticket = self._tickets
        if task is tasks.advise:
            key = pickle.dumps(args)
            if key not in _ADVICE:
                _ADVICE[key] = tasks.advise(*args)
            advice = _ADVICE[key]
            QTimer.singleShot(0, self, lambda: self._deliver(ticket, advice))
        return ticket

    def _deliver(self, ticket: int, result: Advice) -> None:
        if ticket not in self._cancelled:
            self.finished.emit(ticket, result, None)

    def cancel(self, ticket: int) -> None:
        self._cancelled.add(ticket)

    def shutdown(self) -> None:
        self._cancelled.update(range(self._tickets + 1))


@dataclass
class Shot:
    """The window arranged in one state, language and size, ready to be looked at."""

    state: str
    language: str
    size_name: str  # as asked: "min" or "1400x900"
    size: QSize
    window: MainWindow
    learning: bool = False

    @property
    def file_name(self) -> str:
        mode = "_learning" if self.learning else ""
        return (f"{self.state}{mode}_{self.language}_{self.size.width()}x{self.size.height()}"
                ".png")

    def dialogs(self) -> list[QDialog]:
        """The window's open dialogs (the end of the match, for one)."""
        return [d for d in self.window.findChildren(QDialog) if d.isVisible()]

    def problems(self) -> list[FitProblem]:
        found = fit_problems(self.window)
        for dialog in self.dialogs():
            found += fit_problems(dialog)
        return found

    def picture(self) -> QPixmap:
        """The window, with its open dialogs drawn in the middle of it, where a desktop
        places them (the offscreen platform has no window manager to ask)."""
        pixmap = self.window.grab()
        painter = QPainter(pixmap)
        for dialog in self.dialogs():
            image = dialog.grab()
            painter.drawPixmap(QPoint((pixmap.width() - image.width()) // 2,
                                      (pixmap.height() - image.height()) // 2), image)
        painter.end()
        return pixmap


def minimum_size(window: QWidget) -> QSize:
    """The smallest size the window lets itself be given."""
    return window.minimumSize().expandedTo(window.minimumSizeHint())


def parse_size(text: str, window: QWidget) -> QSize:
    if text == "min":
        return minimum_size(window)
    width, _, height = text.partition("x")
    return QSize(int(width), int(height)).expandedTo(minimum_size(window))


def settle(window: MainWindow) -> None:
    """Run the event loop until the table's animations are over and the panels are laid out."""
    app = QApplication.instance()
    assert app is not None
    quiet = 0
    for _ in range(SETTLE_ROUNDS):
        app.sendPostedEvents()  # layout requests travel up one parent per round
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # as the running loop does
        app.processEvents()
        quiet = 0 if window.table.animator.is_busy() else quiet + 1
        if quiet >= QUIET_ROUNDS:
            break


def _learning_settings(folder: Path) -> Settings:
    """Settings as a learner plays with them: learning mode on, everything else as shipped."""
    settings = Settings(folder / "settings.json")
    settings.set("learning_mode", True)
    return settings


def _install_language(app: QApplication, language: str) -> list[QTranslator]:
    locale = LANGUAGES[language]
    QLocale.setDefault(locale)
    return install_translators(app, locale)  # English too: its plural forms


def _arrange(window: MainWindow, scene: Scene, folder: Path) -> None:
    """Open ``scene``'s match in ``window`` and take it to the pictured moment."""
    for dialog in window.findChildren(QDialog):
        dialog.close()
    window.summary.dismiss()
    path = folder / f"{scene.name}.euchre.json"
    if not path.exists():
        levels = ("standard",) * scene.record.rules.players
        save_match(path, SavedMatch(scene.record, 0, levels))
    window.controller.load_from(path)
    settle(window)
    if scene.then is not None:
        window.controller.submit_human(scene.then)
        settle(window)
    if scene.read_summary:
        window.summary.close_summary()
        settle(window)
    if scene.practise:
        window.review.replay(window.review.reviewable_deals()[-1])
        settle(window)
    if scene.hint and window.controller.request_hint():
        settle(window)


def shots(
    states: Sequence[str] = tuple(SCENES),
    languages: Sequence[str] = tuple(LANGUAGES),
    sizes: Sequence[str] = SIZES,
    *,
    painted: bool = True,
    learning: bool = False,
) -> Iterator[Shot]:
    """Arrange the window in every state, language and size (in that nesting, reusing one
    window per language) and yield each arrangement while it stands. With ``painted`` False
    the window is laid out but never painted (fit checks need no pixels, and are faster);
    with ``learning`` it is in learning mode, the hand log of the hand so far in its side
    column."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        raise RuntimeError("a QApplication is needed")
    scenes = [SCENES[name]() for name in states]
    speed_before = speeds.current_speed()
    speeds.set_speed(speeds.AnimationSpeed.INSTANT)
    locale_before = QLocale()
    with tempfile.TemporaryDirectory(prefix="euchre-gallery-") as folder:
        try:
            for language in languages:
                translators = _install_language(app, language)
                controller = MatchController(GalleryRunner())
                window = MainWindow(controller, _learning_settings(Path(folder))
                                    if learning else None)
                window.setUpdatesEnabled(painted)
                window.show()
                try:
                    for scene in scenes:
                        _arrange(window, scene, Path(folder))
                        for size_text in sizes:
                            window.resize(parse_size(size_text, window))
                            settle(window)
                            yield Shot(scene.name, language, size_text, window.size(), window,
                                       learning)
                finally:
                    window.close()
                    controller.shutdown()
                    window.deleteLater()
                    for translator in translators:
                        app.removeTranslator(translator)
                    app.processEvents()
        finally:
            QLocale.setDefault(locale_before)
            speeds.set_speed(speed_before)


# --- the dialogs the menus open ------------------------------------------------------------------

def _new_game(folder: Path) -> QDialog:
    return NewGameDialog(Settings(folder / "settings.json"))


def _new_game_six_players(folder: Path) -> QDialog:
    return NewGameDialog(Settings(folder / "settings.json"), rules=PRESETS["six-player-double"])


def _statistics(folder: Path) -> QDialog:
    """The statistics of one game won and one in progress."""
    stats, message = Statistics.open(folder / "statistics.sqlite3")
    if stats is None:
        raise RuntimeError(message)
    game = stats.start_game("north-american", 0)
    stats.record_hand(game, 0, 1, 0, "H", False, "march", 0, 2)
    stats.record_hand(game, 1, 2, 0, "C", True, "lone-march", 0, 4)
    stats.finish_game(game, (10, 6), 0)
    stats.start_game("six-player", 0)
    dialog = StatisticsDialog(stats)
    dialog.destroyed.connect(stats.close)
    return dialog


def _last_trick(players: int) -> Callable[[Path], QDialog]:
    codes = ("9H", "JD", "AH", "10H", "KH", "QH")[:players]
    trick = tuple(zip(range(players), map(Card.parse, codes), strict=True))
    return lambda _folder: LastTrickDialog(trick, 1, words.seat_names(0, players))


def _how_to_play(preset: str) -> Callable[[Path], QDialog]:
    return lambda _folder: HowToPlayDialog(PRESETS[preset])


def _review(scene: str) -> Callable[[Path], QDialog]:
    """The review of the hand a scene ends, the coach's analysis done, shown at the
    player's first decision."""
    def make(folder: Path) -> QDialog:
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        controller = MatchController(GalleryRunner())
        window = MainWindow(controller)
        window.show()
        _arrange(window, SCENES[scene](), folder)
        dialog = window.review.open_review(from_summary=True)
        if dialog is None or dialog.analysis is None:
            raise RuntimeError(f"{scene} ends no hand to review")
        for _ in range(SETTLE_ROUNDS):
            if not dialog.analysis.is_running:
                break
            app.processEvents()
        if dialog.analysis.decisions:
            dialog.go_to(dialog.analysis.decisions[0][0] + 1)

        def close_window() -> None:
            controller.shutdown()
            window.close()
            window.deleteLater()

        dialog.destroyed.connect(close_window)
        return dialog
    return make


DIALOGS: dict[str, Callable[[Path], QDialog]] = {
    "review": _review("hand-summary"),
    "review-six-players": _review("six-players-summary"),
    "new-game": _new_game,
    "new-game-six-players": _new_game_six_players,
    "statistics": _statistics,
    "last-trick": _last_trick(4),
    "last-trick-six-players": _last_trick(6),
    **{f"how-to-play-{preset}": _how_to_play(preset)
       for preset in ("north-american", "british", "six-player-double", "almonte-six")},
}
"""Each dialog a player opens from the menus, made afresh in a folder for its files."""


@dataclass
class DialogShot:
    """One dialog open in one language, as it opened or at its smallest."""

    name: str
    language: str
    size_name: str  # "opened" or "smallest"
    dialog: QDialog

    @property
    def file_name(self) -> str:
        size = self.dialog.size()
        return f"dialog-{self.name}_{self.language}_{size.width()}x{size.height()}.png"

    def problems(self) -> list[FitProblem]:
        return fit_problems(self.dialog)

    def picture(self) -> QPixmap:
        return self.dialog.grab()


def dialog_shots(names: Sequence[str] = tuple(DIALOGS),
                 languages: Sequence[str] = tuple(LANGUAGES)) -> Iterator[DialogShot]:
    """Open each dialog in each language and yield it as it opens, then at the smallest size
    it allows."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        raise RuntimeError("a QApplication is needed")
    locale_before = QLocale()
    with tempfile.TemporaryDirectory(prefix="euchre-gallery-") as folder:
        try:
            for language in languages:
                translators = _install_language(app, language)
                try:
                    for index, name in enumerate(names):
                        files = Path(folder) / f"{language}-{index}"
                        files.mkdir()
                        dialog = DIALOGS[name](files)
                        dialog.show()
                        app.processEvents()
                        yield DialogShot(name, language, "opened", dialog)
                        dialog.resize(minimum_size(dialog))
                        for _ in range(QUIET_ROUNDS):
                            app.sendPostedEvents()
                            app.processEvents()
                        yield DialogShot(name, language, "smallest", dialog)
                        dialog.close()
                        dialog.deleteLater()
                        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
                finally:
                    for translator in translators:
                        app.removeTranslator(translator)
        finally:
            QLocale.setDefault(locale_before)


# --- the command ---------------------------------------------------------------------------------


def _choice_list(known: Sequence[str]) -> Callable[[str], list[str]]:
    def parse(text: str) -> list[str]:
        chosen = [part.strip() for part in text.split(",") if part.strip()]
        unknown = [part for part in chosen if part not in known]
        if unknown:
            raise argparse.ArgumentTypeError(
                f"unknown: {', '.join(unknown)}; choose from {', '.join(known)}")
        return chosen
    return parse


def _size_list(text: str) -> list[str]:
    sizes = [part.strip() for part in text.split(",") if part.strip()]
    for size in sizes:
        width, x, height = size.partition("x")
        if size != "min" and not (x and width.isdigit() and height.isdigit()):
            raise argparse.ArgumentTypeError(f"{size!r} is not a size like 1400x900 or min")
    return sizes


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m euchre_desktop.gallery",
        description="Save a picture of the window in every decision state, language and size, "
                    "and list what does not fit.")
    parser.add_argument("--out", type=Path, required=True, metavar="DIR",
                        help="folder for the pictures (made if missing)")
    parser.add_argument("--states", type=_choice_list(tuple(SCENES)), default=list(SCENES),
                        metavar="A,B", help="states to picture (default all): "
                        + ", ".join(SCENES))
    parser.add_argument("--languages", type=_choice_list(tuple(LANGUAGES)),
                        default=list(LANGUAGES), metavar="A,B",
                        help="languages (default all): " + ", ".join(LANGUAGES))
    parser.add_argument("--sizes", type=_size_list, default=list(SIZES), metavar="A,B",
                        help="window sizes, WxH or min (default: " + ",".join(SIZES) + ")")
    parser.add_argument("--learning", action="store_true",
                        help="picture the window in learning mode, with the hand log")
    parser.add_argument("--dialogs", action="store_true",
                        help="picture the dialogs the menus open instead, in each language, "
                        "as they open and at their smallest: " + ", ".join(DIALOGS))
    parser.add_argument("--strict", action="store_true",
                        help="exit with 1 when anything does not fit")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([sys.argv[0], "-platform", "offscreen"])
    GuiThreadCollector.install(app)  # as in the game: no other thread frees a Qt object
    args.out.mkdir(parents=True, exist_ok=True)
    found = 0
    saved = 0
    pictured: Iterator[Shot | DialogShot] = (
        dialog_shots(languages=args.languages) if args.dialogs
        else shots(args.states, args.languages, args.sizes, learning=args.learning))
    for shot in pictured:
        shot.picture().save(str(args.out / shot.file_name))
        saved += 1
        for problem in shot.problems():
            found += 1
            print(f"{shot.file_name}: {problem}")
    print(f"{saved} pictures in {args.out}; {found} fit problems")
    return 1 if args.strict and found else 0


if __name__ == "__main__":
    raise SystemExit(main())
