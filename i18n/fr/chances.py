"""Français : les chances en direct sur la table (l'option de table live_chances)."""

MESSAGES: dict[str, str] = {
    "chances.seat": " · {percent} %",
    "chances.seat.lose": " · {percent} % de perdre",
    "cmd.live_chances": "Afficher la chance de gagner de chaque joueur à côté de son score, à chaque coup",
    "cmd.live_chances.name": "chances-en-direct",
    "cmd.buck.live_chances": "Afficher la chance de perdre de chaque joueur à côté de son score, à chaque lancer",
    "cmd.buck.live_chances.name": "chances-en-direct",
    "lcr.option.live_chances": "chances en direct",
    "chicago.option.live_chances": "chances en direct",
    "buck.option.live_chances": "chances de perdre en direct",
    "leftovers.option.live_chances": "chances en direct",
}
