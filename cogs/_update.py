"""Updating a table's message without reading Discord's answer back: Pips knows its message by its id.

discord.py's ``InteractionResponse.edit_message`` asks for the callback's resource (``with_response``) and
builds a Message out of it; ``update_message`` sends the same interaction callback, type 7 (UPDATE_MESSAGE) with
the same payload, through discord.py's own request path (its rate limits and retries), without
``with_response``: Discord then answers 204 No Content. Its payload may be built ahead (``update_payload``: an
answer drawn before its click, cogs/_ahead.py) and sent at the click (``send_update``). ``edit_message`` is
``PartialMessage.edit``'s PATCH without building a Message from the answer. Both send the table's components
as ``render_rows`` wrote them (what a discord.py View's ``to_components`` gives, without building the View).
"""

from __future__ import annotations

from typing import Any

import discord
from discord.enums import InteractionResponseType
from discord.http import Route, handle_message_parameters
from discord.webhook.async_ import async_context

from cogs._render import EmbedData

Payload = dict[str, Any]  # an interaction callback's JSON body


def update_payload(
    embed: EmbedData, components: list[dict[str, Any]], mentions: discord.AllowedMentions | None
) -> Payload:
    """The body of the callback that updates a clicked message to this embed and these components; ``mentions``
    are the bot's allowed mentions (the client's ``allowed_mentions``). The body discord.py's
    ``interaction_message_response_params`` writes for the same embed (an ``Embed``) and view, written out."""
    data: dict[str, Any] = {"tts": False, "embeds": [embed], "components": components}
    if mentions is not None:
        data["allowed_mentions"] = mentions.to_dict()
    return {"type": InteractionResponseType.message_update.value, "data": data}


async def update_message(
    interaction: discord.Interaction, embed: EmbedData, components: list[dict[str, Any]]
) -> None:
    """Answer a component click (or a modal submitted from one) by updating its message with this embed and
    these components. Raises as ``edit_message`` does: HTTPException, InteractionResponded."""
    await send_update(interaction, update_payload(embed, components, interaction.client.allowed_mentions))


async def send_update(interaction: discord.Interaction, payload: Payload) -> None:
    """Send an update callback's body (``update_payload``) as the click's answer."""
    response = interaction.response
    if response.is_done():
        raise discord.InteractionResponded(interaction)
    http = interaction._state.http
    await async_context.get().request(
        Route("POST", "/interactions/{webhook_id}/{webhook_token}/callback", webhook_id=interaction.id,
              webhook_token=interaction.token),
        session=interaction._session, proxy=http.proxy, proxy_auth=http.proxy_auth,
        payload=payload,
    )
    response._response_type = InteractionResponseType.message_update


async def edit_message(
    client: discord.Client, channel_id: int, message_id: int, embed: EmbedData, components: list[dict[str, Any]]
) -> None:
    """Edit a channel message's embed and components (a table drawn by the background). Raises as ``edit``
    does."""
    with handle_message_parameters() as params:  # the embed and rows as written: the same body (test_render_rows)
        assert params.payload is not None  # (None only for a message with files)
        params.payload["embeds"] = [embed]
        params.payload["components"] = components
        await client.http.edit_message(channel_id, message_id, params=params)
