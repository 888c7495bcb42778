"""The New game dialog: presets, every house rule, live validation and the settings."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from euchre_desktop.app.settings import MAX_SEATS, Settings
from euchre_desktop.rules.house_rules import (
    PRESETS,
    Deck,
    DefendersAlone,
    InvalidHouseRulesError,
    JokerTurnedUp,
    RuleReason,
    inapplicable_rules,
)
from euchre_desktop.ui.new_game_dialog import NewGameDialog


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(tmp_path / "settings.json")


def make_dialog(qtbot: QtBot, settings: Settings) -> NewGameDialog:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    return dialog


def choose(combo: QComboBox, data: object) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def test_opens_on_the_saved_preset(qtbot: QtBot, settings: Settings) -> None:
    settings.set("preset", "british")
    dialog = make_dialog(qtbot, settings)
    assert dialog.house_rules() == PRESETS["british"]
    assert dialog.preset_id() == "british"
    assert dialog.preset_combo.currentText().startswith("British — ")
    assert dialog.ok_button.isEnabled()
    assert dialog.problem() is None


def test_every_preset_gives_exactly_its_rules(qtbot: QtBot, settings: Settings) -> None:
    dialog = make_dialog(qtbot, settings)
    assert dialog.preset_combo.count() == len(PRESETS)
    # Forwards then backwards, so that each preset is reached from two different ones.
    for preset_id in [*PRESETS, *reversed(PRESETS)]:
        choose(dialog.preset_combo, preset_id)
        assert dialog.house_rules() == PRESETS[preset_id], preset_id
        assert dialog.preset_id() == preset_id
        assert dialog.ok_button.isEnabled()
        assert dialog.preset_combo.count() == len(PRESETS)


def test_editing_a_rule_makes_custom_rules(qtbot: QtBot, settings: Settings) -> None:
    dialog = make_dialog(qtbot, settings)
    dialog._checks["stick_the_dealer"].click()
    assert dialog.house_rules() == PRESETS["north-american"].with_changes(stick_the_dealer=True)
    assert dialog.preset_id() is None
    assert dialog.base_preset_id() == "north-american"
    assert dialog.preset_combo.currentText() == "Custom (based on North American)"
    dialog._checks["stick_the_dealer"].click()  # back as the preset has it
    assert dialog.preset_id() == "north-american"
    assert dialog.preset_combo.count() == len(PRESETS)


def test_fixed_number_of_hands(qtbot: QtBot, settings: Settings) -> None:
    settings.set("preset", "almonte-six")
    dialog = make_dialog(qtbot, settings)
    assert not dialog.hands_spin.isEnabled()
    dialog.hands_radio.click()
    assert dialog.hands_spin.isEnabled() and not dialog.target_combo.isEnabled()
    dialog.hands_spin.setValue(8)
    expected = PRESETS["almonte-six"].with_changes(target_score=None, hand_limit=8)
    assert dialog.house_rules() == expected
    assert dialog.preset_combo.currentText() == "Custom (based on Almonte six-hand)"


def test_choosing_a_preset_after_edits_restores_it(qtbot: QtBot, settings: Settings) -> None:
    dialog = make_dialog(qtbot, settings)
    choose(dialog._combos["defenders_alone"], DefendersAlone.ANY_TIME.value)
    assert dialog.preset_id() is None
    choose(dialog.preset_combo, "canadian")
    assert dialog.house_rules() == PRESETS["canadian"]
    assert dialog.preset_combo.count() == len(PRESETS)


def test_deck_and_player_mismatch_disables_ok(qtbot: QtBot, settings: Settings) -> None:
    dialog = make_dialog(qtbot, settings)
    choose(dialog.players_combo, 6)
    assert not dialog.ok_button.isEnabled()
    assert dialog.problem() is not None and "6 players" in dialog.problem()  # type: ignore
    assert dialog.error_label.text() == dialog.problem()
    with pytest.raises(InvalidHouseRulesError):
        dialog.house_rules()
    assert dialog.preset_id() is None
    choose(dialog.deck_combo, Deck.BENNY_33.value)
    assert dialog.ok_button.isEnabled()
    assert dialog.error_label.text() == ""
    rules = dialog.house_rules()
    assert (rules.players, rules.deck, rules.joker_turned_up) == (
        6, Deck.BENNY_33, JokerTurnedUp.DEALER_MAKES)


def test_the_seat_says_where_the_partners_sit(qtbot: QtBot, settings: Settings) -> None:
    dialog = make_dialog(qtbot, settings)
    assert dialog.seat_label.text() == "At the bottom, your partner across"
    choose(dialog.players_combo, 6)
    assert dialog.seat_label.text() == "At the bottom, your partners far left and far right"
    choose(dialog.players_combo, 4)
    assert dialog.seat_label.text() == "At the bottom, your partner across"


def test_four_player_deck_for_six_is_refused_too(qtbot: QtBot, settings: Settings) -> None:
    settings.set("preset", "six-player")
    dialog = make_dialog(qtbot, settings)
    choose(dialog.players_combo, 4)
    choose(dialog.deck_combo, Deck.DOUBLE_50.value)
    assert not dialog.ok_button.isEnabled()
    assert dialog.error_label.text().startswith(
        'The deck "50 cards (two 25-card packs)" is not for 4 players. Decks for 4 players: '
        "24 cards (9 to ace), ")
    with pytest.raises(InvalidHouseRulesError) as refused:
        dialog.house_rules()
    assert refused.value.reason is RuleReason.DECK_NOT_FOR_PLAYERS


def test_rules_that_do_not_apply_are_disabled(qtbot: QtBot, settings: Settings) -> None:
    dialog = make_dialog(qtbot, settings)
    combos, checks = dialog._combos, dialog._checks
    # North American: no jokers, no double pack, defenders never alone.
    for combo in ("joker_turned_up", "double_pack_bennies", "lone_defender_bonus"):
        assert not combos[combo].isEnabled(), combo
        assert "Not available" in combos[combo].toolTip()
    assert checks["super_euchre"].isEnabled() and checks["farmers_hand"].isEnabled()
    checks["super_euchre"].click()
    checks["railroading"].click()

    choose(dialog.preset_combo, "six-player-double")
    for check in ("super_euchre", "railroading", "farmers_hand"):
        assert not checks[check].isEnabled() and not checks[check].isChecked(), check
        assert "Not available" in checks[check].toolTip()
    for combo in ("joker_turned_up", "double_pack_bennies", "lone_defender_bonus"):
        assert combos[combo].isEnabled(), combo
        assert "Not available" not in combos[combo].toolTip()

    choose(dialog.preset_combo, "almonte-four")
    assert not checks["railroading"].isEnabled() and checks["super_euchre"].isEnabled()
    assert "Almonte" in checks["railroading"].toolTip()


def _assert_enabled_as_the_rules_say(dialog: NewGameDialog, players: int, deck: Deck,
                                     defenders: DefendersAlone) -> None:
    inapplicable = inapplicable_rules(players, deck, defenders)
    widgets = {**dialog._combos, **dialog._checks}
    assert set(inapplicable) <= set(widgets)
    for field, widget in widgets.items():
        why = inapplicable.get(field)
        assert widget.isEnabled() == (why is None), (players, deck, defenders, field)
        if why is not None:
            reason = dialog._reason_words(why.reason, players, deck)
            assert widget.toolTip().endswith(f"Not available: {reason}"), field


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_every_preset_enables_what_the_rules_say_applies(
    qtbot: QtBot, settings: Settings, preset_id: str
) -> None:
    settings.set("preset", preset_id)
    dialog = make_dialog(qtbot, settings)
    rules = dialog.house_rules()
    _assert_enabled_as_the_rules_say(dialog, rules.players, rules.deck, rules.defenders_alone)


def test_every_deck_and_player_count_enables_what_the_rules_say_applies(
    qtbot: QtBot, settings: Settings
) -> None:
    dialog = make_dialog(qtbot, settings)
    for players in (4, 6):
        choose(dialog.players_combo, players)
        for deck in Deck:
            choose(dialog.deck_combo, deck.value)
            for defenders in DefendersAlone:
                choose(dialog._combos["defenders_alone"], defenders.value)
                _assert_enabled_as_the_rules_say(dialog, players, deck, defenders)
                assert dialog.ok_button.isEnabled() == (players in deck.player_counts)


def test_every_reason_has_words(qtbot: QtBot, settings: Settings) -> None:
    dialog = make_dialog(qtbot, settings)
    sentences = {dialog._reason_words(reason, 6, Deck.STANDARD_24) for reason in RuleReason}
    assert len(sentences) == len(RuleReason) and all(sentences)


def test_rules_a_deck_leaves_out_are_refused_by_the_rules_too(
    qtbot: QtBot, settings: Settings
) -> None:
    """What the dialog disables, ``HouseRules`` refuses with the reason the tooltip gives."""
    settings.set("preset", "six-player-double")
    dialog = make_dialog(qtbot, settings)
    rules = dialog.house_rules()
    for field in ("super_euchre", "railroading", "farmers_hand"):
        with pytest.raises(InvalidHouseRulesError) as refused:
            rules.with_changes(**{field: True})
        reason = dialog._reason_words(refused.value.reason, 6, Deck.DOUBLE_50)
        assert dialog._checks[field].toolTip().endswith(f"Not available: {reason}")


def test_a_rule_that_stops_applying_is_switched_off(qtbot: QtBot, settings: Settings) -> None:
    dialog = make_dialog(qtbot, settings)
    dialog._checks["farmers_hand"].click()
    choose(dialog.deck_combo, Deck.PIQUET_32.value)
    rules = dialog.house_rules()
    assert not rules.farmers_hand and not dialog._checks["farmers_hand"].isEnabled()


def test_a_joker_deck_gets_its_usual_joker_rule(qtbot: QtBot, settings: Settings) -> None:
    dialog = make_dialog(qtbot, settings)
    choose(dialog.deck_combo, Deck.ALMONTE_21.value)
    assert dialog.house_rules().joker_turned_up is JokerTurnedUp.DEALER_NAMES_THEN_BID
    choose(dialog.deck_combo, Deck.STANDARD_24.value)
    assert dialog.house_rules().joker_turned_up is None
    choose(dialog.deck_combo, Deck.BENNY_25.value)
    assert dialog.house_rules().joker_turned_up is JokerTurnedUp.DEALER_MAKES


def test_seed_parsing(qtbot: QtBot, settings: Settings) -> None:
    dialog = make_dialog(qtbot, settings)
    assert dialog.seed() is None
    qtbot.keyClicks(dialog.seed_edit, "12a3")  # the letter is refused as it is typed
    assert dialog.seed_edit.text() == "123"
    assert dialog.seed() == 123
    dialog.seed_edit.setText(" 42 ")
    assert dialog.seed() == 42 and dialog.ok_button.isEnabled()
    dialog.seed_edit.clear()
    assert dialog.seed() is None and dialog.ok_button.isEnabled()
    dialog.seed_edit.setText("-5")  # pasted text is checked as well
    assert dialog.seed() is None
    assert not dialog.ok_button.isEnabled() and "seed" in dialog.error_label.text()


def test_apply_to_round_trips_through_the_settings_file(
    qtbot: QtBot, settings: Settings
) -> None:
    settings.set("preset", "british")
    dialog = make_dialog(qtbot, settings)
    dialog._checks["farmers_hand"].click()
    choose(dialog.level_combo, "expert")
    choose(dialog.speed_combo, "fast")
    dialog.hints_check.setChecked(False)
    dialog.learning_check.setChecked(True)
    dialog.name_edit.setText("Ada")
    rules = dialog.house_rules()
    dialog.apply_to(settings)
    settings.save()

    loaded, message = Settings.load(settings.path)
    assert message is None and loaded.notes == []
    assert loaded.house_rules() == rules
    assert loaded["preset"] == "british"
    assert loaded["bot_levels"] == ["expert"] * MAX_SEATS
    assert (loaded["animation_speed"], loaded["show_hints"], loaded["learning_mode"],
            loaded["player_name"]) == ("fast", False, True, "Ada")

    again = make_dialog(qtbot, loaded)
    assert again.house_rules() == rules
    assert again.preset_id() is None
    assert again.preset_combo.currentText() == "Custom (based on British)"
    assert (again.bot_level(), again.animation_speed()) == ("expert", "fast")
    assert not again.hints_check.isChecked() and again.learning_check.isChecked()
    assert again.name_edit.text() == "Ada"


def test_apply_to_stores_a_plain_preset_without_overrides(
    qtbot: QtBot, settings: Settings
) -> None:
    settings.set("house_rules", PRESETS["canadian"].with_changes(target_score=5).to_dict())
    dialog = make_dialog(qtbot, settings)
    assert dialog.preset_id() is None
    choose(dialog.preset_combo, "classic-32")
    dialog.apply_to(settings)
    assert settings["preset"] == "classic-32" and settings["house_rules"] is None
    assert settings.house_rules() == PRESETS["classic-32"]


def test_keyboard_accepts_and_renders(qtbot: QtBot, settings: Settings, tmp_path: Path) -> None:
    dialog = make_dialog(qtbot, settings)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.ok_button.isDefault()
    picture = tmp_path / "new_game.png"
    assert dialog.grab().save(str(picture)) and picture.stat().st_size > 0
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.preset_combo, Qt.Key.Key_Return)


def test_opening_on_rules_is_no_edit_and_names_the_hands(
    qtbot: QtBot, settings: Settings
) -> None:
    rules = PRESETS["british"].with_changes(target_score=None, hand_limit=1)
    dialog = NewGameDialog(settings, rules=rules)
    qtbot.addWidget(dialog)
    assert dialog.house_rules() == rules
    assert dialog.hands_spin.suffix() == " hand"
    choose(dialog.preset_combo, "british")  # filled in, not edited: the preset itself
    assert dialog.preset_id() == "british" and dialog.house_rules() == PRESETS["british"]
