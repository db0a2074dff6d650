"""What a rule is: its code, title, what JAX does, where it looks, its check and fixes.

A rule module defines ``RULE = Rule(...)``; :mod:`flake8_jaxmuseum.rules` finds every
module named ``jxmNNN_*`` and registers its ``RULE``.  ``check(context)`` yields
:class:`Report` objects: the ast node to underline, a one-line message (without the
code) and, where one is sound, a :class:`~flake8_jaxmuseum.fixes.Fix`.  Rules never
parse or walk the tree themselves; they query ``context.semantics``.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Callable, Iterator, Optional

from .fixes import Fix
from .options import LintOptions
from .semantics import Semantics, Tracing
from .semantics.jaxapi.errors import catching_names
from .sourcefile import SourceFile


@dataclass(frozen=True)
class Raises:
    """What JAX raises: the exception class and the stable core of its message, as
    captured from runs under every supported JAX version."""

    exception: str
    message: str


@dataclass(frozen=True)
class Symptom:
    """What a silent mistake does instead of raising where it is written, as the tests
    observe it under JAX with a probe: "tracer-printed" (the program prints a tracer's
    repr), "key-reused" (the same PRNG key bits are consumed twice), "update-discarded"
    (an ``.at[]`` update's result is thrown away, the array unchanged), "retraced" (one
    function traced again at a ``jax.jit`` line, for each new callable built from it)."""

    probe: str
    description: str  # one line: what the user sees


@dataclass(frozen=True)
class Report:
    node: ast.AST
    message: str
    fix: Optional[Fix] = None


@dataclass(frozen=True)
class Rule:
    code: str  # "JXM001"
    title: str  # a short noun phrase: "item assignment into a JAX array"
    check: Callable[["RuleContext"], Iterator[Report]]
    raises: tuple = ()  # Raises, one per way JAX reports the mistake; or, for a silent one:
    symptom: Optional[Symptom] = None
    # The traced code the rule looks at (``context.traced_functions()``); NONE: the
    # rule reads module-wide sites (calls, stores) instead.
    traced_under: Tracing = Tracing.NONE
    description: str = ""  # the rule module's docstring: what it flags and what it leaves alone
    # JAX raises where the rule flags (a handler around that code catches it), not later on.
    raised_where_flagged: bool = True

    @property
    def caught_by(self) -> frozenset:
        """The exception class names whose ``except`` around a finding catches what JAX
        raises there: the code expects the error (empty for a silent rule)."""
        if self.symptom is not None or not self.raised_where_flagged:
            return frozenset()
        return frozenset().union(*(catching_names(raised.exception) for raised in self.raises))


@dataclass
class RuleContext:
    """What a rule's check gets: the file, the shared analysis of it, and the options
    that change findings (``options.target_jax``...)."""

    file: SourceFile
    semantics: Semantics
    rule: Optional[Rule] = None
    options: LintOptions = field(default_factory=LintOptions)

    def traced_functions(self) -> Iterator:
        """The functions traced the way the running rule looks at (``Rule.traced_under``)."""
        assert self.rule is not None and self.rule.traced_under, "this rule declared no traced_under"
        return self.semantics.traced_functions(self.rule.traced_under)

    def where(self, function) -> str:
        """How a message names the traced function a finding is in: "in traced function
        'loss'", and, when only another module of the project traces it, from where
        ("(traced from train.py:12)")."""
        name = function.function_name()
        owner = function.parent
        if function.is_method and owner is not None and isinstance(owner.node, ast.ClassDef):
            name = f"{owner.node.name}.{name}"  # every module has a __call__: say whose
        text = f"in traced function '{name}'"
        site = self.semantics.traced_from_project(function)
        if site is not None:
            return f"{text} (traced from {site})"
        call = self.semantics.run_by(function)
        if call is not None:
            said = self.source_text(call)
            if len(said) > 40:
                callee = self.source_text(call.func)
                said = (callee if len(callee) <= 35 else callee[:32] + "...") + "(...)"
            return f"{text} (run by {said} on line {call.lineno})"
        return text

    def says(self, word: str) -> bool:
        """The file's text, or that of a definition of another module pasted into its model
        (``from model import update``: see semantics/exports.py), contains ``word``: a
        rule's first, cheap test that it has anything to look at."""
        if word in self.file.text:
            return True
        project = self.semantics.project
        return project is not None and any(word in export.text for export in project.exports)

    def source_text(self, node: ast.AST) -> str:
        """Source text of an ast node, collapsed to one line for messages."""
        return " ".join(self.file.segment(node).split())

    def fix(self, title: str, safe: bool, anchors: tuple, build: Callable) -> Fix:
        """A fix of this file, built only when asked for: ``build(view)`` gets a LibCST
        view of the statements around ``anchors`` (the ast nodes it rewrites; ``view.node``
        finds the LibCST node standing where an ast node stands) and returns
        ((original LibCST node, replacement), ...).  Decide here, from the ast, that the
        fix applies: the finding says it is fixable before the edit exists."""
        return Fix(title, safe, self.file, tuple(anchors), build)
