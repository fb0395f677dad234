"""Every request checked against Discord's own OpenAPI document (`discord-api-spec/openapi.json`, vendored).

`ApiSpec.check(method, path, content_type, body)` finds the document's operation for a request (its method and
path template: `PATCH /channels/{channel_id}/messages/{message_id}`; a literal segment such as `@original` wins
over a parameter) and checks the JSON body, or the `payload_json` of a multipart one, against that operation's
request body schema for the content type (OpenAPI 3.1: JSON Schema 2020-12, through `jsonschema`, its `$ref`s
resolved within the document). It returns what does not conform, each naming the route and the schema's error:
a route the document does not have, a body where the operation takes none (or none where it needs one), a
content type it does not take, a body its schema refuses.

Kept quick: validators compiled once per operation, a body sent again (a command sync at each start) checked
once, and the unions whose branches a `type` field tells apart checked through that one branch (the same
verdicts as checking every branch, `with_unions_by_type`).

The document is stricter than Discord in places (its README lists them); the checks let exactly those through:
- snowflakes sent as integers in `allowed_mentions.users`, `attachments[].id` and a component's `emoji.id`
  (discord.py sends them so, Discord takes them): those places also take a non-negative integer;
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
SCHEMAS = "#/components/schemas/"
KEPT_VERDICTS = 1000
MESSAGE_CHARS = 200  # of the schema's error, which quotes the value it refused (a whole message, maybe)
METHODS = ("get", "put", "post", "patch", "delete")
# The document's README: "snowflakes given as integers" are taken by Discord where the document wants a string.
# Only where discord.py sends them so: allowed_mentions.users and attachments[].id (the README names them), and a
# component's emoji id (PartialEmoji.to_dict, for every button with a custom emoji).
INTEGER_SNOWFLAKES = (
    ("MessageAllowedMentionsRequest", "users", "items"),
    ("MessageAttachmentRequest", "id"),
    ("ComponentEmojiForRequest", "id"),
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
        self._verdicts: dict[tuple[str, str, str], list[str]] = {}

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
        # a bot sends the same body again and again (its command sync at every start): checked once
        key = (operation.route, content_type, json.dumps(body, sort_keys=True))
        verdict = self._verdicts.get(key)
        if verdict is None:
            if len(self._verdicts) >= KEPT_VERDICTS:
                self._verdicts.clear()
            verdict = self._verdicts[key] = self._verdict(operation, content_type, body)
        return list(verdict)

    def _verdict(self, operation: Operation, content_type: str, body: Any) -> list[str]:
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


def with_unions_by_type(document: dict[str, Any]) -> dict[str, Any]:
    """The document (changed in place), each union whose branches are objects told apart by their `type` field
    (components, command options, interaction callbacks) checked through the one branch the `type` names.

    The same verdicts: no two branches take the same `type`, and each requires it, so no more than one branch
    can take a body, the one its `type` names. But far quicker: a union is otherwise checked against every
    branch, and unions nest (a command's options, rows of components), which made a command sync take seconds.
    """
    schemas = document["components"]["schemas"]

    def branch_types(branch: Any) -> list[Any] | None:
        target = schemas.get(branch.get("$ref", "").removeprefix(SCHEMAS)) if isinstance(branch, dict) else None
        if not isinstance(target, dict) or target.get("type") != "object" or "type" not in target.get("required", ()):
            return None
        types = target.get("properties", {}).get("type", {}).get("enum")
        return types if isinstance(types, list) else None

    def rewrite(node: Any) -> None:
        if isinstance(node, list):
            for item in node:
                rewrite(item)
            return
        if not isinstance(node, dict):
            return
        for value in node.values():
            rewrite(value)
        for keyword in ("oneOf", "anyOf"):
            branches = node.get(keyword)
            if not isinstance(branches, list):
                continue
            kinds = [branch_types(branch) for branch in branches]
            if any(types is None for types in kinds):
                continue
            every = [value for types in kinds if types is not None for value in types]
            if len(every) != len({json.dumps(value) for value in every}):
                continue  # two branches share a type: the union stays as published
            del node[keyword]
            node.setdefault("allOf", []).append({
                "type": "object", "required": ["type"], "properties": {"type": {"enum": every}},
                "allOf": [{"if": {"properties": {"type": {"enum": types}}}, "then": branch}
                          for branch, types in zip(branches, kinds, strict=True)],
            })

    rewrite(document)
    return document


@functools.cache
def discord_api_spec() -> ApiSpec:
    """The vendored document, read and indexed once per process."""
    document = json.loads(SPEC_PATH.read_text(encoding="utf-8"))
    return ApiSpec(with_unions_by_type(with_integer_snowflakes(document)))
