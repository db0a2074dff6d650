"""JXM022: ``jax.jit`` on a method whose ``self`` is neither static nor a pytree.

A jitted method called through an instance (``obj.step(x)``, ``self.step(x)``) hands jit the
instance as argument 0; jit traces it like any argument, and an instance of a plain class
is no array and no pytree: the call raises ``TypeError`` (on jax 0.4.38 and 0.10.2).
Flagged: ``@jax.jit``, ``@partial(jax.jit, ...)`` or ``@jax.jit(...)`` as the only decorator
of a method whose first parameter the options leave traced, of a class the file proves no
pytree (no base but ``object``, no metaclass, no decorator but ``@dataclasses.dataclass`` or attrs' ``@attr.s``, no subclass in the file, no
registration call anywhere in the file that could name it, nothing JAX reads as an
array-like), when the file calls the method through an instance of that class.  Flagged too:
``@classmethod`` over ``@jax.jit`` called through the class or an instance (the class is
argument 0, whatever the class is).  Left alone:
a static method, a method called only unbound (``C.f(state, x)``), a pytree class
(NamedTuple, a flax or chex dataclass, flax ``PyTreeNode``, ``eqx.Module``, ``nnx.Module``, a registered
class), options that are not literals, and other transforms.  Flagged too: a call of a
jitted function handing a traced argument a function, or an instance of a plain class or
of a flax linen Module (``semantics.untraceable``; flax#853).
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import const_int, const_int_set, keyword, literal_sequence, positional_args
from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import Imported, Scope, Semantics
from ..semantics.classes import ClassInfo
from ..semantics.jaxapi import ABSTRACTING_CALL_NAMES, ABSTRACTING_CALLS
from ..semantics.transforms import Layer, StaticSpec
from ..semantics.untraceable import plain_class, untraceable



def _traced_self_jit(semantics: Semantics, function: Scope) -> Optional[tuple]:
    """(jit layer, its decorator) when ``function`` is a method whose only decorator is a
    jax.jit with readable options that leave its first parameter traced."""
    node = function.node
    if not function.is_method or not function.positional or len(getattr(node, "decorator_list", ())) != 1:
        return None
    layers = semantics.transforms.of_def(function).layers
    if len(layers) != 1:
        return None
    return (layers[0], node.decorator_list[0]) if _traces_first_parameter(function, layers[0]) else None


def _jitted_classmethod(semantics: Semantics, function: Scope) -> Optional[tuple]:
    """(jit layer, its decorator) for ``@classmethod`` over ``@jax.jit`` (jax#15727): the
    classmethod hands the jitted function the class as argument 0, and a class is never an
    array or a pytree, so every call raises unless the options leave that argument static."""
    node = function.node
    decorators = getattr(node, "decorator_list", ())
    if not function.is_method or not function.positional or len(decorators) != 2:
        return None
    if not semantics.is_builtin(decorators[0], function.parent, "classmethod"):
        return None
    layers = semantics.transforms.of_def(function).layers
    if len(layers) != 2 or layers[0].known:
        return None
    return (layers[1], decorators[1]) if _traces_first_parameter(function, layers[1]) else None


def _traces_first_parameter(function: Scope, layer) -> bool:
    """``layer``, a jax.jit whose options it reads, leaves ``function``'s first parameter traced."""
    if not layer.known or not layer.spec.checks_statics_when_wrapping or layer.hides_options:
        return False
    statics = layer.static_arguments()
    return statics is not None and function.positional[0] not in StaticSpec(function, *statics).maybe_static()


def _called_on_class(semantics: Semantics, function: Scope, info: ClassInfo) -> bool:
    """The file (or another module of its project) calls the classmethod ``C.f(...)``
    through its class or an instance of it."""
    name = function.node.name
    if name in semantics.attributes or semantics.classes.method(info, name) is not function:
        return False
    for scope in semantics.scopes:
        for call in scope.calls:
            func = call.func
            if isinstance(func, ast.Attribute) and func.attr == name and (
                semantics.classes.class_named(func.value, scope) is info
                or semantics.instances.instance_of(func.value, scope) is info
            ):
                return True
    instances = semantics.instances  # or so in another module of the project
    return instances.called_from_project(info, name, through_class=True) is not None or (
        instances.called_from_project(info, name) is not None)


def _classmethod_reports(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    for function in semantics.functions:
        found = _jitted_classmethod(semantics, function)
        info = None if found is None else semantics.classes.of(function.parent)
        if info is None or info.node.keywords or not _called_on_class(semantics, function, info):
            continue
        yield Report(
            found[1],
            f"jit traces '{function.positional[0]}' of '{info.name}.{function.node.name}', to which @classmethod "
            f"hands the class '{info.name}', no array or pytree: jit a helper the classmethod calls, "
            "or mark that argument static",
        )


def _plain_class(semantics: Semantics, function: Scope) -> Optional[ClassInfo]:
    """The class of the method ``function`` when the file proves its instances no pytree
    and nothing JAX would take as an array-like."""
    info = semantics.classes.of(function.parent)
    return info if plain_class(semantics, info) else None


def _called_through_instance(semantics: Semantics, function: Scope, info: ClassInfo) -> Optional[str]:
    """Where the method is called through an instance of its class: "" in the file
    (``obj.f(...)`` with ``obj = C(...)``, ``self.f(...)`` in a method of ``C``, ``obj(...)``
    for ``__call__``), or the site of such a call in another module of the project
    ("train.py:12"); None when nowhere."""
    name = function.node.name
    if name in semantics.attributes or semantics.classes.method(info, name) is not function:
        return None  # an attribute stored under the name may shadow the method
    instances = semantics.instances
    for scope in semantics.scopes:
        for call in scope.calls:
            func = call.func
            if isinstance(func, ast.Attribute) and func.attr == name:
                instance = func.value
            elif name == "__call__":
                instance = func  # ``model(x)``
            else:
                continue
            if instances.instance_of(instance, scope) is info:
                return ""
    return instances.called_from_project(info, name)


def _hashable_by_identity(info: ClassInfo) -> bool:
    """Instances hash as Python's default does: a static ``self`` is then accepted (a class
    defining ``__eq__`` without ``__hash__`` makes them unhashable)."""
    if info.node.decorator_list:
        return False  # a dataclass's __eq__ leaves its instances unhashable, or hashed by their fields
    return not info.binds("__eq__") or info.binds("__hash__")


def _partial_name(semantics: Semantics) -> Optional[str]:
    """The module-level name bound to ``functools.partial``, if the file imports it so."""
    scope = semantics.module_scope
    for statement in getattr(scope.node, "body", ()):
        if isinstance(statement, ast.ImportFrom) and statement.module == "functools" and not statement.level:
            for alias in statement.names:
                local = alias.asname or alias.name
                if alias.name == "partial" and isinstance(semantics.binding(local, scope), Imported):
                    return local
    return None


def static_self_fix(context: RuleContext, layer: Layer, decorator: ast.expr, function: Scope) -> Optional[Fix]:
    """``@jax.jit`` -> ``@partial(jax.jit, static_argnums=0)`` (when the file imports
    ``partial``), ``@partial(jax.jit, static_argnums=1)`` -> ``static_argnums=(0, 1)``,
    ``static_argnames="n"`` -> ``static_argnames=("self", "n")``.  Unsafe: a static instance
    is hashed by identity, so jit reuses the compiled code when the instance's attributes
    change later, and reads them as constants (verified: stale results on both versions)."""
    segment = context.file.segment
    self_name = function.positional[0]
    options = layer.options
    if options is None:
        partial = _partial_name(context.semantics)
        if partial is None:
            return None
        text = f"{partial}({segment(decorator)}, static_argnums=0)"
    elif isinstance(options.func, ast.Call) or not isinstance(decorator, ast.Call) or decorator is not options:
        return None  # ``@jax.jit(...)`` with a function inside, or another shape: leave it
    else:
        argnums, argnames = keyword(options, "static_argnums"), keyword(options, "static_argnames")
        parts = [segment(argument) for argument in options.args]
        for item in options.keywords:
            if item.value is argnums:
                entries = literal_sequence(argnums) or [argnums]
                if any(const_int(entry) is None for entry in entries):
                    return None
                parts.append(f"static_argnums=({', '.join(['0'] + [segment(e) for e in entries])})")
            elif item.value is argnames and argnums is None:
                entries = literal_sequence(argnames) or [argnames]
                quote = segment(entries[0])[:1] if segment(entries[0])[:1] in ("'", '"') else '"'
                named = [f"{quote}{self_name}{quote}"] + [segment(e) for e in entries]
                parts.append(f"static_argnames=({', '.join(named)})")
            else:
                parts.append(segment(item))
        if argnums is None and argnames is None:
            parts.append("static_argnums=0")
        text = f"{segment(options.func)}({', '.join(parts)})"

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        original = view.node(decorator)
        return None if original is None else ((original, cst.parse_expression(text)),)

    return context.fix(f"Mark '{self_name}' static", False, (decorator,), build)


def _traced_candidates(wrapped, call: ast.Call, scope, transforms) -> Optional[tuple]:
    """(transform name, [(argument, which)]) for a call of a jax.jit- or jax.grad-wrapped
    function (the outermost layer): the arguments jit abstracts (those its readable options
    leave traced) or grad differentiates (its literal argnums)."""
    layer = wrapped.layers[0] if wrapped is not None and wrapped.layers else None
    if layer is None or not layer.known or layer.hides_options:
        return None
    positional = positional_args(call)
    if positional is None:
        return None
    if layer.spec.abstracts_arguments:
        hashed = transforms.hashed_statics(call.func, scope)
        if hashed is None:
            return None
        statics = hashed[1]
        static_positions, static_names = statics.positions(), statics.names()
        positions_unread, names_unread = statics.unread()
        candidates = [] if positions_unread else [
            (value, i) for i, value in enumerate(positional) if i + wrapped.bound not in static_positions]
        candidates += [] if names_unread else [(item.value, repr(item.arg)) for item in call.keywords
                                                if item.arg is not None and item.arg not in static_names]
        return "jit traces", candidates
    if layer.spec.abstracts_differentiated:
        argnums = layer.option("argnums", layer.spec.argnums_position)
        positions = {0} if argnums is None else const_int_set(argnums)
        if not positions or any(p < 0 for p in positions):
            return None
        return "grad differentiates", [(value, i) for i, value in enumerate(positional) if i in positions]
    return None


def _abstracted_by_call(semantics: Semantics, call: ast.Call, scope) -> Optional[tuple]:
    """(call name, [(argument, which)]) for ``jax.eval_shape(f, *args)`` (ABSTRACTING_CALLS):
    every argument it hands ``f`` is abstracted; the leaf name is checked before the call is
    qualified."""
    func = call.func
    leaf = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
    if leaf not in ABSTRACTING_CALL_NAMES:
        return None
    qualname = semantics.qualified_name(func, scope)
    start = ABSTRACTING_CALLS.get(qualname)
    positional = positional_args(call)
    if start is None or positional is None:
        return None
    candidates = [(value, i - start) for i, value in enumerate(positional) if i >= start]
    candidates += [(item.value, repr(item.arg)) for item in call.keywords if item.arg is not None]
    return qualname, candidates


def _argument_reports(context: RuleContext) -> Iterator[Report]:
    """A call of a jax.jit-wrapped function handing a traced argument (or of a jax.grad-wrapped
    one handing a differentiated argument) a value JAX cannot abstract: a function, an
    instance of a plain class or of a flax linen Module, an equinox module with a function
    leaf, a device, a string (flax#853, equinox#149/#706, jax#3045, the Euler ``integrator(f, t, x, dt)``)."""
    semantics = context.semantics
    transforms = semantics.transforms
    for scope in semantics.scopes:
        for call, wrapped in transforms.layered_calls(scope):  # (a jit or a grad is a layer)
            if not call.args and not call.keywords:
                continue
            found = _traced_candidates(wrapped, call, scope, transforms)
            if found is None:
                continue
            verb, candidates = found
            for value, which in candidates:
                what = untraceable(semantics, value, scope)
                if what is not None:
                    hint = ("use eqx.filter_jit/filter_grad, which leave non-array leaves alone" if "eqx." in what else
                            "keep the strings out of the call (a NumPy array is no static argument either: it "
                            "cannot be hashed), or encode them as numbers" if "array of strings" in what else
                            "mark the argument static (static_argnums/static_argnames) or pass only its arrays"
                            if verb == "jit traces" else "differentiate only its arrays (argnums), or close over it")
                    yield Report(
                        value,
                        f"{verb} argument {which} of '{ast.unparse(call.func)}', and it is {what}, "
                        f"which JAX cannot abstract (only arrays and pytrees of arrays): {hint}",
                    )
        for call in scope.calls:
            found = _abstracted_by_call(semantics, call, scope)
            for value, which in found[1] if found is not None else ():
                what = untraceable(semantics, value, scope)
                if what is not None:
                    yield Report(
                        value,
                        f"{found[0]} abstracts argument {which} of the function it is handed, and it is {what}, "
                        "which JAX cannot abstract (only arrays and pytrees of arrays): close over it instead "
                        "(functools.partial, or a lambda)",
                    )


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    for function in semantics.functions:
        found = _traced_self_jit(semantics, function)
        if found is None:
            continue
        info = _plain_class(semantics, function)
        site = None if info is None else _called_through_instance(semantics, function, info)
        if site is None:
            continue
        layer, decorator = found
        fix = static_self_fix(context, layer, decorator, function) if _hashable_by_identity(info) else None
        called = f" (called through an instance at {site})" if site else ""
        yield Report(
            decorator,
            f"jit traces '{function.positional[0]}' of '{info.name}.{function.node.name}'{called}, and an instance of "
            f"'{info.name}' is no array or pytree: mark it static or make '{info.name}' a pytree",
            fix,
        )
    yield from _classmethod_reports(context)
    yield from _argument_reports(context)


RULE = Rule(
    code="JXM022",
    title="jit on a method with a traced self",
    # Captured from runs under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
    raises=(Raises("TypeError", "as an abstract array. The problematic value is of type"),
            Raises("TypeError", "is not a valid JAX type")),  # grad's wording for a differentiated argument
    check=check,
    description=__doc__,
    raised_where_flagged=False,  # the call through the instance raises, not the decorator
)
