"""Autofixes: what a rule offers to rewrite, built only when someone asks.

A rule decides at lint time, from the ``ast``, *whether* it can fix a finding and how
safely: that is all diagnostics, flake8 and ``jaxmuseum check`` need.  The edit itself
is built on demand (``jaxmuseum fix``, an editor's quick fix): LibCST parses just the
statements the fix rewrites (:meth:`~flake8_jaxmuseum.sourcefile.SourceFile.cst_view`),
the rule's ``build`` replaces nodes there, and the change becomes one
:class:`TextEdit` of the file.  Safe fixes never change the behaviour of code that ran
(the code they fix raises); unsafe ones may (``jnp.where`` evaluates both branches...).
This module stays free of LibCST.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Optional

if TYPE_CHECKING:
    from .sourcefile import SourceFile


@dataclass(frozen=True)
class TextEdit:
    start: int  # character offsets into the file's text
    end: int
    text: str  # what replaces text[start:end]


class FixLabel:
    """What a fix is called and how safe it is: all a report needs, and what the cache
    keeps (a :class:`Fix` itself holds the file and cannot leave its process)."""

    def __init__(self, title: str, safe: bool) -> None:
        self.title = title  # what it does, e.g. "Use x = x.at[0].set(1.0)"
        self.safe = safe

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.title!r}, {self.applicability})"

    @property
    def applicability(self) -> str:
        return "safe" if self.safe else "unsafe"

    @property
    def command(self) -> str:
        """The command that applies it."""
        return "jaxmuseum fix" if self.safe else "jaxmuseum fix --unsafe-fixes"

    def label(self) -> "FixLabel":
        return FixLabel(self.title, self.safe)


class Fix(FixLabel):
    """``build(view)`` returns ((original LibCST node, replacement), ...) for the nodes of
    ``view`` (the statements around ``anchors``, the ast nodes the fix rewrites), or None."""

    def __init__(self, title: str, safe: bool, file: "SourceFile", anchors: tuple, build: Callable) -> None:
        super().__init__(title, safe)
        self._file = file
        self._anchors = anchors
        self._build = build
        self._edit: object = _UNBUILT

    def edit(self) -> Optional[TextEdit]:
        """The edit, built on first call; None if LibCST cannot build it here."""
        if self._edit is _UNBUILT:
            self._edit = None
            view = self._file.cst_view(list(self._anchors))
            if view is not None:
                edits = self._build(view)
                if edits:
                    self._edit = view.text_edit(edits)
        return self._edit


_UNBUILT = object()


def apply_edits(text: str, fixes: list) -> tuple:
    """(new text, fixes applied): the edits of ``fixes`` that do not overlap, the
    innermost first; the others wait for a next round (the caller lints again)."""
    built = [(fix, fix.edit()) for fix in fixes]
    built = [(fix, edit) for fix, edit in built if edit is not None]
    chosen: list = []
    for fix, edit in sorted(built, key=lambda item: item[1].end - item[1].start):
        if all(_apart(edit, other) for other in chosen):
            chosen.append(edit)
    chosen.sort(key=lambda edit: edit.start)
    parts, position = [], 0
    for edit in chosen:
        parts += [text[position:edit.start], edit.text]
        position = edit.end
    parts.append(text[position:])
    # Fixes whose edits are identical (two findings curing one cause, such as one parameter
    # made static) are applied together, once.
    applied = [fix for fix, edit in built if edit in chosen]
    return "".join(parts), applied


def _apart(edit: TextEdit, other: TextEdit) -> bool:
    """Whether two different edits can both apply: they touch no common text, and are not
    two insertions at one offset (they would land in an arbitrary order, or twice)."""
    if edit == other or edit.start == edit.end == other.start == other.end:
        return False
    return edit.end <= other.start or other.end <= edit.start
