"""The fix JXM007, JXM008 and JXM010 share: mark jit parameters static.

``range(n)``, ``jnp.repeat(x, n)`` or ``jnp.zeros(n)`` on a traced ``n`` works once ``n``
is a static argument of the jit that traces the function: ``@jax.jit`` becomes
``@partial(jax.jit, static_argnames="n")`` (adding ``from functools import partial``
before the module's first jax import when the module cannot spell functools.partial),
``jax.jit(f)`` or ``f = jax.jit(f)`` becomes ``jax.jit(f, static_argnames="n")``, and an
existing ``partial(jax.jit, ...)`` or ``jax.jit(f, ...)`` grows.  jit infers
static_argnums from static_argnames and the reverse when given only one of them, and
neither when given both (see :class:`~flake8_jaxmuseum.semantics.transforms.StaticSpec`):
so a parameter joins static_argnames when only that is given (or nothing), its position
joins static_argnums when only that is given, and both when both are.  A keyword-only
parameter beside a lone static_argnums (static_argnames would stop the inference) and a
positional-only one (never inferred from static_argnames) get no fix.

Offered only when the file shows everything: the function is a plain def traced by that
one jit alone (no vmap, grad or lax body, not also a helper of traced code), no call
hands it through ``*args``/``**kwargs``, it does not use the parameter as an array, and
every call through the jit passes the parameter a hashable literal (or a name bound once
to one).  Unsafe all the same: jit then compiles once per value, and a caller elsewhere
that passes an array breaks (static arguments must hash).
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import argument, first_positional, has_star_args, is_number
from ..fixes import Fix
from ..rule import RuleContext
from ..semantics import Assigned, Param, Scope, ScopeType, Semantics, Tracing
from ..semantics.jaxapi import ARGNUMS_AND_NAMES, LAX_PRIMITIVES, PARTIAL, transform
from ..semantics.tracing import lax_bodies

ARITHMETIC = (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv)


def sole_parameter(node: ast.expr, function: Scope) -> Optional[str]:
    """The parameter of ``function`` that ``node`` is, or computes from with number
    literals only (``n``, ``n - 1``, ``2 * n``); None otherwise."""
    if isinstance(node, ast.Name):
        return node.id if function.bindings.get(node.id) == [Param(function, node.id)] else None
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        return sole_parameter(node.operand, function)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ARITHMETIC):
        if is_number(node.right):
            return sole_parameter(node.left, function)
        if is_number(node.left):
            return sole_parameter(node.right, function)
    return None


def jitted(semantics: Semantics, function: Scope) -> bool:
    """``function`` is decorated or wrapped by ``jax.jit`` (so static_argnames can apply)."""
    layers = list(semantics.transforms.of_def(function).layers)
    for wrapped in _wrappers(semantics, function) or ():
        layers += wrapped.layers
    return any(_takes_static_argnames(layer.spec) for layer in layers)


def _takes_static_argnames(spec) -> bool:
    """A transform whose static arguments a fix can name (jit's static_argnames)."""
    return spec is not None and spec.static_style == ARGNUMS_AND_NAMES


def _wrappers(semantics: Semantics, function: Scope) -> Optional[list]:
    """Every transform application (``jax.jit(f)``...) of the module that wraps ``function``;
    None when some lax primitive traces it as a body."""
    transforms = semantics.transforms
    applied = []
    for scope in semantics.scopes:
        for call in scope.calls:
            wrapped = transforms.resolve(call, scope)
            if wrapped is not None and wrapped.function is function:
                applied.append(wrapped)
                continue
            qualname = semantics.qualified_name(call.func, scope)
            if qualname in LAX_PRIMITIVES and any(
                transforms.function_of(body, scope) is function for body in lax_bodies(call, qualname)
            ):
                return None
    return applied


# ---------------------------------------------------------------------------- when it applies


def _jit_site(semantics: Semantics, function: Scope) -> Optional[tuple]:
    """The one jit that traces ``function`` and that a fix can edit: (layer, its options
    call or None for a bare ``@jax.jit`` decorator, the decorator or None).  Every other
    use of the def's name is a call of it: of the jitted function, or an eager call of
    the plain one; anything else (``vmap(f)``, a lax body, a call from traced code as a
    helper, a second jit) may trace it some other way."""
    if function.type is not ScopeType.FUNCTION or function.is_method:
        return None
    transforms = semantics.transforms
    wrapped = transforms.of_def(function)
    sites = []
    if wrapped.layers:
        if len(wrapped.layers) != 1 or not _takes_static_argnames(wrapped.layers[0].spec) or len(
            function.node.decorator_list
        ) != 1:
            return None
        sites.append((wrapped.layers[0], wrapped.layers[0].options, function.node.decorator_list[0]))
    name = function.node.name
    for scope in semantics.scopes:
        for call in scope.calls:
            for value in (call.func, *call.args, *(k.value for k in call.keywords)):
                if not (isinstance(value, ast.Name) and value.id == name):
                    continue
                resolved = transforms.resolve(value, scope)
                if resolved is None or resolved.function is not function:
                    continue
                if value is call.func:
                    if not wrapped.layers and semantics.tracing_of(scope):
                        return None  # also a helper of traced code
                    continue  # a call of the jitted function, or an eager one of the plain def
                if wrapped.layers or not _takes_static_argnames(transform(semantics.qualified_name(call.func, scope))):
                    return None  # handed on: vmap(f), lax bodies, jit of the jitted function...
                if value is not first_positional(call):
                    return None
                sites.append((transforms.resolve(call, scope).layers[0], call, None))
    if len(sites) != 1:
        return None
    layer = sites[0][0]
    if layer.hides_options or layer.static_arguments() is None:
        return None
    return sites[0]


def _hashable_literal(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return node.value is not ...
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        return is_number(node.operand)
    if isinstance(node, ast.Tuple):
        return all(_hashable_literal(e) for e in node.elts)
    return False


def _hashable(node: ast.expr, scope: Scope, semantics: Semantics) -> bool:
    """A hashable literal (``3``, ``(0, 1)``, ``"sum"``), or a name bound once to one."""
    if isinstance(node, ast.Name):
        binding = semantics.binding(node.id, scope)
        return isinstance(binding, Assigned) and _hashable_literal(binding.value)
    return _hashable_literal(node)


def _calls_through_jit(semantics: Semantics, function: Scope, site: Optional[ast.Call]) -> Iterator[tuple]:
    """(call, its scope) for each call of the module through the jit of ``function``
    (``site``: its ``jax.jit(f, ...)`` call, None for a decorator), calls of the name
    rebound by ``f = jax.jit(f)`` included; not the eager calls of the plain def."""
    for scope in semantics.scopes:
        for call in scope.calls:
            func = call.func
            wrapped = semantics.transforms.resolve(func, scope)
            if wrapped is not None:
                if wrapped.function is function and wrapped.layers:
                    yield call, scope
            elif site is not None and isinstance(func, ast.Name):
                if any(isinstance(b, Assigned) and b.value is site for b in scope.lookup(func.id) or ()):
                    yield call, scope  # f = jax.jit(f) then f(...): two bindings, resolved by neither


def _hashable_callers(semantics: Semantics, function: Scope, names: list, site: Optional[ast.Call]) -> bool:
    """Some call goes through the jit, and every one hands each of ``names`` (when it
    passes it) a value that hashes: made static, it must.  A call through ``*args`` or
    ``**kwargs`` may hand anything."""
    calls = list(_calls_through_jit(semantics, function, site))
    for call, scope in calls:
        if has_star_args(call):
            return False
        for name in names:
            position = function.positional.index(name) if name in function.positional else None
            value = argument(call, position, name)
            if value is not None and not _hashable(value, scope, semantics):
                return False
    return bool(calls)


def _import_anchor(semantics: Semantics) -> Optional[ast.stmt]:
    """The module's first top-level jax import, before which ``from functools import
    partial`` goes (standard library first, as PEP 8 and isort order imports); None when
    the module binds ``partial`` anywhere or imports no jax at the top level."""
    if any("partial" in other.bindings for other in semantics.scopes):
        return None
    for statement in semantics.module.body:
        names = [alias.name for alias in statement.names] if isinstance(statement, ast.Import) else []
        if isinstance(statement, ast.ImportFrom) and not statement.level:
            names = [statement.module or ""]
        if any(name == "jax" or name.startswith("jax.") for name in names):
            return statement
    return None


# ---------------------------------------------------------------------------- the fix


def static_argument_fix(context: RuleContext, function: Scope, names: list) -> Optional[Fix]:
    """Unsafe: ``names`` (parameters of ``function``; None for a value that is none: no
    fix) made static in the jit that traces ``function``."""
    semantics = context.semantics
    if not names or None in names:
        return None
    names = list(dict.fromkeys(names))
    arguments = function.node.args if function.type is ScopeType.FUNCTION else None
    if arguments is None or arguments.vararg is not None or arguments.kwarg is not None:
        return None
    if any(a.arg in names for a in arguments.posonlyargs):
        return None  # jit never infers static_argnums for them from static_argnames
    if semantics.tracing_of(function) != Tracing.STAGED:
        return None
    if any(semantics.used_as_array(function, name) for name in names):
        return None  # a Python number has no .shape or .sum()
    site = _jit_site(semantics, function)
    if site is None:
        return None
    layer, options, decorator = site
    if not _hashable_callers(semantics, function, names, options if decorator is None else None):
        return None
    argnums, argnames = layer.static_arguments()
    given_nums, given_names = layer.option("static_argnums") is not None, layer.option("static_argnames") is not None
    added = {}  # keyword -> what it gains
    if given_nums:
        positions = [function.positional.index(n) for n in names if n in function.positional]
        if len(positions) != len(names) and not given_names:
            return None  # keyword-only: static_argnames beside static_argnums would stop the inference
        added["static_argnums"] = sorted(set(positions) - argnums)
    if given_names or not given_nums:
        added["static_argnames"] = [n for n in names if n not in argnames]
    added = {keyword: items for keyword, items in added.items() if items}
    if not added:
        return None
    partial = import_before = None
    if options is None:  # a bare @jax.jit: becomes @partial(jax.jit, ...)
        partial = semantics.spelling(PARTIAL, function.parent, function.node)
        if partial is None:
            import_before = _import_anchor(semantics)
            if import_before is None:
                return None
            partial = "partial"
    title = f"Mark {', '.join(repr(n) for n in names)} static ({' and '.join(added)})"

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        if options is not None:
            node = view.node(options)
            if not isinstance(node, cst.Call):
                return None
            new = _with_static(node, added)
            return None if new is None else ((node, new),)
        jit = view.node(decorator)
        if jit is None:
            return None
        new = _with_static(cst.Call(func=cst.parse_expression(partial), args=[cst.Arg(jit)]), added)
        edits = [(jit, new)]
        if import_before is not None:
            line = view.line(import_before)
            if line is None:
                return None
            statement = cst.parse_statement("from functools import partial\n")
            statement = statement.with_changes(leading_lines=line.leading_lines)
            edits.append((line, cst.FlattenSentinel([statement, line.with_changes(leading_lines=[])])))
        return None if new is None else tuple(edits)

    anchors = (options if options is not None else decorator,)
    if import_before is not None:
        anchors = (import_before, *anchors)
    return context.fix(title, False, anchors, build)


# ---------------------------------------------------------------------------- LibCST edits


def _with_static(call, added: dict):
    """A LibCST call whose ``static_argnums``/``static_argnames`` gained ``added``
    (keyword -> positions or names), each created if absent; None if one is unreadable."""
    import libcst as cst

    args = list(call.args)
    for keyword, items in added.items():
        index = next((i for i, a in enumerate(args) if a.keyword is not None and a.keyword.value == keyword), None)
        if index is not None:
            value = _grown(args[index].value, items)
            if value is None:
                return None
            args[index] = args[index].with_changes(value=value)
            continue
        new = cst.Arg(
            keyword=cst.Name(keyword),
            value=_item(items[0]) if len(items) == 1 else cst.Tuple([cst.Element(_item(item)) for item in items]),
            equal=cst.AssignEqual(
                whitespace_before=cst.SimpleWhitespace(""), whitespace_after=cst.SimpleWhitespace("")
            ),
        )
        last = args[-1]
        if isinstance(last.comma, cst.Comma):  # a trailing comma: it moves after the new argument
            new = new.with_changes(comma=last.comma)
        args[-1] = last.with_changes(comma=_comma())
        args.append(new)
    return call.with_changes(args=args)


def _grown(value, items: list):
    """An option's value (a literal, or a tuple or list of them) with ``items`` added:
    names at the end, positions in order; a lone value becomes a tuple.  None when the
    value is none of these."""
    import libcst as cst

    if isinstance(value, (cst.Tuple, cst.List)):
        elements = list(value.elements)
    elif isinstance(value, (cst.SimpleString, cst.Integer, cst.UnaryOperation)):
        elements, value = [cst.Element(value)], cst.Tuple(elements=[])
    else:
        return None
    if any(isinstance(e, cst.StarredElement) for e in elements):
        return None
    between = next((e.comma for e in elements if _spans_lines(e.comma)), None)
    if between is not None:  # laid out a line each: appended the same way, trailing comma kept
        for item in items:
            last = elements[-1]
            elements[-1] = last.with_changes(comma=between)
            elements.append(cst.Element(_item(item), comma=last.comma))
        return value.with_changes(elements=elements)
    for item in items:
        new = cst.Element(_item(item))
        at = len(elements)
        if isinstance(item, int):
            at = next((i for i, e in enumerate(elements) if _number(e.value) > item), at)
        elements.insert(at, new)
    commas = [_comma()] * (len(elements) - 1) + [cst.MaybeSentinel.DEFAULT]  # ("a",) grows to ("a", "n")
    elements = [e.with_changes(comma=comma) for e, comma in zip(elements, commas)]
    return value.with_changes(elements=elements)


def _item(item):
    import libcst as cst

    return cst.Integer(repr(item)) if isinstance(item, int) else cst.SimpleString(f'"{item}"')


def _number(node) -> int:
    """The int a static_argnums element holds (``const_int_set`` proved it one)."""
    import libcst as cst

    return ast.literal_eval(cst.Module(body=[]).code_for_node(node))


def _spans_lines(comma) -> bool:
    import libcst as cst

    return isinstance(comma, cst.Comma) and isinstance(comma.whitespace_after, cst.ParenthesizedWhitespace)


def _comma():
    import libcst as cst

    return cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))
