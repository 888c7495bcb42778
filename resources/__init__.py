"""Icons and other files the game reads at run time, installed as ``euchre_desktop.resources``
and read through ``importlib.resources`` (source checkout, wheel and bundle alike)."""
