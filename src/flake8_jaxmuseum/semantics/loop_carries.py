"""How a lax loop's body and predicate use the elements of its carry, read from their text:
which elements the body hands back unchanged, in their place, and reads nowhere else, and
which elements the predicate reads.

A carry is a tuple literal of ``arity`` elements (``(0, x)``), or one value (``arity`` None:
the whole carry is its one element, 0).  The body reads element ``k`` of its carry parameter
``c`` as ``c[k]``, or through a name a flat unpacking binds (``i, y = c``); any other use of
``c`` (``c``, ``f(c)``, ``c[i]``) reads every element.  Asked only of the loops a rule is
about to report: nothing here is computed ahead.
"""

from __future__ import annotations

import ast
from typing import Optional

from ..astutil import const_int
from .scopes import Param, Scope, Unpacked


def _unpacked_names(function: Scope, parameter: str) -> Optional[dict]:
    """name -> the element of ``parameter`` it is bound to, for each name of ``function``
    bound (only) by a flat unpacking of the parameter (``i, y = c``); None when the
    parameter is rebound, or a name is bound both so and otherwise."""
    if function.bindings.get(parameter) != [Param(function, parameter)]:
        return None
    found: dict = {}
    for name, bindings in function.bindings.items():
        unpacked = [b for b in bindings if isinstance(b, Unpacked) and isinstance(b.value, ast.Name)
                    and b.value.id == parameter]
        if not unpacked:
            continue
        indices = {b.index for b in unpacked}
        if len(unpacked) != len(bindings) or None in indices or len(indices) != 1:
            return None  # rebound, or unpacked into a nested target: its element is not known
        found[name] = indices.pop()
    return found


def _index(subscript: ast.Subscript, arity: Optional[int]) -> Optional[int]:
    """The element ``c[k]`` reads (``c[-1]``: the last), None when not a literal in range."""
    index = const_int(subscript.slice)
    if index is None or arity is None:
        return index
    index = index + arity if index < 0 else index
    return index if 0 <= index < arity else None


def _reads(function: Scope, parameter: str, elements: dict, skip: frozenset, arity: Optional[int]) -> Optional[set]:
    """The elements of ``parameter`` that ``function``'s code reads, other than at the nodes
    in ``skip`` (ids); None when it reads the carry whole.  ``elements``: the names an
    unpacking binds, with their element."""
    node = function.node
    roots = [node.body] if isinstance(node, ast.Lambda) else list(node.body)
    unpacking_values = {id(b.value) for bindings in function.bindings.values() for b in bindings
                        if isinstance(b, Unpacked)}
    read: set = set()
    stack = roots
    while stack:
        current = stack.pop()
        if id(current) in skip:
            continue
        if isinstance(current, ast.Subscript) and isinstance(current.value, ast.Name) and (
                current.value.id == parameter):
            index = _index(current, arity)
            if index is None:
                return None  # ``c[i]``: any element
            read.add(index)
            continue
        if isinstance(current, ast.Name) and isinstance(current.ctx, ast.Load):
            if current.id == parameter and id(current) not in unpacking_values:
                return None  # ``c`` itself: every element
            if current.id in elements:
                read.add(elements[current.id])
            continue
        stack.extend(ast.iter_child_nodes(current))
    return read


def _element_in_place(value: ast.expr, index: int, arity: int, parameter: str, elements: dict) -> bool:
    """``value`` is element ``index`` of the carry parameter: ``c[index]``, or a name the
    unpacking bound to it."""
    if isinstance(value, ast.Subscript) and isinstance(value.value, ast.Name) and value.value.id == parameter:
        return _index(value, arity) == index
    return isinstance(value, ast.Name) and elements.get(value.id) == index


def _in_place(carries: list, arity: Optional[int], parameter: str, elements: dict) -> dict:
    """Element index -> the values at its place in ``carries`` (what each return hands back as
    the carry), for the elements every one of them hands back in their place: ``c[k]``, or a
    name the unpacking bound to element ``k``; with ``arity`` None, the carry ``c`` whole is
    element 0."""
    if arity is None:
        return {0: carries} if all(isinstance(v, ast.Name) and v.id == parameter for v in carries) else {}
    if not all(isinstance(v, ast.Tuple) and len(v.elts) == arity for v in carries):
        return {}
    found = {}
    for index in range(arity):
        places = [v.elts[index] for v in carries]
        if all(_element_in_place(place, index, arity, parameter, elements) for place in places):
            found[index] = places
    return found


def handed_back_unchanged(body: Scope, parameter: str, arity: Optional[int]) -> frozenset:
    """The elements of the carry that every return of ``body`` hands back unchanged in their
    place (``(c[0] + 1, c[1])``: element 1; ``lambda c: c``: the whole carry, element 0) and
    that the body reads nowhere else."""
    elements = _unpacked_names(body, parameter)
    if elements is None or not body.returns or body.returns_none or body.is_generator:
        return frozenset()
    candidates = _in_place(list(body.returns), arity, parameter, elements)
    if not candidates:
        return frozenset()
    skip = frozenset(id(place) for places in candidates.values() for place in places)
    read = _reads(body, parameter, elements, skip, arity)
    if arity is None:
        return frozenset({0}) if read == set() else frozenset()
    if read is None:
        return frozenset()
    return frozenset(index for index in candidates if index not in read)


def elements_read(predicate: Scope, parameter: str, arity: Optional[int]) -> Optional[frozenset]:
    """The elements of the carry ``predicate`` (a while_loop's cond) reads; None: it may read
    any (the whole carry, or an element by a computed index)."""
    elements = _unpacked_names(predicate, parameter)
    if elements is None:
        return None
    read = _reads(predicate, parameter, elements, frozenset(), arity)
    if read is None:
        return None
    return frozenset(read) if arity is not None else frozenset({0} if read else ())


def elements_leaving(body: Scope, parameter: str, arity: int, entering: frozenset) -> Optional[frozenset]:
    """The elements of a tuple carry of ``arity`` that may leave the loop holding what the
    elements ``entering`` brought in: those, and each element some return of ``body`` builds
    from one of them, through the names the body binds (``i, y, total = c; ...; return i + 1,
    y, total + y``: ``total`` takes ``y``'s tangent), to a fixpoint.  None when the body's
    returns are not tuples of ``arity`` or it may move values otherwise (a nested def or
    lambda, the carry read whole or by a computed index)."""
    if body.bindings.get(parameter) != [Param(body, parameter)]:
        return None  # the carry parameter rebound
    if not body.returns or body.returns_none or body.is_generator:
        return None
    if not all(isinstance(v, ast.Tuple) and len(v.elts) == arity for v in body.returns):
        return None
    memo: dict = {}

    def sources(name: str, seen: frozenset) -> Optional[set]:
        """The carry elements a name of the body may hold values of (every binding of it:
        ``i, x, y = c`` then ``y = x * x``: elements 2 and 1)."""
        if name == parameter:
            return None  # the carry whole
        if name in memo:
            return memo[name]
        bindings = body.bindings.get(name)
        if not bindings or name in seen:
            return set()  # a name of the code around, or a cycle already counted
        found: set = set()
        for binding in bindings:
            value = getattr(binding, "value", None)
            if isinstance(binding, Unpacked) and isinstance(value, ast.Name) and value.id == parameter:
                if binding.index is None:
                    return None  # a nested target: its element is not known
                found.add(binding.index)
                continue
            read = _expression_sources(value, seen | {name}) if isinstance(value, ast.expr) else None
            if read is None:
                memo[name] = None
                return None
            found |= read
        memo[name] = found
        return found

    def _expression_sources(value: ast.expr, seen: frozenset) -> Optional[set]:
        found: set = set()
        element_reads = set()  # ``c[1]``: the ``c`` of an element read by its literal index
        for node in ast.walk(value):
            if isinstance(node, (ast.Lambda, ast.FunctionDef, ast.AsyncFunctionDef)):
                return None  # a closure may read any element
            if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id == parameter:
                index = _index(node, arity)
                if index is None:
                    return None
                found.add(index)
                element_reads.add(id(node.value))
        for node in ast.walk(value):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and id(node) not in element_reads:
                read = sources(node.id, seen)
                if read is None:
                    return None
                found |= read
        return found

    feeds = []
    try:
        for index in range(arity):
            read: set = set()
            for value in body.returns:
                found = _expression_sources(value.elts[index], frozenset())
                if found is None:
                    return None
                read |= found
            feeds.append(read)
    finally:  # (each closure holds the other, and the body's scope: freed now, not by the collector)
        sources = _expression_sources = None  # noqa: F841
    leaving = set(entering)
    changed = True
    while changed:
        changed = False
        for index, read in enumerate(feeds):
            if index not in leaving and read & leaving:
                leaving.add(index)
                changed = True
    return frozenset(leaving)


def _kept_in_place(body: Scope, parameter: str, pair: bool) -> tuple:
    """(arity, elements): the elements of its carry that every return of ``body`` hands back
    in their place, read elsewhere or not (``return (obs + a, key), a`` of ``obs, key = c``:
    element 1); arity None and element 0 when it hands back the carry whole.  ``pair``: the
    body returns ``(carry, output)`` (scan's)."""
    elements = _unpacked_names(body, parameter)
    if elements is None or not body.returns or body.returns_none or body.is_generator:
        return None, frozenset()
    carries = list(body.returns)
    if pair:
        if not all(isinstance(v, ast.Tuple) and len(v.elts) == 2 for v in carries):
            return None, frozenset()
        carries = [v.elts[0] for v in carries]
    if _in_place(carries, None, parameter, elements):
        return None, frozenset({0})
    if not isinstance(carries[0], ast.Tuple):
        return None, frozenset()
    arity = len(carries[0].elts)
    return arity, frozenset(_in_place(carries, arity, parameter, elements))


def carried_names(function: Scope, parameter: str, body: Scope, body_parameter: str, pair: bool) -> frozenset:
    """The names of ``function`` (a lax loop's body, or a while_loop's predicate) that hold
    an element of its carry parameter ``parameter`` (the parameter itself, or a name a flat
    unpacking of it binds) that ``body`` hands back in its place: the same value on every
    iteration."""
    arity, kept = _kept_in_place(body, body_parameter, pair)
    if not kept:
        return frozenset()
    elements = _unpacked_names(function, parameter)
    if elements is None:
        return frozenset()
    if arity is None:  # the carry handed back whole: every element of it too
        return frozenset({parameter, *elements})
    return frozenset(name for name, index in elements.items() if index in kept)
