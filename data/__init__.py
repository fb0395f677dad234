"""Persistence: the store interface, its SQLite implementation and the SQL migrations.

SQL lives only in this package, so a PostgreSQL store can sit beside the SQLite one.
"""
