"""Built-in pay tables (TOML), shipped as package data and loaded by id."""
