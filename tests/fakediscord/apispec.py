"""Every request checked against Discord's own OpenAPI document (`discord-api-spec/openapi.json`, vendored).

`ApiSpec.check(method, path, content_type, body)` finds the document's operation for a request (its method and
path template: `PATCH /channels/{channel_id}/messages/{message_id}`; a literal segment such as `@original` wins
over a parameter) and checks the JSON body, or the `payload_json` of a multipart one, against that operation's
request body schema for the content type (OpenAPI 3.1: JSON Schema 2020-12, through `jsonschema`, its `$ref`s
resolved within the document). It returns what does not conform, each naming the route and the schema's error:
a route the document does not have, a body where the operation takes none (or none where it needs one), a
content type it does not take, a body its schema refuses. Validators are compiled once per operation and kept.

The document is stricter than Discord in places (its README lists them); the checks let exactly those through:
- snowflakes sent as integers in `allowed_mentions.users` and in `attachments[].id` (discord.py sends them so,
  Discord takes them): those two schemas also take a non-negative integer;
- `files[n]` parts on execute-webhook and `nsfw` on commands need nothing: the checks see the multipart body's
  `payload_json` only (file parts are bytes, no JSON), and the document's object schemas allow fields they do
  not list.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, relevance
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SPEC_PATH = Path(__file__).with_name("discord-api-spec") / "openapi.json"
SPEC_URI = "urn:discord-api-spec"
JSON = "application/json"
MULTIPART = "multipart/form-data"
MESSAGE_CHARS = 200  # of the schema's error, which quotes the value it refused (a whole message, maybe)
METHODS = ("get", "put", "post", "patch", "delete")
# Where the document wants a snowflake string and Discord (and discord.py) take an integer too (the README).
INTEGER_SNOWFLAKES = (
    ("MessageAllowedMentionsRequest", "users", "items"),
    ("MessageAttachmentRequest", "id"),
)


@dataclass(frozen=True)
class Operation:
    method: str
    template: str  # the document's path: "/channels/{channel_id}/messages"
    segments: tuple[str, ...]
    request_body: dict[str, Any] | None

    @property
    def route(self) -> str:
        return f"{self.method.upper()} {self.template}"

    def matches(self, segments: list[str]) -> bool:
        return len(segments) == len(self.segments) and all(
            mine == theirs or _is_parameter(mine) for mine, theirs in zip(self.segments, segments, strict=True)
        )


def _is_parameter(segment: str) -> bool:
    return segment.startswith("{") and segment.endswith("}")


def _pointer(*parts: str) -> str:
    return "/".join(part.replace("~", "~0").replace("/", "~1") for part in parts)


class ApiSpec:
    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document
        self.registry: Registry[Any] = Registry().with_resource(
            SPEC_URI, Resource.from_contents(self.document, default_specification=DRAFT202012)
        )
        # (method, segment count) → its operations, those with more literal segments first
        self.operations: dict[tuple[str, int], list[Operation]] = {}
        for template, item in self.document["paths"].items():
            segments = tuple(template.strip("/").split("/"))
            for method in METHODS:
                if method in item:
                    operation = Operation(method, template, segments, item[method].get("requestBody"))
                    self.operations.setdefault((method, len(segments)), []).append(operation)
        for candidates in self.operations.values():
            candidates.sort(key=lambda op: sum(_is_parameter(segment) for segment in op.segments))
        self._validators: dict[tuple[str, str], Draft202012Validator] = {}

    def operation(self, method: str, path: str) -> Operation | None:
        """The document's operation for a request path under the API base ("/channels/1/messages")."""
        segments = path.strip("/").split("/")
        candidates = self.operations.get((method.lower(), len(segments)), [])
        return next((operation for operation in candidates if operation.matches(segments)), None)

    def check(self, method: str, path: str, content_type: str | None, body: Any) -> list[str]:
        """What in the request does not conform (empty: it does). ``content_type`` None: no body was sent."""
        operation = self.operation(method, path)
        if operation is None:
            return [f"{method} {path}: no such operation in Discord's API specification"]
        spec_body = operation.request_body
        if content_type is None:
            needed = spec_body is not None and spec_body.get("required", False)
            return [f"{operation.route}: the specification requires a request body, none was sent"] if needed else []
        if spec_body is None:
            return [f"{operation.route}: sent a {content_type} body, the specification takes none"]
        if content_type not in spec_body["content"]:
            takes = ", ".join(spec_body["content"])
            return [f"{operation.route}: sent {content_type}, the specification takes {takes}"]
        errors = list(self._validator(operation, content_type).iter_errors(body))
        if not errors:
            return []
        error = _within_union(max(errors, key=relevance))
        where = ".".join(map(str, error.absolute_path)) or "the body"
        message = error.message if len(error.message) <= MESSAGE_CHARS else f"{error.message[:MESSAGE_CHARS]}…"
        return [f"{operation.route}: {where}: {message} (schema: {'/'.join(map(str, error.schema_path))})"]

    def _validator(self, operation: Operation, content_type: str) -> Draft202012Validator:
        key = (operation.route, content_type)
        validator = self._validators.get(key)
        if validator is None:
            pointer = _pointer("paths", operation.template, operation.method, "requestBody", "content", content_type,
                               "schema")
            validator = Draft202012Validator({"$ref": f"{SPEC_URI}#/{pointer}"}, registry=self.registry)
            self._validators[key] = validator
        return validator


def _within_union(error: ValidationError) -> ValidationError:
    """For a body no branch of a union (anyOf, oneOf) takes, the error within the one branch it was meant for:
    Discord's unions tell their branches apart by the JSON type (null or an object) or by a `type` field."""
    while error.context:
        branches: dict[str | int, list[ValidationError]] = {}
        for inner in error.context:
            branches.setdefault(inner.relative_schema_path[0], []).append(inner)
        meant = [errors for errors in branches.values() if not any(map(_other_kind, errors))]
        if len(meant) != 1:
            break
        error = max(meant[0], key=relevance)
    return error


def _other_kind(error: ValidationError) -> bool:
    """Whether the error says the value is of another kind than the branch takes (not wrong within it)."""
    path = list(error.relative_path)
    return (not path and error.validator == "type") or (path == ["type"] and error.validator in ("enum", "const"))


def with_integer_snowflakes(document: dict[str, Any]) -> dict[str, Any]:
    """The document (changed in place), the places of INTEGER_SNOWFLAKES also taking a non-negative integer."""
    schemas = document["components"]["schemas"]
    for schema_name, *steps, last in INTEGER_SNOWFLAKES:
        parent = schemas[schema_name]["properties"]
        for step in steps:
            parent = parent[step]
        parent[last] = {"anyOf": [parent[last], {"type": "integer", "minimum": 0}]}
    return document


@functools.cache
def discord_api_spec() -> ApiSpec:
    """The vendored document, read and indexed once per process."""
    return ApiSpec(with_integer_snowflakes(json.loads(SPEC_PATH.read_text(encoding="utf-8"))))
