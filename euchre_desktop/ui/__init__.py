"""Qt user interface: the card table, its drawing and animation, and the windows around it."""
