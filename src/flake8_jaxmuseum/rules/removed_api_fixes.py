"""JXM014's migrations: a removed JAX API rewritten to its replacement, with its import.

Each is decided at lint time from the ``ast`` (``load_fix``, ``import_fix`` return a
:class:`~flake8_jaxmuseum.fixes.Fix`, or None) and built with LibCST only when asked.

- rename (``semantics/jaxapi/removed_apis.json``: ``fix.rename``): an attribute chain keeps
  the user's spelling of the part the old and new names share (``J.tree_map`` ->
  ``J.tree_util.tree_map``, ``jnp.trapz`` -> ``jnp.trapezoid``), or starts from a name
  the module imports (``random.KeyArray`` -> ``jax.Array``); when the new module is
  not loaded by ``import jax`` nor imported by the file (``jax.extend...``), ``import
  <module>`` is added after the module's ``import jax``.  A ``from`` import is
  rewritten to the new module, keeping the bound name (``from jax.numpy import trapz``
  -> ``from jax.numpy import trapezoid as trapz``): no use changes.
- rewrite: the call or expression (``index_update(x, i, v)`` -> ``x.at[i].set(v)``,
  ``jnp.NINF`` -> ``(-jnp.inf)``...), only with plain arguments; a ``from`` import of
  such a name is dropped and every use rewritten, or nothing is.

Fixes are offered only for a target JAX at or above the releases every replacement
was run on (``REMOVED_APIS.fixes_verified_on``).
"""

from __future__ import annotations

import ast
from typing import Callable, Optional

from ..fixes import Fix
from ..semantics import Assigned, Scope
from ..semantics.jaxapi.removed_apis import REMOVED_APIS, RemovedApi

AT_KEYWORDS = frozenset({"indices_are_sorted", "unique_indices"})
IN1D_KEYWORDS = frozenset({"assume_unique", "invert", "method"})


# ---- small helpers -------------------------------------------------------------------------
def _plain_call(call: ast.Call, positional: range, keywords: frozenset) -> bool:
    """Positional arguments in ``positional`` many, no ``*``/``**``, keywords among ``keywords``."""
    return (
        len(call.args) in positional
        and not any(isinstance(a, ast.Starred) for a in call.args)
        and all(k.arg is not None and k.arg in keywords for k in call.keywords)
    )


def _side_effect_free(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant) or isinstance(node, ast.Name):
        return True
    return isinstance(node, ast.Attribute) and _side_effect_free(node.value)


def _is_list(semantics, node: ast.expr, scope: Scope) -> bool:
    """A list display, or a name bound to one: ``x.at[[0]]`` raises where index_update worked."""
    if isinstance(node, (ast.List, ast.ListComp)):
        return True
    if isinstance(node, ast.Tuple):
        return any(_is_list(semantics, e, scope) or isinstance(e, ast.Starred) for e in node.elts)
    if isinstance(node, ast.Name):
        return any(
            isinstance(b, Assigned) and isinstance(b.value, (ast.List, ast.ListComp)) for b in scope.lookup(node.id) or ()
        )
    return False


def _dotted(name: str):
    import libcst as cst

    return cst.parse_expression(name)


def _attributes(base, rest: str):
    """``base`` followed by ``.a.b`` for ``rest`` = ``a.b``."""
    import libcst as cst

    for part in (p for p in rest.split(".") if p):
        base = cst.Attribute(value=base, attr=cst.Name(part))
    return base


def _args(args: list) -> list:
    """Arguments with the commas LibCST writes itself."""
    import libcst as cst

    return [arg.with_changes(comma=cst.MaybeSentinel.DEFAULT) for arg in args]


class Base:
    """How a rewrite spells a module: the user's own expression for it, or a name the
    module imports (``jnp``, or ``jax`` + ``.random``).  ``text`` for titles;
    ``cst(view)`` for the edit."""

    def __init__(self, text: str, node: Optional[ast.expr] = None, name: Optional[str] = None, rest: str = "") -> None:
        self.text, self.node, self.name, self.rest = text, node, name, rest

    def cst(self, view):
        import libcst as cst

        return view.node(self.node) if self.node is not None else _attributes(cst.Name(self.name), self.rest)


def _base_of(finder, use: ast.expr, scope: Scope, module: str) -> Optional[Base]:
    """The user's spelling of ``module`` at ``use`` (``jnp`` in ``jnp.msort``), or a name the
    file imports that leads there."""
    if isinstance(use, ast.Attribute) and finder.semantics.qualified_name(use.value, scope) == module:
        return Base(finder.context.source_text(use.value), node=use.value)
    found = finder.semantics.imported_prefix(module, scope)
    if found is None or not _before(found[2], use, scope, finder):
        return None
    name, held, _ = found
    if held != module and module not in REMOVED_APIS.loaded_by_import_jax:
        return None  # ``jax`` + ``.extend.backend`` needs an import
    rest = module[len(held):].lstrip(".")
    return Base(".".join(p for p in (name, rest) if p), name=name, rest=rest)


def _before(statement: ast.stmt, use: ast.AST, scope: Scope, finder) -> bool:
    """A module-level use runs after ``statement``; a use in a function, when called."""
    return scope is not finder.semantics.module_scope or statement.lineno < use.lineno


# ---- rewrites of one use (a call, or the name itself) ------------------------------------------
class Rewrite:
    """One use rewritten: ``target`` (the ast node replaced), ``text`` (for the title) and
    ``build(view)`` (the LibCST replacement)."""

    def __init__(self, target: ast.AST, text: str, build: Callable) -> None:
        self.target, self.text, self.build = target, text, build


def rewrite_use(finder, row: RemovedApi, use: ast.expr, scope: Scope) -> Optional[Rewrite]:
    """The rewrite of one use of a ``rewrite`` row (``use``: the name or attribute), or None."""
    spec = row.fix
    text = finder.context.source_text
    if spec.rewrite in ("negated", "literal"):
        # ``-x`` needs parentheses where an operator or ``.attr`` could bind tighter; not as an argument.
        bare = finder.is_argument(use, scope)
        if spec.rewrite == "literal":
            new = spec.text if bare or not spec.text.startswith("-") else f"({spec.text})"
            return Rewrite(use, new, lambda view: _dotted(new))
        module, _, leaf = spec.of.rpartition(".")
        base = _base_of(finder, use, scope, module)
        if base is None:
            return None
        new = f"-{base.text}.{leaf}" if bare else f"(-{base.text}.{leaf})"
        return Rewrite(use, new, lambda view: _negated(_attributes(base.cst(view), leaf), bare))
    call = finder.call_of(use, scope)
    if call is None or "#" in finder.context.file.segment(call):
        return None
    if spec.rewrite == "at":
        return _at(finder, spec.method, call, scope)
    if spec.rewrite == "argument":
        if not _plain_call(call, range(spec.arguments, spec.arguments + 1), frozenset()):
            return None
        others = [a for i, a in enumerate(call.args) if i != spec.position]
        if not all(_side_effect_free(a) for a in others):
            return None
        kept = call.args[spec.position]

        def build_argument(view):
            from ..cstedit import as_operand

            return as_operand(view.node(kept))

        return Rewrite(call, text(kept), build_argument)
    rename = {"shuffle": "permutation", "in1d": "isin", "msort": "sort"}.get(spec.rewrite)
    module = row.old.rpartition(".")[0]
    base = _base_of(finder, use, scope, module) if rename else None
    if base is None:
        return None
    if spec.rewrite == "shuffle" and _plain_call(call, range(2, 4), frozenset({"axis"})):
        return Rewrite(call, f"{base.text}.permutation(..., independent=True)", lambda view: _shuffle(view, call, base))
    if spec.rewrite == "in1d" and _plain_call(call, range(2, 5), IN1D_KEYWORDS):
        return Rewrite(call, f"{base.text}.ravel({base.text}.isin(...))", lambda view: _in1d(view, call, base))
    if spec.rewrite == "msort" and _plain_call(call, range(1, 2), frozenset()):
        return Rewrite(call, f"{base.text}.sort({text(call.args[0])}, axis=0)", lambda view: _msort(view, call, base))
    return None


def _negated(node, bare: bool):
    import libcst as cst

    parentheses = {} if bare else {"lpar": [cst.LeftParen()], "rpar": [cst.RightParen()]}
    return cst.UnaryOperation(operator=cst.Minus(), expression=node, **parentheses)


def _shuffle(view, call: ast.Call, base: Base):
    import libcst as cst

    node = view.node(call)
    independent = cst.Arg(keyword=cst.Name("independent"), value=cst.Name("True"),
                          equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace("")))
    func = cst.Attribute(value=base.cst(view), attr=cst.Name("permutation"))
    return node.with_changes(func=func, args=[*_args(list(node.args)), independent])


def _in1d(view, call: ast.Call, base: Base):
    import libcst as cst

    node = view.node(call)
    inner = node.with_changes(func=cst.Attribute(value=base.cst(view), attr=cst.Name("isin")))
    return cst.Call(func=cst.Attribute(value=base.cst(view), attr=cst.Name("ravel")), args=[cst.Arg(inner)])


def _msort(view, call: ast.Call, base: Base):
    import libcst as cst

    node = view.node(call)
    axis = cst.Arg(keyword=cst.Name("axis"), value=cst.Integer("0"),
                   equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace("")))
    func = cst.Attribute(value=base.cst(view), attr=cst.Name("sort"))
    return node.with_changes(func=func, args=[*_args(list(node.args)), axis])


def _at(finder, method: str, call: ast.Call, scope: Scope) -> Optional[Rewrite]:
    """``index_update(x, idx, v, **options)`` -> ``x.at[idx].set(v, **options)``."""
    semantics = finder.semantics
    if not _plain_call(call, range(3, 4), AT_KEYWORDS):
        return None
    x, index, value = call.args
    inlined = finder.ops_index(index, scope)  # ``ops.index[i, j]``: write ``i, j``
    if _is_list(semantics, inlined.slice if inlined is not None else index, scope):
        return None
    text = finder.context.source_text
    if inlined is not None:
        index_text = text(inlined.slice)
    elif isinstance(index, ast.Tuple) and index.elts:  # written as x.at[i, j]
        index_text = ", ".join(text(element) for element in index.elts)
    else:
        index_text = text(index)
    title = f"{text(x)}.at[{index_text}].{method}({text(value)})"

    def build(view):
        import libcst as cst

        from ..cstedit import as_operand

        node = view.node(call)
        old_x, old_index, old_value, *options = node.args
        if inlined is not None:
            elements = view.node(inlined).slice
        elif isinstance(old_index.value, cst.Tuple) and old_index.value.elements and not any(
            isinstance(e, cst.StarredElement) for e in old_index.value.elements
        ):
            elements = [cst.SubscriptElement(cst.Index(e.value)) for e in old_index.value.elements]
        else:
            elements = [cst.SubscriptElement(cst.Index(old_index.value))]
        elements = [e.with_changes(comma=cst.MaybeSentinel.DEFAULT) for e in elements]
        at = cst.Subscript(value=cst.Attribute(value=as_operand(old_x.value), attr=cst.Name("at")), slice=elements)
        return cst.Call(func=cst.Attribute(value=at, attr=cst.Name(method)),
                        args=_args([cst.Arg(old_value.value), *options]))

    return Rewrite(call, title, build)


# ---- renames ------------------------------------------------------------------------------
def rename_fix(finder, node: ast.Attribute, scope: Scope, row: RemovedApi) -> Optional[Fix]:
    """``node`` (an attribute chain naming ``row.old``) spelled as the row's new name."""
    spec = row.fix
    semantics = finder.semantics
    new = spec.rename
    if "#" in finder.context.file.segment(node):
        return None
    # The longest part of the user's chain that the new name starts with...
    part, held = None, None
    current = node.value
    while isinstance(current, (ast.Attribute, ast.Name)):
        qualname = semantics.qualified_name(current, scope)
        if qualname is not None and (new == qualname or new.startswith(qualname + ".")):
            part, held = current, qualname
            break
        current = current.value if isinstance(current, ast.Attribute) else None
    # ... or a name the module imports, if that leads further (``jnp`` for jax.numpy.index_exp).
    found = semantics.imported_prefix(new, scope)
    if found is not None and not _before(found[2], node, scope, finder):
        found = None
    anchor = None
    if part is not None and (found is None or len(held) >= len(found[1])):
        base = Base(finder.context.source_text(part), node=part)
        root = part
        while isinstance(root, ast.Attribute):
            root = root.value
        if isinstance(root, ast.Name) and root.id in semantics.module_imports():
            anchor = semantics.module_imports()[root.id][1]
    elif found is not None:
        name, held, anchor = found
        base = Base(name, name=name)
    else:
        return None
    rest = new[len(held):].lstrip(".")
    added = None
    if not (len(held) >= len(spec.module) or spec.module in REMOVED_APIS.loaded_by_import_jax
            or finder.module_imported(spec.module)):
        added = _import_after(finder, anchor, spec.module)
        if added is None:
            return None
    spelled = ".".join(p for p in (base.text, rest) if p)
    title = f"Use {spelled}" + (f" (and import {spec.module})" if added is not None else "")

    def build(view):
        import libcst as cst

        edits = [(view.node(node), _attributes(base.cst(view), rest))]
        if added is not None:
            line = view.line(added)
            edits.append((line, cst.FlattenSentinel([line, cst.parse_statement(f"import {spec.module}\n")])))
        return tuple(edits)

    anchors = (node,) if added is None else (added, node)
    return finder.context.fix(title, spec.safe, anchors, build)


def _import_after(finder, statement: Optional[ast.stmt], module: str) -> Optional[ast.stmt]:
    """The module's unconditional ``import jax`` (``statement``), after which ``import
    <module>`` can go without rebinding anything but ``jax`` to jax; or None."""
    semantics = finder.semantics
    top = module.split(".", 1)[0]
    if not isinstance(statement, ast.Import) or len(statement.names) != 1:
        return None
    if statement.names[0].name.split(".", 1)[0] != top or not finder.context.file.alone_on_its_lines(statement):
        return None
    bindings = semantics.module_scope.bindings.get(top)
    if bindings is not None and semantics.module_imports().get(top, (None,))[0] != top:
        return None
    return statement


# ---- the fixes of a finding ------------------------------------------------------------------
def load_fix(finder, node: ast.Attribute, scope: Scope, row: RemovedApi) -> Optional[Fix]:
    """The fix of an attribute chain naming ``row.old``."""
    spec = row.fix
    if spec is None or spec.imports_only or spec.rewrite == "config_module":
        return None
    if spec.rename is not None:
        if spec.not_in_isinstance and finder.in_isinstance(node, scope):
            return None  # isinstance(k, jax.Array) holds for every array, not only keys
        return rename_fix(finder, node, scope, row)
    rewrite = rewrite_use(finder, row, node, scope)
    if rewrite is None:
        return None
    return finder.context.fix(
        f"Use {rewrite.text}", spec.safe, (rewrite.target,), lambda view: ((view.node(rewrite.target), rewrite.build(view)),)
    )


def import_fix(finder, statement: ast.stmt, scope: Scope) -> Optional[Fix]:
    """The fix of an import statement that names removed APIs: every such name migrated,
    or no fix."""
    if "#" in finder.context.file.segment(statement):
        return None  # a comment inside a parenthesised import would be lost
    if isinstance(statement, ast.Import):
        return _import_fix(finder, statement)
    return _from_import_fix(finder, statement, scope)


def _import_fix(finder, statement: ast.Import) -> Optional[Fix]:
    """``import jax.experimental.stax as stax`` -> ``import jax.example_libraries.stax as stax``;
    ``import jax.config`` -> ``import jax``."""
    if len(statement.names) != 1:
        return None
    alias = statement.names[0]
    ((_, row),) = finder.removed_in(statement)
    spec = row.fix
    if spec is None:
        return None
    if spec.rewrite == "config_module" and alias.name == "jax.config" and alias.asname is None:
        new = "jax"
    elif spec.rename is not None and spec.module == spec.rename:
        new = spec.rename + alias.name[len(row.old):]
    else:
        return None

    def build(view):
        node = view.node(statement)
        return ((node, node.with_changes(names=[node.names[0].with_changes(name=_dotted(new))])),)

    title = f"Use import {new}" + (f" as {alias.asname}" if alias.asname else "")
    return finder.context.fix(title, spec.safe, (statement,), build)


def _from_import_fix(finder, statement: ast.ImportFrom, scope: Scope) -> Optional[Fix]:
    """``from M import a, old as b`` -> ``from M import a`` + ``from N import new as b``;
    a name whose uses must be rewritten (``from jax.ops import index_update``) is dropped
    and every use rewritten."""
    groups: dict = {statement.module: []}  # module -> [(name, asname)], in order
    safe = True
    dropped = []  # (alias, row) whose uses are rewritten
    for alias, row in finder.removed_in(statement):
        bound = alias.asname or alias.name
        spec = row.fix if row is not None else None
        if row is None:
            groups[statement.module].append((alias.name, alias.asname))
        elif spec is None:
            return None
        elif spec.rename is not None:
            qualname = f"{statement.module}.{alias.name}"
            if qualname != row.old and spec.module != spec.rename:
                return None  # ``from jax.tree_map import x``: nothing to rename to
            if spec.not_in_isinstance and any(finder.in_isinstance(use, s) for use, s in finder.uses(statement, bound)):
                return None
            if row.old == "jax.ops.index" and finder.only_inlined(statement, bound):
                dropped.append((alias, None))  # every ``index[...]`` is inlined by an index_* rewrite
                continue
            module, _, name = (spec.rename + qualname[len(row.old):]).rpartition(".")
            groups.setdefault(module, []).append((name, None if bound == name else bound))
            safe = safe and spec.safe
        elif spec.rewrite == "config_module":
            if statement.module != "jax.config" or alias.name != "config":
                return None
            groups.setdefault("jax", []).append(("config", alias.asname))
        elif alias.asname in (None, alias.name):
            dropped.append((alias, row))
            safe = safe and spec.safe
        else:
            return None
    rewrites = []
    for alias, row in dropped:
        if row is None:
            continue
        uses = finder.uses(statement, alias.name)
        if uses is None:
            return None
        for use, use_scope in uses:
            rewrite = rewrite_use(finder, row, use, use_scope)
            if rewrite is None:
                return None
            rewrites.append(rewrite)
    if _nested(rewrites):
        return None
    statements = [(module, names) for module, names in groups.items() if names]
    if len(statements) > 1 and not finder.context.file.alone_on_its_lines(statement):
        return None
    if not statements and not finder.context.file.alone_on_its_lines(statement):
        return None
    line = finder.context.file.lines[statement.end_lineno - 1]
    if not statements and "#" in line:
        return None  # removing the line would lose its comment

    def build(view):
        import libcst as cst

        edits = [(view.node(r.target), r.build(view)) for r in rewrites]
        imports = [_import_from(module, names) for module, names in statements]
        if len(imports) == 1:
            edits.append((view.node(statement), imports[0]))
        elif not imports:
            edits.append((view.line(statement), cst.RemoveFromParent()))
        else:
            old = view.line(statement)
            lines = [old.with_changes(body=[imports[0]])] + [cst.SimpleStatementLine(body=[i]) for i in imports[1:]]
            edits.append((old, cst.FlattenSentinel(lines)))
        return tuple(edits)

    described = "; ".join(
        f"from {module} import " + ", ".join(n + (f" as {a}" if a else "") for n, a in names) for module, names in statements
    )
    title = "Use " + (described or "no import") + (" and rewrite the uses" if rewrites else "")
    anchors = (statement, *(r.target for r in rewrites))
    return finder.context.fix(title, safe, anchors, build)


def _import_from(module: str, names: list):
    import libcst as cst

    return cst.ImportFrom(
        module=_dotted(module),
        names=[cst.ImportAlias(name=cst.Name(n), asname=cst.AsName(cst.Name(a)) if a else None) for n, a in names],
    )


def _nested(rewrites: list) -> bool:
    """Two rewrites where one holds the other: one LibCST pass cannot do both."""
    spans = sorted(
        ((r.target.lineno, r.target.col_offset), (r.target.end_lineno, r.target.end_col_offset)) for r in rewrites
    )
    return any(later[0] < earlier[1] for earlier, later in zip(spans, spans[1:]))
