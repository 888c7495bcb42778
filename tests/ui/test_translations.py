"""French and German: every text the game shows is in each translation file, translated
with its placeholders and accelerators kept, compiled, and loaded for a player's locale.
English: its file holds the plural forms of the texts that count something ("1 trick")."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from euchre_desktop.app.controller import MatchController
from euchre_desktop.app.workers import InlineRunner
from euchre_desktop.bots.coach import Confidence
from euchre_desktop.launcher import install_translators
from euchre_desktop.rules.cards import Card, Suit
from euchre_desktop.ui import words
from euchre_desktop.ui.main_window import MainWindow
from euchre_desktop.ui.table.card_art import CardRenderer, card_size_for_height

REPO_ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = REPO_ROOT / "translations"
LANGUAGES = ("fr", "de")
PLURAL_FORMS = {"en": 2, "fr": 2, "de": 2}
TOOLS = Path(sys.executable).parent
PLACEHOLDER = re.compile(r"%(?:\d+|n)")
ACCELERATOR = re.compile(r"&(?=\w)")


def _messages(ts_file: Path) -> dict[tuple[str, str], ElementTree.Element]:
    """Each message of a Linguist file by (context, English source)."""
    root = ElementTree.parse(ts_file).getroot()
    return {
        (context.findtext("name", ""), message.findtext("source", "")): message
        for context in root.iter("context")
        for message in context.iter("message")
    }


def _sources() -> list[str]:
    return sorted(str(path) for path in (REPO_ROOT / "euchre_desktop").rglob("*.py"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_of_the_sources_is_in_the_translation_file(
    language: str, tmp_path: Path
) -> None:
    extracted = tmp_path / f"extracted_{language}.ts"
    subprocess.run([str(TOOLS / "pyside6-lupdate"), *_sources(), "-ts", str(extracted)],
                   check=True, capture_output=True)
    in_sources = set(_messages(extracted))
    in_file = set(_messages(TRANSLATIONS / f"euchre_desktop_{language}.ts"))
    assert in_sources - in_file == set(), "run pyside6-lupdate (see the README)"
    assert in_file - in_sources == set(), "texts no longer in the sources"


def test_the_english_file_holds_every_plural_text_of_the_sources(tmp_path: Path) -> None:
    extracted = tmp_path / "extracted_en.ts"
    subprocess.run([str(TOOLS / "pyside6-lupdate"), *_sources(), "-pluralonly",
                    "-ts", str(extracted)], check=True, capture_output=True)
    plural = set(_messages(extracted))
    assert plural, "no text with plural forms in the sources"
    assert set(_messages(TRANSLATIONS / "euchre_desktop_en.ts")) == plural, (
        "run pyside6-lupdate -pluralonly for English (see the README)")


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_every_text_is_translated_with_its_placeholders_and_accelerator(language: str) -> None:
    for (context, source), message in _messages(
        TRANSLATIONS / f"euchre_desktop_{language}.ts"
    ).items():
        translation = message.find("translation")
        assert translation is not None
        plural_forms = [form.text or "" for form in translation.iter("numerusform")]
        assert translation.get("type") != "unfinished", (context, source)
        if message.get("numerus") == "yes":
            assert len(plural_forms) == PLURAL_FORMS[language], (context, source, plural_forms)
        for text in plural_forms or [translation.text or ""]:
            assert text.strip(), (context, source)
            # A plural form may leave out the count ("L'autre carte"), never another value.
            assert (sorted(set(PLACEHOLDER.findall(text)) - {"%n"})
                    == sorted(set(PLACEHOLDER.findall(source)) - {"%n"})), (context, source, text)
            assert ("%n" in text) <= ("%n" in source), (context, source, text)
            assert len(ACCELERATOR.findall(text)) == len(ACCELERATOR.findall(source)), (
                context, source, text)


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_the_compiled_file_is_compiled_from_the_translation_file(
    language: str, tmp_path: Path
) -> None:
    compiled = tmp_path / f"euchre_desktop_{language}.qm"
    subprocess.run([str(TOOLS / "pyside6-lrelease"),
                    str(TRANSLATIONS / f"euchre_desktop_{language}.ts"), "-qm", str(compiled)],
                   check=True, capture_output=True)
    shipped = TRANSLATIONS / f"euchre_desktop_{language}.qm"
    assert shipped.read_bytes() == compiled.read_bytes(), "run pyside6-lrelease (see the README)"


@pytest.fixture
def german(qapp: QApplication) -> Iterator[list[QTranslator]]:
    translators = install_translators(qapp, QLocale(QLocale.Language.German,
                                                    QLocale.Country.Germany))
    yield translators
    for translator in translators:
        qapp.removeTranslator(translator)


def test_a_german_player_sees_the_table_in_german(
    qtbot: QtBot, german: list[QTranslator], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert german, "no translation was loaded"
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    expected = QCoreApplication.translate("MainWindow", "&Hint")
    assert expected != "&Hint"
    controller = MatchController(InlineRunner())
    window = MainWindow(controller)
    qtbot.addWidget(window)
    assert window.hint_button.text() == expected
    assert window.menuBar().actions()[0].text() != "&Game"
    controller.shutdown()


def test_thousands_of_deals_are_grouped_as_the_language_writes_numbers(
    german: list[QTranslator]
) -> None:
    """A coach that thought ahead counts deals in thousands: "über 1.063", not "über 1063"."""
    sentence = words.confidence_sentence(Confidence.CLEAR, 0.61, 1063)
    assert "1.063 simulierte Verteilungen" in sentence, sentence


def test_card_corners_carry_the_players_letters(qapp: QApplication) -> None:
    """A French or German queen says D in its corner, as the text about it does."""
    size = card_size_for_height(140)

    def faces() -> list[QImage]:
        renderer = CardRenderer()
        return [renderer.pixmap(Card.parse(text), size).toImage() for text in ("QH", "9H")]

    english_queen, english_nine = faces()
    translators = install_translators(qapp, QLocale(QLocale.Language.German,
                                                    QLocale.Country.Germany))
    try:
        german_queen, german_nine = faces()
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
    assert german_queen != english_queen
    assert german_nine == english_nine


def test_card_names_say_the_suit_as_each_language_does(qapp: QApplication) -> None:
    """English "jack of hearts"; French "valet de cœur" in a card's name but "cœurs" in a
    sentence about the suit; German "Herz-Bube"."""
    jack = Card.parse("JH")
    assert words.card_name(jack) == "jack of hearts"
    names = {}
    for language, country in ((QLocale.Language.French, QLocale.Country.France),
                              (QLocale.Language.German, QLocale.Country.Germany)):
        translators = install_translators(qapp, QLocale(language, country))
        try:
            names[language] = (words.card_name(jack), words.suit_plural(Suit.HEARTS))
        finally:
            for translator in translators:
                qapp.removeTranslator(translator)
    assert names[QLocale.Language.French] == ("valet de cœur", "cœurs")
    assert names[QLocale.Language.German] == ("Herz-Bube", "Herz")


@pytest.fixture
def in_language(qapp: QApplication) -> Iterator[object]:
    """Switch the game to a language (translations and numbers) for the rest of the test."""
    installed: list[QTranslator] = []

    def switch(language: QLocale.Language, country: QLocale.Country) -> None:
        for translator in installed:
            qapp.removeTranslator(translator)
        installed[:] = install_translators(qapp, QLocale(language, country))

    yield switch
    for translator in installed:
        qapp.removeTranslator(translator)


LANGUAGE_CASES = [
    # language, one trick, two tricks, one hand (a spin box's unit), EV of -0.18, 1,250
    ((QLocale.Language.English, QLocale.Country.UnitedStates),
     "1 trick", "2 tricks", " hand", " hands", "1 point", "\u22120.18", "+0.85"),
    ((QLocale.Language.French, QLocale.Country.France),
     "1 levée", "2 levées", " donne", " donnes", "1 point", "\u22120,18", "+0,85"),
    ((QLocale.Language.German, QLocale.Country.Germany),
     "1 Stich", "2 Stiche", " Runde", " Runden", "1 Punkt", "\u22120,18", "+0,85"),
]


@pytest.mark.parametrize("case", LANGUAGE_CASES, ids=("en", "fr", "de"))
def test_counts_take_the_plural_of_each_language_and_numbers_its_decimal_mark(
    qtbot: QtBot, in_language: object, case: tuple[object, ...], tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from euchre_desktop.app.settings import Settings
    from euchre_desktop.ui.hint_panel import HintPanel
    from euchre_desktop.ui.new_game_dialog import NewGameDialog
    from euchre_desktop.ui.score_panel import ScorePanel

    (language, one_trick, two_tricks, one_hand, hands, one_point, loss, gain) = case
    in_language(*language)  # type: ignore[operator]
    monkeypatch.setenv("EUCHRE_DESKTOP_HOME", str(tmp_path))
    score = ScorePanel()
    qtbot.addWidget(score)
    assert score._tricks_text(1) == one_trick
    assert score._tricks_text(2) == two_tricks
    dialog = NewGameDialog(Settings(tmp_path / "settings.json"))
    qtbot.addWidget(dialog)
    dialog.hands_spin.setValue(1)
    assert dialog.hands_spin.suffix() == one_hand
    dialog.hands_spin.setValue(12)
    assert dialog.hands_spin.suffix() == hands
    assert words.points_text(1) == one_point
    assert words.signed_decimal(-0.18) == loss
    assert words.signed_decimal(0.854) == gain
    assert words.signed_decimal(-0.001) == words.decimal(0)
    panel = HintPanel()
    qtbot.addWidget(panel)
    panel._set_rows([("Pass", -0.18, False)])
    assert panel.option_lines() == [f"Pass: {loss}"]


def test_a_language_the_game_does_not_speak_counts_in_english(
    in_language: object,
) -> None:
    in_language(QLocale.Language.Spanish, QLocale.Country.Spain)  # type: ignore[operator]
    assert words.points_text(1) == "1 point"
    assert words.points_text(3) == "3 points"
    assert words.decimal(-0.18) == "-0,18"  # Spanish numbers, English words


def test_the_settings_descriptions_are_the_tooltips_in_the_players_language(
    qtbot: QtBot, in_language: object, tmp_path: Path
) -> None:
    from euchre_desktop.app.settings import BY_NAME, Settings, description
    from euchre_desktop.ui.new_game_dialog import NewGameDialog

    in_language(QLocale.Language.French, QLocale.Country.France)  # type: ignore[operator]
    dialog = NewGameDialog(Settings(tmp_path / "settings.json"))
    qtbot.addWidget(dialog)
    assert dialog.hints_check.toolTip() == description("show_hints") == (
        "Proposer le bouton Conseil du coach pendant votre tour.")
    french = _messages(TRANSLATIONS / "euchre_desktop_fr.ts")
    for setting in BY_NAME.values():
        assert ("Settings", setting.description) in french, setting.name
        assert description(setting.name) != setting.description, setting.name
