"""Benchmark commands: ``python -m euchre_desktop.bench engine|match ...`` print one JSON
object of figures. Speed and strength targets are checked here, not in timed tests."""
