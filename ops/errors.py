"""What the operator's server can fail with, importable without the server (bot.py reads it at every start; the
server itself is imported only when METRICS_PORT is set)."""


class PortUnavailable(Exception):
    """The server cannot listen where METRICS_HOST and METRICS_PORT say (the port taken, the address not this
    machine's); the message says which."""
