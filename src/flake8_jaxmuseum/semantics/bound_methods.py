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
from .jaxapi.frameworks import METHOD_KEEPING_DECORATORS
from .scopes import Scope

# The methods a linen module's instance reads as bound methods of its own, whatever it defines.
BOUND_APPLY_METHODS = ("apply", "init")


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
    if node.attr in BOUND_APPLY_METHODS:
        if owner is None:  # ``net = models.MLP()``, the class read from another module of the project
            project = instances.names.project
            imported = instances.imported_instance(node.value, scope) if project is not None else None
            return imported is not None and imported in project.bound_apply_classes
        base = instances.classes.framework(owner)
        if base is not None:
            return base.bound_apply
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
