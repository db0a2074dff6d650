"""Values jit cannot trace: what an argument jit abstracts must not be.

jit abstracts every argument it is not told is static, and a value that is neither an
array nor a pytree raises ``TypeError: Error interpreting argument to <function f> as an
abstract array. The problematic value is of type ...`` (jax 0.4.38 and 0.10.2).  Proven
such values: a Python function (a lambda, a def, or a def under JAX's function transforms:
``jax.jit`` gives a ``PjitFunction``), an instance of a plain class (no base but
``object``, nothing registering it, nothing JAX reads as an array-like), and an instance of
a flax linen Module (a dataclass, no pytree: verified under flax 0.12.8, flax#853).
"""

from __future__ import annotations

import ast
from typing import Optional

from .classes import ClassInfo
from .jaxapi import ARRAY_LIKE_ATTRIBUTES, DEVICE_LISTS, FUNCTION_LEAF_MODULES
from .scopes import Assigned, Param
from .tracing_kinds import Entry

MAX_DEPTH = 6
SEQUENTIAL = "equinox.nn.Sequential"  # a pytree of its layers: a layer's function leaf is its leaf

DATACLASS = "dataclasses.dataclass"  # writes __init__ and __eq__, registers no pytree
# attrs' class decorators write the same and register no pytree either (jax-ml/jax#1567).
ATTRS_CLASSES = frozenset({f"{module}.{name}" for module in ("attr", "attrs")
                           for name in ("s", "attrs", "define", "frozen", "mutable")})


def plain_class(semantics, info: Optional[ClassInfo]) -> bool:
    """The file proves instances of ``info`` no pytree and nothing JAX takes as an
    array-like: no base but ``object``, no metaclass, no decorator but a plain dataclass or
    attrs class, no subclass, no registration that could name it."""
    if info is None or semantics.classes.is_registered(info) is not False:
        return False
    node = info.node
    scope = info.scope.parent
    if node.keywords or info.subclasses or not all(_plain_dataclass(semantics, d, scope) for d in node.decorator_list):
        return False
    if not all(isinstance(base, ast.Name) and semantics.is_builtin(base, scope, "object") for base in node.bases):
        return False
    return not any(info.binds(name) or name in semantics.attributes for name in ARRAY_LIKE_ATTRIBUTES)


def _plain_dataclass(semantics, decorator: ast.expr, scope) -> bool:
    """``@dataclasses.dataclass`` or attrs' ``@attr.s``/``@attrs.define`` (or called with
    options): it writes ``__init__`` and ``__eq__`` but registers no pytree."""
    func = decorator.func if isinstance(decorator, ast.Call) else decorator
    qualname = semantics.qualified_name(func, scope)
    return qualname == DATACLASS or qualname in ATTRS_CLASSES


def _untraceable_module(semantics, info: ClassInfo) -> bool:
    """A subclass of a framework module whose instances are no pytree (flax linen), that
    nothing registers and that defines nothing JAX reads as an array-like."""
    base = semantics.classes.framework(info)
    if base is None or not base.untraceable or semantics.classes.is_registered(info) is not False:
        return False
    return not any(info.binds(name) or name in semantics.attributes for name in ARRAY_LIKE_ATTRIBUTES)


def untraceable(semantics, node: ast.expr, scope) -> Optional[str]:
    """What ``node`` provably holds that jit cannot abstract ("the function 'f'", "an
    instance of the flax linen Module 'Model'"), else None."""
    if isinstance(node, (ast.Lambda, ast.Name)):
        wrapped = semantics.transforms.resolve(node, scope)
        if (wrapped is not None and not wrapped.bound and wrapped.function is not None
                and not wrapped.function.is_method
                and all(layer.known and layer.spec.returns_function for layer in wrapped.layers)):
            return "a lambda" if isinstance(node, ast.Lambda) else f"the function '{node.id}'"
    if (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Call) and not node.value.args
            and semantics.qualified_name(node.value.func, scope) in DEVICE_LISTS):
        return f"a jax.Device ({ast.unparse(node)})"
    if not isinstance(node, (ast.Name, ast.Call, ast.Attribute)):
        return None
    library = _function_leaf_module(semantics, node, scope)
    if library is not None:
        return library
    info = semantics.instances.instance_of(node, scope)
    if info is None:
        return None
    if _untraceable_module(semantics, info):
        return f"an instance of the flax linen Module '{info.name}'"
    if plain_class(semantics, info):
        return f"an instance of the plain class '{info.name}'"
    held = _held_function_leaf_module(semantics, info)
    if held is not None:
        field, library = held
        return f"an instance of '{info.name}', whose field '{field}' holds {library}"
    return None


def handed_untraceable(semantics, node: ast.expr, scope) -> Optional[str]:
    """What a call handing ``node`` to another module's def proves jit cannot abstract: a
    library module with a function leaf (an ``eqx.nn.MLP``), else None.  (An instance of a
    class of the project is handed as such: its own module knows what it is.)"""
    if isinstance(node, ast.Name):  # (asked of the flow only for a name some call of such a module binds)
        bindings = scope.lookup(node.id)
        if not bindings or not all(isinstance(b, Assigned) and isinstance(b.value, ast.Call) and semantics.qualified_name(
                b.value.func, b.scope) in _LIBRARY_MODULES for b in bindings):
            return None
    elif not isinstance(node, ast.Call):
        return None
    return _function_leaf_module(semantics, node, scope)


_LIBRARY_MODULES = frozenset(FUNCTION_LEAF_MODULES) | {SEQUENTIAL}


def _held_function_leaf_module(semantics, info: ClassInfo) -> Optional[tuple]:
    """(field, library module) when ``info`` is an equinox Module subclass with a field, not
    static, that every store of the file fills with a module holding a function leaf
    (equinox#149's ``self.maxp = nn.MaxPool2d(...)``): the instance's leaves include it."""
    base = semantics.classes.framework(info)
    if base is None or base.framework != "equinox":
        return None
    for statement in info.node.body:
        if not (isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name)
                and statement.value is None):
            continue  # a default or ``eqx.field(static=True)``: not read here
        stores = semantics.attributes.get(statement.target.id, ())
        if not stores or not all(isinstance(b, Assigned) and semantics.classes.of(b.scope.parent) is info
                                 for b in stores):
            continue
        found = {_function_leaf_module(semantics, b.value, b.scope) for b in stores}
        if len(found) == 1 and None not in found:
            return statement.target.id, found.pop()
    return None


def _function_leaf_module(semantics, node: ast.expr, scope, depth: int = 0) -> Optional[str]:
    """What library module with a function leaf ``node`` provably holds ("an eqx.nn.MLP, whose
    field 'activation' is a function"): its construction (or an ``eqx.nn.Sequential`` of a
    list holding one), a name every reaching binding binds to one, or a parameter of a
    function every call hands one (a call of the module, or of another one that proves
    what it hands jit cannot abstract: then that, whatever it is)."""
    if depth > MAX_DEPTH:
        return None
    if isinstance(node, ast.Call):
        qualname = semantics.qualified_name(node.func, scope)
        short = (qualname or "").replace("equinox.", "eqx.")
        if qualname in FUNCTION_LEAF_MODULES:
            return f"an {short}, whose field '{FUNCTION_LEAF_MODULES[qualname]}' is a function"
        if qualname == SEQUENTIAL and node.args and isinstance(node.args[0], (ast.List, ast.Tuple)):
            for layer in node.args[0].elts:
                inner = _function_leaf_module(semantics, layer, scope, depth + 1)
                if inner is not None:
                    return f"an {short} holding {inner}"
        return None
    if not isinstance(node, ast.Name):
        return None
    binding = semantics.binding(node.id, scope, node)
    if isinstance(binding, Param):
        fed = list(semantics.fed_arguments(binding.scope, node.id))
        found = {_function_leaf_module(semantics, value, where, depth + 1) if entry == Entry.DIRECT else None
                 for value, where, entry in fed}
        # what calls in other modules hand it, as they prove it (an MLP, a function, a plain instance)
        if semantics.project is not None:
            found |= {handed.untraceable or None if how == Entry.DIRECT.value else None
                      for handed, how in semantics.handed_from_project(binding.scope, node.id)}
    else:
        bindings = semantics.reaching(node.id, scope, node)
        if not bindings or not all(isinstance(b, Assigned) for b in bindings):
            return None
        found = {_function_leaf_module(semantics, b.value, b.scope, depth + 1) for b in bindings}
    return found.pop() if len(found) == 1 and None not in found else None
