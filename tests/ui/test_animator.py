"""Animator: steps run in order, one at a time, and idle comes once at the end."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pytest
from PySide6.QtCore import QAbstractAnimation, QPointF, QSize, QVariantAnimation
from pytestqt.qtbot import QtBot

from euchre_desktop.rules.cards import Card
from euchre_desktop.ui.table.animator import Animator
from euchre_desktop.ui.table.card_art import CardRenderer
from euchre_desktop.ui.table.card_item import CardItem

SIZE = QSize(60, 84)


@pytest.fixture
def animator(qapp: object) -> Animator:
    return Animator()


@pytest.fixture
def cards(renderer: CardRenderer) -> list[CardItem]:
    return [CardItem(renderer, card, SIZE) for card in Card.by_code[:4]]


def _mover(
    card: CardItem,
    x: float,
    ms: int,
    log: list[str],
    name: str,
    previous: list[QAbstractAnimation | None],
) -> Callable[[], QAbstractAnimation | None]:
    def step() -> QAbstractAnimation | None:
        # the step before must have finished completely
        assert all(
            a is None or a.state() == QAbstractAnimation.State.Stopped
            for a in previous
            if _valid(a)
        )
        log.append(name)
        anim = card.animate(QPointF(x, 0), 1, 0, True, ms)
        previous.append(anim)
        return anim

    return step


def _valid(anim: QAbstractAnimation | None) -> bool:
    import shiboken6

    return anim is None or shiboken6.isValid(anim)


def test_steps_run_in_order_and_idle_fires_once(
    qtbot: QtBot, animator: Animator, cards: list[CardItem]
) -> None:
    log: list[str] = []
    previous: list[QAbstractAnimation | None] = []
    idles: list[None] = []
    animator.idle.connect(lambda: idles.append(None))
    for i, card in enumerate(cards):
        animator.enqueue(_mover(card, 100 + i, 20, log, f"move{i}", previous))
        animator.enqueue_call(partial(log.append, f"call{i}"))
    animator.enqueue_pause(20)
    animator.enqueue_call(lambda: log.append("end"))
    assert log == [] and animator.is_busy()  # nothing runs inside enqueue
    with qtbot.waitSignal(animator.idle, timeout=3000):
        pass
    assert log == [x for i in range(4) for x in (f"move{i}", f"call{i}")] + ["end"]
    assert [card.pos().x() for card in cards] == [100, 101, 102, 103]
    assert not animator.is_busy()
    qtbot.wait(60)
    assert len(idles) == 1


def test_instant_steps_still_run_in_order(
    qtbot: QtBot, animator: Animator, cards: list[CardItem]
) -> None:
    log: list[str] = []
    previous: list[QAbstractAnimation | None] = []
    for i, card in enumerate(cards):
        animator.enqueue(_mover(card, 10 * i, 0, log, f"move{i}", previous))
    animator.enqueue_pause(0)
    animator.enqueue_call(lambda: log.append("end"))
    assert log == []
    with qtbot.waitSignal(animator.idle, timeout=1000):
        pass
    assert log == ["move0", "move1", "move2", "move3", "end"]
    assert [card.pos().x() for card in cards] == [0, 10, 20, 30]


def test_a_step_may_return_several_animations(
    qtbot: QtBot, animator: Animator, cards: list[CardItem]
) -> None:
    log: list[str] = []

    def deal_all() -> list[QAbstractAnimation | None]:
        return [
            card.animate(QPointF(0, 50 + i), 1, 0, False, 20 + 10 * i)
            for i, card in enumerate(cards)
        ]

    def after() -> None:
        assert all(not card.is_animating() for card in cards)
        log.append("after")

    animator.enqueue(deal_all)
    animator.enqueue_call(after)
    with qtbot.waitSignal(animator.idle, timeout=3000):
        pass
    assert log == ["after"]
    assert [card.pos().y() for card in cards] == [50, 51, 52, 53]


def test_steps_enqueued_by_a_step_run_after_the_queue(qtbot: QtBot, animator: Animator) -> None:
    log: list[str] = []
    animator.enqueue_call(lambda: animator.enqueue_call(lambda: log.append("nested")))
    animator.enqueue_call(lambda: log.append("second"))
    with qtbot.waitSignal(animator.idle, timeout=1000):
        pass
    assert log == ["second", "nested"]


def test_idle_again_after_more_work(qtbot: QtBot, animator: Animator) -> None:
    idles: list[None] = []
    animator.idle.connect(lambda: idles.append(None))
    animator.enqueue_pause(10)
    with qtbot.waitSignal(animator.idle, timeout=1000):
        pass
    animator.enqueue_call(lambda: None)
    with qtbot.waitSignal(animator.idle, timeout=1000):
        pass
    qtbot.wait(30)
    assert len(idles) == 2


def test_clear_lands_running_cards_and_drops_the_rest(
    qtbot: QtBot, animator: Animator, cards: list[CardItem]
) -> None:
    log: list[str] = []
    idles: list[None] = []
    animator.idle.connect(lambda: idles.append(None))
    animator.enqueue(lambda: cards[0].animate(QPointF(200, 0), 1, 45, True, 5000))
    animator.enqueue_call(lambda: log.append("never"))
    qtbot.waitUntil(cards[0].is_animating, timeout=1000)
    animator.clear()
    assert cards[0].pos() == QPointF(200, 0)
    assert cards[0].rotation() == 45 and cards[0].face_up
    assert not cards[0].is_animating()
    assert not animator.is_busy()
    qtbot.wait(40)
    assert log == [] and idles == []
    animator.enqueue_call(lambda: log.append("fresh"))
    with qtbot.waitSignal(animator.idle, timeout=1000):
        pass
    assert log == ["fresh"]


def test_finish_fast_forwards_everything(
    qtbot: QtBot, animator: Animator, cards: list[CardItem]
) -> None:
    log: list[str] = []
    for i, card in enumerate(cards):
        animator.enqueue(partial(card.animate, QPointF(0, 10 * i), 1, 0, True, 5000))
    animator.enqueue_pause(5000)
    animator.enqueue_call(lambda: log.append("end"))
    qtbot.waitUntil(cards[0].is_animating, timeout=1000)
    with qtbot.waitSignal(animator.idle, timeout=1000):
        animator.finish()
        assert log == ["end"]
        assert [card.pos().y() for card in cards] == [0, 10, 20, 30]
        assert all(card.face_up and not card.is_animating() for card in cards)


def test_a_deleted_card_does_not_stall_the_queue(
    qtbot: QtBot, animator: Animator, renderer: CardRenderer
) -> None:
    card = CardItem(renderer, Card.parse("AS"), SIZE)
    log: list[str] = []
    animator.enqueue(lambda: card.animate(QPointF(500, 0), 1, 0, True, 5000))
    animator.enqueue_call(lambda: log.append("next"))
    qtbot.waitUntil(card.is_animating, timeout=1000)
    card.deleteLater()
    with qtbot.waitSignal(animator.idle, timeout=1000):
        pass
    assert log == ["next"]


def test_a_failing_step_does_not_stop_the_queue(qtbot: QtBot, animator: Animator) -> None:
    log: list[str] = []

    def broken() -> None:
        raise RuntimeError("boom")

    animator.enqueue_call(broken)
    animator.enqueue_call(lambda: log.append("after"))
    with qtbot.capture_exceptions() as exceptions:
        with qtbot.waitSignal(animator.idle, timeout=1000):
            pass
    assert log == ["after"]
    assert len(exceptions) == 1


def _clock_ticking(animator: Animator) -> bool:
    """Whether a looping animation of the animator's own (its clock) is running."""
    return any(
        anim.loopCount() == -1 and anim.state() == QAbstractAnimation.State.Running
        for anim in animator.findChildren(QVariantAnimation)
    )


def test_the_animation_clock_ticks_between_steps_and_stops_when_idle(
    qtbot: QtBot, animator: Animator
) -> None:
    gaps_ticking: list[bool] = []
    animator.enqueue_pause(30)
    animator.enqueue_call(lambda: gaps_ticking.append(_clock_ticking(animator)))
    animator.enqueue_pause(30)
    assert _clock_ticking(animator)
    with qtbot.waitSignal(animator.idle, timeout=2000):
        pass
    assert gaps_ticking == [True]  # between one step's end and the next step's start
    assert not _clock_ticking(animator)  # an idle table does not wake up every frame
    animator.enqueue_pause(30)
    assert _clock_ticking(animator)
    animator.clear()
    assert not _clock_ticking(animator)


def test_a_hold_keeps_the_queue_waiting_until_released(qtbot: QtBot, animator: Animator) -> None:
    log: list[str] = []
    releases: list[Callable[[], None]] = []
    animator.enqueue_call(lambda: releases.append(animator.hold()))
    animator.enqueue_call(lambda: log.append("after"))
    qtbot.wait(200)
    assert log == [] and animator.is_busy()
    with qtbot.waitSignal(animator.idle, timeout=2000):
        releases[0]()
    assert log == ["after"]
    releases[0]()  # a second release does nothing
    assert not animator.is_busy()


def test_clear_lets_a_held_queue_go(qtbot: QtBot, animator: Animator) -> None:
    release = animator.hold()
    assert animator.is_busy()
    animator.clear()
    assert not animator.is_busy()
    release()
