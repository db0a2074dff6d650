"""The classes of a module: their bases, their methods, and which def ``self.f`` or
``obj.f`` runs.

A flax, equinox or haiku model is a class, and every one of them defines ``__call__``
(most also ``setup`` or ``init``): which method an attribute names must follow the class
hierarchy, not the name alone.  A class's *bases* are the classes of this module it
derives from, in order; a base this module does not define (``nn.Module``, ``object``,
an import) is *external*: its methods are unknown.  A method lookup walks the bases
depth first, left to right (Python's MRO for the single inheritance these libraries use);
it is proven only when it finds the def before any external base, and no class of the
module that derives from the owner defines the name again (a subclass instance may be
what ``self`` is).  A subclass elsewhere, in another module, is not seen.

Flags: a class deriving from a framework's module base (``nn.Module``, ``nnx.Module``,
``eqx.Module``, ``hk.Module``: :mod:`.jaxapi.frameworks`) is that framework's module; a
dataclass or pytree by its decorators and bases.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Optional

from .jaxapi.frameworks import (
    ARRAY_ANNOTATIONS,
    DATACLASS_DECORATORS,
    JAXTYPING_ARRAYS,
    NAMED_TUPLE_BASES,
    PYTREE_BASES,
    FROZEN_PYTREE_BASES,
    FROZEN_PYTREE_DECORATORS,
    PYTREE_DECORATORS,
    PYTREE_REGISTRATION_WORD,
    SCALAR_ANNOTATIONS,
    STATIC_FIELD_KEYWORDS,
    ModuleBase,
    module_base,
)
from .names import Names
from .scopes import Assigned, Defined, Imported, Scope, ScopeType, the_one


@dataclass
class ClassInfo:
    """One class of the module."""

    scope: Scope  # the class body's scope
    bases: list = field(default_factory=list)  # ClassInfo of this module, or None for an external base
    subclasses: list = field(default_factory=list)  # ClassInfo deriving from it directly
    external: list = field(default_factory=list)  # dotted names of its external bases (None: unknown)
    decorators: list = field(default_factory=list)  # dotted names of its decorators (None: unknown)

    @property
    def node(self) -> ast.ClassDef:
        return self.scope.node

    @property
    def name(self) -> str:
        return self.node.name

    def defines(self, name: str) -> Optional[ast.AST]:
        """The def of ``name`` in the class body, when the body binds the name exactly once, to a def."""
        binding = the_one(self.scope.bindings.get(name))  # the body's own, not the module's
        if not isinstance(binding, Defined):
            return None
        node = binding.node
        return node if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) else None

    def binds(self, name: str) -> bool:
        return name in self.scope.bindings or name in self.scope.declared

    def descendants(self) -> list:
        """Every class of the module deriving from this one, at any depth."""
        found, stack = [], list(self.subclasses)
        while stack:
            info = stack.pop()
            if info not in found:
                found.append(info)
                stack.extend(info.subclasses)
        return found


class Classes:
    """The class model of one module (``Semantics.classes``), built on first use."""

    def __init__(self, names: Names) -> None:
        self.names = names
        self._by_node: Optional[dict] = None
        self._registered: object = ...  # registered(), read once
        self._class_level: Optional[frozenset] = None

    def release(self) -> None:
        """Break the class model's cycles (a base names its subclasses, which name it): the
        model of a module with a class hierarchy, dropped, is then freed at once (its classes'
        scopes hold the whole tree), not by a pass of the collector (see Semantics.release)."""
        for info in (self._by_node or {}).values():
            info.subclasses.clear()

    def _built(self) -> dict:
        if self._by_node is None:
            self._by_node = {
                scope.node: ClassInfo(scope) for scope in self.names.scopes if scope.type is ScopeType.CLASS
            }
            qualified_name = self.names.qualified_name
            for info in self._by_node.values():
                for base in info.node.bases:
                    found = self._defined_class(base, info.scope.parent)
                    info.bases.append(found)
                    if found is not None and info not in found.subclasses:
                        found.subclasses.append(info)
                    if found is None:
                        info.external.append(qualified_name(base, info.scope.parent))
                for decorator in info.node.decorator_list:
                    target = decorator.func if isinstance(decorator, ast.Call) else decorator
                    info.decorators.append(qualified_name(target, info.scope.parent))
        return self._by_node

    # ---- flags ---------------------------------------------------------------------------
    def framework(self, info: ClassInfo, seen: Optional[set] = None) -> Optional[ModuleBase]:
        """The framework module base ``info`` derives from (directly, or through classes of
        this module), if any."""
        seen = set() if seen is None else seen
        if id(info) in seen:
            return None
        seen.add(id(info))
        for name in info.external:
            found = module_base(name)
            if found is not None:
                return found
        for base in info.bases:
            found = None if base is None else self.framework(base, seen)
            if found is not None:
                return found
        return None

    def derives_from(self, info: ClassInfo, names: frozenset, seen: Optional[set] = None) -> bool:
        """``info`` derives from one of the external classes ``names`` (directly, or through
        classes of this module)."""
        seen = set() if seen is None else seen
        if id(info) in seen:
            return False
        seen.add(id(info))
        return any(name in names for name in info.external) or any(
            base is not None and self.derives_from(base, names, seen) for base in info.bases
        )

    def init_fields(self, node: ast.expr, scope: Scope) -> Optional[list]:
        """The fields, in order, that the dataclass of this module ``node`` names takes as the
        arguments of its generated ``__init__`` and stores as they are; None when unproven (a
        base of this module, its own ``__init__``, or a field built by a call: ``field(init=False)``,
        a converter)."""
        info = self.class_named(node, scope)
        if info is None or not self.is_dataclass(info) or info.defines("__init__") is not None:
            return None
        if any(base is not None for base in info.bases):
            return None
        fields = []
        for statement in info.node.body:
            if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
                if statement.value is not None and not isinstance(statement.value, ast.Constant):
                    return None
                fields.append(statement.target.id)
        return fields

    def is_frozen_pytree(self, info: ClassInfo) -> bool:
        """A flax struct or an equinox module: a frozen dataclass, whose fields take no store."""
        return any(d in FROZEN_PYTREE_DECORATORS for d in info.decorators) or self.derives_from(info, FROZEN_PYTREE_BASES)

    def is_dataclass(self, info: ClassInfo) -> bool:
        framework = self.framework(info)
        return any(d in DATACLASS_DECORATORS for d in info.decorators) or bool(framework and framework.dataclass)

    def is_pytree(self, info: ClassInfo) -> bool:
        framework = self.framework(info)
        return (
            any(d in PYTREE_DECORATORS for d in info.decorators)
            or any(b in PYTREE_BASES for b in info.external)
            or bool(framework and framework.pytree)
        )

    def array_field(self, info: ClassInfo, name: str, seen: Optional[set] = None) -> bool:
        """``name`` is a field of the pytree class ``info`` (or of a base of this module)
        annotated as an array and not static (``w: jax.Array``, ``v: Float[Array, "n"]``):
        an array leaf of its instances."""
        seen = set() if seen is None else seen
        if id(info) in seen or not self.is_pytree(info):
            return False
        seen.add(id(info))
        for statement in info.node.body:
            if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
                if statement.target.id == name:
                    return self._array_annotation(statement.annotation, info.scope.parent) and not _static(statement.value)
        return any(base is not None and self.array_field(base, name, seen) for base in info.bases)

    def tuple_field(self, info: ClassInfo, name: str) -> Optional[str]:
        """"leaf" when ``name`` is a field of the ``typing.NamedTuple`` class ``info`` (its
        own, no base of this module, no registration call flattening it otherwise) annotated as
        an array or a Python number, "tree" for another field of it; None otherwise.  jit
        traces every field of an instance, whatever its annotation: ``cfg.hidden: int`` is a
        scalar tracer there."""
        if not any(base in NAMED_TUPLE_BASES for base in info.external) or any(b is not None for b in info.bases):
            return None
        for statement in info.node.body:
            if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
                if statement.target.id == name:
                    if self.is_registered(info) is not False:
                        return None  # ``register_pytree_node(COO, ...)`` may keep it as aux data
                    annotation, scope = statement.annotation, info.scope.parent
                    leaf = isinstance(annotation, ast.Name) and annotation.id in SCALAR_ANNOTATIONS and (
                        self.names.is_builtin(annotation, scope, annotation.id)) or self._array_annotation(annotation, scope)
                    return "leaf" if leaf else "tree"
        return None

    def _array_annotation(self, node: ast.expr, scope: Scope) -> bool:
        qualified_name = self.names.qualified_name
        if isinstance(node, ast.Subscript):
            return qualified_name(node.value, scope) in JAXTYPING_ARRAYS
        return qualified_name(node, scope) in ARRAY_ANNOTATIONS

    def registered(self) -> Optional[set]:
        """The class defs (their nodes' ids) the module's registration calls
        (``register_pytree_node(C, ...)``, ``register_dataclass(C)``) hand as argument 0: the
        def of ``C`` that reaches the call, so a notebook that redefines ``C`` cell after cell
        registers only the def before the call.  None when one hands something else than a
        class of the module (a loop's ``cls``, ``*classes``, an imported class): any class
        may then be a pytree."""
        if self._registered is ...:
            self._registered = self._registration_arguments()
        return self._registered

    def is_registered(self, info: ClassInfo) -> Optional[bool]:
        """Whether a registration call makes ``info`` a pytree; None when one is unreadable."""
        registered = self.registered()
        return None if registered is None else id(info.node) in registered

    def _registration_arguments(self) -> Optional[set]:
        nodes = set()
        for scope in self.names.scopes:
            for call in scope.calls:
                func = call.func
                callee = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if PYTREE_REGISTRATION_WORD not in callee.lower():
                    continue
                first = call.args[0] if call.args else None
                if not isinstance(first, ast.Name):
                    return None  # ``register(cls, ...)`` over a loop's classes: any class may be meant
                bindings = self.names.reaching(first.id, scope, call)
                if not bindings or not all(isinstance(b, Defined) and b.node in self._built() for b in bindings):
                    return None
                nodes.update(id(b.node) for b in bindings)
        return nodes

    def of(self, scope: Optional[Scope]) -> Optional[ClassInfo]:
        """The class whose body ``scope`` is."""
        if scope is None or scope.type is not ScopeType.CLASS:
            return None
        return self._built().get(scope.node)

    def _defined_class(self, node: ast.expr, scope: Optional[Scope]) -> Optional[ClassInfo]:
        """The class of this module that the name ``node`` holds, bound once to its def."""
        if scope is None or not isinstance(node, ast.Name):
            return None
        definition = scope.defined(node.id) or self._reaching_def(node, scope)
        return self._built().get(definition) if isinstance(definition, ast.ClassDef) else None

    def _reaching_def(self, node: ast.Name, scope: Scope) -> Optional[ast.AST]:
        """A name a module rebinds to one def after another (a notebook redefining a class cell
        after cell), or to what a call makes of the class (``MLP = nn.remat(MLP, ...)``,
        flax#3946): the def that reaches this use, by the flow."""
        bindings = scope.lookup(node.id)
        if not bindings or not all(isinstance(b, (Defined, Assigned)) for b in bindings) or not any(
                isinstance(b, Defined) for b in bindings):
            return None
        binding = self.names.binding(node.id, scope, node)
        return binding.node if isinstance(binding, Defined) else None

    def with_class_level_methods(self) -> frozenset:
        """The names of the module's classes whose body defines a ``@classmethod`` or
        ``@staticmethod`` (read off the syntax, once)."""
        if self._class_level is None:
            owners = set()
            for info in self._built().values():
                for item in info.node.body:
                    for decorator in getattr(item, "decorator_list", ()):
                        if isinstance(decorator, ast.Name) and decorator.id in ("classmethod", "staticmethod"):
                            owners.add(info.node.name)
            self._class_level = frozenset(owners)
        return self._class_level

    def named(self, name: str) -> Optional[ClassInfo]:
        """The class the module's top level binds ``name`` to, once and for all."""
        return self._built().get(self.names.module_scope.defined(name))

    def class_named(self, node: ast.expr, scope: Scope) -> Optional[ClassInfo]:
        """The class of this module a name refers to (``Model`` in ``Model(...)``)."""
        return self._defined_class(node, scope)

    def method(self, owner: ClassInfo, name: str) -> Optional[Scope]:
        """The def that ``instance.name`` runs for an instance of ``owner`` (or of a subclass
        the module does not override it in); None when unproven."""
        status, found = self._lookup(owner, name, set())
        if status != FOUND:
            return None
        if any(other.binds(name) for other in owner.descendants()):
            return None  # self may be a subclass's instance, with its own def
        return self.names.scope_of.get(found)

    def _lookup(self, info: ClassInfo, name: str, seen: set) -> tuple:
        """(FOUND, def node), (ABSENT, None) when no class on the way binds it, or
        (UNKNOWN, None): bound to something else, or an external base comes first."""
        if id(info) in seen:
            return UNKNOWN, None  # a cycle of names (rebound classes)
        seen.add(id(info))
        if info.binds(name):
            node = info.defines(name)
            return (FOUND, node) if node is not None else (UNKNOWN, None)
        for base in info.bases:
            if base is None:
                return UNKNOWN, None  # an external base may define it
            status, node = self._lookup(base, name, seen)
            if status != ABSENT:
                return status, node
        return ABSENT, None


FOUND, ABSENT, UNKNOWN = "found", "absent", "unknown"


def _static(value: Optional[ast.expr]) -> bool:
    """A field's default that makes it static (``eqx.field(static=True)``), or any call we
    cannot read (``**options``)."""
    if not isinstance(value, ast.Call):
        return False
    for item in value.keywords:
        if item.arg is None:
            return True
        for key, flag in STATIC_FIELD_KEYWORDS:  # static unless the keyword provably says not
            if item.arg == key and not (isinstance(item.value, ast.Constant) and item.value.value is (not flag)):
                return True
    return False


def bound_apply_classes(module: Scope, classes: frozenset) -> frozenset:
    """Of ``classes`` (names of ``module``'s top-level classes), those deriving from a
    framework base whose ``apply`` and ``init`` are methods (linen's: a new bound method on
    every read), directly or through classes of the module; spelled through the module's
    imports alone (its skeleton's, for what an importer reads of it)."""
    def spelled(node: ast.expr) -> Optional[str]:
        parts = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        binding = the_one(module.bindings.get(node.id)) if isinstance(node, ast.Name) else None
        return ".".join([binding.qualname, *reversed(parts)]) if isinstance(binding, Imported) else None

    found: set = set()
    added = True
    while added:  # (a class of the module deriving from one found)
        added = False
        for name in classes - found:
            node = module.defined(name)
            if isinstance(node, ast.ClassDef) and any(
                    isinstance(base, ast.Name) and base.id in found
                    or getattr(module_base(spelled(base)), "bound_apply", False) for base in node.bases):
                found.add(name)
                added = True
    return frozenset(found)
