"""`/lcr odds` end to end through the stand-in: a private answer by default (in the asker's language), a public
one with post:True (in the server's), and a player count no LCR table takes refused privately by the options
check; the other games' `odds` commands answer too, each with the figure that matters for it."""

from __future__ import annotations

import math
from typing import Any

from e2e.conftest import CHANNEL_MESSAGE, refusal, settled
from fakediscord import BotProcess, FakeDiscord, Member
from fakediscord.interactions import DEFERRED_CHANNEL_MESSAGE, Answer

from i18n import t
from rules.lcr import Lcr
from rules.lcr.odds import lcr_odds
from rules.odds.answer import odds_for

LCR = t("en", "game.lcr")


async def shown_embed(fake: FakeDiscord, answer: Answer) -> dict[str, object]:
    """The answer's embed; a deferred answer ("thinking…") gets it by an edit of its message."""
    assert answer.type in (CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE) and answer.message is not None
    message = answer.message
    await fake.wait_until(lambda: bool(message.embeds), what="the odds in the answer")
    return message.embeds[0]


async def test_lcr_odds_privately_then_posted(fake: FakeDiscord, bot: BotProcess, people: list[Member]) -> None:
    alice, bob, _ = people
    await settled(fake, bot)

    private = await fake.slash(alice, "lcr odds", players=3)
    assert private.ephemeral and private.message not in fake.messages()
    embed = await shown_embed(fake, private)
    assert embed["title"] == t("en", "odds.title", game=LCR, players=3)
    lines = str(embed["description"]).split("\n")
    assert lines[2:6] == [t("en", "odds.header.lcr"), "**1.** 30.7%", "**2.** 32.8%", "**3.** 36.5%"]
    assert lines[-1] == t("en", "odds.method.exact.lcr")

    posted = await fake.slash(bob, "lcr odds", players=4, chips=2, dice="always-three", post=True)
    assert not posted.ephemeral and posted.message in fake.messages()
    embed = await shown_embed(fake, posted)
    exact = lcr_odds(4, 2, "always-three")
    assert exact is not None
    seats = [f"**{seat + 1}.** {100 * share:.1f}%" for seat, share in enumerate(exact.shares)]
    assert str(embed["description"]).split("\n")[3:7] == seats
    assert t("en", "odds.title", game=LCR, players=4) in posted.message.text()

    simulated = await fake.slash(alice, "lcr odds", players=3, dot_to_win=True)
    same = odds_for("lcr", 3, {"dot_to_win": True})  # the same question, the same games: the same answer
    method = t("en", "odds.method.simulation", games=same.games, margin=f"{100 * same.margin:.1f}")
    assert method in str((await shown_embed(fake, simulated))["description"]).split("\n")

    # Amélie reads French: her private answer is in French, what she posts in the server's language (English)
    amelie = await fake.add_member("Amélie", locale="fr")
    hers = await shown_embed(fake, await fake.slash(amelie, "lcr odds", players=3))
    assert hers["title"] == t("fr", "odds.title", game=LCR, players=3)
    posted_by_her = await shown_embed(fake, await fake.slash(amelie, "lcr odds", players=3, post=True))
    assert posted_by_her["title"] == t("en", "odds.title", game=LCR, players=3)

    # the other games' commands answer the same way, each with its own options and the figure that matters:
    # Chicago the expected score of a sheet (exact), Buck Dice the expected throws, Bad Leftovers the expected
    # rounds (simulated: with its margin)
    leftovers = odds_for("leftovers", 12, {"fixed_pile": True})
    rounds = t("en", "odds.estimate", value=f"{leftovers.figure:.1f}",
               margin=f"{math.ceil(leftovers.figure_margin * 10) / 10}")
    others: list[tuple[str, int, dict[str, Any], str]] = [
        ("chicago odds", 2, {"double_roll": True}, t("en", "odds.score.points", value="15.1")),
        ("buck odds", 20, {"fewer_dice": True},
         t("en", "odds.length.throws", value=f"{odds_for('buck', 20, {'fewer_dice': True}).figure:.1f}")),
        ("leftovers odds", 12, {"fixed_pile": True}, t("en", "odds.length.rounds", value=rounds)),
    ]
    for command, players, options, figure in others:
        kind = command.split()[0]
        embed = await shown_embed(fake, await fake.slash(alice, command, players=players, **options))
        assert embed["title"] == t("en", "odds.title", game=t("en", f"game.{kind}"), players=players)
        lines = str(embed["description"]).split("\n")
        assert lines[2] == t("en", f"odds.header.{kind}")
        assert figure in lines, (figure, lines)

    too_few = await fake.slash(alice, "lcr odds", unchecked=True, players=Lcr.min_players - 1)
    wants = t("en", "error.wants.integer_range", min=Lcr.min_players, max=Lcr.max_players)
    refusal(too_few, "error.option_value", option="players", wants=wants)
