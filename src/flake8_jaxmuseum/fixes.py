"""Autofixes: what a rule offers to rewrite.

A :class:`Fix` replaces LibCST nodes of the file by new nodes (or removes them); see
:mod:`flake8_jaxmuseum.cstedit` for applying them.  Safe fixes never change the
behaviour of code that ran (the code they fix raises); unsafe ones may (``jnp.where``
evaluates both branches...).  This module stays free of LibCST, which is imported
only once some file has a finding to fix.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Fix:
    title: str  # what it does, e.g. "Use x = x.at[0].set(1.0)"
    safe: bool
    edits: tuple  # ((original LibCST node, replacement), ...)

    @property
    def applicability(self) -> str:
        return "safe" if self.safe else "unsafe"

    @property
    def command(self) -> str:
        """The command that applies it."""
        return "jaxmuseum fix" if self.safe else "jaxmuseum fix --unsafe-fixes"
