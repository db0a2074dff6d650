"""Values jit cannot trace: what an argument jit abstracts must not be.

jit abstracts every argument it is not told is static, and a value that is neither an
array nor a pytree raises ``TypeError: Error interpreting argument to <function f> as an
abstract array. The problematic value is of type ...`` (jax 0.4.38 and 0.10.2).  Proven
such values: a Python function (a lambda, a def, or a def under JAX's function transforms:
``jax.jit`` gives a ``PjitFunction``), an instance of a plain class (no base but
``object``, nothing registering it, nothing JAX reads as an array-like), an instance of
a flax linen Module (a dataclass, no pytree: verified under flax 0.12.8, flax#853), and a
string, or a tuple, list, dict or NamedTuple holding one (``f(x, "relu")``: "... of type
<class 'str'>", jax#3045 and #23855, the docs' custom pytrees page), and a function of
JAX's array modules (``jax.nn.relu`` handed as an activation), and a NumPy array of
strings (``np.array(['hi'])``: "... of type <class 'numpy.ndarray'>", jax#5228; flax#1492's
batch of string ids).
"""

from __future__ import annotations

import ast
from typing import Optional

from ..astutil import FUNCTION_DEFS
from .classes import ClassInfo
from .jaxapi import ARRAY_LIKE_ATTRIBUTES, DEVICE_LISTS, FUNCTION_LEAF_MODULES, NAMED_TUPLE_BASES
from .jaxapi.library import is_array_function
from .scopes import AMBIGUOUS, Assigned, Defined, Param, the_one
from .tracing_kinds import Entry

MAX_DEPTH = 6
_NUMPY_ARRAY_BUILDERS = frozenset({"numpy.array", "numpy.asarray"})
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
    if isinstance(node, ast.Lambda) or isinstance(node, ast.Name) and _may_name_function(semantics, node, scope):
        wrapped = semantics.transforms.resolve(node, scope)
        if (wrapped is not None and not wrapped.bound and wrapped.function is not None
                and not wrapped.function.is_method
                and all(layer.known and layer.spec.returns_function for layer in wrapped.layers)):
            return "a lambda" if isinstance(node, ast.Lambda) else f"the function '{node.id}'"
    if (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Call) and not node.value.args
            and semantics.qualified_name(node.value.func, scope) in DEVICE_LISTS):
        return f"a jax.Device ({ast.unparse(node)})"
    held = _held(semantics, node, scope)
    if held is not None:
        return held
    if _string_array(semantics, node, scope):
        return "a NumPy array of strings (JAX has no string dtype)"
    if not isinstance(node, (ast.Name, ast.Call, ast.Attribute)):
        return None
    if not isinstance(node, ast.Call):
        qualname = semantics.qualified_name(node, scope)
        if qualname is not None and is_array_function(qualname):
            return f"'{qualname}', a callable of JAX's library"  # ``integrate(jnp.sin, ...)``, an activation
    library = _function_leaf_module(semantics, node, scope)
    if library is not None:
        return library
    if isinstance(node, ast.Name) and not _may_be_instance(semantics, node, scope):
        return None
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


def _may_name_function(semantics, node: ast.Name, scope) -> bool:
    """Whether the transform table is worth asking what ``node`` is: a name bound more than
    once (``state, metrics = step(state, batch)`` in a loop) names a function only when each
    binding is a def, a lambda or a transform applied (which binding reaches the call costs
    a pass over the scope's flow)."""
    bindings = scope.lookup(node.id)
    if the_one(bindings) is not AMBIGUOUS:
        return True
    return all(isinstance(b, Defined) and isinstance(b.node, FUNCTION_DEFS) or isinstance(b, Assigned) and (
        isinstance(b.value, ast.Lambda)
        or isinstance(b.value, ast.Call) and semantics.transforms.layer(b.value.func, b.scope) is not None)
        for b in bindings)


def _may_be_instance(semantics, node: ast.Name, scope) -> bool:
    """Whether a binding of ``node`` may make it an instance of a class of the file: a
    parameter, ``self``, a construction of such a class or another name (which binding reaches
    the call costs a pass over the scope's flow: asked only then)."""
    if scope.is_self(node):
        return True
    return any(isinstance(b, Param) or isinstance(b, Assigned) and (
        isinstance(b.value, (ast.Name, ast.Attribute))
        or isinstance(b.value, ast.Call) and semantics.classes.class_named(b.value.func, b.scope) is not None)
        for b in scope.lookup(node.id) or ())


def handed_untraceable(semantics, node: ast.expr, scope) -> Optional[str]:
    """What a call handing ``node`` to another module's def proves jit cannot abstract: a
    library module with a function leaf (an ``eqx.nn.MLP``), else None.  (An instance of a
    class of the project is handed as such: its own module knows what it is.)"""
    if isinstance(node, ast.Name):  # (asked of the flow only for a name some call of such a module binds)
        bindings = scope.lookup(node.id)
        if not bindings or not all(isinstance(b, Assigned) and isinstance(b.value, ast.Call)
                                   and _may_hold_leaf_module(semantics, b) for b in bindings):
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
            what = f"an optax optimizer ({qualname})" if qualname.startswith("optax.") else f"an {short}"
            return f"{what}, whose field '{FUNCTION_LEAF_MODULES[qualname]}' is a function"
        if qualname == SEQUENTIAL and node.args and isinstance(node.args[0], (ast.List, ast.Tuple)):
            for layer in node.args[0].elts:
                inner = _function_leaf_module(semantics, layer, scope, depth + 1)
                if inner is not None:
                    return f"an {short} holding {inner}"
        return None
    if not isinstance(node, ast.Name):
        return None
    if not any(isinstance(b, Param) or isinstance(b, Assigned) and _may_hold_leaf_module(semantics, b)
               for b in scope.lookup(node.id) or ()):
        return None  # (which binding reaches the call costs a pass over the scope's flow)
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


def _held(semantics, node: ast.expr, scope) -> Optional[str]:
    """"the string 'relu'" when ``node`` provably holds a str, or "a tuple holding ..." when a
    tuple, list or dict literal or a NamedTuple of the file built here holds a value jit
    cannot abstract among its leaves (jit abstracts every leaf: ``(jax.nn.relu, jnp.tanh)``,
    ``{"activation": "relu"}``, jax#953's NamedTuple of optimizer functions)."""
    text = _string(semantics, node, scope)
    if text is not None:
        return "a string" if text is ... else f"the string {text!r}"
    if isinstance(node, (ast.Tuple, ast.List, ast.Dict)):
        items, kind = (node.values, "a dict") if isinstance(node, ast.Dict) else (node.elts, f"a {type(node).__name__.lower()}")
    elif isinstance(node, ast.Call) and _named_tuple(semantics, node, scope):
        items = [*node.args, *(k.value for k in node.keywords if k.arg is not None)]
        kind = f"an instance of the NamedTuple '{ast.unparse(node.func)}'"
    elif isinstance(node, ast.Name) and any(  # (which binding reaches costs the scope's flow: asked only then)
            isinstance(b, Assigned) and (isinstance(b.value, (ast.Tuple, ast.List, ast.Dict)) or isinstance(
                b.value, ast.Call) and _named_tuple(semantics, b.value, b.scope))
            for b in scope.lookup(node.id) or ()):
        literal = semantics.names.unchanged_literal(node, scope)  # ``moc = Container("moc", 1)``, then ``f(moc)``
        held = semantics.names.value_of(node, scope) if literal is not None else None
        if held is None or not isinstance(literal, (ast.Tuple, ast.List, ast.Dict, ast.Call)):
            return None
        inner = _held(semantics, literal, held.scope)
        return None if inner is None else f"'{node.id}', {inner}"
    else:
        return None
    for item in items:
        inner = None if item is None or isinstance(item, ast.Starred) else untraceable(semantics, item, scope)
        if inner is not None:
            return f"{kind} holding {inner}"
    return None


def _named_tuple(semantics, call: ast.Call, scope) -> bool:
    info = semantics.classes.class_named(call.func, scope)
    return info is not None and bool(info.external) and len(info.external) == len(info.bases) and all(
        base in NAMED_TUPLE_BASES for base in info.external)


def _string(semantics, node: ast.expr, scope):
    """The text of the str ``node`` provably holds (``...`` when not one literal's), else
    None: a literal, a name (or a parameter every call of the project hands one) the module
    proves a str, a config field or dict entry set to one where it is declared."""
    if isinstance(node, ast.Constant):
        return node.value if isinstance(node.value, str) else None
    if isinstance(node, (ast.Attribute, ast.Subscript)):
        held = semantics.leaves.configs.held(node, scope)
        texts = {_string(semantics, value, where) for value, where in held or ()}
        if not texts or None in texts:
            return None
        return texts.pop() if len(texts) == 1 else ...
    if isinstance(node, (ast.Name, ast.JoinedStr)) and semantics.sequences.kind(node, scope) == "str":
        return ...
    return None


def _string_literals(node: ast.expr, depth: int = 0) -> bool:
    """A non-empty (nested) list or tuple literal of only str (or bytes) literals."""
    if depth > 4 or not isinstance(node, (ast.List, ast.Tuple)) or not node.elts:
        return False
    return all(
        isinstance(item, ast.Constant) and isinstance(item.value, (str, bytes))
        or _string_literals(item, depth + 1)
        for item in node.elts
    )


def _builds_string_array(semantics, node: ast.expr, scope) -> bool:
    """``np.array(["hi"])``: NumPy's array (or asarray) of string literals, no dtype given
    (NumPy makes a ``<U``/``S`` array, which JAX cannot abstract: jax-ml/jax#5228)."""
    if not isinstance(node, ast.Call) or len(node.args) != 1 or node.keywords:
        return False
    if not _string_literals(node.args[0]):  # (the literal first: a qualified name is asked only then)
        return False
    return semantics.qualified_name(node.func, scope) in _NUMPY_ARRAY_BUILDERS


def _string_array(semantics, node: ast.expr, scope) -> bool:
    """``node`` is such an array, or a name one unchanged assignment binds to one (the
    binding read only when one of the name's bindings is such a call)."""
    if isinstance(node, ast.Call):
        return _builds_string_array(semantics, node, scope)
    if not isinstance(node, ast.Name) or not any(
            isinstance(b, Assigned) and isinstance(b.value, ast.Call) and _string_literals(
                b.value.args[0] if len(b.value.args) == 1 else None) for b in scope.lookup(node.id) or ()):
        return False
    held = semantics.names.value_of(node, scope)
    literal = semantics.names.unchanged_literal(node, scope)
    return held is not None and literal is not None and _builds_string_array(semantics, literal, held.scope)


def _may_hold_leaf_module(semantics, binding: Assigned) -> bool:
    """``binding`` may bind a library module with a function leaf: a construction of one (or
    of a Sequential) or another name."""
    value = binding.value
    if isinstance(value, ast.Name):
        return True
    if not isinstance(value, ast.Call):
        return False
    return semantics.qualified_name(value.func, binding.scope) in _LIBRARY_MODULES
