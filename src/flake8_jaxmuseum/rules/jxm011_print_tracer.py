"""JXM011: print() of a traced value.

Inside a function JAX traces in a staged or mapped way (``jax.jit``, ``jax.pmap``,
``jax.vmap``, the bodies given to ``lax.cond``/``switch``/``scan``/``fori_loop``/
``while_loop``/``map``, and helpers they call with traced arguments), Python's
``print`` runs only while JAX traces, when the value is a tracer: it prints
``JitTracer(float32[2])`` (``Traced<ShapedArray(float32[2])>...`` on older JAX), once
per compilation, and never the values.  Flagged: the builtin ``print`` (not rebound)
of a traced value given positionally, inside a list/tuple/dict display, through
``str()``/``repr()``/``format()``, string concatenation, a ``%s``/``%r`` conversion, a
``"...".format`` field or an f-string field without a format spec; and
``jax.debug.print`` handed an f-string with such a field (Python formats it at trace
time, so it prints the tracer on every call).

Not flagged: static facts (``x.shape``, ``x.dtype``, ``len(x)``, ``type(x)``), static
arguments, parameters with a default, unmapped vmap arguments, module constants, plain
strings (a trace-time marker), ``jax.debug.print`` with proper fields, ``print``
outside traced code or in functions handed to ``jax.debug.callback``, a rebound
``print``, functions that are only differentiated (under ``jax.grad`` the print shows
the primal value, on every call), logging calls; and fields with a format spec
(``f"{x:.3f}"``), ``%f``/``%d`` conversions, ``float(x)``: those raise instead.
"""

from __future__ import annotations

import ast
import re
import string
from typing import Iterator, Optional

from ..astutil import positional_args
from ..fixes import Fix
from ..rule import Report, Rule, RuleContext, Symptom
from ..semantics import ABSTRACT, Scope, ScopeType, Semantics, ValueKind
from ..semantics.jaxapi import DEBUG_PRINT

TRACER = "tracer"  # printing shows a tracer's repr
RAISES = "raises"  # evaluating the arguments raises first: nothing is printed
# One ``%`` conversion: (mapping key)(flags)(width)(.precision)(length)(type).
_PERCENT = re.compile(r"%(\([^)]*\))?([#0\- +]*)(\*|\d+)?(?:\.(\*|\d+))?[hlL]?(.)", re.DOTALL)
_MAX_DEPTH = 20


class _Shown:
    """What printing an expression shows of traced values: ``TRACER`` (with the traced
    expression), ``RAISES`` or nothing."""

    __slots__ = ("verdict", "culprit")

    def __init__(self, verdict: Optional[str] = None, culprit: Optional[ast.expr] = None) -> None:
        self.verdict = verdict
        self.culprit = culprit


NOTHING = _Shown()


def _combined(parts: list) -> _Shown:
    """Arguments are all evaluated before anything prints: one that raises wins."""
    for part in parts:
        if part.verdict == RAISES:
            return part
    for part in parts:
        if part.verdict == TRACER:
            return part
    return NOTHING


def _is_str(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


class _Printed:
    """Reads what ``print`` (or ``str.format``...) makes of expressions in one function."""

    def __init__(self, semantics: Semantics, scope: Scope) -> None:
        self.semantics = semantics
        self.scope = scope

    def builtin(self, node: ast.expr, *names: str) -> bool:
        return any(self.semantics.is_builtin(node, self.scope, name) for name in names)

    def tracer(self, node: ast.expr) -> _Shown:
        """Formatting ``node`` with a spec, or converting it with ``%f``: raises on a tracer."""
        return _Shown(RAISES, node) if self.semantics.holds_tracers(node, self.scope) else NOTHING

    def stringish(self, node: ast.expr) -> bool:
        if _is_str(node) or isinstance(node, ast.JoinedStr):
            return True
        if isinstance(node, ast.Call) and self.builtin(node.func, "str", "repr", "ascii", "format"):
            return True
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
            return self.stringish(node.left)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
            return _is_str(node.func.value)
        return False

    def shown(self, node: ast.expr, depth: int = 0) -> _Shown:
        """What printing ``node`` (converting it with ``str``) shows of traced values."""
        if depth > _MAX_DEPTH:
            return NOTHING
        depth += 1
        if isinstance(node, ast.JoinedStr):
            return self.fstring(node, depth)
        if isinstance(node, ast.BinOp):
            if isinstance(node.op, ast.Mod) and _is_str(node.left):
                return self.percent(node, depth)
            if isinstance(node.op, ast.Add) and (self.stringish(node.left) or self.stringish(node.right)):
                return _combined([self.shown(node.left, depth), self.shown(node.right, depth)])
        if isinstance(node, ast.Call):
            shown = self.call(node, depth)
            if shown is not None:
                return shown
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            return _combined([self.shown(e, depth) for e in node.elts if not isinstance(e, ast.Starred)])
        if isinstance(node, ast.Dict):
            return _combined([self.shown(e, depth) for e in (*node.keys, *node.values) if e is not None])
        if self.semantics.holds_tracers(node, self.scope):
            return _Shown(TRACER, node)
        return NOTHING

    def call(self, node: ast.Call, depth: int) -> Optional[_Shown]:
        positional = positional_args(node)
        if positional is None:
            return None
        if self.builtin(node.func, "str", "repr", "ascii") and len(positional) == 1 and not node.keywords:
            return self.shown(positional[0], depth)
        if self.builtin(node.func, "format") and not node.keywords and len(positional) in (1, 2):
            if len(positional) == 1 or (_is_str(positional[1]) and not positional[1].value):
                return self.shown(positional[0], depth)
            return self.tracer(positional[0])
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "format" and _is_str(func.value):
            return self.format_method(func.value.value, positional, node.keywords, depth)
        return None

    def field(self, value: ast.expr, spec: bool, conversion: bool, depth: int) -> _Shown:
        """One replacement field: a spec formats the value itself (a tracer refuses it),
        unless a conversion (``!r``, ``!s``) made it a string first."""
        if spec and not conversion:
            return self.tracer(value)
        return self.shown(value, depth)

    def fstring(self, node: ast.JoinedStr, depth: int) -> _Shown:
        parts = []
        for value in node.values:
            if isinstance(value, ast.FormattedValue):
                spec = value.format_spec is not None and bool(value.format_spec.values)
                parts.append(self.field(value.value, spec, value.conversion != -1, depth))
        return _combined(parts)

    def percent(self, node: ast.BinOp, depth: int) -> _Shown:
        conversions = []
        for match in _PERCENT.finditer(node.left.value):
            key, _, width, precision, conversion = match.groups()
            if conversion == "%":
                continue
            if key is not None or width == "*" or precision == "*":
                return NOTHING  # a mapping, or widths taken from the values: not read
            conversions.append(conversion)
        right = node.right
        if isinstance(right, ast.Tuple):
            values = right.elts
            if any(isinstance(e, ast.Starred) for e in values) or len(values) != len(conversions):
                return NOTHING
        else:
            # A single value: unless it is an array, it may be a tuple of values.
            if len(conversions) != 1 or self.semantics.value_kind(right, self.scope) != ValueKind.TRACED_ARRAY:
                return NOTHING
            values = [right]
        parts = []
        for conversion, value in zip(conversions, values):
            if conversion in "sra":
                parts.append(self.shown(value, depth))
            else:
                parts.append(self.tracer(value))
        return _combined(parts)

    def format_method(self, template: str, positional: list, keywords: list, depth: int) -> _Shown:
        try:
            fields = list(string.Formatter().parse(template))
        except ValueError:
            return NOTHING
        by_name = {item.arg: item.value for item in keywords if item.arg is not None}
        parts, automatic = [], 0
        for _, name, spec, conversion in fields:
            if name is None:
                continue
            if name == "":
                index, automatic = automatic, automatic + 1
                value = positional[index] if index < len(positional) else None
            elif name.isdigit():
                value = positional[int(name)] if int(name) < len(positional) else None
            elif name.isidentifier():
                value = by_name.get(name)
            else:
                value = None  # ``{0.shape}``, ``{x[0]}``: attributes and items, not read
            if value is not None:
                parts.append(self.field(value, bool(spec), conversion is not None, depth))
        return _combined(parts)


# ---- the fix: print(...) -> jax.debug.print("...", ...) -------------------------------------


class _Plan:
    """The format string and the argument sources of a ``jax.debug.print`` call: each
    argument is an ast node to find in the LibCST view, or (f-string node, index) for
    the index-th replacement field of an f-string."""

    def __init__(self) -> None:
        self.template: list = []
        self.arguments: list = []

    def text(self, text: str) -> bool:
        if "{" in text or "}" in text:
            return False  # would need escaping, which jax 0.10.2 mishandles before a field
        self.template.append(text)
        return True

    def field(self, source, conversion: int = -1) -> None:
        self.template.append({-1: "{}", 115: "{!s}", 114: "{!r}", 97: "{!a}"}[conversion])
        self.arguments.append(source)

    def fstring(self, node: ast.JoinedStr) -> bool:
        index = 0
        for value in node.values:
            if isinstance(value, ast.Constant):
                if not self.text(value.value):
                    return False
            elif isinstance(value, ast.FormattedValue):
                if value.format_spec is not None or value.conversion not in (-1, 115, 114, 97):
                    return False
                self.field((node, index), value.conversion)
                index += 1
            else:
                return False
        return True


def _print_plan(printed: _Printed, call: ast.Call) -> Optional[_Plan]:
    """``print(a, b)`` as a jax.debug.print format and arguments, joined with print's
    " "; None when print's arguments do not allow it (keywords such as ``sep=``/``end=``/
    ``file=``, ``*args``, braces in the text, format specs, ``%``, concatenation)."""
    positional = positional_args(call)
    if call.keywords or not positional:
        return None
    plan = _Plan()
    for number, argument in enumerate(positional):
        if number and not plan.text(" "):
            return None
        if _is_str(argument):
            if not plan.text(argument.value):
                return None
        elif isinstance(argument, ast.JoinedStr):
            if not plan.fstring(argument):
                return None
        elif isinstance(argument, ast.Call) and printed.builtin(argument.func, "str", "repr"):
            inner = positional_args(argument)
            if argument.keywords or inner is None or len(inner) != 1:
                return None
            plan.field(inner[0], 114 if printed.builtin(argument.func, "repr") else -1)
        elif isinstance(argument, ast.Call) and isinstance(argument.func, ast.Attribute) and (
            argument.func.attr == "format" and _is_str(argument.func.value)
        ):
            if len(positional) != 1 or not _format_plan(plan, argument):
                return None
        elif isinstance(argument, ast.BinOp) and printed.stringish(argument):
            return None  # "%s" % x, "a" + str(x): no mechanical rewrite
        else:
            plan.field(argument)
    return plan


def _format_plan(plan: _Plan, call: ast.Call) -> bool:
    """``"mean is {}".format(mu)``: automatic fields only, no spec, one per argument."""
    values = positional_args(call)
    try:
        fields = list(string.Formatter().parse(call.func.value.value))
    except ValueError:
        return False
    names = [name for _, name, _, _ in fields if name is not None]
    if call.keywords or values is None or names != [""] * len(values):
        return False
    remaining = iter(values)
    for literal, name, spec, conversion in fields:
        if not plan.text(literal):
            return False
        if name is None:
            continue
        if spec or conversion not in (None, "r", "s"):
            return False
        plan.field(next(remaining), {None: -1, "s": 115, "r": 114}[conversion])
    return True


def _quoted(text: str) -> str:
    """A Python string literal for ``text``, in double quotes where possible."""
    literal = repr(text)
    if literal.startswith("'") and '"' not in text:
        literal = '"' + literal[1:-1].replace("\\'", "'") + '"'
    return literal


def _field_expressions(node) -> list:
    """The expressions of an f-string's replacement fields, in order (LibCST)."""
    import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

    if isinstance(node, cst.ConcatenatedString):
        return _field_expressions(node.left) + _field_expressions(node.right)
    if isinstance(node, cst.FormattedString):
        return [part.expression for part in node.parts if isinstance(part, cst.FormattedStringExpression)]
    return []


def _debug_print_fix(context: RuleContext, function: Scope, call: ast.Call, plan: _Plan) -> Optional[Fix]:
    """Unsafe: ``jax.debug.print`` prints at run time, on every call (once per vmap element,
    per loop iteration, per device), floats with more digits, through a callback."""
    semantics = context.semantics
    if call.lineno != call.end_lineno and "#" in context.file.segment(call):
        return None  # comments inside the call: a rewrite would drop them
    callee = None
    if semantics.qualified_name(call.func, function) == DEBUG_PRINT:
        callee = call.func
        spelled = None
    else:
        spelled = semantics.spelling(DEBUG_PRINT, function, call)
    anchors = (call,)
    import_after = None
    if callee is None and spelled is None:
        import_after = _import_anchor(semantics, function, call)
        if import_after is None:
            return None
        anchors = (import_after, call)
        spelled = DEBUG_PRINT

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST
        from ..cstedit import as_argument

        node = view.node(call)
        if node is None:
            return None
        arguments = []
        fields: dict = {}
        for source in plan.arguments:
            if isinstance(source, tuple):
                fstring, index = source
                if id(fstring) not in fields:
                    found = view.node(fstring)
                    fields[id(fstring)] = [] if found is None else _field_expressions(found)
                expressions = fields[id(fstring)]
                if index >= len(expressions):
                    return None
                expression = expressions[index]
            else:
                expression = view.node(source)
                if expression is None:
                    return None
            arguments.append(cst.Arg(as_argument(expression)))
        func = node.func if callee is not None else cst.parse_expression(spelled)
        template = cst.SimpleString(_quoted("".join(plan.template)))
        edits = [(node, node.with_changes(func=func, args=[cst.Arg(template), *arguments]))]
        if import_after is not None:
            line = view.line(import_after)
            if line is None:
                return None
            added = cst.SimpleStatementLine(body=[cst.Import(names=[cst.ImportAlias(name=cst.Name("jax"))])])
            edits.append((line, cst.FlattenSentinel([line, added])))
        return tuple(edits)

    title = "Use jax.debug.print" if callee is None else "Pass the values to jax.debug.print"
    return context.fix(title, False, anchors, build)


def _import_anchor(semantics: Semantics, function: Scope, call: ast.Call) -> Optional[ast.stmt]:
    """Where ``import jax`` can go when ``jax`` is not bound before ``call`` runs: after
    the last top-level import before the statement holding ``call`` (so it runs before the
    def, in the same notebook cell or an earlier one).  None when ``jax`` is bound already:
    in a function around the call, or by a top-level ``import jax`` above that statement
    (one further down, added by an earlier fix or written in a later cell, runs too late
    for a call made before it)."""
    holder = function
    while holder is not None and (holder.type is ScopeType.CLASS or "jax" not in holder.bindings):
        holder = holder.parent
    if holder is not None and holder is not semantics.module_scope:
        return None
    last = None
    for statement in semantics.module.body:
        if (statement.lineno, statement.col_offset) > (call.lineno, call.col_offset):
            break
        if isinstance(statement, ast.Import) and any(a.name.split(".")[0] == "jax" and a.asname is None for a in statement.names):
            return None
        if isinstance(statement, (ast.Import, ast.ImportFrom)):
            last = statement
    return last


# ---- the rule ------------------------------------------------------------------------------


def _name(culprit: ast.expr) -> str:
    """The keyword a suggested ``jax.debug.print`` names the value by: ``w`` for ``self.w``."""
    if isinstance(culprit, ast.Name):
        return culprit.id
    if isinstance(culprit, ast.Attribute):
        return culprit.attr
    return "value"


def _shortened(context: RuleContext, node: ast.expr) -> str:
    text = context.source_text(node)
    return text if len(text) <= 40 else text[:37] + "..."


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    for function in context.traced_functions():
        printed = _Printed(semantics, function)
        where = context.where(function)
        for call in function.calls:
            if semantics.is_builtin(call.func, function, "print"):
                positional = positional_args(call)
                if positional is None:
                    continue
                shown = _combined([printed.shown(argument) for argument in positional])
                if shown.verdict != TRACER:
                    continue
                name, value = _name(shown.culprit), _shortened(context, shown.culprit)
                plan = _print_plan(printed, call)
                yield Report(
                    call,
                    f"print() of traced value '{value}' {where} prints a tracer "
                    f"at trace time, never its values; use jax.debug.print(\"{name} = {{{name}}}\", {name}={value}) "
                    f"(print({value}.shape) is fine)",
                    None if plan is None else _debug_print_fix(context, function, call, plan),
                )
            elif (
                call.args
                and isinstance(call.args[0], ast.JoinedStr)
                and semantics.qualified_name(call.func, function) == DEBUG_PRINT
            ):
                shown = printed.shown(call.args[0])
                if shown.verdict != TRACER:
                    continue
                name = _name(shown.culprit)
                plan = _Plan()
                fixable = len(call.args) == 1 and not call.keywords and plan.fstring(call.args[0])
                yield Report(
                    call,
                    f"f-string in jax.debug.print {where} is formatted at trace time and prints a tracer; "
                    f"pass the value as an argument: jax.debug.print(\"{name} = {{{name}}}\", {name}={name})",
                    _debug_print_fix(context, function, call, plan) if fixable else None,
                )


RULE = Rule(
    code="JXM011",
    title="print() of a traced value",
    # Captured from runs under jax 0.4.38 and 0.10.2; the tests run every case and look at what it printed.
    symptom=Symptom(
        "tracer-printed",
        "prints JitTracer(float32[2]) (Traced<ShapedArray(float32[2])>... on jax 0.4.38) once, at trace time",
    ),
    check=check,
    traced_under=ABSTRACT,
    description=__doc__,
)
