"""deploy/compose.yaml: valid against the Compose specification, secrets as compose secrets (never inline), and a
stuck (unhealthy) bot restarted by autoheal."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import jsonschema
import yaml

ROOT = Path(__file__).resolve().parents[2]
COMPOSE = ROOT / "deploy" / "compose.yaml"
# compose-spec.json: the Compose specification's schema as vendored by check-jsonschema 0.39.0 (PyPI wheel,
# check_jsonschema/builtin_schemas/vendor/compose-spec.json, sha256 d549057e…0e64; Apache-2.0, LICENSE.compose-spec)
SCHEMA = Path(__file__).with_name("compose-spec.json")
SECRET_WORDS = re.compile(r"PASSWORD|TOKEN|SECRET", re.IGNORECASE)


def compose() -> dict[str, Any]:
    loaded = yaml.safe_load(COMPOSE.read_text())
    assert isinstance(loaded, dict)
    return loaded


def test_the_compose_file_is_valid_against_the_compose_specification() -> None:
    schema = json.loads(SCHEMA.read_text())
    validator = jsonschema.validators.validator_for(schema)
    validator.check_schema(schema)
    errors = [f"{'/'.join(map(str, error.absolute_path))}: {error.message}"
              for error in validator(schema).iter_errors(compose())]
    assert not errors


def test_no_password_or_token_is_set_inline_or_interpolated() -> None:
    text = COMPOSE.read_text()
    assert "${" not in text  # nothing pasted in from the environment, where a password would break a URL
    for name, service in compose()["services"].items():
        environment = service.get("environment", {})
        assert isinstance(environment, dict), f"{name}: environment as a mapping, so it can be checked"
        for key, value in environment.items():
            if SECRET_WORDS.search(key):
                assert key.endswith("_FILE") and str(value).startswith("/run/secrets/"), f"{name}: {key}"
            if "://" in str(value):
                assert urlsplit(str(value)).password is None, f"{name}: {key} carries a password"


def test_each_secret_file_is_a_compose_secret_under_the_ignored_secrets_folder() -> None:
    loaded = compose()
    secrets = loaded["secrets"]
    for name, secret in secrets.items():
        assert secret == {"file": f"./secrets/{name}"}
    assert "deploy/secrets/" in (ROOT / ".gitignore").read_text().splitlines()
    services = loaded["services"]
    assert services["db"]["environment"]["POSTGRES_PASSWORD_FILE"] == "/run/secrets/postgres_password"
    assert "postgres_password" in services["db"]["secrets"]
    bot = services["pips"]
    assert bot["environment"]["DISCORD_TOKEN_FILE"] == "/run/secrets/discord_token"
    assert bot["environment"]["DATABASE_PASSWORD_FILE"] == "/run/secrets/postgres_password"
    assert set(bot["secrets"]) == {"discord_token", "postgres_password"}


def test_an_unhealthy_bot_is_restarted_by_autoheal() -> None:
    services = compose()["services"]
    assert services["pips"]["labels"] == {"autoheal": "true"}
    autoheal = services["autoheal"]
    assert autoheal["image"].startswith("willfarrell/autoheal:")
    assert autoheal["environment"]["AUTOHEAL_CONTAINER_LABEL"] == "autoheal"
    assert "/var/run/docker.sock:/var/run/docker.sock:ro" in autoheal["volumes"]
    assert all(service.get("restart") == "unless-stopped" for service in services.values())
