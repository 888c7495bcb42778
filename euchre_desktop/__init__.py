"""Euchre Desktop: a desktop Euchre card game.

Layers, lowest first: ``rules`` (the game engine) <- ``bots`` (computer players)
<- ``app`` (the match controller, workers, settings and storage) <- ``ui`` (Qt widgets)
<- the launcher, the gallery, scripted matches and the benchmarks. Nothing under ``rules``
or ``bots`` imports Qt, so both run headless in tests, benchmarks and worker processes.
"""

from importlib.metadata import PackageNotFoundError, version

APP_ID = "org.euchredesktop.EuchreDesktop"
"""The reverse-DNS id of the desktop entry, the AppStream data, the icons and the macOS app."""

try:
    __version__ = version("euchre-desktop")  # pyproject.toml's, the one place it is written
except PackageNotFoundError:  # a source tree that was never installed
    __version__ = "0+unknown"
