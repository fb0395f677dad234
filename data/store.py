"""The store interface the table service talks to."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, Protocol

from data.nights import Night
from data.records import Result, Table

# How much a committed change survives: "crash", a crash of the bot process (not a power cut of the host);
# "power", a power cut too (each commit waits for the disk). See each store's ``open``.
Durability = Literal["crash", "power"]
DURABILITIES: tuple[Durability, ...] = ("crash", "power")
SeasonLength = Literal["week", "month", "none"]
SEASON_LENGTHS: tuple[SeasonLength, ...] = ("week", "month", "none")


# The columns of a table's row a save may change (named as the Table fields they store); everything else is
# written once, when the table is created (message_id has its own call).
SAVED_COLUMNS = (
    "status", "seats", "state", "log", "deadline", "options", "host_id", "version", "updated_at", "invited",
    "again_closed",
)


class StaleWrite(Exception):
    """Another change to the table was committed first; nothing was written."""


class UnreadableRow(Exception):
    """A stored table whose columns cannot be decoded (e.g. damaged JSON).

    Only its plain columns are trusted: enough to tell who may retire it and where it lives.
    """

    def __init__(self, table_id: int, channel_id: int, host_id: int, reason: str) -> None:
        super().__init__(table_id, reason)
        self.table_id = table_id
        self.channel_id = channel_id
        self.host_id = host_id
        self.reason = reason


class ChannelBusy(Exception):
    """The channel already has a live table: ``table``, as stored."""

    def __init__(self, table: Table) -> None:
        super().__init__(table.id)
        self.table = table


class StoreInUse(Exception):
    """Another process has the database open: Pips runs one process per database file."""

    def __init__(self, path: str | Path) -> None:
        super().__init__(f"the database {path} is in use by another Pips process (one process per database file)")
        self.path = Path(path)


class StoreUnavailable(Exception):
    """The database cannot be reached or does not answer right now (a server down or restarting, a connection lost;
    a SQLite file another program keeps locked, a full or failing disk). The call's transaction, if any, was not
    committed: the user is told nothing was changed, and to try again in a moment."""


class StoreOutcomeUnknown(StoreUnavailable):
    """A commit was sent and no answer came back (the connection broke or timed out mid-statement, the reply of a
    COMMIT was lost, the disk failed while the commit was written): it may or may not be stored, and only reading
    the table again tells. Raised by ``save_table`` instead of StoreUnavailable for exactly that case, so nobody is
    told "nothing was changed" about a move that may be kept; a retry of the same change is refused by the version
    guard either way."""


class StoreUnusable(Exception):
    """The database cannot be opened as configured, and trying again will not change that: a DATABASE_PATH whose
    directory cannot be written, a read-only file, a login the server refuses. The message names the path or
    database (never the password) and what to fix."""


class StoreReadOnly(StoreUnavailable):
    """The database answers but takes no writes: a read-only file or folder, a read-only connection, a PostgreSQL
    standby or ``default_transaction_read_only``. Its message says which, in a sentence (never a password)."""


# The store's writes besides the table commits (``save_table``, counted as ``pips_commits_total``), each under what
# it writes: a failed one is counted as ``pips_store_write_failures_total{what}`` (ops/metrics.py). A new write
# method of the Store belongs here (tests/data/test_write_checks.py holds every method to a side).
WriteKind = Literal["table", "message", "start_chances", "settings", "turn_ping", "pass", "meta", "night", "tournament"]
WRITE_KINDS: tuple[WriteKind, ...] = (
    "table", "message", "start_chances", "settings", "turn_ping", "pass", "meta", "night", "tournament",
)
WRITES_BESIDE_COMMITS: Mapping[str, WriteKind] = {
    "create_table": "table",
    "retire_unreadable": "table",
    "set_message": "message",
    "save_start_chances": "start_chances",
    "save_guild_settings": "settings",
    "save_turn_ping": "turn_ping",
    "delete_turn_ping": "turn_ping",
    "save_table_pass": "pass",
    "set_meta": "meta",
    "create_night": "night",
    "save_night": "night",
    "create_tournament": "tournament",
    "save_tournament": "tournament",
}
WRITE_PROBE = "write_probe"  # the meta key ``check_writable`` writes (and rolls back: it is never stored)


@dataclass(frozen=True)
class Standing:
    """One player's record in one game kind across a server's finished games.

    Computer seats are counted by name (their ids are only unique within a table).
    """

    kind: str
    user_id: int
    name: str  # the name of their latest game
    computer: bool
    games: int
    wins: int
    rounds: int  # rounds played, for games that have rounds (Bad Leftovers)
    points: int  # points taken over those games

    @property
    def points_per_round(self) -> float | None:
        return self.points / self.rounds if self.rounds else None


@dataclass(frozen=True)
class GuildSettings:
    """What a server chose with /settings; a server that chose nothing has these defaults."""

    guild_id: int
    language: str | None = None  # a catalog language ("en", "fr"); None: the server's Discord locale
    turn_timeout: int | None = None  # seconds; None: the bot's default
    pings: bool = True  # turn pings are sent
    computers: bool = True  # computer seats may be added
    channels: tuple[int, ...] = ()  # where games may be started, ascending; empty: any channel
    season: SeasonLength = "month"  # how long a season of its boards lasts (service/seasons.py)
    season_since: int = 0  # Unix seconds from which that length applies; 0: never chosen (the default)
    timezone: str | None = None  # the IANA zone clock times are read in (/schedule new); None: UTC


@dataclass(frozen=True)
class PlayerRecord:
    """One person's finished games of one kind in one server (computer seats are never a player's)."""

    kind: str
    games: int
    wins: int
    losses: int
    score_total: int  # the sum of their final scores (LCR: chips at the end)
    best_score: int  # their best final score (Chicago)
    rounds: int  # rounds played, for games that have rounds (Bad Leftovers)
    points: int  # points taken over those games


@dataclass(frozen=True)
class Luck:
    """One person's finished games of one kind whose chances were stored when they started: what came true
    against what the dice gave them (service/luck.py)."""

    kind: str
    user_id: int
    games: int
    hits: int  # games won; where the chance stored is of losing (Buck Dice), games lost
    expected: float  # the sum of their chances at the start of those games
    losing: bool  # the chances are of losing


@dataclass(frozen=True)
class Finisher:
    """A seat of a finished game as its result line has it."""

    user_id: int
    name: str
    computer: bool
    won: bool
    lost: bool


@dataclass(frozen=True)
class TurnPing:
    """A message that pinged a player for their turn, still out in its channel."""

    table_id: int
    channel_id: int
    message_id: int
    version: int  # the table's version whose turn it announced


TournamentStatus = Literal["signup", "playing", "finished", "cancelled"]
GOING: tuple[TournamentStatus, ...] = ("signup", "playing")


@dataclass(frozen=True)
class TournamentRow:
    """A tournament as stored: where and whose it is, the game and its options, and the service's ``state``
    (JSON, read and written whole); ``version`` guards each save as a table's does."""

    guild_id: int | None
    channel_id: int
    host_id: int
    kind: str
    options: Mapping[str, Any]
    state: Mapping[str, Any]
    status: TournamentStatus = "signup"
    message_id: int | None = None
    champion_id: int | None = None
    id: int = 0
    version: int = 0
    created_at: float = 0.0
    updated_at: float = 0.0


@dataclass(frozen=True)
class TablePass:
    """The newest interaction of a table Pips reaches only through interactions (a DM, a group DM, a server
    without the bot): its token (a secret, never logged), when it came (Unix seconds), the message its webhook
    edits, and the follow-ups sent with it (``capped``: at most five, the app being installed only by a person)."""

    table_id: int
    token: str
    issued_at: float
    message_id: int
    followups: int
    capped: bool

    def __repr__(self) -> str:  # the token stays out of every log line and traceback
        return f"TablePass(table_id={self.table_id}, message_id={self.message_id}, followups={self.followups})"


@dataclass(frozen=True)
class PastGame:
    """A finished game of a channel, for /history: where its table message is and the seed to check it."""

    table_id: int
    kind: str
    guild_id: int | None
    channel_id: int
    message_id: int | None
    seed: str
    finished_at: float
    seats: tuple[Finisher, ...]  # in seat order


class ShardSelection(Protocol):
    """Some shards of a sharded bot (``service.shards.Shards``). A store read given one keeps to the tables
    of guilds on those shards: ``(guild_id >> 22) % count`` in ``ids``; a table with no guild is shard 0's."""

    @property
    def count(self) -> int: ...

    @property
    def ids(self) -> tuple[int, ...]: ...


class Store(Protocol):
    """Where tables, their action logs and results are kept. What the table service relies on:

    - Tables are never changed in place (data/records.py): create_table and save_table return the table
      given with its new id and version, and leave the one given as it was.
    - Each write is one transaction: all of it is committed, or none of it.
    - A read of a table whose row cannot be decoded raises UnreadableRow; retire_unreadable can then end it.
    - A store raises StoreUnavailable from any call while its database cannot be reached or does not answer
      (StoreUnavailable says what that means for a write), and later calls work once it is back.
    - Nothing read is trusted across processes: several processes may share one database (PostgreSQL), and the
      version guard is what refuses a write computed from a table another process has changed since.
    """

    async def create_table(self, table: Table) -> Table:
        """Insert a new table; returned with its id and version 1.

        Raises ChannelBusy, carrying the channel's live table as stored, if the channel has one already;
        nothing is written then.
        """

    async def load_table(self, table_id: int) -> Table | None:
        """The table as last committed, or None if there is no such table."""

    async def live_table(self, channel_id: int) -> Table | None:
        """The channel's lobby or running game, if any."""

    async def last_table(self, channel_id: int) -> Table | None:
        """The channel's newest table, whatever its status."""

    def encode(self, table: Table, columns: Collection[str]) -> dict[str, Any]:
        """These columns (``SAVED_COLUMNS``) of the row that stores ``table``, as ``save_table`` writes them: for
        a change played before its commit (service/prepared.py), whose commit then has only the clock to encode."""

    async def save_table(
        self,
        table: Table,
        actions: Sequence[dict[str, Any]] = (),
        results: Sequence[Result] = (),
        *,
        changed: Collection[str] | None = None,
        alone: bool = False,
        encoded: Mapping[str, Any] | None = None,
    ) -> Table:
        """Commit ``table`` with its new actions and results in one transaction.

        ``changed`` names the columns (``SAVED_COLUMNS``) that may differ from the row at
        ``table.version``; the others are not written (None: write them all). The version and the time of the
        change are always written. A save that does not write ``log`` leaves the new entries to its actions: the
        table read back has as its log the one last written followed by the events of every action saved since,
        the newest LOG_LENGTH of them (so such a save hands in as actions exactly the log entries it added).
        Saves made together may share one transaction (group commit), but each
        stands or falls alone: a refused one writes nothing and leaves the others be. ``alone`` says no other
        save is on its way (the caller is changing nothing else): a store that waits for company to share a
        commit with does not wait for this one. ``encoded``: some of the columns written, as ``encode`` gave them
        for this table's values as they are now.

        The write is guarded by ``table.version``: if the stored version is no longer that one (another
        change got there first), it raises StaleWrite and writes nothing, neither the table nor its actions
        nor its results. On success the actions are logged under the version after ``table.version``, and
        ``table`` is returned with that version. Any other failure rolls the
        whole transaction back as well: StoreUnavailable when nothing was committed, StoreOutcomeUnknown when the
        commit was sent and its answer never came (it may be stored); nothing that fails after the commit is
        answered makes the save fail.
        """

    async def set_message(self, table_id: int, message_id: int) -> None:
        """Remember which Discord message shows the table (not a game change)."""

    async def retire_unreadable(self, table_id: int) -> None:
        """Cancel a live table whose row cannot be decoded, leaving its columns as they are (for whoever
        looks into it) and freeing its channel; its version moves on, so no older write can land."""

    async def deadlines(self, shards: ShardSelection | None = None) -> list[tuple[int, float]]:
        """(table id, deadline) of every table waiting for a timer: live tables, and finished ones whose
        Play again has not expired yet. With ``shards``, only the tables of guilds on those shards."""

    async def last_changed(self, window: float, shards: ShardSelection | None = None) -> list[int]:
        """Ids of the tables changed within ``window`` seconds of the newest change of all. With ``shards``,
        both are of the tables of guilds on those shards (another process may have changed its own since)."""

    async def actions(self, table_id: int) -> list[dict[str, Any]]:
        """The table's action log, oldest first."""

    async def results(self, guild_id: int, kind: str | None = None) -> list[dict[str, Any]]:
        """Finished games' result lines in a server, newest first."""

    async def standings(
        self, guild_id: int | None, kind: str | None = None, *, since: float | None = None,
        until: float | None = None, channel_id: int | None = None,
    ) -> list[Standing]:
        """Per game kind and player: games, wins, rounds and points, from finished games in a server (only those
        finished at ``since`` or later and before ``until``, where given: a season); with ``channel_id``, from the
        games of that channel instead (a DM or group DM, which has no server).

        Ordered by kind, then most wins, fewest games, name.
        """

    async def player_records(
        self, guild_id: int | None, user_id: int, kind: str | None = None, *, since: float | None = None,
        until: float | None = None,
    ) -> list[PlayerRecord]:
        """Per game kind (alphabetical), the person's finished games in a server (``guild_id`` None: everywhere
        they played, servers, DMs and group DMs alike; between ``since`` and ``until`` as in ``standings``); kinds
        they never finished are left out. Only seats of people count: a computer
        seat's synthetic id is never a person's."""

    async def luck(
        self, guild_id: int, kind: str | None = None, *, user_id: int | None = None, since: float | None = None,
        until: float | None = None,
    ) -> list[Luck]:
        """Per game kind and person (``user_id``: that one only), their finished games in a server (between
        ``since`` and ``until`` as in ``standings``) that have start chances stored; ordered by kind, user id.
        Computer seats are left out."""

    async def save_start_chances(self, table_id: int, chances: Sequence[float], losing: bool) -> None:
        """Store each seat's chance (seat order) when the table's game started, once: a second call for the same
        table changes nothing."""

    async def season_changes(self, guild_id: int) -> list[tuple[int, SeasonLength]]:
        """(since, length) of every season length the server chose, oldest first."""

    async def first_finished_at(self, guild_id: int) -> float | None:
        """When the server's first finished game ended; None before any."""

    async def past_games(self, channel_id: int, kind: str | None = None, limit: int = 10) -> list[PastGame]:
        """The channel's last ``limit`` finished games (cancelled ones are not games), newest first."""

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        """The server's settings as last saved; a server never saved gets ``GuildSettings(guild_id)``."""

    async def save_guild_settings(self, settings: GuildSettings) -> None:
        """Store every field of ``settings`` for its server in one transaction, replacing what was stored
        (channels included: those not listed are no longer allowed). Its season length is added to the server's
        ``season_changes`` from ``season_since`` (none is added for a ``season_since`` of 0, and one already
        stored from that time is replaced); earlier ones stay."""

    async def deadlines_after(
        self, after: tuple[float, int] | None, limit: int, shards: ShardSelection | None = None
    ) -> list[tuple[int, float]]:
        """A page of ``deadlines``: at most ``limit``, ordered by (deadline, table id), only those after the key
        ``after`` (None: from the earliest). A start-up arms its timers a page at a time (service/timers.py)."""

    async def nudges_after(
        self, now: float, after: tuple[float, int] | None, limit: int, shards: ShardSelection | None = None
    ) -> list[tuple[int, float]]:
        """(table id, nudge time) of the games in play with a deadline after ``now`` whose nudge time
        comes before that deadline: a page as in ``deadlines_after``, ordered by (nudge time, table id). The nudge
        time is service.nudges.nudge_time's, ``updated_at + max(turn_timeout * NUDGE_SHARE, MIN_NUDGE_DELAY)``,
        written out in the query so that the index of migration 0007 serves it."""

    async def turn_pings(self, shards: ShardSelection | None = None) -> list[TurnPing]:
        """Every turn ping remembered as still out. With ``shards``, only those of tables of guilds on those
        shards."""

    async def save_turn_ping(self, ping: TurnPing) -> None:
        """Remember ``ping`` as its table's one ping out, replacing any other."""

    async def delete_turn_ping(self, table_id: int) -> None:
        """Forget the table's ping (its message was deleted, or needs no deleting)."""

    async def open_table_counts(self, shards: ShardSelection | None = None) -> dict[tuple[str, str], int]:
        """How many tables are open (in the lobby or playing), by (game kind, status), in one query; a pair with
        none is absent. With ``shards``, only the tables of guilds on those shards."""

    async def table_pass(self, table_id: int) -> TablePass | None:
        """The table's newest interaction pass stored, or None (a table in a place the bot is a member of)."""

    async def save_table_pass(self, table_pass: TablePass) -> None:
        """Store ``table_pass`` as its table's, replacing the one before."""
    async def create_tournament(self, row: TournamentRow) -> TournamentRow:
        """Store a new tournament: the row with its id and version 1."""
        ...

    async def save_tournament(self, row: TournamentRow) -> TournamentRow:
        """Write the row over the stored one of its id if that is still at ``row.version`` (else ``StaleWrite``,
        nothing written): the row at the next version."""
        ...

    async def load_tournament(self, tournament_id: int) -> TournamentRow | None: ...

    async def going_tournaments(self) -> list[TournamentRow]:
        """Every tournament still signing up or playing, oldest first (read at start-up)."""
        ...

    async def past_tournaments(self, channel_id: int, kind: str | None = None, limit: int = 5) -> list[TournamentRow]:
        """The channel's last finished tournaments (of ``kind``), newest first, for /history."""
        ...

    async def tournament_wins(self, guild_id: int | None, user_id: int) -> int:
        """How many of the server's tournaments ``user_id`` won."""
        ...

    async def get_meta(self, key: str) -> str | None:
        """The value last stored under ``key``, or None."""

    async def set_meta(self, key: str, value: str) -> None:
        """Store ``value`` under ``key``, replacing any earlier value."""

    async def check_writable(self) -> None:
        """Whether the database takes a write now (/ready asks): a trivial write in a transaction, rolled back, so
        nothing is stored. Raises StoreReadOnly if the database refuses writes, StoreUnavailable if it does not
        answer; a caller that gives up waiting (a timeout) leaves no transaction open."""

    # --- scheduled nights (/schedule) ---
    async def create_night(self, night: Night) -> Night:
        """Store a new night; returned with its id."""

    async def load_night(self, night_id: int) -> Night | None: ...

    async def save_night(self, night: Night) -> None:
        """Write the night's ``NIGHT_SAVED`` columns (data/nights.py) as they are in ``night``."""

    async def pending_nights(self, shards: ShardSelection | None = None) -> list[Night]:
        """The nights still to start or whose event is still to be completed (scheduled or started), by start
        time. With ``shards``, only those of guilds on those shards."""

    async def guild_nights(self, guild_id: int) -> list[Night]:
        """The server's nights still to start, soonest first."""

    async def night_of_event(self, event_id: int) -> Night | None:
        """The night whose Discord scheduled event has this id."""

    async def close(self) -> None: ...
