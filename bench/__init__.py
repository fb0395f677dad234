"""Benchmarks of the Pips bot against a bare discord.py bot; run with `python -m bench [--quick]`."""
