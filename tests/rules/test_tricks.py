"""Trick taking in one place: the winner so far, voids shown, partners."""

from __future__ import annotations

from euchre_desktop.rules.cards import Card, JokerColour, Suit
from euchre_desktop.rules.tricks import (
    beats,
    partners_of,
    shown_voids,
    to_beat,
    trick_winner,
    winning_play,
)


def trick_of(*cards: str, leader: int = 0, players: int = 4) -> tuple[tuple[int, Card], ...]:
    return tuple(((leader + offset) % players, Card.parse(text))
                 for offset, text in enumerate(cards))


def test_trump_beats_the_suit_led_and_off_suits_cannot_win() -> None:
    assert trick_winner(trick_of("AH", "9S", "KH", "AD"), Suit.SPADES, False) == 1
    assert trick_winner(trick_of("9H", "AC", "10H", "AD"), Suit.SPADES, False) == 2


def test_bowers_and_the_benny() -> None:
    assert trick_winner(trick_of("AS", "JC", "JS", "KS"), Suit.SPADES, False) == 2
    assert trick_winner(trick_of("AS", "JC", "QS", "KS"), Suit.SPADES, False) == 1
    assert trick_winner(trick_of("JS", "JK", "QS"), Suit.SPADES, False) == 1
    red, black = Card.joker(JokerColour.RED), Card.joker(JokerColour.BLACK)
    trick = ((0, red), (1, black))
    assert trick_winner(trick, Suit.HEARTS, False) == 0
    assert trick_winner(trick, Suit.CLUBS, False) == 1


def test_of_identical_cards_the_second_played_wins_in_a_double_pack() -> None:
    trick = trick_of("AH", "KH", "AH", "9C", leader=2, players=6)
    assert trick_winner(trick, Suit.CLUBS, later_ties_win=True) == 5
    assert trick_winner(trick, Suit.DIAMONDS, later_ties_win=True) == 4
    assert trick_winner(trick, Suit.DIAMONDS, later_ties_win=False) == 2
    assert winning_play(trick[:3], Suit.DIAMONDS, True) == (4, Card.parse("AH"), 14)
    assert winning_play((), Suit.DIAMONDS, True) is None


def test_a_card_that_cannot_win_never_ties() -> None:
    assert to_beat(14, True) == 13 and to_beat(14, False) == 14
    assert beats(14, 14, True) and not beats(14, 14, False)
    assert not beats(0, 0, True)


def test_voids_are_the_suits_led_a_seat_did_not_follow() -> None:
    tricks = [trick_of("AH", "9S", "KH", "JD"), trick_of("AC", "KC", leader=2)]
    # Trump hearts: the jack of diamonds is the left bower and follows hearts.
    assert shown_voids(Suit.HEARTS, tricks) == {1: {Suit.HEARTS}}
    assert shown_voids(Suit.CLUBS, tricks) == {1: {Suit.HEARTS}, 3: {Suit.HEARTS}}
    assert shown_voids(None, tricks) == {}


def test_partners_sit_every_second_seat() -> None:
    assert partners_of(0, 4) == (2,)
    assert partners_of(3, 4) == (1,)
    assert partners_of(1, 6) == (3, 5)
    assert partners_of(4, 6) == (0, 2)
