# SPDX-License-Identifier: MIT
"""Draw rules: a game's settings for repetitions, the move limit, claims and
the variants' endgame rules."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from . import _core
from .constants import DrawPreset


@dataclass(frozen=True)
class DrawRules:
    """checkers_draw_rules. 0 switches a rule off.

    repetitions: occurrences of the same position that draw (0 or 2..1000).
    move_limit: moves by EACH side without a man move or a capture that draw.
    claim: False, the draw is automatic; True, a player claims it (Game.claim_draw).
    endgame: the variant's endgame rules (FMJD 16 and 5 moves, ...).
    """

    repetitions: int = 0
    move_limit: int = 0
    claim: bool = False
    endgame: bool = False

    @classmethod
    def preset(cls, preset: Union[DrawPreset, str, int], variant: str = "english") -> DrawRules:
        """A preset by enum or name: "online", "wcdf", "bga" or "none"; or
        "default", the variant's own rules (see DrawRules.default)."""
        if isinstance(preset, str):
            if preset.lower() == "default":
                return cls.default(variant)
            try:
                preset = DrawPreset[preset.upper()]
            except KeyError:
                names = ", ".join(["default"] + [p.name.lower() for p in DrawPreset])
                raise ValueError(f"unknown draw preset {preset!r} (known: {names})") from None
        repetitions, move_limit, claim, endgame = _core.draw_rules_preset(int(preset))
        return cls(repetitions, move_limit, bool(claim), bool(endgame))

    @classmethod
    def default(cls, variant: str = "english") -> DrawRules:
        """The variant's own rules, those a new game of it starts with (for
        English the online preset; International: threefold, 25 moves, the
        endgame rules)."""
        repetitions, move_limit, claim, endgame = _core.draw_rules_preset(variant)
        return cls(repetitions, move_limit, bool(claim), bool(endgame))

    def _as_tuple(self) -> tuple[int, int, int, int]:
        return (self.repetitions, self.move_limit, int(self.claim), int(self.endgame))
