"""Euchre Desktop: a desktop Euchre card game.

Layers, lowest first: ``rules`` (the game engine) <- ``bots`` (computer players)
<- ``app`` (start-up and wiring) <- ``ui`` (Qt widgets). Nothing under ``rules``
or ``bots`` imports Qt, so both run headless in tests, benchmarks and worker
processes.
"""

__version__ = "0.1.0"
