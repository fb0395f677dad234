"""Each catalog speaks to the player in one form of address, formal or informal, as its glossary declares
(``Address: formal`` or ``Address: informal`` in docs/glossary/<code>.md): no message uses the other.

The words of each form are listed below by language (pronouns and possessives, as words: "тебе", "Ihnen"); a
capitalized word is looked for capitalized only, where the lowercase word means something else (German "sie" is
"she", Finnish "te" is the plural "you"). The languages written without spaces are searched for the word anywhere."""

from __future__ import annotations

import re

import pytest

from i18n import CATALOGS, DEFAULT, Catalog
from tests.i18n.test_completeness import ALL
from tests.i18n.test_glossaries import GLOSSARIES
from tests.i18n.test_translated import STAND_IN, readings

LANGUAGES = sorted(code for code in CATALOGS if code != DEFAULT)
ADDRESS = re.compile(r"^Address: (formal|informal)\b", re.MULTILINE)
UNSPACED = {"ja", "ko", "th", "zh-CN", "zh-TW"}  # (Korean writes its particles onto the word: "당신을")

# language → (the words of formal address, the words of informal address)
FORMS: dict[str, tuple[set[str], set[str]]] = {
    "bg": ({"вие", "вас", "ви", "ваш", "ваша", "ваше", "ваши", "вашият", "вашата", "вашето", "вашите"},
           {"ти", "теб", "тебе", "твой", "твоя", "твоят", "твое", "твоето", "твои", "твоите"}),
    "cs": ({"vy", "vás", "vám", "vámi", "váš", "vaše", "vašeho", "vašemu", "vaší", "vašich", "vašim", "vašimi"},
           {"ty", "tebe", "tobě", "tebou", "ti", "tě", "tvůj", "tvá", "tvé", "tvoje", "tvoji", "tvých", "tvým",
            "tvého", "tvou", "tvými", "tvojí", "tvému"}),
    "da": ({"Dem", "Deres"},  # (not "De": also "the" and "they")
           {"du", "dig", "din", "dit", "dine"}),
    "de": ({"Sie", "Ihnen", "Ihre", "Ihren", "Ihrem", "Ihrer", "Ihres"},  # (not "Ihr": also the plural "you")
           {"du", "dich", "dir", "dein", "deine", "deinen", "deinem", "deiner", "deines"}),
    # Greek, Finnish and Swedish address one person formally with the plural "you", which a message to several
    # players needs: their catalogs are informal, and no word tells the formal singular from the plural
    "el": (set(), {"εσύ", "σου", "σένα"}),
    "en-GB": (set(), set()),  # English has one "you"
    "es-419": ({"usted"}, {"tú", "ti", "contigo", "tu", "tus", "vos"}),
    "es-ES": ({"usted", "ustedes"}, {"tú", "ti", "contigo", "tu", "tus", "vosotros", "vuestro", "vuestra"}),
    "fi": (set(), {"sinä", "sinun", "sinua", "sinulle", "sinulla", "sinulta"}),
    "fr": ({"vous", "votre", "vos"}, {"tu", "toi", "ton", "ta", "tes", "te"}),
    "hi": ({"आप", "आपका", "आपकी", "आपके", "आपको", "आपने", "आपसे"},
           {"तुम", "तुम्हारा", "तुम्हारी", "तुम्हारे", "तुम्हें", "तुमने", "तू", "तेरा", "तेरी", "तेरे", "तुझे"}),
    "hr": ({"vi", "vas", "vam", "vama", "vaš", "vaša", "vaše", "vašeg", "vašem", "vašu", "vaši", "vaših", "vašim"},
           {"ti", "tebe", "tebi", "tobom", "tvoj", "tvoja", "tvoje", "tvog", "tvojeg", "tvom", "tvojem", "tvoju",
            "tvoji", "tvojih", "tvojim"}),
    "hu": ({"ön", "önnek", "önt", "öné", "önök", "önöknek", "maga", "magának"},
           {"te", "neked", "téged", "tiéd", "ti", "nektek", "titeket"}),
    "id": ({"anda"}, {"kamu", "kau", "engkau"}),
    "it": ({"Lei", "Suo", "Sua", "Suoi", "Sue"}, {"tu", "te", "ti", "tuo", "tua", "tuoi", "tue"}),
    "ja": ({"貴方"}, {"お前", "君", "あんた", "おまえ"}),
    # Korean: 당신 is no informal word, but reads stiff or intimate in a message: a formal catalog writes neither
    "ko": ({"께서"}, {"당신", "너의", "네가", "너는", "너를", "너한테", "네 차례"}),
    "lt": ({"jūs", "jūsų", "jums", "jus", "jumis"}, {"tu", "tau", "tave", "tavo", "tavimi", "tavęs", "tavyje"}),
    "nl": ({"uw"},  # "u" alone is also the hour ("1 u")
           {"je", "jij", "jou", "jouw", "jullie"}),
    "no": ({"Dem", "Deres"}, {"du", "deg", "din", "ditt", "dine"}),
    "pl": ({"pan", "pani", "państwo", "pana", "panu", "panią", "państwa"},
           {"ty", "ciebie", "cię", "tobie", "ci", "twój", "twoja", "twoje", "twojego", "twojej", "twoim", "twoich",
            "twoją", "twoi"}),
    "pt-BR": ({"senhor", "senhora"}, {"tu", "teu", "tua", "teus", "tuas", "contigo"}),
    "ro": ({"dumneavoastră", "dvs", "dumitale", "dumneata"}, {"tu", "tău", "ta", "tale", "tăi", "ție", "te"}),
    "ru": ({"вы", "вас", "вам", "вами", "ваш", "ваша", "ваше", "ваши", "вашего", "вашей", "вашему", "вашим",
            "ваших", "вашими", "вашу"},
           {"ты", "тебя", "тебе", "тобой", "твой", "твоя", "твоё", "твое", "твои", "твоего", "твоей", "твоему",
            "твоим", "твоих", "твоими", "твою"}),
    "sv-SE": ({"Eder"}, {"du", "dig", "din", "ditt", "dina"}),
    "th": ({"ท่าน"}, {"เธอ", "มึง", "นาย"}),
    "tr": ({"siz", "sizin", "size", "sizi", "sizde", "sizden", "sizinle"},
           {"sen", "senin", "sana", "seni", "sende", "senden", "seninle"}),
    "uk": ({"ви", "вас", "вам", "вами", "ваш", "ваша", "ваше", "ваші", "вашого", "вашої", "вашому", "вашим",
            "ваших", "вашими", "вашу"},
           {"ти", "тебе", "тобі", "тобою", "твій", "твоя", "твоє", "твої", "твого", "твоєї", "твоєму", "твоїм",
            "твоїх", "твоїми", "твою"}),
    "vi": ({"quý vị", "quý khách"}, {"mày", "cậu"}),
    "zh-CN": ({"您"}, {"你"}),
    "zh-TW": ({"您"}, {"你"}),
}


MARKUP = re.compile(rf"<[^>]*>|{STAND_IN}")  # Discord's mentions and timestamps ("<t:…:R>"), placeholders


def address(code: str) -> str:
    """The form of address the glossary declares: "formal" or "informal"."""
    declared = ADDRESS.search((GLOSSARIES / f"{code}.md").read_text(encoding="utf-8"))
    assert declared, f"docs/glossary/{code}.md declares no form of address: add a line 'Address: formal' or 'informal'"
    return declared.group(1)


def finder(code: str, words: set[str]) -> re.Pattern[str] | None:
    if not words:
        return None
    if code in UNSPACED:
        return re.compile("|".join(map(re.escape, sorted(words))))
    cased = [word for word in words if word[:1].isupper()]
    either = [word for word in words if not word[:1].isupper()]
    parts = [f"(?-i:{re.escape(word)})" for word in cased] + [re.escape(word) for word in either]
    return re.compile(r"(?<![\w'’-])(?:" + "|".join(parts) + r")(?![\w'’-])", re.IGNORECASE)


def other_form(code: str, form: str) -> dict[str, list[str]]:
    """The messages speaking in the other form of address than ``form``, with the words that show it."""
    formal, informal = FORMS[code]
    found = finder(code, informal if form == "formal" else formal)
    if found is None:
        return {}
    said: dict[str, list[str]] = {}
    for key in ALL[code]:
        words = {word for reading in readings(code, key) for word in found.findall(MARKUP.sub(" ", reading))}
        if words:
            said[key] = sorted(words)
    return said


def test_every_language_has_its_words_of_address():
    assert set(FORMS) == set(LANGUAGES)


def test_a_message_in_the_other_form_is_found(monkeypatch):
    assert other_form("de", "formal")  # German speaks "du": a formal catalog would find it
    informal = Catalog("ru", {"seasons.ftl": "luck-how = *Удача = твои победы минус сумма твоих шансов.*\n"})
    monkeypatch.setitem(ALL, "ru", informal)
    assert other_form("ru", "formal") == {"luck.how": ["твои", "твоих"]}
    assert other_form("ru", "informal") == {}
    monkeypatch.setitem(ALL, "ko", Catalog("ko", {"common.ftl": "rules-not_your_turn = 당신 차례가 아닙니다.\n"}))
    assert other_form("ko", "formal") == {"rules.not_your_turn": ["당신"]}


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_catalog_speaks_in_its_declared_form_of_address(code):
    form = address(code)
    assert other_form(code, form) == {}, f"{code} declares {form} address"


def test_the_translators_guide_lists_each_languages_review_and_address():
    """docs/translating.md's "Review state": a row per catalog, with the address its glossary declares."""
    guide = (GLOSSARIES.parent / "translating.md").read_text(encoding="utf-8")
    rows = {cells[2].strip("` "): cells[3].strip() for line in guide.splitlines()
            if len(cells := line.split("|")) >= 6 and cells[2].strip().startswith("`")}
    assert rows == {code: address(code) for code in LANGUAGES}
