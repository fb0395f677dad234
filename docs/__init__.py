"""Dev tools for the documentation: the README's table pictures (see draw_tables.py)."""
