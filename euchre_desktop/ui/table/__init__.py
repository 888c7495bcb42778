"""The card table's drawing and animation layer, after KDE libkcardgame's design.

* :mod:`.speeds` - every animation duration in one place, scaled by the player's speed setting.
* :mod:`.card_art` - our own card faces and back, painted with QPainter and cached as pixmaps.
* :mod:`.card_item` - ``CardItem``, one card on the ``QGraphicsScene``: flip, glow, drag.
* :mod:`.animator` - ``Animator``, a queue that plays animation steps strictly in sequence.
"""
