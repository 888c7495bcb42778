"""Bots and the coach: pure Python, no Qt. A bot sees only its seat's ``PlayerView``."""
