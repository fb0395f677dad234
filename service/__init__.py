"""The table service: between the Discord cogs and the pure rules engine.

It locks a table, loads it, applies one change through the rules engine,
commits it, and runs turn timers and computer seats. No discord import here.
"""
