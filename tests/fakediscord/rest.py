"""REST under /api/v10: login, command sync, interaction callbacks, webhook follow-ups, channel messages.
Answers carry `Content-Type: application/json` exactly (with a charset discord.py takes them for text)."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from typing import Any

from aiohttp import web

from . import emojis
from .apispec import ApiSpec
from .attachments import attach, read_body
from .commands import MAX_CHOICE, register
from .errors import (
    ALREADY_ACKNOWLEDGED,
    CANNOT_EDIT_OTHERS_MESSAGE,
    INVALID_WEBHOOK_TOKEN,
    MAXIMUM_FOLLOWUPS,
    MISSING_ACCESS,
    UNKNOWN_INTERACTION,
    UNKNOWN_MESSAGE,
    UNKNOWN_WEBHOOK,
    DiscordAPIError,
    invalid_form_body,
    not_found,
)
from .events import EventRoutes
from .interactions import (
    ALLOWED_ANSWERS,
    APPLICATION_COMMAND,
    AUTOCOMPLETE_RESULT,
    CHANNEL_MESSAGE,
    DEFERRED_CHANNEL_MESSAGE,
    DEFERRED_UPDATE_MESSAGE,
    MAX_SUGGESTIONS,
    MODAL,
    UPDATE_MESSAGE,
    USER_INSTALL_FOLLOWUPS,
    InteractionRecord,
    RestCall,
)
from .limits import IS_COMPONENTS_V2, check_message, check_modal
from .mentions import check_allowed_mentions
from .model import EPHEMERAL, LOADING, MANAGE_MESSAGES, Application, Channel, StoredMessage
from .ratelimit import ChannelEditLimit, OldMessageEditLimit
from .state import DiscordState
from .threads import ThreadsApi, check_can_send
from .tls import gateway_url

API = "/api/v10"
CHAT_INPUT_COMMAND_MESSAGE = 20
# What a handler learns about a request, for the middleware's accounting.
CALLER = web.RequestKey("caller", Application)
INTERACTION = web.RequestKey("interaction", InteractionRecord)
AFTER_ANSWER: web.RequestKey[Callable[[], None]] = web.RequestKey("after_answer")


def route_name(method: str, template: str) -> str:
    """How `fake.route_counts` and `fake.delay_route` name a route: "PATCH /channels/{channel_id}/messages/..."."""
    return f"{method} {template.removeprefix(API)}"


def route_of(request: web.Request) -> str:
    resource = request.match_info.route.resource
    if resource is None:  # no route matched: the path as it came
        return f"{request.method} {request.path}"
    return route_name(request.method, resource.canonical)


def json_response(body: Any, status: int = 200) -> web.Response:
    return web.Response(body=json.dumps(body).encode(), status=status, content_type="application/json")


async def read_payload(request: web.Request) -> Any:
    """The JSON body, or `payload_json` of a multipart one (requests that carry no message: files ignored)."""
    return (await read_body(request))[0]


class RestApi:
    def __init__(
        self,
        state: DiscordState,
        *,
        gateway_url: str,
        channel_edit_limit: ChannelEditLimit | None = None,
        old_message_edit_limit: OldMessageEditLimit | None = None,
        spec: ApiSpec | None = None,
    ) -> None:
        self.state = state
        self.spec = spec
        self.gateway_url = gateway_url
        self.channel_edit_limit = channel_edit_limit
        self.old_message_edit_limit = old_message_edit_limit
        self.events = EventRoutes(state, self._app)  # guild scheduled events (events.py)

    def routes(self) -> list[web.RouteDef]:
        hook = "/webhooks/{app_id}/{token}"
        channel = "/channels/{channel_id}"
        return [
            web.get(f"{API}/users/@me", self.current_user),
            web.get(f"{API}/oauth2/applications/@me", self.current_application),
            web.get(f"{API}/gateway", self.gateway),
            web.get(f"{API}/gateway/bot", self.gateway),
            web.put(f"{API}/applications/{{app_id}}/commands", self.put_commands),
            web.get(f"{API}/applications/{{app_id}}/commands", self.get_commands),
            web.put(f"{API}/applications/{{app_id}}/guilds/{{guild_id}}/commands", self.put_commands),
            web.get(f"{API}/applications/{{app_id}}/guilds/{{guild_id}}/commands", self.get_commands),
            web.get(f"{API}/applications/{{app_id}}/emojis", self.list_emojis),
            web.post(f"{API}/applications/{{app_id}}/emojis", self.create_emoji),
            web.get(f"{API}/applications/{{app_id}}/emojis/{{emoji_id}}", self.get_emoji),
            web.patch(f"{API}/applications/{{app_id}}/emojis/{{emoji_id}}", self.edit_emoji),
            web.delete(f"{API}/applications/{{app_id}}/emojis/{{emoji_id}}", self.delete_emoji),
            web.post(f"{API}/interactions/{{interaction_id}}/{{token}}/callback", self.callback),
            web.post(f"{API}{hook}", self.followup),
            web.get(f"{API}{hook}/messages/{{message_id}}", self.get_webhook_message),
            web.patch(f"{API}{hook}/messages/{{message_id}}", self.edit_webhook_message),
            web.delete(f"{API}{hook}/messages/{{message_id}}", self.delete_webhook_message),
            web.get(f"{API}{channel}", self.get_channel),
            web.post(f"{API}{channel}/messages", self.post_message),
            web.get(f"{API}{channel}/messages", self.list_messages),
            web.get(f"{API}{channel}/messages/{{message_id}}", self.get_message),
            web.patch(f"{API}{channel}/messages/{{message_id}}", self.edit_message),
            web.delete(f"{API}{channel}/messages/{{message_id}}", self.delete_message),
            *ThreadsApi(self.state, self._app).routes(),
            *self.events.routes(API),
        ]

    @web.middleware
    async def middleware(self, request: web.Request, handler: Callable[..., Any]) -> web.StreamResponse:
        """Discord's error JSON for refusals, a record of every call, and the answered signal sent only once
        the bot has the callback's answer (discord.py stores views and modals after reading it). A delayed
        route (`FakeDiscord.delay_route`) waits before it is handled, as a request slow to reach Discord; a
        failing or rate limited one (`FakeDiscord.fail_route`, `rate_limit_route`, `rate_limit_globally`) gets its error
        instead of being handled. Every request under the API is checked against Discord's specification
        (`spec`) before anything else, whatever happens to it after."""
        route = route_of(request)
        delay = self.state.faults.hold(route)
        if delay:
            self._hold(route, +1)
            try:
                await asyncio.sleep(delay)
            finally:
                self._hold(route, -1)
        try:
            await self._check_against_spec(request)
            refusal = self.state.faults.refusal(route, bot_token=request.headers.get("Authorization") is not None)
            if refusal is not None:
                raise refusal
            response = await handler(request)
        except DiscordAPIError as error:
            response = json_response(error.body(), status=error.status)
            response.headers.update(error.headers())
        except (web.HTTPNotFound, web.HTTPMethodNotAllowed):
            self.state.unknown_routes.append(f"{request.method} {request.path}")
            response = json_response({"message": "404: Not Found", "code": 0}, status=404)
        after_answer: Callable[[], None] | None = request.get(AFTER_ANSWER)
        if after_answer is not None:
            await response.prepare(request)
            await response.write_eof()
        if request.path.startswith(API):
            self._record(request, response.status)
        if after_answer is not None:
            after_answer()
        return response

    async def _check_against_spec(self, request: web.Request) -> None:
        if self.spec is None or not request.path.startswith(API):
            return
        sent = request.can_read_body
        body = (await read_body(request))[0] if sent else None
        found = self.spec.check(request.method, request.path.removeprefix(API), request.content_type if sent else None,
                                body)
        if found:
            self.state.spec_violations.extend(found)
            self.state.notify()

    def _hold(self, route: str, change: int) -> None:
        self.state.held[route] += change
        self.state.notify()  # a test may wait for the request to be held (to act while it is)

    def route_names(self) -> set[str]:
        return {route_name(route.method, route.path) for route in self.routes()}

    def _record(self, request: web.Request, status: int) -> None:
        record: InteractionRecord | None = request.get(INTERACTION)
        if record is not None:
            app: Application | None = record.app
        else:
            app = request.get(CALLER) or self.state.app_by_token(request.headers.get("Authorization", ""))
        self.state.record_call(RestCall(
            method=request.method, route=route_of(request), path=request.path,
            app_id=app.id if app is not None else None, interaction_id=record.id if record is not None else None,
            status=status, at=time.monotonic(), host=request.host, secure=request.secure,
        ))

    def _app(self, request: web.Request) -> Application:
        app = self.state.app_by_token(request.headers.get("Authorization", ""))
        if app is None:
            raise DiscordAPIError(401, 0, "401: Unauthorized")
        request[CALLER] = app
        return app

    # --- login and gateway discovery --------------------------------------------------------------------

    async def current_user(self, request: web.Request) -> web.Response:
        return json_response(self._app(request).user_payload())

    async def current_application(self, request: web.Request) -> web.Response:
        return json_response(self._app(request).application_payload())

    async def gateway(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        shards = self.state.recommended_shards  # the shard count Discord recommends (GET /gateway/bot)
        url = gateway_url(request, self.gateway_url)
        return json_response({"url": url, "shards": shards, "session_start_limit": limit})

    # --- command sync -----------------------------------------------------------------------------------

    def _command_scope(self, request: web.Request) -> tuple[Application, int | None]:
        app = self._app(request)
        guild_id = request.match_info.get("guild_id")
        if int(request.match_info["app_id"]) != app.id or (guild_id and int(guild_id) not in self.state.guilds):
            raise DiscordAPIError(403, MISSING_ACCESS, "Missing Access")
        return app, int(guild_id) if guild_id else None

    async def put_commands(self, request: web.Request) -> web.Response:
        app, guild_id = self._command_scope(request)
        stored = register(app, self.state.ids, await read_payload(request), guild_id)
        self.state.notify()
        return json_response(stored)

    async def get_commands(self, request: web.Request) -> web.Response:
        app, guild_id = self._command_scope(request)
        return json_response(app.global_commands if guild_id is None else app.guild_commands.get(guild_id, []))

    # --- application emojis -----------------------------------------------------------------------------

    def _emoji_owner(self, request: web.Request) -> Application:
        app = self._app(request)
        if int(request.match_info["app_id"]) != app.id:
            raise DiscordAPIError(403, MISSING_ACCESS, "Missing Access")
        return app

    async def list_emojis(self, request: web.Request) -> web.Response:
        return json_response({"items": self._emoji_owner(request).emojis})

    async def create_emoji(self, request: web.Request) -> web.Response:
        emoji = emojis.create(self._emoji_owner(request), self.state.ids, await read_payload(request))
        self.state.notify()
        return json_response(emoji, status=201)

    async def get_emoji(self, request: web.Request) -> web.Response:
        return json_response(emojis.find(self._emoji_owner(request), request.match_info["emoji_id"]))

    async def edit_emoji(self, request: web.Request) -> web.Response:
        app = self._emoji_owner(request)
        emoji = emojis.rename(app, request.match_info["emoji_id"], await read_payload(request))
        self.state.notify()
        return json_response(emoji)

    async def delete_emoji(self, request: web.Request) -> web.Response:
        emojis.delete(self._emoji_owner(request), request.match_info["emoji_id"])
        self.state.notify()
        return web.Response(status=204)

    # --- interaction callbacks --------------------------------------------------------------------------

    async def callback(self, request: web.Request) -> web.Response:
        record = self.state.interactions.get(int(request.match_info["interaction_id"]))
        if record is None or record.token != request.match_info["token"]:
            raise not_found(UNKNOWN_INTERACTION, "Unknown interaction")
        request[INTERACTION] = record
        body, uploads = await read_body(request)
        kind, data = body.get("type"), body.get("data") or {}
        try:
            files = {}
            if kind in (CHANNEL_MESSAGE, UPDATE_MESSAGE):  # the answers that are a message, with its files
                kept = record.message.attachments if kind == UPDATE_MESSAGE and record.message is not None else []
                files = attach(data, uploads, self.state.ids, kept, path="data")
            message = await self._answer(record, kind, data, files)
        except DiscordAPIError as refusal:
            record.refusals.append(refusal)
            self.state.notify()
            raise
        request[AFTER_ANSWER] = record.answered.set
        if request.query.get("with_response", "false").lower() not in ("1", "true"):
            return web.Response(status=204)  # Discord: the callback resource only when asked for (with_response)
        resource: dict[str, Any] = {"type": record.answer_type}
        if record.answer_type in (CHANNEL_MESSAGE, UPDATE_MESSAGE) and message is not None:
            resource["message"] = message.data
        return json_response({
            "interaction": {
                "id": str(record.id), "type": record.type,
                "response_message_id": message.data["id"] if message is not None else None,
                "response_message_loading": record.answer_type == DEFERRED_CHANNEL_MESSAGE,
                "response_message_ephemeral": message is not None and message.ephemeral,
            },
            "resource": resource,
        })

    async def _answer(
        self, record: InteractionRecord, kind: int, data: dict[str, Any], files: dict[str, bytes]
    ) -> StoredMessage | None:
        if record.answer_type is not None:
            raise DiscordAPIError(400, ALREADY_ACKNOWLEDGED, "Interaction has already been acknowledged.")
        if time.monotonic() > record.deadline:
            raise not_found(UNKNOWN_INTERACTION, "Unknown interaction")
        needs_message = kind in (DEFERRED_UPDATE_MESSAGE, UPDATE_MESSAGE)
        if kind not in ALLOWED_ANSWERS.get(record.type, ()) or (needs_message and record.message is None):
            raise invalid_form_body("type", "INTERACTION_RESPONSE_TYPE_INVALID", f"Invalid response type {kind}")
        if kind == CHANNEL_MESSAGE:
            check_message(data, path="data", creating=True)
        elif kind == UPDATE_MESSAGE:
            assert record.message is not None  # (needs_message)
            check_message(data, path="data", creating=False, stored=record.message.data)
        elif kind == MODAL:
            check_modal(data, "data")
        elif kind == AUTOCOMPLETE_RESULT:
            check_suggestions(data.get("choices"))
        elif kind == DEFERRED_CHANNEL_MESSAGE and (data.get("flags") or 0) & IS_COMPONENTS_V2:
            # https://discord.com/developers/docs/interactions/receiving-and-responding ("Interaction Callback
            # Data Structure", messages): only EPHEMERAL is taken in a deferral's flags; a card is drawn
            # through the edit of @original that completes it
            raise invalid_form_body("data.flags", "INTERACTION_RESPONSE_FLAGS_INVALID",
                                    "Only the EPHEMERAL flag can be set on a deferred response")
        # Acknowledged from here on: a second answer racing this one gets 40060.
        record.answer_type = kind
        record.answered_at = time.monotonic()
        self.state.answered(record)
        if record.forced_ephemeral and kind in (CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE):
            data = {**data, "flags": (data.get("flags") or 0) | EPHEMERAL}
        ephemeral_for = record.user if (data.get("flags") or 0) & EPHEMERAL else None
        message_kind = CHAT_INPUT_COMMAND_MESSAGE if record.type == APPLICATION_COMMAND else 0
        if kind == CHANNEL_MESSAGE:
            record.response_message = await self.state.create_message(
                record.channel, data, author=record.app, kind=message_kind, ephemeral_for=ephemeral_for,
                interaction=record, files=files,
            )
        elif kind == DEFERRED_CHANNEL_MESSAGE:
            loading = {"content": "", "flags": LOADING | ((data.get("flags") or 0) & EPHEMERAL)}
            record.response_message = await self.state.create_message(
                record.channel, loading, author=record.app, kind=message_kind, ephemeral_for=ephemeral_for,
                interaction=record,
            )
        elif kind == MODAL:
            record.modal = data
        elif kind == AUTOCOMPLETE_RESULT:
            record.suggestions = data["choices"]
        else:
            assert record.message is not None
            record.response_message = record.message
            if kind == UPDATE_MESSAGE:
                await self.state.edit_message(record.message, data, files=files)
        if record.response_message is not None:
            record.answered_with = record.response_message.snapshot()
        return record.response_message

    # --- webhook follow-ups and @original -----------------------------------------------------------------

    def _webhook(self, request: web.Request) -> InteractionRecord:
        record = self.state.interactions_by_token.get(request.match_info["token"])
        if record is None or record.app.id != int(request.match_info["app_id"]) or record.answer_type is None:
            raise not_found(UNKNOWN_WEBHOOK, "Unknown Webhook")
        request[INTERACTION] = record
        if time.monotonic() > record.created_at + self.state.token_lifetime:
            # "Interaction tokens are valid for 15 minutes" (receiving-and-responding); an expired one is refused
            # as an invalid token (https://discord.com/developers/docs/topics/opcodes-and-status-codes#json)
            raise DiscordAPIError(401, INVALID_WEBHOOK_TOKEN, "Invalid Webhook Token")
        return record

    def _webhook_message(self, request: web.Request) -> tuple[InteractionRecord, StoredMessage]:
        record = self._webhook(request)
        wanted = request.match_info["message_id"]
        if wanted == "@original":
            message = record.response_message
        else:
            sent = [record.response_message, *record.followups]
            message = next((m for m in sent if m is not None and m.data["id"] == wanted), None)
        if message is None or message.deleted:
            raise not_found(UNKNOWN_MESSAGE, "Unknown Message")
        return record, message

    async def followup(self, request: web.Request) -> web.Response:
        record = self._webhook(request)
        payload, uploads = await read_body(request)
        loading = record.response_message if record.answer_type == DEFERRED_CHANNEL_MESSAGE else None
        if loading is not None and loading.flags & LOADING:
            # Discord: a follow-up sent while a deferred answer still shows its loading state resolves it (and
            # its flags are ignored: the deferral chose whether it is ephemeral)
            check_message(payload, creating=True, stored=loading.data)
            files = attach(payload, uploads, self.state.ids, loading.attachments)
            await self.state.edit_message(loading, payload, files=files)
            return json_response(loading.data)
        check_message(payload, creating=True)
        if record.user_install_only and len(record.followups) >= USER_INSTALL_FOLLOWUPS:
            raise DiscordAPIError(400, MAXIMUM_FOLLOWUPS,
                                  "This interaction has hit the maximum number of follow up messages")
        files = attach(payload, uploads, self.state.ids, [])
        if record.forced_ephemeral:
            payload = {**payload, "flags": (payload.get("flags") or 0) | EPHEMERAL}
        ephemeral_for = record.user if (payload.get("flags") or 0) & EPHEMERAL else None
        message = await self.state.create_message(
            record.channel, payload, author=record.app, ephemeral_for=ephemeral_for, interaction=record, files=files
        )
        record.followups.append(message)
        if request.query.get("wait") in ("1", "true", "True"):
            return json_response(message.data)
        return web.Response(status=204)

    async def get_webhook_message(self, request: web.Request) -> web.Response:
        return json_response(self._webhook_message(request)[1].data)

    async def edit_webhook_message(self, request: web.Request) -> web.Response:
        _, message = self._webhook_message(request)
        payload, uploads = await read_body(request)
        check_message(payload, creating=False, stored=message.data)
        await self.state.edit_message(message, payload, files=attach(payload, uploads, self.state.ids,
                                                                     message.attachments))
        return json_response(message.data)

    async def delete_webhook_message(self, request: web.Request) -> web.Response:
        await self.state.delete_message(self._webhook_message(request)[1])
        return web.Response(status=204)

    # --- channels ------------------------------------------------------------------------------------------

    def _member_channel(self, request: web.Request) -> Channel:
        """The channel of a channel route, if the bot is in it: a group DM or a server where only people installed
        the app answers 403 Missing Access (the app reaches them through its interactions alone:
        https://discord.com/developers/docs/tutorials/developing-a-user-installable-app)."""
        app = self._app(request)
        channel = self.state.channel(int(request.match_info["channel_id"]))
        if not self.state.is_member(app, channel):
            raise DiscordAPIError(403, MISSING_ACCESS, "Missing Access")
        return channel

    def _channel_message(self, request: web.Request) -> StoredMessage:
        channel_id = self._member_channel(request).id
        message = self.state.message(channel_id, int(request.match_info["message_id"]))
        if message.ephemeral_for is not None:  # ephemeral messages are reachable through their interaction only
            raise not_found(UNKNOWN_MESSAGE, "Unknown Message")
        return message

    async def get_channel(self, request: web.Request) -> web.Response:
        return json_response(self._member_channel(request).payload())

    async def post_message(self, request: web.Request) -> web.Response:
        channel = self._member_channel(request)
        app: Application = request[CALLER]
        await check_can_send(self.state, app, channel)
        payload, uploads = await read_body(request)
        check_message(payload, creating=True)
        check_allowed_mentions(payload.get("allowed_mentions"))
        files = attach(payload, uploads, self.state.ids, [])
        return json_response((await self.state.create_message(channel, payload, author=app, files=files)).data)

    async def list_messages(self, request: web.Request) -> web.Response:
        newest_first = list(reversed(self._member_channel(request).messages))
        if "before" in request.query:
            newest_first = [m for m in newest_first if m.id < int(request.query["before"])]
        if "after" in request.query:
            newest_first = [m for m in newest_first if m.id > int(request.query["after"])]
        limit = min(int(request.query.get("limit", 50)), 100)
        return json_response([message.data for message in newest_first[:limit]])

    async def get_message(self, request: web.Request) -> web.Response:
        return json_response(self._channel_message(request).data)

    async def edit_message(self, request: web.Request) -> web.Response:
        message = self._channel_message(request)
        app: Application = request[CALLER]
        if message.author_app is not app:
            raise DiscordAPIError(403, CANNOT_EDIT_OTHERS_MESSAGE, "Cannot edit a message authored by another user")
        if self.channel_edit_limit is not None:
            self.channel_edit_limit.check(app.id, message.channel_id)
        payload, uploads = await read_body(request)
        check_message(payload, creating=False, stored=message.data)
        if self.old_message_edit_limit is not None:
            self.old_message_edit_limit.check(message)
        await self.state.edit_message(message, payload, files=attach(payload, uploads, self.state.ids,
                                                                     message.attachments))
        return json_response(message.data)

    async def delete_message(self, request: web.Request) -> web.Response:
        message = self._channel_message(request)
        app: Application = request[CALLER]
        if message.author_app is not app and not app.permissions & MANAGE_MESSAGES:
            raise DiscordAPIError(403, MISSING_ACCESS, "Missing Permissions")
        await self.state.delete_message(message)
        return web.Response(status=204)


def check_suggestions(choices: Any) -> None:
    """An autocomplete answer: at most 25 choices, each a name of 1-100 characters and a value."""
    if not isinstance(choices, list) or len(choices) > MAX_SUGGESTIONS:
        raise invalid_form_body("data.choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    for index, choice in enumerate(choices):
        name = choice.get("name") if isinstance(choice, dict) else None
        if not isinstance(name, str) or not 1 <= len(name) <= MAX_CHOICE or "value" not in choice:
            raise invalid_form_body(f"data.choices.{index}.name", "BASE_TYPE_BAD_LENGTH",
                                    "Must be between 1 and 100 in length.")
