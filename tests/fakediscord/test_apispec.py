"""The stand-in checks each request against Discord's OpenAPI document: the operation found by method and path,
the body (or a multipart body's `payload_json`) checked against its schema, the documented leniencies only."""

from __future__ import annotations

import functools
import json
from typing import Any

import aiohttp
import pytest

from fakediscord import FakeDiscord
from fakediscord.apispec import SPEC_PATH, ApiSpec, discord_api_spec, with_integer_snowflakes

JSON = "application/json"
CALLBACK = "/interactions/1/token/callback"
BUTTON = {"type": 2, "style": 1, "label": "Join", "custom_id": "join"}
ROW = {"type": 1, "components": [BUTTON]}
COMMAND = {"name": "lcr", "description": "Left Center Right", "type": 1, "nsfw": False, "options": [
    {"type": 1, "name": "start", "description": "Start a table",
     "options": [{"type": 4, "name": "stake", "description": "Chips", "min_value": 1, "max_value": 10}]},
]}


def check(method: str, path: str, body: Any = None, content_type: str | None = JSON) -> list[str]:
    return discord_api_spec().check(method, path, content_type if body is not None else None, body)


CONFORMING: list[tuple[str, str, Any, str | None]] = [
    ("POST", "/channels/1/messages", {"content": "hi", "components": [ROW]}, JSON),
    ("PATCH", "/channels/1/messages/2", {"content": "edited", "embeds": [{"title": "t"}]}, JSON),
    ("POST", CALLBACK, {"type": 4, "data": {"content": "hi", "components": [ROW], "flags": 64}}, JSON),
    ("POST", CALLBACK, {"type": 7, "data": {"content": "moved", "components": []}}, JSON),
    ("POST", CALLBACK, {"type": 5}, JSON),
    ("POST", CALLBACK, {"type": 8, "data": {"choices": [{"name": "Deutsch", "value": "de"}]}}, JSON),
    ("POST", "/webhooks/1/token", {"content": "follow-up", "flags": 64}, JSON),
    ("PATCH", "/webhooks/1/token/messages/@original", {"content": "done"}, JSON),
    ("PATCH", "/webhooks/1/token/messages/@original", {"attachments": [{"id": 0, "filename": "a.png"}]},
     "multipart/form-data"),
    ("PUT", "/applications/1/commands", [COMMAND], JSON),  # nsfw: documented, not in the document; allowed
    ("PUT", "/applications/1/guilds/2/commands", [], JSON),
    ("POST", "/applications/1/emojis", {"name": "d6_1", "image": "data:image/png;base64,AAAA"}, JSON),
    ("GET", "/users/@me", None, None),
    ("DELETE", "/channels/1/messages/2", None, None),
]


@pytest.mark.parametrize(("method", "path", "body", "content_type"), CONFORMING)
def test_a_conforming_request_passes(method: str, path: str, body: Any, content_type: str | None) -> None:
    assert check(method, path, body, content_type) == []


NONCONFORMING: list[tuple[str, str, Any, str]] = [
    ("POST", "/channels/1/messages", {"content": 5},
     "POST /channels/{channel_id}/messages: content: 5 is not of type 'string', 'null'"),
    ("POST", CALLBACK, {"data": {"content": "no type"}},
     "POST /interactions/{interaction_id}/{interaction_token}/callback: the body:"),
    ("POST", CALLBACK, {"type": 4, "data": {"components": [{"type": 1, "components": [{**BUTTON, "label": 5}]}]}},
     "callback: data.components.0.components.0.label: 5 is not of type 'string', 'null'"),
    ("POST", CALLBACK, {"type": 9, "data": {"title": "Bet"}},
     "callback: data: 'custom_id' is a required property"),
    ("POST", "/applications/1/emojis", {"name": "d6"},
     "POST /applications/{application_id}/emojis: the body: 'image' is a required property"),
    ("PUT", "/applications/1/commands", [{"description": "no name"}],
     "PUT /applications/{application_id}/commands: 0: 'name' is a required property"),
    ("PATCH", "/webhooks/1/token/messages/@original", {"content": "x" * 2001},
     "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original: content: 'xxx"),
]


@pytest.mark.parametrize(("method", "path", "body", "found"), NONCONFORMING)
def test_a_wrong_type_or_a_missing_field_is_reported_with_its_route_and_place(
    method: str, path: str, body: Any, found: str
) -> None:
    violations = check(method, path, body)
    assert len(violations) == 1 and found in violations[0], violations


def test_a_route_not_in_the_document_is_reported() -> None:
    assert check("POST", "/channels/1/typing-loudly", {}) == [
        "POST /channels/1/typing-loudly: no such operation in Discord's API specification"]
    assert check("PUT", "/channels/1/messages", {"content": "x"}) == [
        "PUT /channels/1/messages: no such operation in Discord's API specification"]


def test_a_body_or_content_type_the_operation_does_not_take_is_reported() -> None:
    assert check("PUT", "/applications/1/commands", [], "multipart/form-data") == [
        "PUT /applications/{application_id}/commands: sent multipart/form-data, the specification takes "
        "application/json"]
    assert check("DELETE", "/channels/1/messages/2", {}) == [
        "DELETE /channels/{channel_id}/messages/{message_id}: sent a application/json body, the specification "
        "takes none"]
    assert check("POST", CALLBACK, None) == [
        "POST /interactions/{interaction_id}/{interaction_token}/callback: the specification requires a request "
        "body, none was sent"]


def test_a_literal_segment_wins_over_a_parameter() -> None:
    spec = discord_api_spec()
    original, other = spec.operation("PATCH", "/webhooks/1/t/messages/@original"), spec.operation(
        "PATCH", "/webhooks/1/t/messages/2")
    assert original is not None and original.template == "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
    assert other is not None and other.template == "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"


def test_integer_snowflakes_pass_only_where_discord_takes_them() -> None:
    # discord.py sends these as integers, which Discord takes (the document wants strings)
    mentions = {"content": "<@5>", "allowed_mentions": {"parse": [], "users": [5]}, "attachments": [{"id": 0}],
                "components": [{"type": 1, "components": [{**BUTTON, "emoji": {"id": 7, "name": "d6_1"}}]}]}
    assert check("POST", "/channels/1/messages", mentions) == []
    assert check("POST", "/channels/1/messages", {"content": "x", "allowed_mentions": {"users": [-5]}})
    assert check("POST", "/channels/1/messages", {"content": "x", "allowed_mentions": {"roles": [5]}})
    assert check("POST", "/channels/1/messages", {"content": "x", "sticker_ids": [5]})


async def test_the_stand_in_records_a_nonconforming_request_and_fails_the_test_on_it() -> None:
    async with FakeDiscord() as fake:
        app = fake.add_application("sloppy")
        path = f"/channels/{fake.channel().id}/messages"
        form = aiohttp.FormData()
        form.add_field("payload_json", json.dumps({"content": "x", "tts": "yes"}), content_type=JSON)
        async with aiohttp.ClientSession(headers={"Authorization": f"Bot {app.token}"}) as http:
            async with http.post(fake.api_base + path, json={"content": "fine"}) as response:
                assert response.status == 200
            async with http.post(fake.api_base + path, data=form) as response:
                assert response.status == 200  # Discord would refuse it; the stand-in lets it through, and tells
            async with http.get(fake.api_base + "/no/such/route") as response:
                assert response.status == 404
        assert fake.spec_violations == [
            "POST /channels/{channel_id}/messages: tts: 'yes' is not of type 'boolean', 'null' "
            "(schema: allOf/0/properties/tts/type)",
            "GET /no/such/route: no such operation in Discord's API specification",
        ]
        with pytest.raises(AssertionError, match=r"specification refuses:\nPOST /channels/\{channel_id\}/messages"):
            fake.assert_requests_conform()
        assert len(fake.take_spec_violations()) == 2 and fake.spec_violations == []
        fake.assert_requests_conform()


async def test_the_benchmark_can_turn_the_checks_off() -> None:
    async with FakeDiscord(check_requests=False) as fake, aiohttp.ClientSession() as http:
        async with http.get(fake.api_base + "/no/such/route") as response:
            assert response.status == 404
        assert fake.spec_violations == [] and fake.unknown_routes == ["GET /api/v10/no/such/route"]


@functools.cache
def as_published() -> ApiSpec:
    """The document with the integer snowflakes let through and nothing else: its unions as published."""
    return ApiSpec(with_integer_snowflakes(json.loads(SPEC_PATH.read_text(encoding="utf-8"))))


UNION_EDGES = [
    {"type": 4, "data": {"components": [{"type": 99, "components": []}]}},  # a component type no branch takes
    {"type": 4, "data": {"components": [{"components": [BUTTON]}]}},  # no type at all
    {"type": 4, "data": {"components": ["a row"]}},  # not an object
    {"type": 4, "data": {"components": [{"type": 1, "components": [{**BUTTON, "type": True}]}]}},
    {"type": 99},
]


@pytest.mark.parametrize(("method", "path", "body"), [
    *[(method, path, body) for method, path, body, _ in [*CONFORMING, *NONCONFORMING] if body is not None],
    *[("POST", CALLBACK, body) for body in UNION_EDGES],
    ("PUT", "/applications/1/commands", [{**COMMAND, "options": [{"type": 99, "name": "x", "description": "y"}]}]),
    ("PUT", "/applications/1/commands", [{**COMMAND, "options": [{"type": 3, "name": "x", "description": "y",
                                                                 "choices": [{"name": "a", "value": 1.5}]}]}]),
])
def test_unions_checked_through_the_branch_their_type_names_give_the_published_verdicts(
    method: str, path: str, body: Any
) -> None:
    quick = discord_api_spec().check(method, path, JSON, body)
    published = as_published().check(method, path, JSON, body)
    assert bool(quick) == bool(published), (quick, published)


def test_the_unions_of_components_options_and_callbacks_are_checked_through_their_type() -> None:
    # checking every branch of these nested unions made a command sync take seconds
    schemas = discord_api_spec().document["components"]["schemas"]
    for name, where in [("ApplicationCommandUpdateRequest", ("options", "items")),
                        ("MessageCreateRequest", ("components", "items")),
                        ("ActionRowComponentForMessageRequest", ("components", "items"))]:
        union = schemas[name]["properties"]
        for step in where:
            union = union[step]
        assert "oneOf" not in union and union["allOf"][0]["required"] == ["type"], name
    callback = discord_api_spec().document["paths"]["/interactions/{interaction_id}/{interaction_token}/callback"]
    assert "anyOf" not in callback["post"]["requestBody"]["content"][JSON]["schema"]
