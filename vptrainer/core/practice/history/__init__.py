"""The SQLite history of every practised hand: the store, its records, stored values, the
database file with its migrations, a session as CSV."""
