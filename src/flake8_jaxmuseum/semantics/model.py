"""The shared model of one module that every rule queries.

One walk (:class:`~.indexer.Indexer`) records scopes, bindings and the sites rules
look at; everything else is computed lazily, on the first question, and memoised:
how names resolve through imports (:meth:`Semantics.qualified_name`), what each
callable is (:mod:`.transforms`), which functions are traced and how
(:mod:`.tracing`), what values expressions hold (:mod:`.values`), shapes
(:mod:`.shapes`), and the flow of control inside a scope (:mod:`.flow`: which bindings
reach a use).  A file with no traced function and no JAX call costs little more
than the walk.
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from .flow import Flow
from .indexer import Indexer
from .keys import PRNGKeys
from .refs import Refs
from .scopes import Assigned, Imported, Scope, ScopeType
from .shapes import ShapeInference
from .tracing import ABSTRACT, Entry, TracedFunctions, Tracing
from .transforms import Transforms
from .values import ArrayProof, Masks, ValueKind, ValueKinds, is_traced


class Semantics:
    def __init__(self, module: ast.Module) -> None:
        indexer = Indexer(module)
        indexer.walk(module)
        indexer.resolve_nonlocals()
        self.module = module
        self.module_scope: Scope = indexer.module_scope
        self.functions: list = indexer.functions  # function and lambda scopes, in source order
        self.scope_of: dict = indexer.scope_of  # FunctionDef/Lambda node -> Scope
        self.scopes: list = indexer.scopes  # every scope: module, classes, functions, lambdas
        self.mutated_names: set = indexer.mutated
        self.next_statement: dict = indexer.next_statement
        self.attributes: dict = indexer.attributes
        self._imports_jax: Optional[bool] = None
        # Names a class body binds or declares: ``self.name`` may then be that, not a store.
        self.class_names: set = set()
        for scope in self.scopes:
            if scope.type is ScopeType.CLASS:
                self.class_names.update(scope.bindings)
        # Flow inside one scope, on demand: ``flow.reaching(scope, name, use)``, the bindings
        # of a name that may hold at a use; ``flow.run(scope, analysis)`` for other clients.
        self.flow = Flow()
        self.transforms = Transforms(self)
        self.tracing = TracedFunctions(self)
        self.values = ValueKinds(self, self.tracing.abstract_params, staging=True)
        # What depends on a differentiated argument: JVP tracers, concrete underneath.
        self.differentiated_values = ValueKinds(self, self.tracing.differentiated_params)
        self.masks = Masks(self)
        self.arrays = ArrayProof(self)
        self.shapes = ShapeInference(self)
        # PRNG keys consumed twice (a client of the flow), found on the first question.
        self.keys = PRNGKeys(self)
        self.refs = Refs(self)

    # ---- names ------------------------------------------------------------------------
    def qualified_name(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[str]:
        """``jnp.zeros`` -> ``jax.numpy.zeros`` when ``jnp`` is provably ``jax.numpy``: imported
        as such, or bound once to a name that is (``jnp = jax.numpy``, ``jit = jax.jit``)."""
        if isinstance(node, ast.Name):
            bindings = scope.lookup(node.id)
            if not bindings:
                return None
            first = bindings[0]
            if isinstance(first, Imported) and all(b == first for b in bindings):
                return first.qualname
            if (
                len(bindings) == 1
                and isinstance(first, Assigned)
                and isinstance(first.value, (ast.Name, ast.Attribute))
                and depth < 10
            ):
                return self.qualified_name(first.value, first.scope, depth + 1)
            return None
        if isinstance(node, ast.Attribute):
            base = self.qualified_name(node.value, scope, depth)
            return None if base is None else f"{base}.{node.attr}"
        return None

    def imports_jax(self) -> bool:
        """Some scope imports ``jax`` or a module or name of it."""
        if self._imports_jax is None:
            self._imports_jax = any(
                isinstance(binding, Imported) and (binding.qualname == "jax" or binding.qualname.startswith("jax."))
                for scope in self.scopes
                for bindings in scope.bindings.values()
                for binding in bindings
            )
        return self._imports_jax

    def is_builtin(self, node: ast.expr, scope: Scope, name: str) -> bool:
        """``node`` is the builtin ``name``, not shadowed here."""
        return isinstance(node, ast.Name) and node.id == name and scope.lookup(name) is None

    def jax_numpy_name(self, scope: Scope) -> Optional[str]:
        """How ``scope`` can spell ``jax.numpy`` with the imports the module already has."""
        fallback = None
        for name, bindings in self.module_scope.bindings.items():
            if scope.lookup(name) is not bindings:
                continue  # shadowed here
            if bindings == [Imported("jax.numpy")]:
                return name
            if bindings == [Imported("jax")]:
                fallback = f"{name}.numpy"
        return fallback

    def spelling(self, qualname: str, scope: Scope) -> Optional[str]:
        """How ``scope`` can spell ``qualname`` (``jax.random.split``) with the module's own
        imports, not shadowed there: ``jr.split``, ``random.split``, ``jax.random.split``."""
        best = None
        for name, bindings in self.module_scope.bindings.items():
            if len(bindings) != 1 or not isinstance(bindings[0], Imported) or scope.lookup(name) is not bindings:
                continue
            imported = bindings[0].qualname
            if qualname == imported or qualname.startswith(imported + "."):
                if best is None or len(imported) > len(best[0]):
                    best = (imported, name + qualname[len(imported):])
        return None if best is None else best[1]

    # ---- tracing ------------------------------------------------------------------------
    def traced_functions(self, under: Tracing = ABSTRACT) -> Iterator[Scope]:
        """Functions traced in any of the ways of ``under`` (default: staged or mapped)."""
        return self.tracing.functions(under)

    def traced_params(self, scope: Scope) -> Optional[frozenset]:
        """Parameters of ``scope`` holding abstract tracers; None if it is not staged or mapped."""
        return self.tracing.abstract_params(scope)

    def tracing_of(self, scope: Scope) -> Tracing:
        return self.tracing.how(scope)

    def fed_arguments(self, function: Scope, name: str) -> Iterator[tuple]:
        """(argument, its scope, :class:`Entry`) for each call that hands ``function`` its ``name``."""
        return self.tracing.fed_arguments(function, name)

    # ---- values ---------------------------------------------------------------------------
    def value_kind(self, node: ast.expr, scope: Scope) -> ValueKind:
        return self.values.kind(node, scope)

    def is_traced(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` holds an abstract tracer, or a pytree of them."""
        return is_traced(self.values.kind(node, scope))

    def is_differentiated(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` depends on an argument grad & co differentiate (a JVP tracer, or a pytree
        of them): Python control flow works on it, ``float()`` and NumPy do not."""
        return is_traced(self.differentiated_values.kind(node, scope))

    def is_traced_mask(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` is a traced boolean array."""
        return self.masks.is_traced_mask(node, scope)

    def proves_array(self, node: ast.expr, scope: Scope, entry: Entry = Entry.DIRECT) -> bool:
        """``node`` holds an array (concrete or traced), not a pytree of arrays."""
        return self.arrays.expression(node, scope, entry)

    def may_be_ref(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` may be a mutable reference (``jax.new_ref``, a Pallas kernel's ref),
        whose ``.at[i].set(v)`` stores in place."""
        return self.refs.may_be_ref(node, scope)

    def forget_values(self) -> None:
        """Value kinds depend on what is traced; called when that grows."""
        self.values.forget()
        self.differentiated_values.forget()
