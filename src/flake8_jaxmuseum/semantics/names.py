"""Layer 1 of the model, names: the scopes and bindings of one module (one walk of
:class:`~.indexer.Indexer`), how names resolve through imports (:meth:`Names.qualified_name`),
which bindings reach a use (:meth:`Names.reaching`, with :mod:`.flow`), and the one lookup
of "the binding of this name" (:meth:`Names.binding`): that binding, :data:`~.scopes.UNBOUND`
or :data:`~.scopes.AMBIGUOUS`, as ruff's semantic model answers it.
"""

from __future__ import annotations

import ast
from bisect import bisect_right
from functools import cached_property
from typing import Iterator, Optional, Union

from ..astutil import is_constant
from .jaxapi import COMPILE_TIME_EVAL, CONFIG_UPDATE, DISABLE_JIT_FLAG, PUBLIC_TWINS
from .flow import Flow
from .guards import Guards
from .indexer import Indexer
from .project import ModuleContext
from .exports import Pasted
from .scopes import Assigned, Binding, Defined, Imported, Scope, ScopeType, the_one


class Names:
    def __init__(self, module: ast.Module, cell_starts: tuple = (), project: Optional[ModuleContext] = None,
                 pasted: Optional[Pasted] = None) -> None:
        """``cell_starts``: the lines where a notebook's cells start (its cells as one module).
        ``project``: the module's place in a project and how the project's other modules
        enter its functions (see :mod:`flake8_jaxmuseum.project`); None: the file alone.
        ``pasted``: the definitions of other modules pasted into ``module`` (see :mod:`.exports`)."""
        self.project = project
        self.pasted = pasted
        indexer = Indexer(module, project)
        indexer.walk(module)
        indexer.resolve_nonlocals()
        self.module = module
        self.cell_starts = tuple(cell_starts)
        self.module_scope: Scope = indexer.module_scope
        self.functions: list = indexer.functions  # function and lambda scopes, in source order
        self.scope_of: dict = indexer.scope_of  # FunctionDef/Lambda node -> Scope
        self.scopes: list = indexer.scopes  # every scope: module, classes, functions, lambdas
        self.mutated_names: set = indexer.mutated
        self.next_statement: dict = indexer.next_statement
        self.attributes: dict = indexer.attributes
        # Name loads of the last parts of removed JAX APIs: id -> [(Name, scope)].
        self.name_loads: dict = indexer.name_loads
        self.guards = Guards(indexer.scopes, indexer.tries, indexer.unevaluated)
        self.taker_calls: list = indexer.taker_calls  # (call, scope) that may hand a library function a function
        self._module_imports: Optional[dict] = None
        self._imports_jax: Optional[bool] = None
        self._changed_in_place: Optional[frozenset] = None  # names changed_in_place says yes of
        self._qualified_names: dict = {}  # id(node) -> (node, scope, qualified_name's answer there)
        # Names a class body binds or declares: ``self.name`` may then be that, not a store.
        self.class_names: set = set()
        self.scope_of_class: dict = {}  # ClassDef node -> its body's Scope
        for scope in self.scopes:
            if scope.type is ScopeType.CLASS:
                self.class_names.update(scope.bindings)
                self.scope_of_class[scope.node] = scope
        # Flow inside one scope, on demand: ``flow.reaching(scope, name, use)``, the bindings
        # of a name that may hold at a use; ``flow.run(scope, analysis)`` for other clients.
        self.flow = Flow()
        self._reaching: dict = {}  # (name, id(scope), id(use), first_pass) -> reaching()'s answer

    def binding(
        self, name: str, scope: Scope, use: Optional[ast.AST] = None, first_pass: bool = False
    ) -> Union[Binding, object]:
        """The one binding of ``name``: at ``use`` (a node of ``scope``'s own code), the one
        that reaches it (:meth:`reaching`); without ``use``, the one ``scope`` sees at all
        (:meth:`.scopes.Scope.lookup`).  :data:`~.scopes.UNBOUND` when there is none,
        :data:`~.scopes.AMBIGUOUS` when several may hold: ask ``isinstance(found, Assigned)``."""
        return the_one(scope.lookup(name) if use is None else self.reaching(name, scope, use, first_pass))

    def qualified_name(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[str]:
        """``jnp.zeros`` -> ``jax.numpy.zeros`` when ``jnp`` is provably ``jax.numpy``: imported
        as such, or bound once to a name that is (``jnp = jax.numpy``, ``jit = jax.jit``)."""
        if depth:  # a link of a chain of names, which its start's answer remembers
            return self._qualified_name(node, scope, depth)
        # Remembered: the rules and the tracing ask of the same calls (on jax's lax_numpy.py,
        # 12.5k questions of 2.9k expressions), and the bindings do not change after the walk.
        # The node is kept with its answer: no other node can take its id meanwhile.
        found = self._qualified_names.get(id(node))
        if found is not None and found[1] is scope:
            return found[2]
        answer = self._qualified_name(node, scope, 0)
        self._qualified_names[id(node)] = (node, scope, answer)
        return answer

    def _qualified_name(self, node: ast.expr, scope: Scope, depth: int) -> Optional[str]:
        if isinstance(node, ast.Name):
            bindings = scope.lookup(node.id)
            if not bindings:
                return None
            first = bindings[0]
            if isinstance(first, Imported) and all(b == first for b in bindings):
                return PUBLIC_TWINS.get(first.qualname, first.qualname)
            only = the_one(bindings)
            if isinstance(only, Assigned) and isinstance(only.value, (ast.Name, ast.Attribute)) and depth < 10:
                return self.qualified_name(only.value, only.scope, depth + 1)
            return None
        if isinstance(node, ast.Attribute):
            base = self.qualified_name(node.value, scope, depth)
            if base is None:
                return None
            name = f"{base}.{node.attr}"
            return PUBLIC_TWINS.get(name, name)
        return None

    def pasted_origin(self, node: ast.expr, scope: Scope) -> Optional[str]:
        """The dotted name of another module's def or constant that ``node`` names, pasted
        into this module's model where it was imported (:mod:`.exports`); None otherwise."""
        pasted = self.pasted
        if pasted is None or not isinstance(node, ast.Name) or node.id not in pasted.names:
            return None
        binding = self.binding(node.id, scope)
        held = binding.node if isinstance(binding, Defined) else binding.value if isinstance(binding, Assigned) else None
        return pasted.names[node.id] if held is not None and id(held) in pasted.nodes else None

    def module_function(self, name: str) -> Optional[Scope]:
        """The function the module's top level binds ``name`` to, once and for all (a def,
        not a class, a method or a name bound again)."""
        function = self.scope_of.get(self.module_scope.defined(name))
        return function if function is not None and function.type is ScopeType.FUNCTION else None

    def value_of(self, name: ast.Name, scope: Scope) -> Optional[Assigned]:
        """What a name provably holds at this use of it: the one binding that reaches it,
        when that is an assignment (``tx = optax.adam(...)``); None otherwise.  The one
        answer to "what does this name hold?" for questions that follow a single value."""
        binding = self.binding(name.id, scope, name)
        return binding if isinstance(binding, Assigned) else None

    def unchanged_literal(self, name: Optional[ast.expr], scope: Scope) -> Optional[ast.expr]:
        """What the one assignment reaching the name ``name`` bound it to, when no code of the
        module changes a value of that name in place (``branches.append(f)``, ``branches[1] =
        g``); any other expression as it is."""
        if not isinstance(name, ast.Name):
            return name
        held = self.value_of(name, scope)
        if held is None or name.id in self.mutated_names or self.changed_in_place(name.id):
            return None
        return held.value

    def same_object(self, a: ast.Name, b: ast.Name, scope: Scope) -> bool:
        """``a`` and ``b``, names of ``scope`` used in one expression, provably hold one object:
        the same name, or one bound by ``b = a`` while ``a`` still holds what it held there (the
        same bindings reach both uses: jax#12627's ``batch = x; x = update(x, batch)``)."""
        if a.id == b.id:
            return True
        for alias, target in ((a, b), (b, a)):
            held = self.value_of(alias, scope)
            value = held.value if held is not None else None
            if (isinstance(value, ast.Name) and value.id == target.id and held.scope is scope
                    and {id(x) for x in self.reaching(target.id, scope, value)}
                    == {id(x) for x in self.reaching(target.id, scope, target)}):
                return True
        return False

    def constant_tuple(self, name: ast.Name, scope: Scope) -> Optional[ast.expr]:
        """What the one assignment reaching ``name`` bound it to, when that is a constant or a
        tuple of constants (``ARGNUMS = (0, 1)``): nothing can change it in place."""
        held = self.value_of(name, scope)
        value = held.value if held is not None else None
        if isinstance(value, ast.Tuple) and all(isinstance(e, ast.Constant) for e in value.elts):
            return value
        return value if isinstance(value, ast.Constant) else None

    def changed_in_place(self, name: str) -> bool:
        """Some code of the module stores into an item of a value named ``name``
        (``branches[1] = g``) or reads an attribute of it (a method may change it)."""
        if self._changed_in_place is None:  # one walk of the module, for every name asked
            self._changed_in_place = frozenset(
                node.value.id for node in ast.walk(self.module)
                if isinstance(node, (ast.Attribute, ast.Subscript)) and isinstance(node.value, ast.Name)
                and (isinstance(node, ast.Attribute) or not isinstance(node.ctx, ast.Load)))
        return name in self._changed_in_place

    def reaching(self, name: str, scope: Scope, use: ast.AST, first_pass: bool = False) -> list:
        """The bindings of ``name`` that may hold when ``use`` (a node of ``scope``'s own
        code) runs.  For a name of ``scope`` itself: those the flow lets reach the use
        (:meth:`.flow.Flow.reaching`: the latest binding in straight-line code, both arms
        of an ``if``, a loop's back edge...), within the text horizon of
        :meth:`.scopes.Scope.reaching` (made earlier in the text, or in a loop around the
        use; with ``first_pass``, earlier in the text only: the first time the code runs).
        For a name of an enclosing scope: all of its bindings (the use may run at any time)."""
        key = (name, id(scope), id(use), first_pass)
        found = self._reaching.get(key)
        if found is None:
            found = self._reaching[key] = self._reaching_at(name, scope, use, first_pass)
        return found

    def _reaching_at(self, name: str, scope: Scope, use: ast.AST, first_pass: bool) -> list:
        bindings = scope.lookup(name)
        if not bindings or name not in scope.bindings:
            return bindings or []
        horizon = scope.reaching(bindings, use, first_pass=first_pass)
        if len(horizon) < 2:
            return horizon  # the flow could only add that the use runs before any binding
        flowing = {id(b) for b in self.flow.reaching(scope, name, use)}
        return [b for b in horizon if id(b) in flowing]

    def tolerates_missing(self, node: ast.AST) -> bool:
        """``node`` sits where a missing module or attribute is expected or never looked
        up: a ``try`` catching ImportError/AttributeError, a branch chosen by a version,
        ``hasattr``/``getattr`` or ``TYPE_CHECKING`` test, an annotation Python never evaluates."""
        return self.guards.covers(node)

    def module_imports(self) -> dict:
        """Names the module binds only by unconditional imports (statements directly in
        its body, not under ``if``/``try``): name -> (qualified name, first such statement)."""
        if self._module_imports is None:
            top = {id(statement) for statement in self.module.body}
            found: dict = {}
            conditional: set = set()
            for statement in self.module_scope.imports:
                for name, qualname in _bound_by_import(statement):
                    if not name.isidentifier():
                        continue  # pasted with another module's definition (exports.py): no fix may spell it
                    if id(statement) not in top:
                        conditional.add(name)
                    elif name not in found:
                        found[name] = (qualname, statement)
            self._module_imports = {
                name: (qualname, statement)
                for name, (qualname, statement) in found.items()
                if name not in conditional and self.module_scope.bindings.get(name) == [Imported(qualname)]
                * len(self.module_scope.bindings.get(name, ()))
            }
        return self._module_imports

    def imported_prefix(self, qualname: str, scope: Scope) -> Optional[tuple]:
        """How ``scope`` can spell the dotted ``qualname`` with a name the module imports
        unconditionally (``jax.numpy.sort`` as ``jnp`` + ``.sort`` after ``import jax.numpy
        as jnp``): (name, the qualified name it holds, its import statement), the longest
        such name; None if no imported name leads there, or it is shadowed in ``scope``."""
        best = None
        for name, (held, statement) in self.module_imports().items():
            if (qualname == held or qualname.startswith(held + ".")) and (best is None or len(held) > len(best[1])):
                if scope.lookup(name) is self.module_scope.bindings[name]:
                    best = (name, held, statement)
        return best

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
        """``node`` is the builtin ``name``, not shadowed in ``scope``."""
        return scope.is_builtin(node, name)

    @staticmethod
    def unbound(node: ast.expr, scope: Scope) -> bool:
        """``node`` is a plain name no scope around ``scope`` binds (a builtin: ``len(x)``,
        ``print(x)``): it names no def of the module, no import, no transform."""
        return type(node) is ast.Name and not scope.lookup(node.id)

    @cached_property
    def jit_disabled(self) -> bool:
        """The module runs ``jax.config.update("jax_disable_jit", True)`` at its top level,
        or every module of its project that imports it does: jit and lax bodies then run
        eagerly (a debugging session, often in a notebook)."""
        return self.disables_jit or (self.project is not None and self.project.jit_disabled)

    @cached_property
    def disables_jit(self) -> bool:
        """The module itself runs ``jax.config.update("jax_disable_jit", True)`` at its top level."""
        for call in self.module_scope.calls:
            args = call.args
            if (
                len(args) == 2
                and isinstance(args[0], ast.Constant)
                and args[0].value == DISABLE_JIT_FLAG
                and is_constant(args[1], True)
                and self.qualified_name(call.func, self.module_scope) == CONFIG_UPDATE
            ):
                return True
        return False

    def evaluated_at_compile_time(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` sits in a ``with jax.ensure_compile_time_eval():`` block."""
        position = (node.lineno, node.col_offset)
        return any(
            start <= position < end and self.qualified_name(call.func, scope) in COMPILE_TIME_EVAL
            for call, (start, end) in scope.with_calls
        )

    def displayed(self, statement: ast.AST) -> bool:
        """``statement`` is an expression a notebook shows: the last statement of its cell
        (IPython displays its value; a trailing ``;`` that hides it is not told apart)."""
        if not self.cell_starts or not isinstance(statement, ast.Expr):
            return False
        body = self.module.body
        for index, top in enumerate(body):
            if top is statement:
                if index + 1 == len(body):
                    return True
                cell = bisect_right(self.cell_starts, statement.lineno)
                return bisect_right(self.cell_starts, body[index + 1].lineno) != cell
        return False

    def spelling(self, qualname: str, scope: Scope, use: Optional[ast.AST] = None) -> Optional[str]:
        """How ``scope`` can spell the dotted ``qualname`` (``jax.debug.print``) with the
        module's own imports, unshadowed there: ``jax.debug.print`` after ``import jax``,
        ``J.debug.print`` after ``import jax as J``, ``debug.print`` after
        ``from jax import debug``; None when no import of the module reaches it.  ``use``:
        where a fix writes the spelling; an import further down the module (a later cell, or
        one an earlier fix added) does not count, since a call made before it runs first."""
        best = None
        for name, bindings in self.module_scope.bindings.items():
            first = bindings[0]
            if scope.lookup(name) is not bindings or not isinstance(first, Imported) or not name.isidentifier():
                continue  # (a name pasted with another module's definition: see exports.py)
            if any(b != first for b in bindings):
                continue  # imported twice the same way is fine (notebooks do), anything else is not
            if use is not None and not any(
                site is not None and site.lineno < use.lineno for site in self.module_scope.sites[name]
            ):
                continue
            imported = first.qualname
            if qualname == imported or qualname.startswith(imported + "."):
                spelled = name + qualname[len(imported):]
                # The longest import is the most direct; ties go to the shorter spelling.
                key = (len(imported), -len(spelled))
                if best is None or key > best[0]:
                    best = (key, spelled)
        return None if best is None else best[1]

    def jax_numpy_name(self, scope: Scope, use: Optional[ast.AST] = None) -> Optional[str]:
        """How ``scope`` can spell ``jax.numpy`` with the imports the module already has."""
        return self.spelling("jax.numpy", scope, use)


def always_returns(function: Scope) -> bool:
    """Every path of ``function`` returns a value: a lambda, or a def that ends with
    ``return value`` and never returns bare."""
    node = function.node
    if isinstance(node, ast.Lambda):
        return True
    return bool(node.body) and isinstance(node.body[-1], ast.Return) and bool(function.returns) and (
        not function.returns_none
    )


def _bound_by_import(statement: ast.stmt) -> Iterator[tuple]:
    """(name, qualified name) for each name an import statement binds (relative and star
    imports bind nothing this can name)."""
    if isinstance(statement, ast.Import):
        for alias in statement.names:
            if alias.asname is not None:
                yield alias.asname, alias.name
            else:
                top = alias.name.split(".", 1)[0]
                yield top, top
    elif statement.module is not None and not statement.level:
        for alias in statement.names:
            if alias.name != "*":
                yield (alias.asname or alias.name), f"{statement.module}.{alias.name}"
