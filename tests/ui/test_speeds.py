"""Animation durations: one table, scaled by the speed setting."""

from __future__ import annotations

import pytest

from euchre_desktop.ui.table.speeds import BASE_MS, Anim, AnimationSpeed, current_speed, duration


def test_every_animation_has_a_duration() -> None:
    assert set(BASE_MS) == set(Anim)
    assert all(ms > 0 for ms in BASE_MS.values())


@pytest.mark.parametrize("anim", list(Anim))
def test_speeds_scale_durations(anim: Anim) -> None:
    normal = duration(anim, AnimationSpeed.NORMAL)
    assert normal == BASE_MS[anim]
    assert duration(anim, AnimationSpeed.SLOW) > normal > duration(anim, AnimationSpeed.FAST) > 0
    assert duration(anim, AnimationSpeed.INSTANT) == 0


def test_names_are_accepted_as_strings() -> None:
    assert duration("flip", AnimationSpeed.NORMAL) == BASE_MS[Anim.FLIP]
    with pytest.raises(ValueError):
        duration("no_such_animation", AnimationSpeed.NORMAL)


def test_default_speed_is_the_current_one() -> None:
    assert current_speed() is AnimationSpeed.INSTANT  # set by the autouse fixture
    assert duration(Anim.TRICK_SWEEP) == 0


def test_speed_values_are_stable_setting_strings() -> None:
    assert AnimationSpeed("fast") is AnimationSpeed.FAST
    assert [s.factor for s in AnimationSpeed] == [1.6, 1.0, 0.5, 0.0]
