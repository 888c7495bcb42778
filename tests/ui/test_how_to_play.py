"""The How to play window tells the rules in force, and the Help menu opens it and the About
box."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QPixmap, QTextDocument
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from euchre_desktop import __version__
from euchre_desktop.app.controller import MatchController
from euchre_desktop.app.workers import InlineRunner
from euchre_desktop.rules import PRESETS, Card, HouseRules, Suit
from euchre_desktop.rules.deal import card_order
from euchre_desktop.rules.scoring import score_hand
from euchre_desktop.ui import words
from euchre_desktop.ui.how_to_play import HowToPlayDialog
from euchre_desktop.ui.main_window import MainWindow

IMAGE = re.compile(r"<img src='card:(\d+)'")


def _dialog(qtbot: QtBot, rules: HouseRules) -> HowToPlayDialog:
    dialog = HowToPlayDialog(rules)
    qtbot.addWidget(dialog)
    return dialog


def _text(dialog: HowToPlayDialog) -> str:
    return dialog.browser.toPlainText()


@pytest.mark.parametrize("preset_id", PRESETS)
def test_the_ranking_draws_every_card_of_the_pack_in_order(qtbot: QtBot, preset_id: str) -> None:
    rules = PRESETS[preset_id]
    dialog = _dialog(qtbot, rules)
    for suit in (Suit.HEARTS, Suit.CLUBS):
        dialog.trump_combo.setCurrentIndex(list(Suit).index(suit))
        drawn = [Card.by_code[int(code)] for code in IMAGE.findall(dialog.page_html())]
        assert drawn == [card for _, cards in card_order(rules, suit) for card in cards]
        picture = dialog.browser.document().resource(
            QTextDocument.ResourceType.ImageResource, QUrl(f"card:{drawn[0].code}"))
        assert isinstance(picture, QPixmap) and not picture.isNull()


def test_the_title_names_the_preset_or_says_the_rules_are_the_players_own(
    qtbot: QtBot,
) -> None:
    assert _text(_dialog(qtbot, PRESETS["british"])).startswith("British")
    custom = PRESETS["british"].with_changes(target_score=5)
    assert _text(_dialog(qtbot, custom)).startswith("Your own rules")


@pytest.mark.parametrize("preset_id", PRESETS)
def test_the_scoring_table_gives_the_engines_points(qtbot: QtBot, preset_id: str) -> None:
    rules = PRESETS[preset_id]
    text = _text(_dialog(qtbot, rules))
    march = score_hand(rules, maker_tricks=5, maker_alone=False, defender_alone=False)[2]
    lone = score_hand(rules, maker_tricks=5, maker_alone=True, defender_alone=False)[2]
    assert f"The makers take all 5 tricks (a march)\n{words.points_text(march)}" in text
    assert f"A player going alone takes all 5 tricks\n{words.points_text(lone)}" in text
    assert ("A defender going alone" in text) == (rules.defenders_alone.value != "never")
    assert ("super euchre" in text) == rules.super_euchre


def test_each_house_rule_changes_what_the_page_says(qtbot: QtBot) -> None:
    plain = _text(_dialog(qtbot, PRESETS["north-american"]))
    stick = _text(_dialog(qtbot, PRESETS["north-american-stick"]))
    assert "the cards are thrown in" in plain and "stick the dealer" not in plain
    assert "the dealer must name trump (stick the dealer)" in stick
    assert "The other 3 card" in plain
    almonte = _text(_dialog(qtbot, PRESETS["almonte-six"]))
    assert "The last card is turned face up" in almonte
    assert "ask a partner for one card" in almonte and "ask a partner" not in plain
    assert "The three jokers" in almonte and "Benny" not in almonte
    farmer = PRESETS["north-american"].with_changes(farmers_hand=True, railroading=True)
    farmer_text = _text(_dialog(qtbot, farmer))
    assert "farmer's hand" in farmer_text and "Railroading" in farmer_text
    assert "farmer's hand" not in plain and "Railroading" not in plain
    hands = PRESETS["almonte-six"].with_changes(target_score=None, hand_limit=12)
    assert "The match ends after 12 hand" in _text(_dialog(qtbot, hands))


def test_the_bowers_follow_the_chosen_trump(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, PRESETS["north-american"])
    dialog.trump_combo.setCurrentIndex(list(Suit).index(Suit.SPADES))
    assert dialog.trump() is Suit.SPADES
    assert ("The right bower is the jack of spades and the left bower the jack of clubs"
            in _text(dialog))


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    window = MainWindow(MatchController(InlineRunner()))
    qtbot.addWidget(window)
    window.show()
    return window


def test_f1_opens_the_rules_of_the_match_in_play(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(PRESETS["almonte-four"], seed=3)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    dialogs = [widget for widget in QApplication.topLevelWidgets()
               if isinstance(widget, HowToPlayDialog) and widget.isVisible()]
    assert len(dialogs) == 1
    assert dialogs[0].rules == PRESETS["almonte-four"]
    dialogs[0].close()


def test_about_names_the_version(qtbot: QtBot, window: MainWindow,
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    about = next(action for action in window.menuBar().actions()[-1].menu().actions()
                 if "About" in action.text())
    about.trigger()
    assert len(shown) == 1 and f"Euchre Desktop {__version__}" in shown[0]
