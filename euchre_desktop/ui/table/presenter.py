"""Turns the rules' domain events into animations on the table scene.

The presenter keeps a small model of where every card item is (hands, trick, piles, the
up-card, discards) and, for each event, queues one animator step that changes the model and
moves the items to where the model says. Steps run strictly in order, so the model changes in
the same order the events happened; the controller asks the next bot only when the animator
is idle. The presenter draws from the events alone, as the human's seat sees them
(``events.seen_by``): other seats' cards are backs until played, and an event it does not
know how to draw is an error, not something to skip.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import assert_never

from PySide6.QtCore import QAbstractAnimation, QObject, QPointF, QSize, QSizeF, Signal
from PySide6.QtWidgets import QGraphicsScene

from euchre_desktop.app.sounds import Cue
from euchre_desktop.rules import Card, PlayerView, Suit
from euchre_desktop.rules import events as ev
from euchre_desktop.rules.cards import effective_suit, trump_strength
from euchre_desktop.rules.phase import Trick
from euchre_desktop.ui.table.animator import Animator
from euchre_desktop.ui.table.card_art import CardRenderer
from euchre_desktop.ui.table.card_item import CardItem
from euchre_desktop.ui.table.layout import TableLayout
from euchre_desktop.ui.table.seat_label import SeatLabel, SpeechBubble
from euchre_desktop.ui.table.speeds import Anim, duration

HAND_Z = 20.0
TRICK_Z = 200.0
PILE_Z = 5.0
KITTY_Z = 2.0
SAT_OUT_OPACITY = 0.35
TRICK_TILT = (-4.0, 5.0, -2.0, 6.0, -5.0, 3.0)  # degrees, by seat on screen: a natural pile


def sort_hand(cards: Sequence[Card], trump: Suit | None) -> list[Card]:
    """A hand in the order players hold it: trump first (highest first), then the other
    suits alternating colours, each highest first."""
    def key(card: Card) -> tuple[int, int]:
        suit = effective_suit(card, trump)
        if trump is not None and suit is trump:
            return (0, -trump_strength(card, trump))
        order = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
        return (1 + order.index(suit) if suit is not None else 0, -int(card.rank))

    return sorted(cards, key=key)


class TablePresenter(QObject):
    """Owns the card items of one table scene and animates them from events."""

    card_clicked = Signal(object)  # Card: the human clicked or dropped one of their cards
    hand_scored = Signal(object)  # HandScored, once its animation is reached
    game_won = Signal(object)  # GameWon
    rest_claimed = Signal(object)  # RestClaimed, as the cards turn face up
    deal_started = Signal()
    cue = Signal(object)  # Cue: a sound for the step the table is taking now

    def __init__(
        self,
        scene: QGraphicsScene,
        renderer: CardRenderer,
        animator: Animator,
        human_seat: int = 0,
    ) -> None:
        super().__init__(scene)
        self.scene = scene
        self.renderer = renderer
        self.animator = animator
        self.human_seat = human_seat
        self.players = 4
        self.layout = TableLayout(QSizeF(1000, 700), 4)
        self.names: list[str] = []
        self.hands: list[list[CardItem]] = []
        self.trick: list[tuple[int, CardItem]] = []
        self.won: list[tuple[int, list[CardItem]]] = []  # (winner, the trick's cards)
        self.discards: list[CardItem] = []
        self.up_item: CardItem | None = None
        self.up_face_up = False
        self.kitty_item: CardItem | None = None
        self.sat_out: set[int] = set()
        self.dealer = 0
        self.trump: Suit | None = None
        self.labels: list[SeatLabel] = []
        self.bubbles: list[SpeechBubble] = []
        self.last_trick: tuple[int, Trick] | None = None  # (winner, cards) last swept
        self._choosable: set[Card] = set()
        self._hint: Card | None = None
        self.revealed = False  # every hand face up: the rest of the hand was claimed

    # --- table set-up ----------------------------------------------------------------------

    def reset(self, players: int, names: list[str], human_seat: int = 0) -> None:
        """Clear the table for a new match of ``players`` seats."""
        self.animator.clear()
        for item in list(self.scene.items()):
            if item.parentItem() is None:
                self.scene.removeItem(item)
        self.players = players
        self.names = names
        self.human_seat = human_seat
        self.hands = [[] for _ in range(players)]
        self.won = []
        self.trick, self.discards = [], []
        self.up_item = self.kitty_item = None
        self.sat_out = set()
        self.trump = None
        self.labels = [SeatLabel(name, self._team_word(seat), self._same_team(seat))
                       for seat, name in enumerate(names)]
        self.layout = self._new_layout(self.layout.size)
        self.bubbles = [SpeechBubble() for _ in names]
        for item in (*self.labels, *self.bubbles):
            self.scene.addItem(item)
        self.relayout(0)

    def _same_team(self, seat: int) -> bool:
        return seat % 2 == self.human_seat % 2

    def _team_word(self, seat: int) -> str:
        """Which side a seat is on, from the human's chair: colour alone would not do."""
        if seat == self.human_seat:
            return self.tr("Your team")
        return self.tr("Partner") if self._same_team(seat) else self.tr("Opponent")

    def _new_layout(self, size: QSizeF) -> TableLayout:
        names = [label.name for label in self.labels]
        team_words = [label.team_word for label in self.labels]
        return TableLayout(size, self.players,
                           lambda height: SeatLabel.size_for(height, names, team_words),
                           SpeechBubble.size_for)

    def reset_to(self, view: PlayerView) -> None:
        """Lay the table out from a view at once, without animation (after undo or load)."""
        self.animator.clear()
        for item in self.scene.items():
            if isinstance(item, CardItem):
                self.scene.removeItem(item)
        self.dealer = view.dealer
        self.trump = view.trump
        self.sat_out = set(view.sitting_out)
        self.revealed = False
        self.hands = [
            [self._new_item(None) for _ in range(size)] for size in view.hand_sizes
        ]
        for item, card in zip(self.hands[self.human_seat], sort_hand(view.hand, view.trump),
                              strict=False):
            item.set_card(card)
        self.trick = [(seat, self._new_item(card)) for seat, card in view.trick]
        self.won = [(winner, [self._new_item(None) for _ in trick])
                    for winner, trick in view.tricks]
        self.discards = [self._new_item(None) for _ in range(sum(view.discard_counts))]
        self.kitty_item = self._new_item(None)
        self.up_item = None
        bidding_open = view.trump is None or view.phase.value.startswith("bidding")
        if not view.up_card_taken and not view.tricks and not view.trick:
            self.up_item = self._new_item(view.up_card)
            self.up_face_up = bidding_open and view.phase.value != "bidding-round-2"
        tricks_by_seat = [0] * self.players
        for winner, _ in view.tricks:
            tricks_by_seat[winner] += 1
        for seat, (label, bubble) in enumerate(zip(self.labels, self.bubbles, strict=True)):
            label.set_marks(dealer=seat == view.dealer)
            if seat == view.maker and view.trump is not None:
                label.set_marks(trump=view.trump)
            label.set_marks(alone=seat in view.alone)
            label.tricks = tricks_by_seat[seat]
            bubble.clear()
        self.last_trick = view.tricks[-1] if view.tricks else None
        self.show_turn(view.turn)
        self.relayout(0)

    def set_size(self, size: QSizeF) -> None:
        """The scene was resized: recompute the layout and put everything in place."""
        self.layout = self._new_layout(size)
        self.relayout(0)

    # --- where things go -------------------------------------------------------------------

    def _card_size(self, seat: int | None) -> QSize:
        """The size of a seat's hand cards; None for the trick's."""
        if seat is None:
            height = self.layout.trick_card_height
        elif seat == self.human_seat:
            height = self.layout.card_height
        else:
            height = self.layout.small_card_height
        return QSize(round(height * 5 / 7), round(height))

    def _small_size(self) -> QSize:
        """Piles and the kitty: small cards."""
        height = self.layout.small_card_height
        return QSize(round(height * 5 / 7), round(height))

    def _view_seat(self, seat: int) -> int:
        """Seat index on screen: the human is always drawn at the bottom."""
        return (seat - self.human_seat) % self.players

    def relayout(self, duration_ms: int) -> list[QAbstractAnimation]:
        """Move every item to where the model says; returns the animations started."""
        layout = self.layout
        animations: list[QAbstractAnimation] = []

        def move(item: CardItem, pos: QPointF, z: float, rotation: float, face_up: bool,
                 size: QSize) -> None:
            item.set_card_size(size)
            animation = item.animate(pos, z, rotation, face_up, duration_ms)
            if animation is not None:
                animations.append(animation)

        small = self._small_size()

        for seat, hand in enumerate(self.hands):
            screen = self._view_seat(seat)
            positions = layout.hand_positions(screen, len(hand))
            for index, (item, (pos, angle)) in enumerate(zip(hand, positions, strict=True)):
                # A player always sees their own cards, even sitting out (they may be asked
                # to give one to their lone partner); others' cards of a seat out stay down.
                own = seat == self.human_seat
                face_up = ((own or self.revealed and seat not in self.sat_out)
                           and item.card is not None)
                item.setOpacity(self._hand_opacity(seat))
                move(item, pos, HAND_Z + index, angle, face_up, self._card_size(seat))
        for order, (seat, item) in enumerate(self.trick):
            screen = self._view_seat(seat)
            move(item, layout.seats[screen].trick_spot, TRICK_Z + order, TRICK_TILT[screen],
                 True, self._card_size(None))
        for key, tricks in self.piles().items():
            spots = layout.pile_positions(key, len(tricks))
            for index, (spot, trick) in enumerate(zip(spots, tricks, strict=True)):
                for layer, item in enumerate(trick):
                    move(item, spot, PILE_Z + index * 8 + layer, layout.pile_angle(key), False,
                         small)
        dealer = layout.seats[self._view_seat(self.dealer)]
        kitty = dealer.kitty.center()
        step = dealer.along * (small.width() * 0.1)
        if self.kitty_item is not None:
            move(self.kitty_item, kitty - step, KITTY_Z, dealer.angle, False, small)
        for index, item in enumerate(self.discards):
            move(item, kitty + step * (1 + index), KITTY_Z + 1 + index, dealer.angle + 4,
                 False, small)
        if self.up_item is not None:
            if self.up_face_up:
                move(self.up_item, layout.up_card_spot(), KITTY_Z + 10, 0, True,
                     self._card_size(None))
            else:
                move(self.up_item, kitty, KITTY_Z + 10, dealer.angle - 3, False, small)
        for seat, (label, bubble) in enumerate(zip(self.labels, self.bubbles, strict=True)):
            geometry = layout.seats[self._view_seat(seat)]
            label.set_box(geometry.plate, layout.card_height)
            bubble.set_box(geometry.bubble, layout.card_height, geometry.towards_hand)
        return animations

    # --- events ----------------------------------------------------------------------------

    def piles(self) -> dict[int, list[list[CardItem]]]:
        """Won tricks by the screen seat whose pile holds them: the winner's own, or in
        six-hand one pile a team."""
        piles: dict[int, list[list[CardItem]]] = {}
        for winner, items in self.won:
            screen = self._view_seat(winner)
            key = screen if self.players == 4 else (0 if screen % 2 == 0 else 3)
            piles.setdefault(key, []).append(items)
        return piles

    def present(self, events: Sequence[ev.Event]) -> None:
        """Queue the animations of ``events``, as the human's seat sees them. An event the
        table does not know how to draw fails (``assert_never``), nothing is skipped."""
        self.set_choosable(set())
        self.show_turn(None)
        for event in events:
            self._present_event(event)
        # every card settles where the model says; this step also makes the animator
        # report idle after a batch with nothing to move (a declined loner)
        self.animator.enqueue(lambda: self.relayout(duration(Anim.SORT_HAND)))

    def show_turn(self, seat: int | None) -> None:
        """Light the name plate of the seat to act (none while the table moves)."""
        for index, label in enumerate(self.labels):
            label.set_turn(index == seat)

    def _step(self, change: Callable[[], None], anim: Anim, *, pause: Anim | None = None,
              cue: Cue | None = None) -> None:
        def step() -> list[QAbstractAnimation]:
            change()
            if cue is not None:
                self.cue.emit(cue)
            return self.relayout(duration(anim))

        self.animator.enqueue(step)
        if pause is not None:
            self.animator.enqueue_pause(duration(pause))

    def _say(self, seat: int, text: str, pause: Anim | None = Anim.BOT_THINK) -> None:
        self.animator.enqueue_call(lambda: self.bubbles[seat].say(text))
        if pause is not None:
            self.animator.enqueue_pause(duration(pause))

    def _on_first_dealer(self, event: ev.FirstDealerChosen) -> None:
        self._say(event.dealer, self.tr("First black jack: I deal"))

    def _on_cards_dealt(self, event: ev.CardsDealt) -> None:
        def gather() -> list[QAbstractAnimation]:
            self.dealer = event.dealer
            self.deal_started.emit()
            items = [item for hand in self.hands for item in hand] + [
                item for _, trick in self.won for item in trick] + self.discards + [
                item for _, item in self.trick]
            if self.up_item is not None:
                items.append(self.up_item)
            kitty = self.layout.kitty_spot(self._view_seat(event.dealer))
            animations = [item.animate(kitty, KITTY_Z, 0, False, duration(Anim.GATHER))
                          for item in items]
            return [animation for animation in animations if animation is not None]

        def clear() -> None:
            for item in self.scene.items():
                if isinstance(item, CardItem):
                    self.scene.removeItem(item)
            self.hands = [[] for _ in range(self.players)]
            self.won = []
            self.trick, self.discards = [], []
            self.up_item = None
            self.sat_out = set()
            self.trump = None
            self.revealed = False
            self.last_trick = None
            self.kitty_item = self._new_item(None)
            for seat, label in enumerate(self.labels):
                label.set_marks(dealer=seat == event.dealer)
            for bubble in self.bubbles:
                bubble.clear()

        self.animator.enqueue(gather)
        self.animator.enqueue_call(clear)
        self.animator.enqueue(lambda: self.relayout(0))
        for seat, count in event.packets:
            self._step(partial(self._deal_packet, seat, count), Anim.DEAL_CARD,
                       pause=Anim.DEAL_GAP, cue=Cue.DEAL)
        self._look_at_hand(event.hands[self.human_seat])

    def _look_at_hand(self, cards: Sequence[Card | None]) -> None:
        """The human picks up their cards and sorts them (a blind dealer's stay down)."""
        def look() -> None:
            for item, card in zip(self.hands[self.human_seat], cards, strict=False):
                item.set_card(card)
            self._sort_human()

        if any(card is not None for card in cards):
            self._step(look, Anim.SORT_HAND)

    def _sort_human(self) -> None:
        """Put the human's cards in the order players hold them (cards not yet seen last)."""
        hand = self.hands[self.human_seat]
        known = {id(item): item.card for item in hand if item.card is not None}
        order = sort_hand(list(known.values()), self.trump)
        seen: list[CardItem] = []
        for card in order:
            seen.append(next(item for item in hand if item.card is card and item not in seen))
        self.hands[self.human_seat] = seen + [item for item in hand if item.card is None]

    def _deal_packet(self, seat: int, count: int) -> None:
        kitty = self.layout.kitty_spot(self._view_seat(self.dealer))
        for _ in range(count):
            item = self._new_item(None)
            item.setPos(kitty)
            self.hands[seat].append(item)

    def _new_item(self, card: Card | None) -> CardItem:
        item = CardItem(self.renderer, card, self._card_size(None))
        item.clicked.connect(self._on_item_clicked)
        item.dropped.connect(self._on_item_dropped)
        self.scene.addItem(item)
        return item

    def _on_up_card(self, event: ev.UpCardTurned) -> None:
        def turn() -> None:
            self.up_item = self._new_item(event.card)
            self.up_item.setPos(self.layout.kitty_spot(self._view_seat(self.dealer)))
            self.up_face_up = True

        self._step(turn, Anim.UP_CARD_TURN)

    def _on_passed(self, event: ev.Passed) -> None:
        self._say(event.seat, self.tr("Pass"))

    def _on_turned_down(self, event: ev.UpCardTurnedDown) -> None:
        def turn_down() -> None:
            self.up_face_up = False

        self._step(turn_down, Anim.TURN_DOWN)

    def _on_farmers_hand(self, event: ev.FarmersHandClaimed) -> None:
        self._say(event.seat, self.tr("Farmer's hand! Redeal"), Anim.HAND_SUMMARY_PAUSE)

    def _on_named_blind(self, event: ev.TrumpNamedBlind) -> None:
        from euchre_desktop.ui.words import suit_name

        self._say(event.seat, suit_name(event.suit))
        if event.seat == self.human_seat:
            self._look_at_hand(event.hand)

    def _on_trump_made(self, event: ev.TrumpMade) -> None:
        from euchre_desktop.ui.words import suit_name

        def mark() -> None:
            if event.round == 1:
                text = (self.tr("I'll take it") if event.seat == self.dealer
                        else self.tr("Order up"))
            else:
                text = suit_name(event.suit)
            self.trump = event.suit
            self.labels[event.seat].set_marks(trump=event.suit)
            for bubble in self.bubbles:
                bubble.clear()
            self.bubbles[event.seat].say(text)
            self._sort_human()

        self._step(mark, Anim.SORT_HAND, pause=Anim.BOT_THINK)

    def _on_went_alone(self, event: ev.WentAlone) -> None:
        self.animator.enqueue_call(lambda: self.labels[event.seat].set_marks(alone=True))
        self._say(event.seat, self.tr("Alone!"))

    def _on_sat_out(self, event: ev.SatOut) -> None:
        def sit_out() -> None:
            self.sat_out.add(event.seat)
            if event.seat == self.dealer:
                self.up_face_up = False  # nobody takes the up-card: it joins the kitty

        self._step(sit_out, Anim.FLIP)

    def _on_picked_up(self, event: ev.DealerPickedUp) -> None:
        def pick_up() -> None:
            if self.up_item is not None:
                self.hands[event.seat].append(self.up_item)
                self.up_item = None
            if event.seat == self.human_seat:
                self._sort_human()

        self._step(pick_up, Anim.PICK_UP, cue=Cue.DEAL)

    def _on_discarded(self, event: ev.CardDiscarded) -> None:
        def discard() -> None:
            hand = self.hands[event.seat]
            item = self._item_of(hand, event.card)
            hand.remove(item)
            self.discards.append(item)

        self._step(discard, Anim.DISCARD, cue=Cue.DEAL)

    def _on_asked(self, event: ev.CardAskedFor) -> None:
        name = self.names[event.partner] if event.partner < len(self.names) else ""
        self._say(event.seat, self.tr("%1, a card please").replace("%1", name))

    def _on_card_passed(self, event: ev.CardPassed) -> None:
        def pass_card() -> None:
            giver = self.hands[event.giver]
            item = self._item_of(giver, event.card)
            giver.remove(item)
            receiver_sees = event.receiver == self.human_seat and not event.offered
            item.set_card(event.card if receiver_sees else None)
            self.hands[event.receiver].append(item)
            if receiver_sees:
                self._sort_human()

        self._step(pass_card, Anim.DEAL_CARD, cue=Cue.DEAL)

    def _on_offer_taken(self, event: ev.OfferTaken) -> None:
        def take() -> None:
            hand = self.hands[event.seat]
            item = next((i for i in reversed(hand) if i.card is None), hand[-1])
            item.set_card(event.card)
            self._sort_human()

        if event.seat == self.human_seat:
            self._step(take, Anim.SORT_HAND)

    @staticmethod
    def _item_of(hand: list[CardItem], card: Card | None) -> CardItem:
        """The item of ``card`` in a hand; a card not seen face up is the last one."""
        return next((item for item in hand if card is not None and item.card is card),
                    hand[-1])

    def _on_refused(self, event: ev.CardRefused) -> None:
        self._step(lambda: self.discards.append(self.hands[event.seat].pop()), Anim.DISCARD,
                   cue=Cue.DEAL)

    def _on_card_played(self, event: ev.CardPlayed) -> None:
        def play() -> list[QAbstractAnimation]:
            if not self.trick:
                for bubble in self.bubbles:
                    bubble.clear()
            hand = self.hands[event.seat]
            item = next((i for i in hand if i.card is event.card), None)
            if item is None:
                item = hand[len(hand) // 2] if hand else self._new_item(None)
            if item in hand:
                hand.remove(item)
            item.set_card(event.card)
            item.setOpacity(1.0)
            self.trick.append((event.seat, item))
            self.cue.emit(Cue.CARD)
            geometry = self.layout.seats[self._view_seat(event.seat)]
            others = self.relayout(duration(Anim.SORT_HAND))
            item.set_card_size(self._card_size(None))
            tilt = TRICK_TILT[self._view_seat(event.seat)]
            played = item.animate(geometry.trick_spot, TRICK_Z + len(self.trick), tilt, True,
                                  duration(Anim.PLAY_TO_CENTRE), raise_during=True)
            return [*others, played] if played is not None else others

        self.animator.enqueue(play)

    def _on_trick_won(self, event: ev.TrickWon) -> None:
        self.animator.enqueue_pause(duration(Anim.TRICK_PAUSE))

        def sweep() -> None:
            self.won.append((event.seat, [item for _, item in self.trick]))
            self.trick = []
            self.last_trick = (event.seat, event.cards)
            self.labels[event.seat].add_trick()

        self._step(sweep, Anim.TRICK_SWEEP, cue=Cue.TRICK)

    def _on_rest_claimed(self, event: ev.RestClaimed) -> None:
        """The rest of the hand is certain: every hand turns face up where it lies, the
        tricks are counted to their winners, and the table holds still to be read."""
        def reveal() -> None:
            for seat, cards in enumerate(event.hands):
                if seat != self.human_seat and seat < len(self.hands):
                    for item, card in zip(self.hands[seat], sort_hand(cards, self.trump),
                                          strict=False):
                        item.set_card(card)
            self.revealed = True
            for seat in event.winners:
                self.labels[seat].add_trick()
            self.rest_claimed.emit(event)

        if event.winners:
            self._say(event.winners[0], self.tr("The rest is certain"), None)
        self._step(reveal, Anim.FLIP, pause=Anim.CLAIM)

    def _on_hand_scored(self, event: ev.HandScored) -> None:
        self.animator.enqueue_call(lambda: self.hand_scored.emit(event))
        self.animator.enqueue_pause(duration(Anim.HAND_SUMMARY_PAUSE))

    def _on_thrown_in(self, event: ev.HandThrownIn) -> None:
        self._say(event.dealer, self.tr("All pass: thrown in"), Anim.HAND_SUMMARY_PAUSE)

    def _on_game_won(self, event: ev.GameWon) -> None:
        self.animator.enqueue_call(lambda: self.game_won.emit(event))

    def _present_event(self, event: ev.Event) -> None:
        """Queue the steps of one event; every kind of event is named here."""
        match event:
            case ev.FirstDealerChosen():
                self._on_first_dealer(event)
            case ev.CardsDealt():
                self._on_cards_dealt(event)
            case ev.UpCardTurned():
                self._on_up_card(event)
            case ev.Passed():
                self._on_passed(event)
            case ev.UpCardTurnedDown():
                self._on_turned_down(event)
            case ev.FarmersHandClaimed():
                self._on_farmers_hand(event)
            case ev.TrumpNamedBlind():
                self._on_named_blind(event)
            case ev.TrumpMade():
                self._on_trump_made(event)
            case ev.WentAlone():
                self._on_went_alone(event)
            case ev.DeclinedAlone():
                pass  # nothing on the table changes
            case ev.SatOut():
                self._on_sat_out(event)
            case ev.DealerPickedUp():
                self._on_picked_up(event)
            case ev.CardDiscarded():
                self._on_discarded(event)
            case ev.CardAskedFor():
                self._on_asked(event)
            case ev.CardPassed():
                self._on_card_passed(event)
            case ev.OfferTaken():
                self._on_offer_taken(event)
            case ev.CardRefused():
                self._on_refused(event)
            case ev.CardPlayed():
                self._on_card_played(event)
            case ev.TrickWon():
                self._on_trick_won(event)
            case ev.RestClaimed():
                self._on_rest_claimed(event)
            case ev.HandScored():
                self._on_hand_scored(event)
            case ev.HandThrownIn():
                self._on_thrown_in(event)
            case ev.GameWon():
                self._on_game_won(event)
            case _:
                assert_never(event)

    # --- the human's hand --------------------------------------------------------------------

    def human_items(self) -> list[CardItem]:
        return list(self.hands[self.human_seat]) if self.hands else []

    def set_choosable(self, cards: set[Card]) -> None:
        """Highlight and enable the human's cards that are legal choices now, and give the
        keyboard focus (the raised card) to the coach's card, else the first legal one."""
        self._choosable = cards
        items = self.human_items()
        legal = [item for item in items if item.card in cards]
        focused = next((item for item in legal if item.card is self._hint),
                       legal[0] if legal else None)
        for item in items:
            item.setOpacity(self._hand_opacity(self.human_seat))
            item.set_highlight(item in legal)
            item.set_draggable(bool(cards))
            item.set_interactive(bool(cards))
            item.set_selected(item is focused)

    def _hand_opacity(self, seat: int) -> float:
        """Seats out of the hand are dimmed, but not the player's own cards while they
        choose one of them (a card to give to a lone partner)."""
        choosing = seat == self.human_seat and bool(self._choosable)
        return SAT_OUT_OPACITY if seat in self.sat_out and not choosing else 1.0

    def show_hint(self, card: Card | None) -> None:
        """Raise the card the coach recommends (None clears it)."""
        self._hint = card
        for item in self.human_items():
            item.set_selected(card is not None and item.card is card)

    def _on_item_clicked(self, item: CardItem) -> None:
        if item in self.human_items() and self._choosable and item.card is not None:
            self.card_clicked.emit(item.card)

    def _on_item_dropped(self, item: CardItem, scene_pos: QPointF) -> None:
        centre = self.layout.centre
        near_centre = (scene_pos - centre).manhattanLength() < self.layout.card_height * 2.2
        if near_centre and item.card is not None and item in self.human_items():
            self.card_clicked.emit(item.card)
        else:
            self.snap_back(item)

    def snap_back(self, item: CardItem | None = None) -> None:
        """Return a dragged card (or every human card) to its place in the hand."""
        items = [item] if item is not None else self.human_items()
        for each in items:
            each.snap_back(duration(Anim.SNAP_BACK))
        self.relayout(duration(Anim.SNAP_BACK))
