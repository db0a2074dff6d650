"""JXM016: a Python list or tuple handed to a jax.numpy function that needs an array.

NumPy converts a list it is given; most jax.numpy functions refuse one (JAX would otherwise
trace every element as its own argument): ``jnp.sum([1, 2, 3])`` raises ``TypeError: sum
requires ndarray or scalar arguments, got <class 'list'> at position 0.``  Flagged: argument
0 of a function of ``LIST_REJECTING`` (probe-verified on jax 0.4.38 and 0.10.2) when it
provably holds a Python list or tuple: a literal, a comprehension, ``list(...)``/
``tuple(...)``/``sorted(...)``, an array's ``.shape`` (or a slice of it), the leaves JAX's tree
utilities hand back (``jax.tree_util.tree_leaves(t)``, element 0 of ``tree_flatten(t)``), or a name
whose bindings reaching the call are only those (``.append`` keeps it a list).
Also argument 1 of a function of ``LIST_REJECTING_SECOND`` (``jnp.percentile(x, [50, 90])``,
``jnp.isin(x, [1, 2])``: "... at position 1", probe-verified on jax 0.10.2) when argument 0
is not itself flagged.
Also an element of a literal sequence handed to ``jnp.concatenate`` or ``jnp.stack`` that is
a list or tuple (``jnp.concatenate([[], [1]], 0)`` raises the same TypeError on 0.4.38 and
0.10.2; the first such element is reported).
Left alone: the functions that take a sequence of lists (``array``, ``asarray``, ``block``;
``hstack``, ``vstack``... take one on 0.4.38), a list of arrays handed to ``concatenate`` or
``stack``, NumPy's own functions, ``*args``, and any value not proven a list or tuple (a
parameter, a pytree, a name also bound to an array).
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import first_positional, spelled_name
from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import Scope
from ..semantics.jaxapi import (
    LIST_ARGUMENT_ERROR,
    LIST_ELEMENT_REJECTING,
    LIST_REJECTING,
    LIST_REJECTING_ATTRIBUTES,
    LIST_REJECTING_SECOND,
    LIST_REJECTING_SECOND_KEYWORDS,
)

ARRAY = "jax.numpy.array"
# One set lookup per attribute call of the file: the functions refusing a list, or one among the pieces.
_ATTRIBUTES = LIST_REJECTING_ATTRIBUTES | LIST_ELEMENT_REJECTING | LIST_REJECTING_SECOND


def _rejecting_function(context: RuleContext, call: ast.Call, scope: Scope) -> Optional[str]:
    """The jax.numpy function of LIST_REJECTING that ``call`` calls, or None."""
    func = call.func
    if isinstance(func, ast.Attribute):
        if func.attr not in _ATTRIBUTES:
            return None
    elif not isinstance(func, ast.Name):
        return None
    qualname = context.semantics.qualified_name(func, scope)
    if qualname is None or not qualname.startswith("jax.numpy."):
        return None
    name = qualname[len("jax.numpy."):]
    return name if name in LIST_REJECTING or name in LIST_ELEMENT_REJECTING or name in LIST_REJECTING_SECOND else None


def wrap_in_array_fix(context: RuleContext, sequence: ast.expr, scope: Scope, call: ast.Call) -> Optional[Fix]:
    """``jnp.sum([1, 2, 3])`` -> ``jnp.sum(jnp.array([1, 2, 3]))``, spelled with the file's own
    imports.  Safe: the call raised on every run before, and ``jnp.array`` converts the list as
    NumPy converts it (numbers, or arrays stacked along a new first axis)."""
    spelled = context.semantics.spelling(ARRAY, scope, call)
    if spelled is None:
        return None

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        original = view.node(sequence)
        if original is None:
            return None
        wrapped = cst.Call(func=cst.parse_expression(spelled), args=[cst.Arg(original)])
        return ((original, wrapped),)

    return context.fix(f"Wrap it in {spelled}(...)", True, (sequence,), build)


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    for scope in semantics.scopes:
        for call in scope.calls:
            given = first_positional(call)
            if given is None or isinstance(given, ast.Constant):
                # Nothing, or a number: the common case, decided before any lookup, unless the
                # function's own name is one refusing a list in argument 1 (``jnp.maximum(0, [...])``).
                if given is None or spelled_name(call.func) not in LIST_REJECTING_SECOND:
                    continue
            name = _rejecting_function(context, call, scope)
            if name is None:
                continue
            if name in LIST_ELEMENT_REJECTING:
                yield from _list_elements(context, call, given, scope)
                continue
            kind = None if name not in LIST_REJECTING else semantics.python_sequence(given, scope)
            if kind not in ("list", "tuple") and name in LIST_REJECTING:
                kind = semantics.sequences.first_kind(given, scope)  # a list on the first run of a loop
            if kind not in ("list", "tuple"):
                # JAX checks argument 0 first: argument 1 is reported when argument 0 is not.
                second = _second_argument(call, name) if name in LIST_REJECTING_SECOND else None
                if second is not None and semantics.sequences.written(second, scope):
                    kind = semantics.python_sequence(second, scope)
                    if kind in ("list", "tuple"):
                        yield _report(context, call, second, scope, kind)
                continue
            yield _report(context, call, given, scope, kind)


def _second_argument(call: ast.Call, name: str) -> Optional[ast.expr]:
    """Argument 1, by position or by its keyword (``q=``), when it is not a number or a
    starred expression (the common case: none)."""
    if any(isinstance(a, ast.Starred) for a in call.args[:2]):
        return None
    if len(call.args) >= 2:
        second = call.args[1]
    else:
        keyword = LIST_REJECTING_SECOND_KEYWORDS.get(name)
        second = next((item.value for item in call.keywords if keyword is not None and item.arg == keyword), None)
    return None if isinstance(second, ast.Constant) else second


def _report(context: RuleContext, call: ast.Call, given: ast.expr, scope: Scope, kind: str) -> Report:
    function = context.source_text(call.func)
    return Report(
        given,
        f"{function} needs an array but gets a Python {kind}, which jax.numpy does not "
        "convert as NumPy does; wrap it in jnp.array(...)",
        wrap_in_array_fix(context, given, scope, call),
    )


def _list_elements(context: RuleContext, call: ast.Call, given: ast.expr, scope: Scope) -> Iterator[Report]:
    """``jnp.concatenate([[], [1]])``: the first element of the literal sequence that is a Python
    list or tuple (JAX reports the first it meets)."""
    if not isinstance(given, (ast.List, ast.Tuple)):
        return
    for element in given.elts:
        kind = None if isinstance(element, ast.Starred) else context.semantics.python_sequence(element, scope)
        if kind in ("list", "tuple"):
            function = context.source_text(call.func)
            yield Report(
                element,
                f"{function} needs a sequence of arrays but this element is a Python {kind}, which "
                "jax.numpy does not convert as NumPy does; wrap it in jnp.array(...)",
            )
            return


RULE = Rule(
    code="JXM016",
    title="Python list or tuple passed to a jax.numpy function",
    # Captured from runs under jax 0.4.38 and 0.10.2 (tests/probes/list_arguments.py: every
    # function of LIST_REJECTING); the tests hold every flagged case to it.
    raises=(Raises("TypeError", LIST_ARGUMENT_ERROR),),
    check=check,
    description=__doc__,
)
