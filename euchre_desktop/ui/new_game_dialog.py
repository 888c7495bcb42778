"""The New game dialog: a rules preset, every house rule editable, and the table settings
(computer players' level, deal seed, animation speed, hints, learning mode, your name).

Every edit builds a ``HouseRules`` at once: an impossible combination disables OK and says
why in red. Rules that do not apply to the chosen deck or number of players (as
``inapplicable_rules`` says) are disabled, never hidden, with the reason in their tooltip.
Editing a rule after choosing a preset shows "Custom (based on ...)"; editing it back to the
preset's value returns to the preset.
"""

from __future__ import annotations

from contextlib import ExitStack
from enum import Enum

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLocale,
    QRegularExpression,
    QSignalBlocker,
    Qt,
)
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from euchre_desktop.app.settings import MAX_SEATS, Settings
from euchre_desktop.app.settings import description as settings_description
from euchre_desktop.bots.base import Level
from euchre_desktop.rules.house_rules import (
    ENUM_FIELDS,
    MAX_HANDS,
    PRESETS,
    TARGET_SCORES,
    DealersPartnerOrders,
    DealPackets,
    Deck,
    DefendersAlone,
    DoublePackBennies,
    FirstDealer,
    HouseRules,
    InvalidHouseRulesError,
    JokerTurnedUp,
    LeadAgainstLoner,
    LoneDefenderBonus,
    MakersAlone,
    NotApplicable,
    RuleReason,
    inapplicable_rules,
    usual_joker_turned_up,
)
from euchre_desktop.ui.table.speeds import AnimationSpeed

ERROR_COLOUR = "#c62828"
NOTE_COLOUR = "#5f6b64"
DEFAULT_HAND_LIMIT = 12  # Almonte leagues: twice round the table
SEED_DIGITS = 18  # below 2**63: a seed stays an ordinary whole number in saved games
CUSTOM = ""  # the preset combo's data for the "Custom (based on ...)" entry

_PRESET_WORDS: dict[str, tuple[object, object]] = {  # QT_TRANSLATE_NOOP is typed as object
    "north-american": (
        QT_TRANSLATE_NOOP("NewGameDialog", "North American"),
        QT_TRANSLATE_NOOP("NewGameDialog", "24 cards, to 10"),
    ),
    "north-american-stick": (
        QT_TRANSLATE_NOOP("NewGameDialog", "North American, stick the dealer"),
        QT_TRANSLATE_NOOP("NewGameDialog", "24 cards, to 10, the dealer must name trump"),
    ),
    "canadian": (
        QT_TRANSLATE_NOOP("NewGameDialog", "Canadian"),
        QT_TRANSLATE_NOOP("NewGameDialog", "24 cards dealt one at a time, to 10"),
    ),
    "british": (
        QT_TRANSLATE_NOOP("NewGameDialog", "British"),
        QT_TRANSLATE_NOOP("NewGameDialog", "25 cards with the Benny, to 11"),
    ),
    "australian-32": (
        QT_TRANSLATE_NOOP("NewGameDialog", "32-card"),
        QT_TRANSLATE_NOOP("NewGameDialog", "32 cards, to 10, the dealer's partner goes alone"),
    ),
    "classic-32": (
        QT_TRANSLATE_NOOP("NewGameDialog", "Classic 32-card"),
        QT_TRANSLATE_NOOP("NewGameDialog", "32 cards, to 5, lone defenders"),
    ),
    "six-player": (
        QT_TRANSLATE_NOOP("NewGameDialog", "Six players"),
        QT_TRANSLATE_NOOP("NewGameDialog", "33 cards with the Benny, 3 against 3, to 11"),
    ),
    "six-player-double": (
        QT_TRANSLATE_NOOP("NewGameDialog", "Six players, double pack"),
        QT_TRANSLATE_NOOP("NewGameDialog", "50 cards with two Bennies, 3 against 3, to 11"),
    ),
    "almonte-six": (
        QT_TRANSLATE_NOOP("NewGameDialog", "Almonte six-hand"),
        QT_TRANSLATE_NOOP("NewGameDialog", "31 cards with three jokers, 3 against 3, to 15"),
    ),
    "almonte-four": (
        QT_TRANSLATE_NOOP("NewGameDialog", "Almonte four-hand"),
        QT_TRANSLATE_NOOP("NewGameDialog", "21 cards with three jokers, to 15"),
    ),
}


def closest_preset(rules: HouseRules, prefer: str) -> str:
    """The preset ``rules`` are, or the one they differ from least (same players and deck
    first); ``prefer`` wins a tie."""
    wanted = rules.to_dict()

    def distance(preset_id: str) -> tuple[int, int, bool]:
        preset = PRESETS[preset_id]
        base = (preset.players != rules.players) + (preset.deck is not rules.deck)
        changed = sum(value != wanted.get(key) for key, value in preset.to_dict().items())
        return base, changed, preset_id != prefer

    return min(PRESETS, key=distance)


def preset_words() -> dict[str, tuple[str, str]]:
    """Each preset's name and a few words on it, by preset id, in the player's language."""
    return {
        preset_id: (QCoreApplication.translate("NewGameDialog", str(name)),
                    QCoreApplication.translate("NewGameDialog", str(summary)))
        for preset_id, (name, summary) in _PRESET_WORDS.items()
    }


class NewGameDialog(QDialog):
    """Choose the rules and table settings of a new game; see the module docstring.

    After ``exec()`` returns Accepted: ``house_rules()``, ``preset_id()``, ``bot_level()``,
    ``seed()``, and ``apply_to(settings)`` to remember the choices.
    """

    def __init__(self, settings: Settings, parent: QWidget | None = None, *,
                 rules: HouseRules | None = None, bot_level: str | None = None) -> None:
        """Open on ``rules`` and ``bot_level`` (the match being played), else on the
        settings' rules and level."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._rules: HouseRules | None = None
        self._error: InvalidHouseRulesError | None = None
        self._problem: str | None = None
        rules = rules if rules is not None else settings.house_rules()
        self._base = closest_preset(rules, prefer=str(settings["preset"]))
        self._combos: dict[str, QComboBox] = {}
        self._checks: dict[str, QCheckBox] = {}
        self._tips: dict[str, str] = {}
        self._labels: dict[str, QLabel] = {}

        self._build(settings)
        if bot_level is not None:
            self.level_combo.setCurrentIndex(max(0, self.level_combo.findData(bot_level)))
        self._fill(rules)
        self._on_edited()
        self._size_to_content()

    # --- public API ---------------------------------------------------------------------------

    def house_rules(self) -> HouseRules:
        """The rules as shown; ``InvalidHouseRulesError`` while they are impossible."""
        if self._rules is None:
            assert self._error is not None
            raise self._error
        return self._rules

    def preset_id(self) -> str | None:
        """The chosen preset's id, or None when a rule was changed from it."""
        return self._base if self._rules == PRESETS[self._base] else None

    def base_preset_id(self) -> str:
        """The preset the rules start from (the one customised, when they are)."""
        return self._base

    def bot_level(self) -> str:
        """The computer players' level: a ``Level`` value ("beginner", "standard"...)."""
        return str(self.level_combo.currentData())

    def seed(self) -> int | None:
        """The deal seed typed in, or None for a random deal (blank or not a number)."""
        text = self.seed_edit.text().strip()
        return int(text) if text.isascii() and text.isdigit() else None

    def animation_speed(self) -> str:
        return str(self.speed_combo.currentData())

    def apply_to(self, settings: Settings) -> None:
        """Store the choices in ``settings`` (not saved to disk: call ``settings.save()``)."""
        rules = self.house_rules()
        settings.set("preset", self._base)
        settings.set("house_rules", None if self.preset_id() else rules.to_dict())
        settings.set("bot_levels", [self.bot_level()] * MAX_SEATS)
        settings.set("animation_speed", self.animation_speed())
        settings.set("show_hints", self.hints_check.isChecked())
        settings.set("learning_mode", self.learning_check.isChecked())
        settings.set("auto_play_forced", self.auto_play_check.isChecked())
        settings.set("claim_certain_tricks", self.claim_check.isChecked())
        settings.set("auto_continue", self.auto_continue_check.isChecked())
        settings.set("player_name", self.name_edit.text().strip())

    def problem(self) -> str | None:
        """The sentence in the red label, or None when OK is enabled."""
        return self._problem

    # --- building -----------------------------------------------------------------------------

    def _build(self, settings: Settings) -> None:
        self.preset_combo = QComboBox()
        self.preset_combo.setAccessibleName(self.tr("Preset"))
        for preset_id in PRESETS:
            name, summary = preset_words()[preset_id]
            self.preset_combo.addItem(self.tr("%1 — %2").replace("%1", name)
                                      .replace("%2", summary), preset_id)
        self.preset_combo.setCurrentIndex(list(PRESETS).index(self._base))
        self.preset_combo.currentIndexChanged.connect(self._on_preset_chosen)
        preset_label = QLabel(self.tr("&Preset:"))
        preset_label.setBuddy(self.preset_combo)
        preset_note = QLabel(self.tr(
            "A preset sets every rule below; change any of them to make your own rules."))
        preset_note.setWordWrap(True)
        preset_note.setStyleSheet(f"color: {NOTE_COLOUR};")

        top = QGridLayout()
        top.setHorizontalSpacing(10)
        top.setVerticalSpacing(4)
        top.addWidget(preset_label, 0, 0)
        top.addWidget(self.preset_combo, 0, 1)
        top.addWidget(preset_note, 1, 1)
        top.setColumnStretch(1, 1)

        columns = QGridLayout()
        columns.setHorizontalSpacing(14)
        columns.setVerticalSpacing(12)
        left = QVBoxLayout()
        left.setSpacing(12)
        left.addWidget(self._deck_group())
        left.addWidget(self._scoring_group())
        left.addWidget(self._deal_group())
        left.addStretch(1)
        right = QVBoxLayout()
        right.setSpacing(12)
        right.addWidget(self._bidding_group())
        right.addWidget(self._alone_group())
        right.addStretch(1)
        columns.addLayout(left, 0, 0)
        columns.addLayout(right, 0, 1)
        columns.addWidget(self._table_group(settings), 1, 0, 1, 2)
        columns.setColumnStretch(0, 1)
        columns.setColumnStretch(1, 1)

        self._content = QWidget()
        self._content.setLayout(columns)
        columns.setContentsMargins(0, 0, 0, 0)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidget(self._content)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {ERROR_COLOUR}; font-weight: 600;")
        self.error_label.setAccessibleName(self.tr("Problem with these rules"))

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Start game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 18, 14)
        layout.setSpacing(12)
        layout.addLayout(top)
        layout.addWidget(self.scroll_area, 1)
        bottom = QHBoxLayout()
        bottom.setSpacing(16)
        bottom.addWidget(self.error_label, 1)
        bottom.addWidget(self.buttons, 0, Qt.AlignmentFlag.AlignBottom)
        layout.addLayout(bottom)
        self.preset_combo.setFocus()

    def _form(self, title: str) -> tuple[QGroupBox, QFormLayout]:
        group = QGroupBox(title)
        form = QFormLayout(group)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        form.setHorizontalSpacing(10)
        form.setVerticalSpacing(7)
        form.setContentsMargins(12, 10, 12, 10)
        return group, form

    def _add_combo(self, form: QFormLayout, field: str, text: str, tip: str) -> QComboBox:
        combo = QComboBox()
        enum_type = ENUM_FIELDS[field]
        labels = self._choice_words()
        for member in enum_type:
            choice, choice_tip = labels[member]
            combo.addItem(choice, member.value)
            combo.setItemData(combo.count() - 1, choice_tip, Qt.ItemDataRole.ToolTipRole)
        combo.currentIndexChanged.connect(self._on_edited)
        self._add_row(form, field, text, combo, tip)
        self._combos[field] = combo
        return combo

    def _add_check(self, form: QFormLayout, field: str, text: str, tip: str) -> QCheckBox:
        check = QCheckBox(text)
        check.toggled.connect(self._on_edited)
        check.setToolTip(tip)
        form.addRow(check)
        self._tips[field] = tip
        self._checks[field] = check
        return check

    def _add_row(self, form: QFormLayout, field: str, text: str, widget: QWidget,
                 tip: str) -> None:
        row_label = QLabel(text)
        row_label.setBuddy(widget)
        row_label.setToolTip(tip)
        widget.setToolTip(tip)
        form.addRow(row_label, widget)
        self._tips[field] = tip
        self._labels[field] = row_label

    def _deck_group(self) -> QGroupBox:
        group, form = self._form(self.tr("Deck and players"))
        self.players_combo = QComboBox()
        self.players_combo.addItem(self.tr("4 players (2 against 2)"), 4)
        self.players_combo.addItem(self.tr("6 players (3 against 3)"), 6)
        self.players_combo.currentIndexChanged.connect(self._on_edited)
        self._add_row(form, "players", self.tr("P&layers:"), self.players_combo, self.tr(
            "Four players sit as two partnerships; six sit as two teams of three, alternately."))
        self.deck_combo = QComboBox()
        for deck, (name, tip) in self._deck_words().items():
            self.deck_combo.addItem(name, deck.value)
            self.deck_combo.setItemData(self.deck_combo.count() - 1, tip,
                                        Qt.ItemDataRole.ToolTipRole)
        self.deck_combo.currentIndexChanged.connect(self._on_deck_changed)
        self._add_row(form, "deck", self.tr("&Deck:"), self.deck_combo, self.tr(
            "The cards in play. The Benny is a joker, the highest trump; Almonte decks have "
            "three jokers."))
        return group

    def _scoring_group(self) -> QGroupBox:
        group, form = self._form(self.tr("Scoring"))
        self.target_radio = QRadioButton(self.tr("Play &to:"))
        self.hands_radio = QRadioButton(self.tr("Play a &fixed number of hands:"))
        self._length_group = QButtonGroup(self)
        self._length_group.addButton(self.target_radio)
        self._length_group.addButton(self.hands_radio)
        self._length_group.buttonToggled.connect(self._on_length_toggled)
        self.target_combo = QComboBox()
        for score in TARGET_SCORES:
            self.target_combo.addItem(self.tr("%n point(s)", "", score), score)
        self.target_combo.currentIndexChanged.connect(self._on_edited)
        self.hands_spin = QSpinBox()
        self.hands_spin.setRange(1, MAX_HANDS)
        self.hands_spin.setValue(DEFAULT_HAND_LIMIT)
        self._name_hands(self.hands_spin.value())
        self.hands_spin.valueChanged.connect(self._name_hands)
        self.hands_spin.valueChanged.connect(self._on_edited)
        target_tip = self.tr("The first team to reach or pass this score wins the match.")
        hands_tip = self.tr(
            "The match ends after this many hands; the higher score wins and a tie is a draw "
            "(Almonte leagues play 12, twice round the table).")
        for button, widget, tip in ((self.target_radio, self.target_combo, target_tip),
                                    (self.hands_radio, self.hands_spin, hands_tip)):
            button.setToolTip(tip)
            widget.setToolTip(tip)
            form.addRow(button, widget)
        self._tips["target_score"] = target_tip
        self._tips["hand_limit"] = hands_tip
        self._add_check(form, "super_euchre", self.tr("Super euchre"), self.tr(
            "Makers who take no trick at all give the defenders 4 points."))
        self._add_combo(form, "lone_defender_bonus", self.tr("Lone defender bonus:"), self.tr(
            "When a defender playing alone earns the lone bonus (4 points, 6 with six players): "
            "for any euchre, or only for taking all five tricks."))
        return group

    def _name_hands(self, hands: int) -> None:
        """ "1 hand", "12 hands": the suffix follows the number."""
        self.hands_spin.setSuffix(self.tr(" hand(s)", "the unit after a number of hands", hands))

    def _bidding_group(self) -> QGroupBox:
        group, form = self._form(self.tr("Bidding"))
        self._add_check(form, "stick_the_dealer", self.tr("Stick the dealer"), self.tr(
            "If everyone passes twice, the dealer must name trump instead of throwing the "
            "hand in."))
        self._add_combo(form, "dealers_partner_orders", self.tr("Dealer's partner orders up:"),
                        self.tr("In round one, whether the dealer's partner who orders up plays "
                                "with the dealer or must go alone while the dealer sits out."))
        self._add_check(form, "dealer_must_hold_trump",
                        self.tr("Dealer must hold a trump to take it up"), self.tr(
                            "When everyone else passes in round one, the dealer may take the "
                            "up-card only holding a trump of its suit (the left bower does not "
                            "count)."))
        self._add_check(form, "farmers_hand", self.tr("Farmer's hand"), self.tr(
            "A player dealt only nines and tens may show them and ask for a redeal."))
        self._add_combo(form, "joker_turned_up", self.tr("Joker turned up:"), self.tr(
            "What happens when the up-card is the Benny or a joker: the dealer names a suit "
            "before looking at the hand."))
        self._add_combo(form, "double_pack_bennies", self.tr("Double-pack Bennies:"), self.tr(
            "The double pack has two Bennies: a red and a black one, or two identical ones."))
        return group

    def _alone_group(self) -> QGroupBox:
        group, form = self._form(self.tr("Going alone"))
        self._add_combo(form, "makers_alone", self.tr("Makers may go alone:"), self.tr(
            "Who on the side that made trump may play alone, their partners sitting out."))
        self._add_combo(form, "defenders_alone", self.tr("Defenders may go alone:"), self.tr(
            "Whether a defender may play alone against the makers."))
        self._add_check(form, "passed_players_may_not_go_alone",
                        self.tr("Passed players may not go alone"), self.tr(
                            "A player who passed in the round in which trump was made cannot "
                            "go alone."))
        self._add_combo(form, "lead_against_loner", self.tr("Opening lead against a loner:"),
                        self.tr("Who leads the first card when one player goes alone."))
        self._add_check(form, "railroading", self.tr("Railroading"), self.tr(
            "A loner's partner may pass one card face down; the loner takes it and discards "
            "one, or discards it."))
        return group

    def _deal_group(self) -> QGroupBox:
        group, form = self._form(self.tr("Deal"))
        self._add_combo(form, "deal_packets", self.tr("Packets:"), self.tr(
            "How the five cards reach each player, round by round."))
        self._add_combo(form, "first_dealer", self.tr("First dealer:"), self.tr(
            "Who deals the first hand: a random player, or the player dealt the first black "
            "jack face up."))
        return group

    def _table_group(self, settings: Settings) -> QGroupBox:
        group = QGroupBox(self.tr("Table"))
        players, form = self._form("")
        players.setFlat(True)
        self.level_combo = QComboBox()
        for level, name in ((Level.BEGINNER, self.tr("Beginner")),
                            (Level.STANDARD, self.tr("Standard")),
                            (Level.EXPERT, self.tr("Expert"))):
            self.level_combo.addItem(name, level.value)
        levels = settings["bot_levels"]
        self.level_combo.setCurrentIndex(max(0, self.level_combo.findData(levels[1])))
        self._add_row(form, "bot_level", self.tr("&Computer players:"), self.level_combo,
                      settings_description("bot_levels"))
        self.name_edit = QLineEdit(settings["player_name"])
        self.name_edit.setPlaceholderText(self.tr("You"))
        self.name_edit.setMaxLength(24)
        self._add_row(form, "player_name", self.tr("Your &name:"), self.name_edit,
                      settings_description("player_name"))
        self.seat_label = QLabel()  # where the partners sit: see _on_edited
        self.seat_label.setWordWrap(True)  # six players' partners take more words
        self._add_row(form, "seat", self.tr("Your seat:"), self.seat_label, self.tr(
            "You always sit at the bottom of the table; the computer players take the other "
            "seats."))

        display, display_form = self._form("")
        display.setFlat(True)
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("Random"))
        self.seed_edit.setValidator(QRegularExpressionValidator(
            QRegularExpression(rf"\s*\d{{0,{SEED_DIGITS}}}\s*"), self.seed_edit))
        self.seed_edit.textChanged.connect(self._on_edited)
        self._add_row(display_form, "seed", self.tr("Deal s&eed:"), self.seed_edit, self.tr(
            "Leave blank for random deals. A number deals the same cards every time, so that a "
            "match can be replayed or shared."))
        self.speed_combo = QComboBox()
        for speed, name in ((AnimationSpeed.SLOW, self.tr("Slow")),
                            (AnimationSpeed.NORMAL, self.tr("Normal")),
                            (AnimationSpeed.FAST, self.tr("Fast")),
                            (AnimationSpeed.INSTANT, self.tr("Instant"))):
            self.speed_combo.addItem(name, speed.value)
        self.speed_combo.setCurrentIndex(
            max(0, self.speed_combo.findData(settings["animation_speed"])))
        self._add_row(display_form, "animation_speed", self.tr("&Animation speed:"),
                      self.speed_combo, settings_description("animation_speed"))
        self.hints_check = QCheckBox(self.tr("Show &hints"))
        self.hints_check.setChecked(settings["show_hints"])
        self.hints_check.setToolTip(settings_description("show_hints"))
        self.learning_check = QCheckBox(self.tr("Lea&rning mode"))
        self.learning_check.setChecked(settings["learning_mode"])
        self.learning_check.setToolTip(settings_description("learning_mode"))
        checks = QHBoxLayout()
        checks.setSpacing(18)
        checks.addWidget(self.hints_check)
        checks.addWidget(self.learning_check)
        checks.addStretch(1)
        display_form.addRow(checks)
        display_form.addRow(self._auto_play_checks(settings))
        self.auto_continue_check = QCheckBox(self.tr("&Go on to the next hand by itself"))
        self.auto_continue_check.setChecked(settings["auto_continue"])
        self.auto_continue_check.setToolTip(settings_description("auto_continue"))
        display_form.addRow(self.auto_continue_check)

        row = QHBoxLayout(group)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(14)
        for part in (players, display):
            part.setStyleSheet("QGroupBox { border: none; margin: 0; padding: 0; }")
            row.addWidget(part, 1)
        return group

    def _auto_play_checks(self, settings: Settings) -> QHBoxLayout:
        """The table's help with moves that are no choice: a forced card, certain tricks."""
        self.auto_play_check = QCheckBox(self.tr("Aut&o-play forced cards"))
        self.auto_play_check.setChecked(settings["auto_play_forced"])
        self.auto_play_check.setToolTip(settings_description("auto_play_forced"))
        self.claim_check = QCheckBox(self.tr("Cla&im certain tricks"))
        self.claim_check.setChecked(settings["claim_certain_tricks"])
        self.claim_check.setToolTip(settings_description("claim_certain_tricks"))
        checks = QHBoxLayout()
        checks.setSpacing(18)
        checks.addWidget(self.auto_play_check)
        checks.addWidget(self.claim_check)
        checks.addStretch(1)
        return checks

    def _size_to_content(self) -> None:
        """Wide enough for both columns without a horizontal scroll bar; as tall as the
        content, up to most of the screen (the form scrolls beyond that)."""
        hint = self._content.sizeHint()
        bar = self.scroll_area.verticalScrollBar().sizeHint().width()
        width = hint.width() + bar + 40
        height = self.sizeHint().height() - self.scroll_area.sizeHint().height() + hint.height() + 8
        screen = self.screen().availableGeometry() if self.screen() else None
        if screen is not None:
            width = min(width, screen.width() - 40)
            height = min(height, int(screen.height() * 0.9))
        self.scroll_area.setMinimumWidth(hint.width() + bar)
        self.resize(width, height)

    # --- words ---------------------------------------------------------------------------------

    def _deck_words(self) -> dict[Deck, tuple[str, str]]:
        """Each deck's name, and for its tooltip the player counts it is for."""
        players = {(4,): self.tr("For 4 players."), (6,): self.tr("For 6 players."),
                   (4, 6): self.tr("For 4 or 6 players.")}
        names = {
            Deck.STANDARD_24: self.tr("24 cards (9 to ace)"),
            Deck.BENNY_25: self.tr("25 cards (24 and the Benny)"),
            Deck.PIQUET_32: self.tr("32 cards (7 to ace)"),
            Deck.BENNY_33: self.tr("33 cards (32 and the Benny)"),
            Deck.DOUBLE_50: self.tr("50 cards (two 25-card packs)"),
            Deck.ALMONTE_31: self.tr("Almonte six-hand (31 cards, 3 jokers)"),
            Deck.ALMONTE_21: self.tr("Almonte four-hand (21 cards, 3 jokers)"),
        }
        return {deck: (name, players[deck.player_counts]) for deck, name in names.items()}

    def _choice_words(self) -> dict[Enum, tuple[str, str]]:
        """Each choice's label and a sentence for its tooltip."""
        return {
            LoneDefenderBonus.ANY_EUCHRE: (
                self.tr("Any euchre"), self.tr("Any euchre by a lone defender scores 4 (6).")),
            LoneDefenderBonus.MARCH_ONLY: (
                self.tr("Only taking all five"),
                self.tr("A lone defender scores 4 (6) only by taking all five tricks.")),
            DealersPartnerOrders.PLAYS_WITH_PARTNER: (
                self.tr("Plays with the dealer"),
                self.tr("The usual game: the dealer's side play together.")),
            DealersPartnerOrders.MUST_GO_ALONE: (
                self.tr("Must go alone"),
                self.tr("The partner plays alone and the dealer sits out.")),
            JokerTurnedUp.DEALER_MAKES: (
                self.tr("Dealer's side makes"),
                self.tr("No bidding: the dealer names trump blind, then takes the joker.")),
            JokerTurnedUp.DEALER_NAMES_THEN_BID: (
                self.tr("Dealer names a suit, then bidding"),
                self.tr("The dealer names a suit blind; round one bids on that suit.")),
            JokerTurnedUp.DEALER_NAMES_MUST_TAKE: (
                self.tr("Dealer names a suit and must take it"),
                self.tr("As above, but if everyone passes the dealer must take it up.")),
            DoublePackBennies.RED_AND_BLACK: (
                self.tr("Red and black"),
                self.tr("The Benny of trump's colour beats the other.")),
            DoublePackBennies.IDENTICAL: (
                self.tr("Identical"), self.tr("Of the two Bennies, the second played wins.")),
            MakersAlone.MAKER_ONLY: (
                self.tr("The maker only"), self.tr("Only the player who made trump.")),
            MakersAlone.EITHER_MAKER: (
                self.tr("Either of the makers"),
                self.tr("The maker or a partner of the maker.")),
            DefendersAlone.NEVER: (self.tr("Never"), self.tr("Defenders always play together.")),
            DefendersAlone.AGAINST_LONE_MAKER: (
                self.tr("Only against a loner"),
                self.tr("A defender may go alone only against a lone maker.")),
            DefendersAlone.ANY_TIME: (
                self.tr("Any time"), self.tr("A defender may go alone in any hand.")),
            LeadAgainstLoner.LONERS_LEFT: (
                self.tr("The loner's left"), self.tr("The player on the loner's left leads.")),
            LeadAgainstLoner.DEALERS_LEFT: (
                self.tr("The dealer's left"),
                self.tr("The dealer's left leads, as in any hand.")),
            LeadAgainstLoner.LONERS_RIGHT: (
                self.tr("The loner's right"),
                self.tr("The loner's right leads, so that the loner never leads first.")),
            DealPackets.ALTERNATE_THREE_TWO: (
                self.tr("3 and 2, alternating"),
                self.tr("Three cards, then two, to each player in turn, then the reverse.")),
            DealPackets.THREES_THEN_TWOS: (
                self.tr("All 3s, then all 2s"),
                self.tr("Three cards to everyone, then two to everyone.")),
            DealPackets.TWOS_THEN_THREES: (
                self.tr("All 2s, then all 3s"),
                self.tr("Two cards to everyone, then three to everyone.")),
            DealPackets.ONE_AT_A_TIME: (
                self.tr("One at a time"), self.tr("One card to each player, five times round.")),
            FirstDealer.RANDOM: (self.tr("Random"), self.tr("A random player deals first.")),
            FirstDealer.FIRST_BLACK_JACK: (
                self.tr("First black jack"),
                self.tr("Cards are dealt face up; the first black jack deals.")),
        }

    def _reason_words(self, reason: RuleReason, players: int, deck: Deck) -> str:
        """Why a rule does not apply, or why the rules cannot be played, in a sentence."""
        if reason is RuleReason.DECK_NOT_FOR_PLAYERS:
            names = self._deck_words()
            fitting = [names[other][0] for other in Deck if players in other.player_counts]
            return self.tr("The deck \"%1\" is not for %2 players. Decks for %2 players: %3.") \
                .replace("%1", names[deck][0]).replace("%2", str(players)) \
                .replace("%3", QLocale().createSeparatedList(fitting))
        return {
            RuleReason.MALFORMED: self.tr("These rules are damaged and cannot be played."),
            RuleReason.PLAYER_COUNT: self.tr("Euchre is played by 4 or 6 players."),
            RuleReason.MATCH_LENGTH: self.tr(
                "Choose either a target score or a fixed number of hands."),
            RuleReason.TARGET_SCORE: self.tr("Choose one of the target scores offered."),
            RuleReason.HAND_LIMIT: self.tr(
                "A fixed number of hands must be between 1 and %1.").replace(
                    "%1", str(MAX_HANDS)),
            RuleReason.SIX_PLAYERS: self.tr(
                "Four players only: no rule book scores super euchre for six."),
            RuleReason.LONER_ASKS_PARTNER: self.tr(
                "A loner asks a partner for a card instead (six players, Almonte four-hand)."),
            RuleReason.NOT_24_OR_25_CARDS: self.tr("Only for the 24- and 25-card decks."),
            RuleReason.NO_JOKERS: self.tr("Only for decks with the Benny or jokers."),
            RuleReason.NOT_DOUBLE_PACK: self.tr("Only for the 50-card double pack."),
            RuleReason.DEFENDERS_NEVER_ALONE: self.tr(
                "Defenders never go alone under these rules."),
            RuleReason.JOKER_RULE_NEEDED: self.tr(
                "A deck with jokers needs a rule for a joker turned up."),
            RuleReason.BENNIES_RULE_NEEDED: self.tr(
                "Choose red-and-black or identical Bennies for the double pack."),
        }[reason]

    # --- reacting to edits ----------------------------------------------------------------

    def _on_preset_chosen(self, index: int) -> None:
        preset_id = self.preset_combo.itemData(index)
        if preset_id == CUSTOM:
            return
        self._base = str(preset_id)
        self._fill(PRESETS[self._base])
        self._on_edited()

    def _on_deck_changed(self) -> None:
        """A deck with jokers chosen after one without: its usual joker-turned-up rule."""
        deck = Deck(self.deck_combo.currentData())
        joker = self._combos["joker_turned_up"]
        usual = usual_joker_turned_up(deck)
        if usual is not None and not joker.isEnabled():
            with QSignalBlocker(joker):
                joker.setCurrentIndex(joker.findData(usual.value))
        self._on_edited()

    def _on_length_toggled(self, _button: QAbstractButton, checked: bool) -> None:
        if checked:
            self._on_edited()

    def _fill(self, rules: HouseRules) -> None:
        """Show ``rules`` in every field (a nullable rule that is None keeps its choice),
        none of it taken for an edit."""
        with self._quiet():
            self.players_combo.setCurrentIndex(self.players_combo.findData(rules.players))
            self.deck_combo.setCurrentIndex(self.deck_combo.findData(rules.deck.value))
            if rules.target_score is not None:
                self.target_radio.setChecked(True)
                self.target_combo.setCurrentIndex(
                    self.target_combo.findData(rules.target_score))
            else:
                self.hands_radio.setChecked(True)
                self.hands_spin.setValue(rules.hand_limit or DEFAULT_HAND_LIMIT)
            for field, combo in self._combos.items():
                value = getattr(rules, field)
                if value is not None:
                    combo.setCurrentIndex(combo.findData(value.value))
            for field, check in self._checks.items():
                check.setChecked(bool(getattr(rules, field)))
        self._name_hands(self.hands_spin.value())

    def _quiet(self) -> ExitStack:
        """Hold back the signals of every field of the rules while the dialog fills them."""
        stack = ExitStack()
        for field in (self.players_combo, self.deck_combo, self._length_group,
                      self.target_combo, self.hands_spin, *self._combos.values(),
                      *self._checks.values()):
            stack.enter_context(QSignalBlocker(field))
        return stack

    def _on_edited(self) -> None:
        """Enable what applies, build the rules, and show the preset or "Custom"."""
        players = int(self.players_combo.currentData())
        deck = Deck(self.deck_combo.currentData())
        defenders = DefendersAlone(self._combos["defenders_alone"].currentData())
        inapplicable = inapplicable_rules(players, deck, defenders)
        self._update_applicable(inapplicable, players, deck)
        self.seat_label.setText(
            self.tr("At the bottom, your partner across") if players == 4
            else self.tr("At the bottom, your partners far left and far right"))
        self.target_combo.setEnabled(self.target_radio.isChecked())
        self.hands_spin.setEnabled(self.hands_radio.isChecked())
        self._rules, self._error = self._read(players, deck, inapplicable)
        self._problem = (None if self._error is None
                         else self._reason_words(self._error.reason, players, deck))
        if self._problem is None and self.seed_edit.text().strip() and self.seed() is None:
            self._problem = self.tr("The deal seed must be a whole number, or blank for a "
                                    "random deal.")
        self.error_label.setText(self._problem or "")
        self.ok_button.setEnabled(self._problem is None)
        self._show_preset()

    def _update_applicable(self, inapplicable: dict[str, NotApplicable], players: int,
                           deck: Deck) -> None:
        with self._quiet():  # unchecking a rule that no longer applies is not an edit
            for field, tip in self._tips.items():
                widget: QWidget | None = self._checks.get(field)
                if widget is None:
                    widget = self._combos.get(field)
                if widget is None:
                    continue
                why = inapplicable.get(field)
                widget.setEnabled(why is None)
                text = tip if why is None else self.tr("%1\n\nNot available: %2") \
                    .replace("%1", tip) \
                    .replace("%2", self._reason_words(why.reason, players, deck))
                widget.setToolTip(text)
                if field in self._labels:
                    self._labels[field].setEnabled(why is None)
                    self._labels[field].setToolTip(text)
                check = self._checks.get(field)
                if check is not None and why is not None and why.must_be_off:
                    check.setChecked(False)

    def _read(self, players: int, deck: Deck, inapplicable: dict[str, NotApplicable]
              ) -> tuple[HouseRules | None, InvalidHouseRulesError | None]:
        """The rules the fields show, or None and why they cannot be played. A rule that
        does not apply is off where it must be, else keeps the choice shown."""
        values: dict[str, object] = {"players": players, "deck": deck}
        if self.target_radio.isChecked():
            values["target_score"] = int(self.target_combo.currentData())
            values["hand_limit"] = None
        else:
            values["target_score"] = None
            values["hand_limit"] = self.hands_spin.value()
        for field, combo in self._combos.items():
            why = inapplicable.get(field)
            values[field] = (None if why is not None and why.must_be_off
                             else ENUM_FIELDS[field](combo.currentData()))
        for field, check in self._checks.items():
            why = inapplicable.get(field)
            values[field] = check.isChecked() and (why is None or not why.must_be_off)
        try:
            return HouseRules.from_dict(values), None
        except InvalidHouseRulesError as error:
            return None, error

    def _show_preset(self) -> None:
        """Select the base preset, or the "Custom (based on ...)" entry after it."""
        custom_index = len(PRESETS)
        custom = self.preset_id() is None
        with QSignalBlocker(self.preset_combo):
            if custom:
                name = preset_words()[self._base][0]
                text = self.tr("Custom (based on %1)").replace("%1", name)
                if self.preset_combo.count() == custom_index:
                    self.preset_combo.addItem(text, CUSTOM)
                else:
                    self.preset_combo.setItemText(custom_index, text)
                self.preset_combo.setCurrentIndex(custom_index)
            else:
                self.preset_combo.setCurrentIndex(list(PRESETS).index(self._base))
                if self.preset_combo.count() > custom_index:
                    self.preset_combo.removeItem(custom_index)
