"""The Standard bot: a club player's rules of thumb, fast and deterministic.

Bidding counts trump strength, off-suit aces and voids, and weighs the up-card for whichever
side it goes to; round two favours "next" from the dealer's left. Play follows the usual
partnership habits: pull trump as maker, cash aces, never trump a partner's sure winner, win
as cheaply as possible and throw off the lowest useless card. Randomness is used only when a
dealer names trump blind, where no choice is better than another.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import lru_cache

from euchre_desktop.bots import heuristics as h
from euchre_desktop.bots.base import Decision, Level, Reason, ReasonCode
from euchre_desktop.bots.twins import adopt_twin
from euchre_desktop.rules.actions import (
    CLAIM_REDEAL,
    DECLINE,
    DISCARD,
    GIVE_CARD,
    GO_ALONE,
    NAME_TRUMP,
    ORDER_UP,
    PASS,
    PLAY,
    REFUSE_CARD,
    Action,
    AskPartner,
    Play,
)
from euchre_desktop.rules.cards import (
    TRUMP_BASE,
    Card,
    Rank,
    Suit,
    is_left_bower,
    strength_table,
    suit_table,
    trump_strength,
)
from euchre_desktop.rules.house_rules import DealersPartnerOrders, HouseRules, LoneDefenderBonus
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.state import GameState
from euchre_desktop.rules.tricks import beats, partners_of
from euchre_desktop.rules.view import PlayerView

# Expected tricks a hand must promise to make trump (the partners bring the rest), by players
# and seat. The dealer keeps the up-card and takes it up lightly; the others weigh it (see
# UP_CARD_TO_*) and must be surer. Set where ordering starts to beat passing, measured by
# playing the same positions both ways on duplicate deals.
ROUND_ONE_THRESHOLD = {
    (4, "dealer"): 1.8, (4, "partner"): 2.7, (4, "opponent"): 2.7,
    (6, "dealer"): 2.2, (6, "partner"): 2.3, (6, "opponent"): 2.7,
}
"""The strength to order up (or, for the dealer, take up) in round one, by seat. A six-player
opponent of the dealer once ordered from 2.2: against those rules, 2.7 won about 0.02 points
a deal (40,000 duplicate deals; flat from 2.5 to 3.1). Once six-player makers went alone
more freely (``LONE_MAX_LOSERS``), a six-player dealer taking up from 2.2 instead of 1.9 won
about 0.013 points a deal (three seeds of 20,000 duplicate deals; 1.6 lost 0.036)."""
ROUND_TWO_THRESHOLD = {4: 2.0, 6: 2.4}
"""The strength to name a suit in round two. With six players the bar is higher: two more
opponents hold the cards a maker lacks. Against the same rules with 1.7, 2.4 won about 0.03
points a deal (six-player, 80,000 duplicate deals; flat from 2.3 to 2.6)."""
UP_CARD_TO_PARTNER = 0.6  # share of the up-card's value a dealer's partner counts
UP_CARD_TO_OPPONENT = 0.8  # share an opponent of the dealer counts against the bid
NEXT_BONUS = 0.25  # the dealer's left naming "next" in round two
BARN_BONUS = 0.25  # bid more freely when the opponents are a euchre from winning
LONE_MAX_LOSERS = {4: 1.8, 6: 2.1}
"""The most tricks a maker may expect to lose and still go alone, by players: about two, a
little more with six. Against the same rules with 1.8, 2.1 won about 0.08 points a deal
(six-player, 20,000 duplicate deals), and of bars from 1.5 to 3.5 it lost least by a
2-second search's values (651 decisions). Higher bars won still more against the Standard
bot but lost heavily by the search's values."""
FORCED_LONE_MAX_LOSERS = 1.1  # the dealer's partner who must go alone to order up
DEFEND_ALONE_MAX_LOSERS = 2.0
"""The most a defender who holds the top two trumps may expect to lose and still defend alone,
where any euchre by a lone defender earns the bonus. Against the same rules with 1.2, 2.0 won
0.028 points a deal with six players and 0.002 in British (20,000 duplicate deals each)."""
DEFEND_ALONE_MARCH_LOSERS = 0.4  # where only a lone defender's march earns the bonus
RAILROAD_REFUSE_LOSERS = 0.3  # a loner this strong keeps the hand rather than a blind card


def _decision(action: Action, *reasons: Reason) -> Decision:
    return Decision(action=action, reasons=reasons)


def _reason(code: ReasonCode, **params: float | int | str) -> Reason:
    return Reason(code, dict(params))


class StandardBot:
    """A club player's rules; one decision takes well under a millisecond."""

    level = Level.STANDARD

    def choose(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal_actions
        if not legal:
            raise ValueError(f"seat {view.seat} is not the seat to act")
        if len(legal) == 1:
            return _decision(legal[0], _reason(ReasonCode.ONLY_LEGAL_MOVE))
        return _HANDLERS[view.phase](view, rng)

    def bid(self, state: GameState) -> Action | None:
        """The action ``choose`` gives the seat to act in ``state`` while trump is made, a
        loner is declared, the dealer discards or a loner exchanges a card with a partner,
        read off the state without building a view or reasons: a search asks it of every
        seat in every world it deals. It reads only what that seat's view holds (its own
        hand and the public bidding). None in the other phases, and where a railroaded card
        may be refused."""
        legal = state.legal_actions()
        seat = state.turn
        assert seat is not None
        if len(legal) == 1:
            return legal[0]
        phase = state.phase
        hand = state.hands[seat]
        if phase is Phase.BIDDING_ROUND_1:
            assert state.bid_suit is not None
            return round_one_call(hand, state.up_card, state.bid_suit, seat, state.dealer,
                                  state.rules, state.scores)[0]
        if phase is Phase.BIDDING_ROUND_2:
            return round_two_call(hand, legal, state.bid_suit, seat, state.dealer,
                                  state.rules, state.scores)[0]
        trump = state.trump
        if phase is Phase.GOING_ALONE:
            assert trump is not None and state.maker is not None
            played = hand_as_played(hand, trump, seat, state.dealer, state.up_card,
                                    state.up_card_taken, state.bidding, state.rules)
            return going_alone_call(played, trump, state.maker, seat, state.rules,
                                    state.scores)[0]
        if phase is Phase.DEALER_DISCARD or phase is Phase.LONER_DISCARDS:
            if REFUSE_CARD in legal:
                return None
            assert trump is not None
            return DISCARD[discard_choice(hand, trump, state.rules.players)]
        if phase is Phase.LONER_ASKS:
            return partner_to_ask(legal, state.bidding)
        if phase is Phase.PARTNER_GIVES:
            assert trump is not None
            return GIVE_CARD[best_card(hand, trump)]
        return None


# --- bidding ----------------------------------------------------------------------------


def _farmers_hand(view: PlayerView, rng: random.Random) -> Decision:
    return _decision(CLAIM_REDEAL, _reason(ReasonCode.FARMERS_HAND))


def _name_for_joker(view: PlayerView, rng: random.Random) -> Decision:
    """A dealer names trump for a turned-up joker: blind, any suit; having seen the hand (for
    a farmer's hand), the suit that clears the bar by most, as in round two."""
    if not view.hand:
        return _decision(rng.choice(view.legal_actions), _reason(ReasonCode.NAME_BLIND))
    margin, suit = max(((round_two_margin(view.hand, NAME_TRUMP_SUIT[action], None, view.seat,
                                          view.dealer, view.rules, view.scores),
                         NAME_TRUMP_SUIT[action]) for action in view.legal_actions),
                       key=lambda option: option[0])
    return _decision(NAME_TRUMP[suit], _trump_reason(view.hand, suit, margin))


def _best_after_pickup(hand: Sequence[Card], up_card: Card, trump: Suit, players: int) -> float:
    """The dealer's strength after taking the up-card and discarding the worst card."""
    return _strongest_after_discard((*(card.code for card in hand), up_card.code),
                                    int(trump), players)[0]


def bidding_allowance(rules: HouseRules, scores: tuple[int, int], team: int) -> float:
    """How much lower ``team`` sets its bar: bid more freely when the opponents need at most
    a euchre's worth to win."""
    if rules.target_score is None:
        return 0.0
    opponents_need = rules.target_score - scores[1 - team]
    euchre_points = 3 if rules.scores_as_six else 2
    return BARN_BONUS if opponents_need <= euchre_points else 0.0


def round_one_strength(hand: Sequence[Card], up_card: Card, trump: Suit, seat: int,
                       dealer: int, players: int) -> float:
    """A hand's strength for taking ``up_card`` as trump: the dealer's after the pickup; the
    others' with the up-card weighed for whichever side it goes to."""
    if seat == dealer:
        return _best_after_pickup(hand, up_card, trump, players)
    strength = h.hand_strength(hand, trump, players)
    up_value = h.trump_trick_value(up_card, trump)
    if h.same_team(seat, dealer):
        return strength + UP_CARD_TO_PARTNER * up_value
    return strength - UP_CARD_TO_OPPONENT * up_value


def round_one_bar(seat: int, dealer: int, rules: HouseRules, scores: tuple[int, int]) -> float:
    """The strength a seat needs to order up: the dealer keeps the up-card and needs less."""
    role = "dealer" if seat == dealer else "partner" if h.same_team(seat, dealer) else "opponent"
    return ROUND_ONE_THRESHOLD[rules.players, role] - bidding_allowance(rules, scores, seat % 2)


def round_one_margin(hand: Sequence[Card], up_card: Card, trump: Suit, seat: int,
                     dealer: int, rules: HouseRules, scores: tuple[int, int]) -> float:
    """How far a hand clears the bar for taking ``up_card`` as trump (below zero: a pass)."""
    strength = round_one_strength(hand, up_card, trump, seat, dealer, rules.players)
    return strength - round_one_bar(seat, dealer, rules, scores)


def round_two_margin(hand: Sequence[Card], suit: Suit, turned: Suit | None, seat: int,
                     dealer: int, rules: HouseRules, scores: tuple[int, int]) -> float:
    """How far a hand's strength in ``suit`` clears the bar for naming it in round two;
    the dealer's left counts a bonus for "next"."""
    players = rules.players
    strength = h.hand_strength(hand, suit, players)
    if turned is not None and suit is h.next_suit(turned) and seat == (dealer + 1) % players:
        strength += NEXT_BONUS
    return strength - ROUND_TWO_THRESHOLD[players] + bidding_allowance(rules, scores, seat % 2)


def round_one_call(hand: Sequence[Card], up_card: Card, trump: Suit, seat: int, dealer: int,
                   rules: HouseRules, scores: tuple[int, int]
                   ) -> tuple[Action, float, float | None]:
    """Order up or pass in round one, with the hand's margin over the bar and, for a
    dealer's partner who may order only by going alone, the tricks a lone hand would lose
    (None for every other seat)."""
    margin = round_one_margin(hand, up_card, trump, seat, dealer, rules, scores)
    if (seat != dealer and h.same_team(seat, dealer)
            and rules.dealers_partner_orders is DealersPartnerOrders.MUST_GO_ALONE):
        losers = h.lone_losers(hand, trump, rules)
        return ORDER_UP if losers <= FORCED_LONE_MAX_LOSERS else PASS, margin, losers
    return ORDER_UP if margin >= 0 else PASS, margin, None


def _round_one(view: PlayerView, rng: random.Random) -> Decision:
    trump = view.bid_suit
    assert trump is not None
    seat, dealer, up_card = view.seat, view.dealer, view.up_card
    action, margin, losers = round_one_call(view.hand, up_card, trump, seat, dealer,
                                            view.rules, view.scores)
    if losers is not None:  # a dealer's partner who must go alone to order
        if action == ORDER_UP:
            return _decision(ORDER_UP, _reason(ReasonCode.LONE_HAND_STRENGTH,
                                               losers=round(losers, 2)))
        return _decision(PASS, _reason(ReasonCode.WEAK_HAND_PASS, margin=round(margin, 2)))
    if seat == dealer or h.same_team(seat, dealer):
        context = _reason(ReasonCode.UP_CARD_HELPS_DEALER, card=str(up_card))
    else:
        context = _reason(ReasonCode.UP_CARD_HELPS_OPPONENTS, card=str(up_card))
    if action == ORDER_UP:
        return _decision(ORDER_UP, _trump_reason(view.hand, trump, margin), context)
    return _decision(PASS, _reason(ReasonCode.WEAK_HAND_PASS, margin=round(margin, 2)), context)


def _trump_reason(hand: Sequence[Card], trump: Suit, margin: float) -> Reason:
    bowers = sum(1 for card in hand if card.rank is Rank.JACK and h.is_trump(card, trump))
    return _reason(ReasonCode.TRUMP_STRENGTH, trumps=h.trump_count(hand, trump),
                   bowers=bowers, margin=round(margin, 2))


def round_two_call(hand: Sequence[Card], legal: Sequence[Action], turned: Suit | None,
                   seat: int, dealer: int, rules: HouseRules, scores: tuple[int, int]
                   ) -> tuple[Action, float, Suit]:
    """Name a suit or pass in round two, with the best suit the hand may name and its margin
    over the bar: that suit is named when it clears the bar or the dealer is stuck."""
    options: list[tuple[float, Suit]] = []
    for action in legal:
        if action == PASS:
            continue
        suit = NAME_TRUMP_SUIT[action]
        options.append((round_two_margin(hand, suit, turned, seat, dealer, rules, scores),
                         suit))
    margin, suit = max(options, key=lambda option: option[0])
    if margin >= 0 or PASS not in legal:
        return NAME_TRUMP[suit], margin, suit
    return PASS, margin, suit


def _round_two(view: PlayerView, rng: random.Random) -> Decision:
    turned = view.bid_suit
    action, margin, suit = round_two_call(view.hand, view.legal_actions, turned, view.seat,
                                          view.dealer, view.rules, view.scores)
    if action == PASS:
        return _decision(PASS, _reason(ReasonCode.WEAK_HAND_PASS, margin=round(margin, 2)))
    reasons = [_trump_reason(view.hand, suit, margin)]
    if turned is not None and suit is h.next_suit(turned):
        reasons.append(_reason(ReasonCode.NEXT_SUIT, suit=suit.letter))
    if PASS not in view.legal_actions:
        reasons.append(_reason(ReasonCode.STICK_THE_DEALER))
    return _decision(action, *reasons)


NAME_TRUMP_SUIT: dict[Action, Suit] = {action: suit for suit, action in NAME_TRUMP.items()}


# --- going alone and exchanges ------------------------------------------------------------


def playing_hand(view: PlayerView) -> list[Card]:
    """The hand as it will be played: a dealer about to take the up-card counts it, less the
    worst card."""
    trump = view.trump
    assert trump is not None
    return hand_as_played(view.hand, trump, view.seat, view.dealer, view.up_card,
                          view.up_card_taken, view.bidding, view.rules)


def hand_as_played(hand: Sequence[Card], trump: Suit, seat: int, dealer: int, up_card: Card,
                   up_card_taken: bool, bidding: Sequence[tuple[int, Action]],
                   rules: HouseRules) -> list[Card]:
    """``playing_hand`` from the facts it reads: ``seat``'s ``hand`` with the up-card, less
    the worst card, when the seat is a dealer about to take it up."""
    cards = list(hand)
    if (seat == dealer and not up_card_taken
            and h.trump_made_in_round_one(bidding, up_card, rules)):
        cards.append(up_card)
        cards.remove(discard_choice(cards, trump, rules.players))
    return cards


def lone_loser_limit(rules: HouseRules, maker_side: bool) -> float:
    """The most tricks a hand may expect to lose and still go alone: a maker risks about
    two; a defender with the top trumps about two where any euchre earns the bonus, and
    hardly any where only a march does."""
    if maker_side:
        return LONE_MAX_LOSERS[rules.players]
    if rules.lone_defender_bonus is LoneDefenderBonus.ANY_EUCHRE:
        return DEFEND_ALONE_MAX_LOSERS
    return DEFEND_ALONE_MARCH_LOSERS


def going_alone_call(hand: Sequence[Card], trump: Suit, maker: int, seat: int,
                     rules: HouseRules, scores: tuple[int, int]) -> tuple[Action, float]:
    """Go alone or not, for the maker's side or (where the rules allow) a defender, holding
    ``hand`` as it will be played, with the tricks a lone hand would lose. A maker whose
    team needs one point to win has no reason to risk the hand alone."""
    losers = h.lone_losers(hand, trump, rules)
    limit = lone_loser_limit(rules, h.same_team(seat, maker))
    if h.same_team(seat, maker):
        target = rules.target_score
        team_need = None if target is None else target - scores[seat % 2]
        alone = losers <= limit and (team_need is None or team_need > 1)
    else:
        alone = h.top_trump_run(hand, trump, rules) >= 2 and losers <= limit
    return GO_ALONE if alone else DECLINE, losers


def _going_alone(view: PlayerView, rng: random.Random) -> Decision:
    trump, maker = view.trump, view.maker
    assert trump is not None and maker is not None
    action, losers = going_alone_call(playing_hand(view), trump, maker, view.seat,
                                      view.rules, view.scores)
    if action == DECLINE:
        return _decision(DECLINE, _reason(ReasonCode.PARTNER_CAN_HELP, losers=round(losers, 2)))
    code = (ReasonCode.LONE_HAND_STRENGTH if h.same_team(view.seat, maker)
            else ReasonCode.DEFEND_ALONE)
    return _decision(GO_ALONE, _reason(code, losers=round(losers, 2)))


def discard_choice(hand: Sequence[Card], trump: Suit, players: int) -> Card:
    """The card whose loss leaves the strongest hand: voids made, bowers and aces kept."""
    return Card.by_code[_strongest_after_discard(tuple(card.code for card in hand),
                                                 int(trump), players)[1]]


@lru_cache(maxsize=1 << 12)
def _strongest_after_discard(codes: tuple[int, ...], trump_suit: int,
                             players: int) -> tuple[float, int]:
    """The strongest hand that discarding one of the cards of ``codes`` leaves: its strength
    and the card discarded, as a code (of cards whose loss leaves equal strength, the one
    least worth keeping, then the first). Kept for reuse: a search asks it of one dealer's
    cards up to three times in a world (taking up, going alone, discarding), and of its own
    dealer's in every world. Numbers in and out (the trump suit's too), not cards: the cyclic
    collector soon stops tracking a tuple of numbers, where it looks at every tuple holding
    a card or a suit in each of its full passes."""
    trump = _SUITS[trump_suit]
    strengths = h.strengths_less_each(codes, trump, players)
    best = max(strengths)
    tied = [code for code, strength in zip(codes, strengths, strict=True) if strength == best]
    if len(tied) == 1:
        return best, tied[0]
    return best, min(tied, key=lambda code: keep_value(Card.by_code[code], trump))


_SUITS = tuple(Suit)
"""Each suit at its value's place (as ``Suit(value)``, without the enum's call)."""


def keep_value(card: Card, trump: Suit) -> float:
    """How much a card is worth keeping, for ties and throw-offs: trumps by rank above every
    off-suit card, off-suit cards by rank."""
    strength = trump_strength(card, trump)
    return float(strength) if strength else float(card.rank)


def _discard(view: PlayerView, rng: random.Random) -> Decision:
    trump = view.trump
    assert trump is not None
    if REFUSE_CARD in view.legal_actions:
        return _railroad(view)
    card = discard_choice(view.hand, trump, view.players)
    return _decision(DISCARD[card], *_discard_reasons(view.hand, card, trump))


def _discard_reasons(hand: Sequence[Card], card: Card, trump: Suit) -> list[Reason]:
    suits = suit_table(trump)
    rest = list(hand)
    rest.remove(card)
    suit = suits[card.code]
    reasons: list[Reason] = []
    if suit is not trump and all(suits[other.code] is not suit for other in rest):
        reasons.append(_reason(ReasonCode.MAKE_A_VOID, card=str(card)))
    else:
        reasons.append(_reason(ReasonCode.SHED_LOW_CARD, card=str(card)))
    kept = bower_kept(rest, trump)
    if kept is not None:
        reasons.append(kept)
    return reasons


def bower_kept(rest: Sequence[Card], trump: Suit) -> Reason | None:
    """The reason to keep a bower that a discard leaves in ``rest``, naming it (the right
    bower before the left, so that a jack discarded beside it is never taken for it), or
    None when no bower is left."""
    suits = suit_table(trump)
    bowers = [card for card in rest if card.rank is Rank.JACK and suits[card.code] is trump]
    if not bowers:
        return None
    named = min(bowers, key=lambda card: is_left_bower(card, trump))  # the right bower first
    return _reason(ReasonCode.KEEP_THE_BOWER, card=str(named))


def _railroad(view: PlayerView) -> Decision:
    """Take the partner's offered card unseen (discarding the worst) unless the hand already
    loses nothing."""
    trump = view.trump
    assert trump is not None
    losers = h.lone_losers(view.hand, trump, view.rules, partner_card=False)
    if losers <= RAILROAD_REFUSE_LOSERS:
        return _decision(REFUSE_CARD, _reason(ReasonCode.REFUSE_OFFERED_CARD,
                                              losers=round(losers, 2)))
    card = discard_choice(view.hand, trump, view.players)
    return _decision(DISCARD[card], _reason(ReasonCode.TAKE_OFFERED_CARD, losers=round(losers, 2)),
                     *_discard_reasons(view.hand, card, trump))


def partner_to_ask(legal: Sequence[Action],
                   bidding: Sequence[tuple[int, Action]]) -> AskPartner:
    """The partner a loner asks for a card: the first that bid, else the first."""
    asks = [action for action in legal if isinstance(action, AskPartner)]
    bidders = {seat for seat, action in bidding if action != PASS}
    asks.sort(key=lambda action: action.seat not in bidders)
    return asks[0]


def _loner_asks(view: PlayerView, rng: random.Random) -> Decision:
    ask = partner_to_ask(view.legal_actions, view.bidding)
    return _decision(ask, _reason(ReasonCode.ASK_FOR_CARD, seat=ask.seat))


def best_card(hand: Sequence[Card], trump: Suit) -> Card:
    """The card a partner gives a loner: the best trump, else an ace, else the highest."""
    return max(hand, key=lambda card: keep_value(card, trump))


def _partner_gives(view: PlayerView, rng: random.Random) -> Decision:
    trump = view.trump
    assert trump is not None
    card = best_card(view.hand, trump)
    return _decision(GIVE_CARD[card], _reason(ReasonCode.GIVE_BEST_CARD, card=str(card)))


# --- play -----------------------------------------------------------------------------------


_PLAY_REASONS_NAMING_NO_CARD = frozenset({ReasonCode.ONLY_LEGAL_MOVE, ReasonCode.PARTNER_WINNING,
                                          ReasonCode.CANNOT_WIN, ReasonCode.THROW_OFF_LOW})
"""The reasons for a card played that name no card; the others name the card played."""


def _play(view: PlayerView, rng: random.Random) -> Decision:
    cards = [action.card for action in view.legal_actions if isinstance(action, Play)]
    card, code = play_card(h.PlayTurn(view), view.hand, cards)
    if code in _PLAY_REASONS_NAMING_NO_CARD:
        return _decision(PLAY[card], _reason(code))
    return _decision(PLAY[card], _reason(code, card=str(card)))


def play_card(turn: h.PlayTurn, hand: Sequence[Card],
              cards: Sequence[Card]) -> tuple[Card, ReasonCode]:
    """The card the rule player plays at ``turn`` holding ``hand``, of its legal ``cards``
    (in the order of its legal actions: ties go to the first), and why. A double pack's
    twins are one choice, as they are one legal action."""
    cards = list(dict.fromkeys(cards))
    if len(cards) == 1:
        return cards[0], ReasonCode.ONLY_LEGAL_MOVE
    if not turn.trick:
        return _lead(turn, hand, cards)
    return _follow(turn, hand, cards)


def _throw_off_key(card: Card, hand: Sequence[Card], trump: Suit) -> tuple[int, float]:
    """Lower is thrown first: off-suit before trump; low ranks first; aces kept; a card that
    empties its suit (a void to trump into later) goes a little earlier."""
    suits = suit_table(trump)
    suit = suits[card.code]
    if suit is trump:
        return 1, float(trump_strength(card, trump))
    value = float(card.rank) + (6.0 if card.rank is Rank.ACE else 0.0)
    if sum(1 for other in hand if suits[other.code] is suit) == 1:
        value -= 0.5
    return 0, value


def _lowest(cards: Sequence[Card], hand: Sequence[Card], trump: Suit) -> Card:
    return min(cards, key=lambda card: _throw_off_key(card, hand, trump))


def _follow(turn: h.PlayTurn, hand: Sequence[Card],
            cards: Sequence[Card]) -> tuple[Card, ReasonCode]:
    trump, winner = turn.trump, turn.winner
    assert winner is not None
    suits = suit_table(trump)
    led = suits[turn.trick[0][1].code]
    assert led is not None
    strengths = strength_table(trump, led)
    following = suits[cards[0].code] is led
    opponents_after = [seat for seat in turn.seats_after if not h.same_team(seat, turn.seat)]
    winning = [card for card in cards if beats(strengths[card.code], winner[2], turn.ties_win)]
    winning.sort(key=lambda card: strengths[card.code])
    # What the opponents still to play may hold, worked out once for every card asked of.
    unseen = turn.unseen(hand) if winning and opponents_after else {}
    sure = [card for card in winning
            if not turn.could_be_beaten(strengths[card.code], led, opponents_after, unseen)]
    if not sure and following and led is not trump:
        # the highest of the suit led: only a player out of the suit can still beat it
        sure = [card for card in winning
                if not turn.could_be_beaten(strengths[card.code], led, opponents_after, unseen,
                                            same_suit_only=True)]
    if h.same_team(winner[0], turn.seat):
        if sure and not turn.partner_sure_winner(unseen):
            return sure[0], ReasonCode.WIN_CHEAPLY
        return _lowest(cards, hand, trump), ReasonCode.PARTNER_WINNING
    if not winning:
        code = ReasonCode.CANNOT_WIN if following else ReasonCode.THROW_OFF_LOW
        return _lowest(cards, hand, trump), code
    card = sure[0] if sure else winning[0]
    if suits[card.code] is trump and led is not trump:
        return card, ReasonCode.OVERTRUMP if winner[2] > TRUMP_BASE else ReasonCode.TRUMP_IN
    return card, ReasonCode.WIN_CHEAPLY


def _lead(turn: h.PlayTurn, hand: Sequence[Card],
          cards: Sequence[Card]) -> tuple[Card, ReasonCode]:
    trump, maker, seat = turn.trump, turn.maker, turn.seat
    assert maker is not None
    suits = suit_table(trump)
    trumps = sorted((card for card in cards if suits[card.code] is trump),
                    key=lambda card: trump_strength(card, trump), reverse=True)
    off = [card for card in cards if suits[card.code] is not trump]
    opponents = [other for other in range(turn.players)
                 if not h.same_team(other, seat) and other not in turn.sitting_out]
    voids = turn.voids
    unseen = turn.unseen(hand)
    opponents_trumpless = turn.outstanding_trumps(unseen) == 0 or all(
        trump in voids.get(other, ()) for other in opponents
    )
    makers = h.same_team(seat, maker)
    partner_made = makers and seat != maker
    pulling = seat in turn.alone or (seat == maker and len(trumps) >= 2) or partner_made
    if trumps and not opponents_trumpless and pulling:
        if turn.is_boss(trumps[0], unseen):
            return trumps[0], ReasonCode.PULL_TRUMP
        if len(trumps) >= 3 or partner_made:
            return trumps[-1], ReasonCode.PULL_TRUMP
    bosses = [card for card in off if turn.is_boss(card, unseen)]
    if bosses:
        safe = [card for card in bosses
                if opponents_trumpless
                or not any(suits[card.code] in voids.get(other, ()) for other in opponents)]
        return max(safe or bosses, key=lambda card: card.rank), ReasonCode.LEAD_OFF_ACE
    if trumps and (opponents_trumpless or not off):
        pick = trumps[0] if turn.is_boss(trumps[0], unseen) else trumps[-1]
        return pick, (ReasonCode.LAST_TRICKS_SURE if opponents_trumpless
                      else ReasonCode.PULL_TRUMP)
    if not off:
        return trumps[-1], ReasonCode.PULL_TRUMP
    partners = [other for other in partners_of(seat, turn.players)
                if other not in turn.sitting_out and trump not in voids.get(other, ())]
    partner_voids = {suit for other in partners for suit in voids.get(other, ())}
    to_partner = [card for card in off if suits[card.code] in partner_voids]
    if to_partner and not opponents_trumpless:
        return _short_suit_low(to_partner, hand, trump), ReasonCode.PARTNER_CAN_TRUMP
    pick = _short_suit_low(off, hand, trump)
    if not makers and (seat + 1) % turn.players == maker:
        return pick, ReasonCode.LEAD_THROUGH_MAKER
    return pick, ReasonCode.LEAD_LOW


def _short_suit_low(off: Sequence[Card], hand: Sequence[Card], trump: Suit) -> Card:
    """The lowest card of the shortest off suit: shortening it toward a void keeps the
    high cards and lets the hand trump in later."""
    suits = suit_table(trump)

    def key(card: Card) -> tuple[int, int]:
        length = sum(1 for other in hand if suits[other.code] is suits[card.code])
        return length, int(card.rank)

    return min(off, key=key)


_HANDLERS: dict[Phase, Callable[[PlayerView, random.Random], Decision]] = {
    Phase.FARMERS_HAND: _farmers_hand,
    Phase.DEALER_NAMES_SUIT: _name_for_joker,
    Phase.BIDDING_ROUND_1: _round_one,
    Phase.BIDDING_ROUND_2: _round_two,
    Phase.GOING_ALONE: _going_alone,
    Phase.DEALER_DISCARD: _discard,
    Phase.LONER_ASKS: _loner_asks,
    Phase.PARTNER_GIVES: _partner_gives,
    Phase.LONER_DISCARDS: _discard,
    Phase.PLAY: _play,
}


COMPILED = adopt_twin(globals())
"""Whether this module runs as its compiled twin (``twins``)."""
