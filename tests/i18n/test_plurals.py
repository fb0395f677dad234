"""Plural forms by each language's CLDR rule (through Babel), and numbers as Python writes them."""

import pytest
from babel import Locale
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from i18n import CATALOGS, Catalog, t, variables


@pytest.mark.parametrize(("chips", "english", "french"), [
    (0, " — 0 chips", " — 0 jeton"),  # French counts 0 as singular, English does not
    (1, " — 1 chip", " — 1 jeton"),
    (2, " — 2 chips", " — 2 jetons"),
    (5, " — 5 chips", " — 5 jetons"),
    (21, " — 21 chips", " — 21 jetons"),
    (1000000, " — 1000000 chips", " — 1000000 jetons"),  # French CLDR "many": the default variant
])
def test_each_language_chooses_by_its_rule(chips, english, french):
    assert t("en", "lcr.seat", chips=chips) == english
    assert t("fr", "lcr.seat", chips=chips) == french


def test_two_counts_in_one_message():
    assert t("en", "lcr.pot", pot=1, dealt=12) == "Pot: 1 chip · 12 chips in play"
    assert t("fr", "lcr.pot", pot=0, dealt=2) == "Pot : 0 jeton · 2 jetons en jeu"


def test_numbers_are_never_grouped_or_reformatted():
    """Fluent would write 1,000 and 1 000: a count, a seed or an id reads as Python writes it."""
    assert t("en", "lcr.pot", pot=1000, dealt=1234567) == "Pot: 1000 chips · 1234567 chips in play"
    assert "1000 jetons" in t("fr", "lcr.pot", pot=1000, dealt=1)
    seed = 2**64 + 3
    assert f"{seed}" in t("fr", "verify.revealed", table=123456789, game="LCR", fingerprint="ab", seed=seed,
                          commitment="cd", recipe="")
    assert "12345678" in t("fr", "table.seats", count=12345678, max=20)


def test_a_text_said_again_reads_the_same():
    for _ in range(3):
        assert t("fr", "lcr.seat", chips=0) == " — 0 jeton"
        assert t("en", "lcr.seat", chips=0) == " — 0 chips"


@pytest.mark.parametrize("count", [True, 1.0, "1", None])
def test_a_count_is_a_whole_number(count):
    t("en", "lcr.seat", chips=1)  # a remembered 1 is no answer for True or 1.0, which equal it
    with pytest.raises(TypeError):
        t("en", "lcr.seat", chips=count)


def test_a_number_that_is_no_count_reads_as_python_writes_it():
    assert t("en", "error.wants.number_range", min=0.5, max=1.0) == "a number from 0.5 to 1.0"
    assert t("en", "error.wants.number_range", min=1, max=True) == "a number from 1 to True"


def test_values_the_message_does_not_say_are_ignored():
    """An event line is given the event's whole data (lists, None…): only its own placeholders count."""
    assert t("en", "lcr.seat", chips=2, dice=[4, 5], pair=None, may_reroll=True) == " — 2 chips"
    assert t("fr", "lcr.seat", chips=2, dice=[4, 6]) == " — 2 jetons"


# --- every locale, every counted noun ----------------------------------------------------------------------------

SAMPLES = (0, 1, 2, 5, 21, 22, 25, 101)  # among them every CLDR category of the languages Discord speaks, but "two"


class _Selections(Visitor):
    """Each select expression's counted placeholder, its category variants ([one]…) and its number variants ([0])."""

    def __init__(self) -> None:
        self.found: list[tuple[str, frozenset[str], frozenset[str]]] = []

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        counted: object = node.selector
        if isinstance(counted, ast.FunctionReference) and counted.arguments.positional:
            counted = counted.arguments.positional[0]
        if isinstance(counted, ast.VariableReference):
            self.found.append((
                counted.id.name,
                frozenset(variant.key.name for variant in node.variants if isinstance(variant.key, ast.Identifier)),
                frozenset(variant.key.value for variant in node.variants if isinstance(variant.key, ast.NumberLiteral)),
            ))
        self.generic_visit(node)


def selections(code: str) -> dict[str, list[tuple[str, frozenset[str], frozenset[str]]]]:
    """The messages of a catalog that choose by a count, with their select expressions."""
    found = {}
    for key, message in CATALOGS[code].items():
        visitor = _Selections()
        visitor.visit(message)
        if visitor.found:
            found[key] = visitor.found
    return found


@pytest.mark.parametrize("code", sorted(CATALOGS))
def test_a_language_with_more_forms_uses_them(code):
    """Polish says 1 żeton, 2 żetony, 5 żetonów: a catalog whose selectors copied English's [one] and *[other] would
    write "5 żetony". Each form beyond one and other that the counts reach in the language (Polish and Russian
    [few] and [many], Croatian, Czech, Lithuanian and Romanian [few]) is written somewhere. A message may still do
    without one where the words agree ("22 kości", "5 kości"), and a noun that never changes after a number
    (Turkish, Vietnamese) needs *[other] alone."""
    assert forms_unwritten(code) == []


def forms_unwritten(code: str) -> list[str]:
    """The plural categories beyond one and other the sample counts reach in the language, and no message has."""
    rule = Locale.parse(code, sep="-").plural_form
    reached = {rule(count) for count in SAMPLES} - {"one", "other"}
    written = {category for chosen in selections(code).values() for _, categories, _ in chosen
               for category in categories}
    return sorted(reached - written)


def test_a_catalog_with_englishs_forms_only_is_found(monkeypatch):
    copied = "lcr-seat = { $chips ->\n    [one] { $chips } żeton\n   *[other] { $chips } żetony\n}\n"
    monkeypatch.setitem(CATALOGS, "pl", Catalog("pl", {"lcr.ftl": copied}))
    assert forms_unwritten("pl") == ["few", "many"]
    polish = copied.replace("*[other]", "[few] x\n [many] y\n *[other]")
    monkeypatch.setitem(CATALOGS, "pl", Catalog("pl", {"lcr.ftl": polish}))
    assert forms_unwritten("pl") == []


@pytest.mark.parametrize("code", sorted(CATALOGS))
def test_every_counted_noun_renders_at_every_count(code):
    """0, 1, 2, 5, 21, 22, 25 and 101 of everything counted: each message renders (none raises, none is blank)."""
    messages = selections(code)
    assert messages
    for key in messages:
        names, counts = variables(CATALOGS[code][key])
        values: dict[str, object] = {name: f"<{name}>" for name in names - counts}
        for count in SAMPLES:
            text = t(code, key, **values, **dict.fromkeys(counts, count))
            assert text.strip(), (key, count)
