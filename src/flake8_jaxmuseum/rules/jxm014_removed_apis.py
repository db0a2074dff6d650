"""JXM014: an API that JAX has removed.

Code copied from an older tutorial stops importing: ``jax.tree_map`` (gone in 0.6.0),
``jax.ops.index_update`` (0.3.2), ``from jax.config import config`` (0.4.29),
``jax.experimental.host_callback`` (0.8.0)...  The table of removed APIs lives in
``semantics/jaxapi/removed_apis.json``; each row was run under jax 0.10.2 and 0.4.38.

Flagged: an attribute chain that resolves through the file's imports to a removed
name (``jax.tree_map``, ``J.tree_map`` after ``import jax as J``, ``jnp.trapz``, also
used as a value), reported once at its longest removed name; an ``import`` or ``from
... import`` statement that names one (reported once per statement; the uses of the
names it binds are not reported again).  Only rows missing from the target JAX
(``target-jax``, default: the newest release the table knows) and later are reported.

Left alone: names the file binds itself (``def tree_map``, ``ops = Ops()``,
``import numpy as jnp``), ``jax._src`` internals, the new spellings, deprecated but
present APIs, strings and comments, and compatibility code: a ``try`` catching
``ImportError``/``AttributeError`` (body and handlers), a branch chosen by ``hasattr``, a version
test or ``TYPE_CHECKING``, and annotations Python never evaluates.
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import Scope
from ..semantics.jaxapi.removed_apis import REMOVED_APIS, REMOVED_LEAF_NAMES, RemovedApi
from . import removed_api_fixes as fixes

ATTRIBUTE_SPELLINGS = ("any", "attribute")
IMPORT_SPELLINGS = ("any", "module")


def _message(row: RemovedApi) -> str:
    return f"{row.old} was removed in JAX {row.removed_in}; {row.cure}"


def _is_jax(name: str) -> bool:
    return name == "jax" or name.startswith("jax.")


def _chain(node: ast.expr) -> list:
    """``a.b.c`` -> [a.b.c, a.b, a]: the node and every attribute under it, down to its root."""
    chain = [node]
    while isinstance(chain[-1], ast.Attribute):
        chain.append(chain[-1].value)
    return chain


class Finder:
    def __init__(self, context: RuleContext) -> None:
        self.context = context
        self.semantics = context.semantics
        self.target = context.options.target_jax_version
        self.fixing = self.target >= REMOVED_APIS.fixes_verified_from
        self._calls: dict = {}
        self._inlined: Optional[set] = None

    def match(self, qualname: Optional[str], spellings: tuple, prefix: bool) -> Optional[RemovedApi]:
        if qualname is None or not _is_jax(qualname):
            return None
        return REMOVED_APIS.match(qualname, self.target, spellings, prefix)

    def import_match(self, qualname: str) -> Optional[RemovedApi]:
        """The row an imported dotted name falls under (a module row only above the name:
        ``from jax import config`` imports the config object, which is fine)."""
        row = self.match(qualname, ("any", "module"), prefix=True)
        if row is not None and row.spelled == "module" and row.old == qualname:
            return None
        return row

    # ---- what the fixes ask ----------------------------------------------------------------
    def call_of(self, func: ast.expr, scope: Scope) -> Optional[ast.Call]:
        """The call whose function ``func`` is, if any."""
        calls = self._calls.get(id(scope))
        if calls is None:
            calls = self._calls[id(scope)] = {id(call.func): call for call in scope.calls}
        return calls.get(id(func))

    def is_argument(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` is an argument of a call (no operator can bind to it there)."""
        return any(
            any(node is a for a in call.args) or any(node is k.value for k in call.keywords) for call in scope.calls
        )

    def in_isinstance(self, node: ast.expr, scope: Scope) -> bool:
        """``node`` is a class ``isinstance``/``issubclass`` tests against."""
        for call in scope.calls:
            if len(call.args) == 2 and any(
                self.semantics.is_builtin(call.func, scope, name) for name in ("isinstance", "issubclass")
            ):
                classes = call.args[1]
                if node is classes or (isinstance(classes, ast.Tuple) and any(node is e for e in classes.elts)):
                    return True
        return False

    def ops_index(self, node: ast.expr, scope: Scope) -> Optional[ast.Subscript]:
        """``node`` is ``jax.ops.index[...]`` (that subscript), else None."""
        if isinstance(node, ast.Subscript) and self.semantics.qualified_name(node.value, scope) == "jax.ops.index":
            return node
        return None

    def inlined_indices(self) -> set:
        """ids of the ``ops.index`` in ``ops.index_update(x, ops.index[i], v)`` and co: the
        call is reported, and its rewrite writes ``x.at[i]``."""
        if self._inlined is None:
            self._inlined = set()
            for scope in self.semantics.scopes:
                for call in scope.calls:
                    row = REMOVED_APIS.row(self.semantics.qualified_name(call.func, scope) or "")
                    if row is not None and row.fix is not None and row.fix.rewrite == "at" and len(call.args) > 1:
                        index = self.ops_index(call.args[1], scope)
                        if index is not None:
                            self._inlined.add(id(index.value))
        return self._inlined

    def uses(self, statement: ast.stmt, name: str) -> Optional[list]:
        """(Name, scope) of every use of ``name`` as bound by the import ``statement``; None
        if they cannot all be known (the name is rebound, or not one the walk records)."""
        scope = next((s for s in self.semantics.scopes if any(i is statement for i in s.imports)), None)
        bindings = scope.bindings.get(name) if scope is not None else None
        if name not in REMOVED_LEAF_NAMES or not bindings or any(b != bindings[0] for b in bindings):
            return None
        return [(node, s) for node, s in self.semantics.name_loads.get(name, ()) if s.lookup(name) is bindings]

    def only_inlined(self, statement: ast.stmt, name: str) -> bool:
        """Every use of ``name`` (``index`` from ``jax.ops``) is inlined by an index_* rewrite."""
        uses = self.uses(statement, name)
        return uses is not None and all(id(use) in self.inlined_indices() for use, _ in uses)

    def module_imported(self, module: str) -> bool:
        """An unconditional import statement of the module loads ``module``."""
        top = {id(statement) for statement in self.semantics.module.body}
        for statement in self.semantics.module_scope.imports:
            if id(statement) not in top:
                continue
            if isinstance(statement, ast.Import):
                names = [alias.name for alias in statement.names]
            elif statement.module is not None and not statement.level:
                names = [statement.module] + [f"{statement.module}.{alias.name}" for alias in statement.names]
            else:
                continue
            if any(name == module or name.startswith(module + ".") for name in names):
                return True
        return False

    def removed_in(self, statement: ast.stmt) -> list:
        """(alias, the row it falls under or None) for each name an import statement imports."""
        if isinstance(statement, ast.Import):
            return [(alias, self.match(alias.name, IMPORT_SPELLINGS, prefix=True)) for alias in statement.names]
        return [(alias, self.import_match(f"{statement.module}.{alias.name}")) for alias in statement.names]

    # ---- import statements ------------------------------------------------------------
    def imports(self) -> Iterator[Report]:
        for scope in self.semantics.scopes:
            for statement in scope.imports:
                if isinstance(statement, ast.ImportFrom):
                    if statement.level or statement.module is None or not _is_jax(statement.module):
                        continue
                elif not any(_is_jax(alias.name) for alias in statement.names):
                    continue
                rows = [row for _, row in self.removed_in(statement) if row is not None]
                if not rows or self.semantics.tolerates_missing(statement):
                    continue
                rows = list(dict.fromkeys(rows))
                fix = fixes.import_fix(self, statement, scope) if self.fixing else None
                yield Report(statement, "; ".join(_message(row) for row in rows), fix)

    # ---- attribute loads --------------------------------------------------------------
    def loads(self) -> Iterator[Report]:
        matched = []
        for scope in self.semantics.scopes:
            for node in scope.api_loads:
                row = self.match(self.semantics.qualified_name(node, scope), ATTRIBUTE_SPELLINGS, prefix=False)
                if row is not None:
                    matched.append((node, scope, row))
        inner = {id(part) for node, _, _ in matched for part in _chain(node)[1:]}
        for node, scope, row in matched:
            if id(node) in inner or self.caused_elsewhere(node, scope) or self.semantics.tolerates_missing(node):
                continue
            if row.old == "jax.ops.index" and id(node) in self.inlined_indices():
                continue  # ``ops.index`` inside ``ops.index_update(x, ops.index[i], v)``: one finding, one fix
            fix = fixes.load_fix(self, node, scope, row) if self.fixing else None
            yield Report(node, _message(row), fix)

    def caused_elsewhere(self, node: ast.expr, scope: Scope) -> bool:
        """The chain's root is itself a removed name (``hcb`` after ``import
        jax.experimental.host_callback as hcb``): its import or assignment is reported."""
        root = _chain(node)[-1]
        return isinstance(root, ast.Name) and self.import_match(self.semantics.qualified_name(root, scope)) is not None


def check(context: RuleContext) -> Iterator[Report]:
    finder = Finder(context)
    yield from finder.imports()
    yield from finder.loads()


RULE = Rule(
    code="JXM014",
    title="removed JAX API",
    # Captured from runs under jax 0.10.2 and 0.4.38 (every row: semantics/jaxapi/removed_apis.json).
    # A removed name fails at its lookup or import; a few names removed late still say why.
    raises=(
        Raises("AttributeError", "has no attribute"),
        Raises("ImportError", "cannot import name"),
        Raises("ImportError", "No module named"),  # ModuleNotFoundError
        # Names removed lately still say why: device_put_replicated and jnp.fix on 0.10.2,
        # jnp.round_ on 0.4.38 ("deprecated"); jax.core.get_aval on 0.10.2, clear_backends and
        # xla_bridge.default_backend on 0.4.38 ("removed in JAX").
        Raises("AttributeError", "deprecated"),
        Raises("AttributeError", "removed in JAX"),
        # 0.4.38 still imports host_callback, and its id_tap and call raise (removed_in 0.4.35).
        Raises("NotImplementedError", "host_callback has been deprecated"),
    ),
    check=check,
    description=__doc__,
)
