"""JXM012: a traced value escaping through a side effect.

Inside a function JAX traces in a staged or mapped way (``jax.jit``, ``jax.pmap``,
``jax.vmap``, lax bodies, helpers they call with traced arguments), or that ``jax.grad``
& co differentiate (what depends on a differentiated argument: a JVP tracer), storing a tracer
in a Python object that outlives the trace lets it escape: nothing fails there, and
``UnexpectedTracerError`` is raised later, wherever the leaked value is used.  Flagged,
on the line that leaks: appending, inserting or extending a traced value into an outer
list (``outs.append(y)``), storing it into an outer list or dict (``cache[k] = y``,
``d.update({...: y})``, ``d.setdefault(k, y)``), where every binding of the outer name
is a list/dict display or comprehension or a ``list()``/``dict()`` call (or a
``collections`` deque, defaultdict, OrderedDict), or such an attribute of an object
that outlives the trace (``self.losses.append(loss)`` with ``self`` static); assigning it to a name the function
declares ``global`` or ``nonlocal``; and storing it on ``self`` in a method jitted with
``self`` static or transformed bound (``jax.jit(self.f)``, ``jax.grad(self.f)``), or on an outer object built by a plain class of the file (or a
``types.SimpleNamespace``), also from a method no transform enters that traced code runs
on such an object (``stimuli.set_currents(c)``: ``self.current = c``, jaxley#74) or on its
own static ``self``.  "Outer" is the module, or a function around one that a
transform or lax primitive traces on its own (a helper merely called by its encloser
shares the encloser's trace).  The value stored may be a list, tuple or dict display
(or a ``dict(...)`` call) holding a traced value (``history.append((loss, acc))``), or a
lambda that reads one (``a.dct["hi"] = [lambda: x]``, jax-ml/jax#13022): it keeps the
tracer alive.  An outer object's attribute is a container also when what its class's
``__init__`` stores there is one every construction hands (``self.dct = dct``, ``A({})``).

Not flagged: containers made inside the function, containers handed in as arguments
(jit gives the function a copy), Python values (``x.shape``, ``repr(x)``, counters),
stores outside traced code, functions given to ``jax.debug.callback`` (the way to
collect values), method calls on objects not proven containers (``opt.update(...)``),
a traced ``self`` (a registered pytree: the store lands on a copy), ``set.add`` (a
tracer is unhashable: that raises at once), ``flax.nnx.jit`` and other framework
transforms, and under grad what does not depend on a differentiated argument (a value
``stop_gradient`` cut off is concrete there).
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import const_int, positional_args
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import ABSTRACT, Scope, Semantics, Tracing

# method -> (verb, where the stored values are); "sequence": its elements are stored.
LIST_STORES = {
    "append": ("appended to", 0, False),
    "insert": ("inserted into", 1, False),
    "extend": ("added to", 0, True),
}
DEQUE_STORES = {
    **LIST_STORES,
    "appendleft": ("appended to", 0, False),
    "extendleft": ("added to", 0, True),
}
DICT_STORES = {"setdefault": ("stored in", 1, False)}  # ``update`` is read apart: a mapping and keywords
STORING_METHODS = frozenset({*DEQUE_STORES, *DICT_STORES, "update"})


def _short(context: RuleContext, node: ast.expr) -> str:
    text = context.source_text(node)
    return text if len(text) <= 40 else text[:37] + "..."


class _Leaks:
    """The stores of one traced function that keep a tracer beyond its trace."""

    def __init__(self, context: RuleContext, function: Scope) -> None:
        self.context = context
        self.semantics: Semantics = context.semantics
        self.function = function
        # grad & co's JVP tracers count where grad enters the function itself (``jax.grad(loss)``,
        # ``jax.grad(self.f)``): what depends on a differentiated argument escapes its trace too
        self.differentiated = bool(context.semantics.tracing_of(function) & Tracing.DIFFERENTIATED)

    def tracer_in(self, node: Optional[ast.expr], elements: bool = False) -> Optional[ast.expr]:
        """``node`` (with ``elements``: one of its elements, when it is a display) if it holds tracers."""
        if node is None or isinstance(node, ast.Starred):
            return None
        if elements and isinstance(node, (ast.List, ast.Tuple)):
            for element in node.elts:
                found = self.tracer_in(element)
                if found is not None:
                    return found
            return None
        if not self.semantics.stores_tracers(node, self.function, self.differentiated):
            return None
        if isinstance(node, (ast.List, ast.Tuple, ast.Dict, ast.Call)):  # name the traced element
            if isinstance(node, ast.Call):
                parts = [k.value for k in node.keywords]
            else:
                parts = node.values if isinstance(node, ast.Dict) else node.elts
            return next((found for found in map(self.tracer_in, parts) if found is not None), node)
        return node

    def outer(self, name: str) -> Optional[Scope]:
        """Where ``name`` lives, if outside the function and outliving its trace."""
        scope = self.semantics.outer_scope(name, self.function)
        if scope is None or not self.semantics.outlives_trace(scope, self.function):
            return None
        return scope

    def container(self, node: ast.expr) -> Optional[str]:
        """"list", "dict" or "deque" when ``node`` is an outer container: a name, or an
        attribute of an object that outlives the trace (``self.losses`` with ``self``
        static) that every store of the module makes a container."""
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if not self.attribute_escapes(node):
                return None
            return self.semantics.attribute_container_kind(node.attr) or self.semantics.held_container_kind(
                node, self.function)
        if not isinstance(node, ast.Name) or self.outer(node.id) is None:
            return None
        return self.semantics.container_kind(node.id, self.function)

    def message(self, value: ast.expr, how: str) -> str:
        name = self.function.function_name()
        return (
            f"traced value '{_short(self.context, value)}' {how} {self.context.where(self.function)} escapes the trace "
            f"and raises UnexpectedTracerError where it is used later; return it from '{name}' instead "
            f"(or collect it with jax.debug.callback)"
        )

    # ---- the kinds of store -----------------------------------------------------------------
    def calls(self) -> Iterator[Report]:
        for call in self.function.calls:
            func = call.func
            if not isinstance(func, ast.Attribute) or func.attr not in STORING_METHODS:
                continue  # ``jnp.sum(x)``, ``opt.init(p)``: no store, decided by name first
            kind = self.container(func.value)
            if kind is None:
                continue
            value = self.stored_by_call(call, kind)
            if value is not None and not self.popped_again(call):
                verb = "stored in" if kind == "dict" else DEQUE_STORES[func.attr][0]
                yield Report(call, self.message(value, f"{verb} outer {kind} '{_dotted(func.value)}'"))

    def popped_again(self, call: ast.Call) -> bool:
        """``call`` appends to an outer list the function uses as a stack: it pops what it
        appends before it returns (``stack.append(params); out = f(x); stack.pop()``, haiku's
        own design), so the tracer leaves the list with the trace."""
        if call.func.attr != "append":
            return False
        target = _dotted(call.func.value)

        def on_target(other: ast.Call, method: str) -> bool:
            func = other.func
            return isinstance(func, ast.Attribute) and func.attr == method and isinstance(
                func.value, (ast.Name, ast.Attribute)) and _dotted(func.value) == target

        pushes = sorted((other.lineno, other.col_offset) for other in self.function.calls if on_target(other, "append"))
        pops = [other for other in self.function.calls if on_target(other, "pop") and not other.keywords and (
            not other.args or const_int(other.args[0]) == -1) and (other.lineno, other.col_offset) > pushes[-1]]
        # the last pushes are the ones popped: the first ones stay
        return pushes.index((call.lineno, call.col_offset)) >= len(pushes) - len(pops)

    def stored_by_call(self, call: ast.Call, kind: str) -> Optional[ast.expr]:
        method = call.func.attr
        positional = positional_args(call)
        if positional is None:
            return None
        if kind == "dict":
            if method == "update":
                found = None
                if len(positional) == 1:
                    mapping = positional[0]
                    if isinstance(mapping, ast.Dict):
                        keys = [k for k in mapping.keys if k is not None]
                        if any(self.tracer_in(k) is not None for k in keys):
                            return None  # a tracer as a key raises at once
                        found = next((v for v in mapping.values if self.tracer_in(v) is not None), None)
                    else:
                        found = self.tracer_in(mapping)
                elif positional:
                    return None
                return found or next((k.value for k in call.keywords if k.arg and self.tracer_in(k.value)), None)
            stores = DICT_STORES
        else:
            stores = DEQUE_STORES if kind == "deque" else LIST_STORES
        if method not in stores or call.keywords:
            return None
        _, position, sequence = stores[method]
        if len(positional) != position + 1:
            return None
        if kind == "dict" and self.tracer_in(positional[0]) is not None:
            return None  # setdefault(tracer, ...): unhashable, raises at once
        return self.tracer_in(positional[position], elements=sequence)

    def subscripts(self) -> Iterator[Report]:
        for target, statement in self.function.subscript_stores:
            kind = self.container(target.value)
            if kind is None or self.tracer_in(target.slice) is not None:
                continue  # a traced key or index raises at once
            value = self.tracer_in(getattr(statement, "value", None))
            if value is not None:
                yield Report(target, self.message(value, f"stored in outer {kind} '{_dotted(target.value)}'"))

    def assignments(self) -> Iterator[Report]:
        declared = self.function.declared
        for target, statement in self.function.stores:
            value = getattr(statement, "value", None)
            if value is None:
                continue
            for name, assigned in _pairs(target, value):
                if isinstance(name, ast.Name) and name.id in declared:
                    if self.outer(name.id) is None:
                        continue
                    found = self.tracer_in(assigned)
                    if found is not None:
                        yield Report(name, self.message(found, f"assigned to {declared[name.id]} '{name.id}'"))
                elif isinstance(name, ast.Attribute) and isinstance(name.value, ast.Name):
                    if not self.attribute_escapes(name):
                        continue
                    found = self.tracer_in(assigned)
                    if found is not None:
                        where = f"{name.value.id}.{name.attr}"
                        yield Report(name, self.message(found, f"stored on '{where}'"))

    def attribute_escapes(self, target: ast.Attribute) -> bool:
        owner = target.value
        if self.function.is_self(owner):
            return self.semantics.instance_outlives_trace(self.function, target.attr)
        return self.outer(owner.id) is not None and self.semantics.plain_object(owner.id, self.function, target.attr)


def _dotted(node: ast.expr) -> str:
    return f"{node.value.id}.{node.attr}" if isinstance(node, ast.Attribute) else node.id


def _pairs(target: ast.expr, value: ast.expr) -> list:
    """(target part, the value it receives): ``a, b = x, y`` pairs up; ``a, b = v``
    gives each part the whole ``v`` (its elements, if it holds tracers, are tracers)."""
    if isinstance(target, (ast.Tuple, ast.List)):
        if isinstance(value, (ast.Tuple, ast.List)) and len(value.elts) == len(target.elts):
            if not any(isinstance(e, ast.Starred) for e in (*target.elts, *value.elts)):
                return [pair for t, v in zip(target.elts, value.elts) for pair in _pairs(t, v)]
        return [(t, value) for t in target.elts if not isinstance(t, ast.Starred)]
    return [(target, value)]


def check(context: RuleContext) -> Iterator[Report]:
    for function in context.traced_functions():
        leaks = _Leaks(context, function)
        yield from leaks.calls()
        yield from leaks.subscripts()
        yield from leaks.assignments()


RULE = Rule(
    code="JXM012",
    title="traced value leaked through a side effect",
    # Captured from runs under jax 0.4.38 and 0.10.2 (jit, vmap, lax bodies); the tests
    # hold every flagged case to it, raised where the leaked value is used.
    raises=(Raises("UnexpectedTracerError", "Encountered an unexpected tracer"),),
    raised_where_flagged=False,  # the error comes later, where the leaked value is used
    check=check,
    traced_under=ABSTRACT | Tracing.DIFFERENTIATED,
    description=__doc__,
)
