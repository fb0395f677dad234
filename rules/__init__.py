"""The pure rules engine: game states, actions, events and the fair-dice stream.

Nothing here touches Discord, the disk, the clock or a global random source,
so every game replays exactly from its seed and its list of actions.
"""
