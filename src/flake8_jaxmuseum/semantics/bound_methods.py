"""Methods read off an instance as values: ``self.step``, ``model.f``, a linen module's
``model.apply``.  Each such read makes a new bound-method object, so a cache keyed by the
callable (``jax.jit``'s traces) never finds it again: ``jax.jit(obj.f)`` evaluated twice traces
twice (jax-ml/jax#9672, #15338, #19570), whether a loop evaluates it or a function a loop
calls does.  Part of the tracing layer: it reads the class model and instances, never a value.
"""

from __future__ import annotations

import ast
from typing import Optional

from .classes import ClassInfo
from .held_classes import class_held
from .instances import Instances
from .jaxapi.frameworks import ARRAY_LAYERS, METHOD_KEEPING_DECORATORS
from .scopes import Scope

# The methods a linen module's instance reads as bound methods of its own, whatever it defines.
BOUND_APPLY_METHODS = ("apply", "init")
# flax's own linen layers (``nn.Dense(4).init(rng, x)``).
LINEN_LAYERS = frozenset(name for name in ARRAY_LAYERS if name.startswith("flax.linen."))
_UNKNOWN = object()


def fresh_bound_method(instances: Instances, node: ast.expr, scope: Scope) -> bool:
    """``node`` reads a method off an instance of a class of the file (``self.step``,
    ``model.f`` with ``model = Model(...)`` or ``make_model()`` returning one, a parameter
    annotated with the class or handed an instance by every call) whose every read is a new
    bound-method object: a plain class (no
    base but ``object`` or plain classes of the file, no metaclass, no decorator but those
    that hand the class back as written: a dataclass, a registered pytree), an undecorated
    method; or a linen module's ``apply``/``init`` (of a class of another module of the
    project too: its ``ModuleContext.bound_apply_classes``).  Not when the module stores into an
    attribute of that name (``self.step = jax.jit(self.step)``, ``self.f = self.f`` in
    ``__init__``: the read then finds that one object)."""
    if not isinstance(node, ast.Attribute):
        return False
    owner = class_held(instances, node.value, scope)
    if node.attr in BOUND_APPLY_METHODS and linen_instance(instances, node.value, scope, owner):
        return True
    if owner is None or node.attr in instances.names.attributes:
        return False
    method = instances.transforms.class_method(owner.scope, node.attr)
    if method is None or not method.is_method or not method.positional or instances.transforms.of_def(method).layers:
        return False  # a static method is one function; a property or a decorated method is not read so
    defining = instances.classes.of(method.parent)
    return defining is not None and _plain(instances, owner, 0) and _plain(instances, defining, 0)


def _plain(instances: Instances, info: Optional[ClassInfo], depth: int) -> bool:
    """No metaclass, no attribute hook, decorators only those that keep the class's methods,
    and every base ``object`` or a plain class of the file."""
    if info is None or depth > 8:
        return False
    node = info.node
    if node.keywords or any(d not in METHOD_KEEPING_DECORATORS for d in info.decorators):
        return False
    if info.binds("__getattribute__") or info.binds("__getattr__"):
        return False
    owner = info.scope.parent
    for base, found in zip(node.bases, info.bases):
        if found is not None:
            if not _plain(instances, found, depth + 1):
                return False
        elif not (isinstance(base, ast.Name) and instances.names.is_builtin(base, owner, "object")):
            return False
    return True


def linen_instance(instances: Instances, node: ast.expr, scope: Scope, owner=_UNKNOWN) -> Optional[bool]:
    """``node`` holds an instance of a linen module (whose ``apply`` and ``init`` are bound
    methods of its own, and take its rngs): of a class of the file (``class_held``), of a
    linen layer (``nn.Dense(4)``), or of a linen class of another module of the project
    (``layers.Cell()``, in its ``ModuleContext.bound_apply_classes``); False when it holds
    an instance of another class of the file; None when unknown.  ``owner``: the class
    ``class_held`` already found for it."""
    if owner is _UNKNOWN:
        owner = class_held(instances, node, scope)
    if owner is not None:
        base = instances.classes.framework(owner)
        return base is not None and base.bound_apply
    names = instances.names
    held = names.value_of(node, scope) if isinstance(node, ast.Name) else None
    built, where = (held.value, held.scope) if held is not None else (node, scope)
    if isinstance(built, ast.Call) and names.qualified_name(built.func, where) in LINEN_LAYERS:
        return True
    project = names.project
    imported = instances.imported_instance(node, scope) if project is not None else None
    return True if imported is not None and imported in project.bound_apply_classes else None


# The methods that set an instance up before anything else runs on it.
_SETUP_METHODS = frozenset({"__init__", "__post_init__", "setup"})


def settled_attributes(instances: Instances, method: Scope, attributes: set) -> bool:
    """Every store into the ``attributes`` of an instance, in the whole module, is one in
    ``method``'s class's ``__init__`` (``__post_init__``, ``setup``): no other method, and no
    code outside the class, changes them, so a callable reading ``self.net_apply`` in
    ``method`` reads the same objects on every call through one instance (jax-ml/jax#4645's
    nested ``@jit`` def).  Asked only of a jit built in a method a loop calls; it reads the
    stores the indexer recorded of the class's own scopes, and the module's attribute index."""
    names = instances.names
    owner = method.parent
    if owner is None or not isinstance(owner.node, ast.ClassDef) or not attributes:
        return False
    in_setup = 0
    for scope in names.scopes:
        inside = scope.parent
        while inside is not None and inside is not owner:
            inside = inside.parent
        if inside is None:
            continue
        setup = scope.parent is owner and scope.function_name() in _SETUP_METHODS
        for target, statement in scope.stores:
            for part in _flat(target):
                if isinstance(part, ast.Attribute) and part.attr in attributes:
                    if not setup or isinstance(statement, ast.AugAssign):
                        return False
                    in_setup += 1
    return in_setup == sum(len(names.attributes.get(attribute, ())) for attribute in attributes)


def _flat(target: ast.expr) -> list:
    if isinstance(target, (ast.Tuple, ast.List)):
        return [part for element in target.elts for part in _flat(element)]
    return [target.value] if isinstance(target, ast.Starred) else [target]
