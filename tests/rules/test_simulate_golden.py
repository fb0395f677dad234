"""Golden replays: the engines' events, states and dice consumption are pinned for a few seeds per game and
option, so that speed work on the engines can never change how a stored game replays.

Each trace plays a seeded game with everything a table does to it: computer moves (``play_auto``), clicks
(``apply``, not always the computer's choice), refused clicks, forfeits, store round trips and a rematch.
Every event and the stored state after every step go into one SHA-256; the digests below were taken from
the engines before any of that work and must never be regenerated to make a change pass.
"""

from __future__ import annotations

import copy
import hashlib
import hmac
import json
import pickle
from typing import Any

import pytest

from rules.base import Event, Game, IllegalAction
from rules.dice import SeededDice
from rules.games import GAMES
from rules.simulate import simulate

CASES: list[tuple[str, dict[str, Any]]] = [
    ("lcr", {}),
    ("lcr", {"dice": "always-three"}),
    ("lcr", {"dot_to_win": True}),
    ("lcr", {"dot_to_win": True, "dice": "always-three", "stakes": True}),
    ("chicago", {}),
    ("chicago", {"double_roll": True}),
    ("chicago", {"three_dice": True}),
    ("chicago", {"double_roll": True, "three_dice": True}),
    ("buck", {}),
    ("buck", {"fewer_dice": True}),
    ("buck", {"point_per_throw": True}),
    ("buck", {"fewer_dice": True, "point_per_throw": True}),
    ("leftovers", {}),
    ("leftovers", {"fixed_pile": True}),
]
SEEDS = range(6)
MAX_STEPS = 5_000


def _number(seed: bytes, purpose: str, below: int) -> int:
    """A number in 0..below-1 fixed by the seed, to pick when and whom the trace forfeits."""
    return int.from_bytes(hashlib.sha256(seed + purpose.encode()).digest()[:4], "big") % below


def _feed(digest: Any, events: list[Event], game: Game) -> None:
    digest.update(json.dumps([event.to_dict() for event in events], sort_keys=True).encode())
    digest.update(json.dumps(game.to_dict(), sort_keys=True).encode())


def trace(kind: str, options: dict[str, Any], number: int) -> str:
    """The digest of one seeded game played through everything a table does to a game."""
    game_type = GAMES[kind].game
    seed = hashlib.sha256(f"golden-{kind}-{sorted(options.items())}-{number}".encode()).digest()
    players = game_type.min_players + 1 + number % 3  # 3..5 (LCR 4..6)
    stakes = [1 + _number(seed, f"stake{p}", 5) for p in range(players)] if options.get("stakes") else None
    game, events = game_type.start(players, options, SeededDice(seed), stakes)
    digest = hashlib.sha256()
    _feed(digest, events, game)
    forfeit_at = {_number(seed, "forfeit-a", 40): _number(seed, "quitter-a", players), 55: players - 1}
    while not game.is_over:
        assert game.step < MAX_STEPS
        step, player = game.step, game.current_player
        assert player is not None
        if step in forfeit_at:
            try:  # Bad Leftovers refuses the forfeit of a player already out on points
                events = game.forfeit(forfeit_at.pop(step))
            except IllegalAction as refused:
                digest.update(refused.reason.encode())
                continue
        elif step % 3 == 0:
            events = game.play_auto()
        else:
            legal = game.legal_actions()
            try:  # a click out of turn is refused and changes nothing
                game.apply((player + 1) % players, legal[0])
            except IllegalAction as refused:
                digest.update(refused.reason.encode())
            events = game.apply(player, legal[step % len(legal)] if step % 5 == 0 else game.auto_action())
        _feed(digest, events, game)
        if step % 7 == 0:  # stored and loaded again, as the service does between clicks
            game = game_type.from_dict(json.loads(json.dumps(game.to_dict())))
    rematch = game.rematch(SeededDice(seed + b"again"), [*reversed(range(players)), None])
    if rematch is not None:
        _feed(digest, rematch[1], rematch[0])
    return digest.hexdigest()


GOLDEN: dict[str, list[str]] = {
    "lcr {}": [
        "6a018c6fd6090626a1c75fc002c61c689c29fe9d40ab79ccfe5bd4c841bae5ed",
        "3737d4093f6492ce6edea2f8397e0f193e7b93323520300b575641c942e0c1c1",
        "559a2c4ac17879d96d7be52898bc86fb7a232937d6b0720f1ac2846726fa70bb",
        "e8f28432ba8ba966edd38012a3fdbd89bc17437495a5902e3e6dc2c0f94abb61",
        "494de0e98db65e7fb67d7a37e01cceab751d9c7fe171ca1c8326638a01277a18",
        "6b9e960bbb4f0a73d2165943662774be9ca1348a7944f73d18f5dd938012a502",
    ],
    'lcr {"dice": "always-three"}': [
        "95e789b04425b0cb1a331f45546a4bbb309f9074996d06a80c25776251c78cc3",
        "c36a21a254cda5e08613b5c07fbc8530b18d7065183344e8a6e353bfd0849b11",
        "2af93ecd1a4b1d2a8476da240d7b7425c90e5f9960a0325e71adb5a142ae7993",
        "20761e1ac5fda74311df2bb024ef1eddc967a3b637902001b83d236417321feb",
        "64ff7779c8ac625685d5fe13568c6411db08ffc14aed95f0aa6dff1301dabe14",
        "c6cb95d8be971ba886f11e42e2aa1ff7da747c363012c36436987dd959272d79",
    ],
    'lcr {"dot_to_win": true}': [
        "df6e085ac60928f5c97a5dd5f310d7d046a0eb8bf26a85c7de45e45f9de415d8",
        "c187a792c2e174085d17eaf3a1ade5afd70213280caf44e7249be06bb6e3f0e9",
        "f32cddabdd0dcf0f9297c7cbfe9648163cb09083ace4e8aaba41d5ba85b825bf",
        "9dffb3c71eea2e7f7abe88f1c478db20879a9ed0d859a87adb2f6e50f4e5b2f3",
        "f25999499f16f44b7b24cbc5a282cf52f43199153d887e29b2c3b6cf89ef6cbf",
        "f2a8b0eac499386c49abee379bc0f4ce2bb8919af1c79b705a7cd4fdcb8a5ad3",
    ],
    'lcr {"dice": "always-three", "dot_to_win": true, "stakes": true}': [
        "9f10a2413020cb3be4ac2c2ff61472b28ee5303c31f4303edf8828deffe7b8ff",
        "139b162c09eb6e771c8cbfcb930b05664f0dd1f7781c8479149d6d28ac3f3254",
        "e3b821e157ba17f3e79f7a9585e8b3cf77c9dd806eeb4954f3586885c781454b",
        "61a43444a3974db1f89e2e96015cfda3a85ff4f9a771093ea88418c5defc9275",
        "2c4efce9cee44876d967a5e68889d209f5acf908afc5ed81f741205907606f2c",
        "bc05254eb69863036ac5b3ec9953fae3068db420b4fdf5e105328db35cdd938b",
    ],
    "chicago {}": [
        "712c4179f4b012476d08426c278e38560cf6a3fa5067b1017b95e3febc398b90",
        "d58d4f37aa77ed23524f7047557f2ed3f413eed2abf464f5b97b05e40d4cc8b8",
        "34754d39522f1a4a2bdfde570e1e1ba06f0736a6cd4ae5f3f91449c9784b2bdf",
        "2adc0b701a7653d43356a48aec1e9dce8534c79e65bab4378ff3b0bd66eb751e",
        "b9fcd6db0fe5f549adb144bf359c61c5daecae50ddead666fe4d8107d30cce6d",
        "e9470567aee0ee33979f7f7c1286f2ca9f1964a8f26b066d46b21c70b9a3b99c",
    ],
    'chicago {"double_roll": true}': [
        "03db67962d84bc3645874a1197dfe76dab71d3de9e1fff69e2c4db34b989caed",
        "4521d6756649146f30452cc54a166b10083ade15a0499db1ac2498aecdf7e846",
        "d358093bd3d5d0b721c0667dbaef5a1ff083fb9e73cd7ac9230ceb3737876609",
        "7d767e4879b1c7045865af4d72fe819986421a93531baf34eaaa471ce453afd1",
        "9bbc8d1326bcbb8a19f718cf5cf82f9d9dd58549ba0035b34c3134c27da30bb1",
        "069cc9bd584eeeeab07be1d3f161bcfdf7daa0d1115bf2f5ac3fbeee180bc733",
    ],
    'chicago {"three_dice": true}': [
        "88297af56cf45fe048098a4adf663e64ed3a6a5222bc3ed0ef2b721c00318dac",
        "d2c7923f846ad089b2b93dcc23a672eecf7f04fe20e8ebd72ee9d6be22ee68d2",
        "dea7f0faf1c1c879df4826bf413bf20788f5596470f6a557ed89c0fd13668ddd",
        "636c23345873ea8384d00a6ba23f094d5c4489023d1b97d2dcca0a5cc74c750d",
        "83d7639dd02091504362fe9a162efdc0cf69bbb482d14e2e758452c5888c6d9e",
        "0bd74f373a80159d790ee765b150d501a2d656edce9012bde14f8a278d24ad91",
    ],
    'chicago {"double_roll": true, "three_dice": true}': [
        "6a56c891b921c300a2611e39529b35544c61080237b50b03988ee95e79c73f04",
        "85990a14112b647a3efb6b97b1d6f3f34551437296ab761dccc875ba8ab7efa2",
        "98fcc2b2b0ee2ec8c8a19d56bfb0094346f0e526427f0aee74ef095140c5ab67",
        "3ad103381214341e0af9e2ad17db0254ca0e82a08b1c39d3f80b4d4e55d11cd5",
        "6eeab6372a5277251422c23560b8e6b46999da8649f38fd0503ab189e73e6527",
        "d410b59c7703409ac96f209b87967a01c3ce9e5d2dd863e8488afc03bf8142c9",
    ],
    "buck {}": [
        "a6de2676344767c5e59b470d655beb94cdb4e47770a088916411eac89c65cc7f",
        "851b3dae73c837e8980868d461a7f30452dbe0690984a1f35b54a81ec9f7ed6f",
        "0fbec1fe7c751c5926259885775e33d792998bb287e595404abf040731892c71",
        "fc909f6b53860393ecf2d781a79d318896a1c20435eee9e4150434088dd6d157",
        "968878d31b0c3c2cb18ba783da0c7b6cb7f0fe45fdc2746acf13af6b9f9c7613",
        "0f4c83346c4c6b38dee318a9a3b9d239dd7162fe9cbb34863b10690084bfad98",
    ],
    'buck {"fewer_dice": true}': [
        "dcb4b79ed89b7483885bdcceea866493ca1c2dd536831e8a872406e000cb4362",
        "a7180bb5befa738e805b6041328a90081e4411429983f9b7a7530a37fd8422b3",
        "673b634e82ceef6fc968fbf6cc43f6bcc3daa958b9960850e3fd42c07774c2d3",
        "e16b46ae5bf43d6e4909c4e46446c5f9980d3a00015ed39f2bd26cba729d1acc",
        "698eb58ac8c3e76f23f067e47d6a0d7ff2a79aea00891e987adab20684ae2055",
        "bcea328940b4604cbdfc68cb783e031f92581a6ec25b314e55504dbe7ccbd0f5",
    ],
    'buck {"point_per_throw": true}': [
        "6901f78bf5803f0854e408d6cd74c25e6b0caf294e03d8f525c36161409b06d6",
        "8c6e06a95e97b9ee4bf2b0c5788d16ecd6484c7b3814a532470126ac9aa4ab4e",
        "162c94b90199c8ed30c74c66f981449610de81598e6f315cf64da399e579929d",
        "3974f5520922025d3647805b99e9a5a6a67bc8c35c379dc8ce0713fb5dcdb725",
        "b2951a74ec8d72a50cf16b4da66bcc926629eefa5b99fc1a921b5dc3420f8008",
        "0b855d9ff479420cb9f0933f96cf74bab4e4fad9f4c530be47544217d4258f9b",
    ],
    'buck {"fewer_dice": true, "point_per_throw": true}': [
        "9c5fb6007729595b88bd08662bc4e549fa5f25c5f40dc584646abede3514e6bf",
        "3715ae1165cc50d20a7a4da6c15580d40c4003e8f62387ad75e7f1df4c157382",
        "0c15104aaa31a242512cc4c83d3cc7c8b32dc6d1d98d03496ae77a0ab1dc8572",
        "7a4a9d4f4b36e64eca9c3529483fe057bbfb85dae0f49b27e3b7fcc8a8ff6515",
        "4d3026a2e9976381585291b3bbab775021ad8ad3e081e6da294feabe166fee34",
        "a7802887984afef1be368af6101bf870fea78cf61fbec8b866f399b11f62b5a8",
    ],
    "leftovers {}": [
        "62a30ea6d055926b5484a67dfb805b3440fa5a28b41e483720d22519e58225cb",
        "35409eb0520c1cd2f7151a01af69fce8034433a7b2a1a4c60214a32c70e016e4",
        "93b809ca24bc2fb5f10be3865181f390e9314ac130f051a2a606913b6f0310f1",
        "7e0f356ba47784be63af2967811b5b4da1c62ed9a44bc75391468774e08125d9",
        "b45e69e95c2e1c5af251d9d047fcff9c80dd246998605248559461d1e515b71c",
        "3f19012c0b4b7bf67223853ae76704329aa9bfe185cde5998cb3771401367168",
    ],
    'leftovers {"fixed_pile": true}': [
        "f319506fd40ddd6999d2ba3d4c54364b1ffcab388aec7d50521925dca97ed31e",
        "efd53a3db0d1414277757138a190e92ef8c5e7ac6fda69ff5ea59e1d0e2e4e4f",
        "649d4ffd54eeabff3927205e4b48ff133d81d3057aeee243586e77bd3c40da0e",
        "6a9f58ae4a88063fc19d63fa167b664de8f942a89d488c967d7080b72ce8acf1",
        "91d9ac0ee8f34882b04670a7d10fd62713cf39e4fbf0be5dbb75bcbbb879c3b7",
        "e3cba7d5c3b6d924ef29f059e349fc72f7ae09ebcd59108d2bcbf2d1865b612e",
    ],
}


@pytest.mark.parametrize(("kind", "options"), CASES, ids=[f"{k}-{'-'.join(o) or 'plain'}" for k, o in CASES])
def test_seeded_games_replay_exactly_as_before(kind: str, options: dict[str, Any]) -> None:
    key = f"{kind} {json.dumps(options, sort_keys=True)}"
    assert [trace(kind, options, number) for number in SEEDS] == GOLDEN[key]


SUMMARIES: dict[str, str] = {
    "lcr": "cbb434718f79cf4c018d7ab3c3275b07537c3c252e5aa03b26032420f056359d",
    "chicago": "75dd2a902077d63e599575797800df432c28c8f90b20f3bad53dc80f56ceb602",
    "buck": "15be465f1e479ab4eb1d34239d9349f9690dc4585633e1c347a278f0d747a76a",
    "leftovers": "fc97207225b526e835ff3e199b13e93c0ba8a7a2b18c7ba4eea57f48e21ca2ee",
}
SUMMARY_RUNS = [
    ("lcr", 5, 300, {"dot_to_win": True}),
    ("chicago", 4, 60, {"double_roll": True}),
    ("buck", 4, 60, {"fewer_dice": True}),
    ("leftovers", 4, 20, {}),
]


@pytest.mark.parametrize(("kind", "players", "games", "options"), SUMMARY_RUNS, ids=[run[0] for run in SUMMARY_RUNS])
def test_simulator_summaries_are_exactly_as_before(
    kind: str, players: int, games: int, options: dict[str, Any]
) -> None:
    summary = json.dumps(simulate(kind, players, games, options, seed="golden").to_dict(), sort_keys=True)
    assert hashlib.sha256(summary.encode()).hexdigest() == SUMMARIES[kind], summary


@pytest.mark.parametrize("length", [0, 32, 40, 63, 64, 65, 200])
def test_the_dice_stream_is_hmac_sha256_of_the_seed_whatever_its_length(length: int) -> None:
    """SeededDice computes the HMAC itself (its key absorbed once per stream): it must stay RFC 2104's, as a
    player recomputes it with any HMAC library; keys longer than SHA-256's 64-byte block are hashed first."""
    seed = bytes((7 * index + length) % 256 for index in range(length))
    dice = SeededDice(seed)
    stream = b"".join(hmac.new(seed, block.to_bytes(8, "big"), hashlib.sha256).digest() for block in range(3))
    faces = tuple(byte % 6 + 1 for byte in stream if byte < 252)  # a byte of 252 or more would bias a die: skipped
    assert dice.roll(len(faces)) == faces
    dice.roll(70)
    for copied in (copy.deepcopy(dice), pickle.loads(pickle.dumps(dice))):  # a copy goes on from the same byte
        assert copied.to_dict() == dice.to_dict()
        assert copied.roll(50) == SeededDice(seed, dice.position).roll(50)


@pytest.mark.parametrize(("kind", "options"), CASES, ids=[f"{k}-{'-'.join(o) or 'plain'}" for k, o in CASES])
def test_play_out_leaves_the_state_play_auto_leaves(kind: str, options: dict[str, Any]) -> None:
    """``play_out`` (the simulator's and the odds' loop, without events) ends where step-by-step play ends,
    from the start and from a game in play with a forfeit."""
    game_type = GAMES[kind].game
    for number in range(4):
        seed = hashlib.sha256(f"play-out-{kind}-{sorted(options.items())}-{number}".encode()).digest()
        stakes = [1 + number, 2, 3, 1] if options.get("stakes") else None
        game, _ = game_type.start(4, options, SeededDice(seed), stakes)
        for _ in range(number * 9):
            if not game.is_over:
                game.play_auto()
        if number % 2 and not game.is_over and number not in getattr(game, "out", ()):
            game.forfeit(number)  # (Bad Leftovers refuses a player already out on points)
        stepwise = game_type.from_dict(game.to_dict())
        while not stepwise.is_over:
            stepwise.play_auto()
        game.play_out()
        assert game.to_dict() == stepwise.to_dict()
        game.play_out()  # a finished game stays as it is
        assert game.to_dict() == stepwise.to_dict()
