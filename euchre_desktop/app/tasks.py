"""Work the process pool runs: module-level functions, free of Qt, so that a spawned worker
loads only the rules and the bots (and a PyInstaller bundle's worker starts fast)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from euchre_desktop.bots.base import Decision
    from euchre_desktop.rules.view import PlayerView


def choose_action(level: str, view: PlayerView, seed: int) -> Decision:
    """The decision of a bot of ``level`` for ``view``; a bot failure or an illegal choice
    becomes a legal fallback move (``choose_safely``), so the game never stalls."""
    from euchre_desktop.bots import registry  # imported here: workers load bots on demand

    bot = registry.make_bot(level)
    return registry.choose_safely(bot, view, random.Random(seed))


def warm_up() -> None:
    """Load the rules and the rule bots, so that the first real request is answered fast."""
    from euchre_desktop.bots import registry  # noqa: F401


def advise(view: PlayerView, seed: int) -> Any:
    """The coach's advice (``bots.coach.Advice``) for the human's ``view``."""
    from euchre_desktop.bots import coach  # type: ignore[attr-defined, unused-ignore]

    return coach.coach(view, random.Random(seed))
