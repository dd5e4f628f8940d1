"""The base of every error the user can cause (bad cards, bad pay tables)."""


class VPError(ValueError):
    """An input problem with a message fit to show the user as it is."""


class Cancelled(Exception):
    """A long computation was cancelled through its cancel event."""
