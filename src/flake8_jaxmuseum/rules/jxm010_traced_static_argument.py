"""JXM010: a traced value where JAX needs a static one.

Shapes, sizes, ``arange`` bounds, ``linspace``'s ``num``, ``one_hot``'s ``num_classes``,
axes, split sections, pad widths and slice bounds must be Python values while JAX
traces: it builds arrays of known shapes.  Flagged, inside functions traced by jit,
pmap, vmap or a lax body (and helpers they call): a proven tracer (or a list/tuple
literal holding one) in an argument slot of ``semantics.jaxapi.STATIC_ARGUMENTS``
(``jnp.zeros(n)``, ``jax.random.normal(key, (n, d))``, ``jnp.arange(n)``,
``jnp.sum(x, axis=a)``...) or ``STATIC_METHOD_ARGUMENTS`` (``x.reshape(n, -1)``,
``x.sum(a)``) of a JAX array, and a slice of a JAX array with a traced start, stop or
step (``x[i:i + 3]``, ``x.at[:n]``).  Inside staged code a ``jax.numpy`` result is a
tracer even when computed from constants (``jnp.zeros(jnp.add(3, 1))`` raises).

Never flagged: values from ``x.shape``, ``x.ndim``, ``x.size``, ``len()``, module
constants, NumPy or Python arithmetic on those; static arguments; parameters with a
default no call site passes, or that a call site passes None; unmapped vmap arguments;
functions only differentiated (grad keeps concrete values); positions that take tracers
(a single index ``x[i]``, ``lax.dynamic_slice`` starts, ``jnp.full``'s fill value,
``linspace`` endpoints, ``roll``'s shift, ``eye``'s ``k``); NumPy arrays (their slices
fail differently).
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import argument, const_int, const_int_set, first_positional, positional_args, subscript_indices
from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import ABSTRACT, Param, Scope, ScopeType, Tracing, ValueKind, is_array
from ..semantics.jaxapi import SLICE_ERROR, STATIC_ARGUMENTS, STATIC_METHOD_ARGUMENTS

JIT = "jax.jit"
PARTIAL = "functools.partial"


# ---------------------------------------------------------------------------- what is traced


def _traced(semantics, node: ast.expr, scope: Scope) -> bool:
    """``node`` holds a tracer.  A bare parameter some call site passes None is None there."""
    if not semantics.is_traced(node, scope, first_pass=True):
        return False
    if isinstance(node, ast.Name):
        bindings = scope.lookup(node.id) or []
        for binding in bindings:
            if isinstance(binding, Param) and semantics.passed_none(binding.scope, node.id):
                return False
    return True


def _jax_array(semantics, node: ast.expr, scope: Scope) -> bool:
    """A JAX array, concrete or traced: not a NumPy array, list or pytree."""
    kind = semantics.value_kind(node, scope)
    return is_array(kind) or (kind == ValueKind.TRACED_TREE and semantics.proves_array(node, scope))


def _errors_for(semantics, value: ast.expr, scope: Scope, static) -> list:
    """What the tracer ``value`` raises in ``static``'s slot: as a traced number, or as a
    tuple of them when every call site hands one (a bare argument may be either)."""
    if semantics.traced_array(value, scope, first_pass=True):
        return [static.error] if static.error else []
    if semantics.proves_elements(value, scope):
        return [static.tuple_error] if static.tuple_error else []
    return [e for e in (static.error, static.tuple_error) if e is not None]


def _static_culprits(semantics, call: ast.Call, function: Scope) -> Optional[tuple]:
    """(role, [traced values], [JaxError]) for a call that hands a tracer to a static slot;
    None otherwise."""
    func = call.func
    qualname = semantics.qualified_name(func, function)
    table = STATIC_ARGUMENTS.get(qualname) if qualname else None
    if table is None and qualname is None and isinstance(func, ast.Attribute):
        table = STATIC_METHOD_ARGUMENTS.get(func.attr)
        if table is not None and not _jax_array(semantics, func.value, function):
            table = None
    if table is None:
        return None
    positional = positional_args(call)
    if positional is None:
        return None
    roles, culprits, errors = [], [], []
    for static in table:
        slot = static.slot
        values = list(positional[slot.position:]) if static.variadic else [argument(call, *slot)]
        before = len(culprits)
        for value in values:
            if isinstance(value, (ast.Tuple, ast.List)):
                traced = [e for e in value.elts if not isinstance(e, ast.Starred) and _traced(semantics, e, function)]
                if traced and static.tuple_error is not None:
                    culprits += traced
                    errors.append(static.tuple_error)
            elif value is not None and _traced(semantics, value, function):
                raised = _errors_for(semantics, value, function, static)
                if raised:
                    culprits.append(value)
                    errors += raised
        if len(culprits) > before:
            role = slot.keyword or ("sizes" if static.variadic else f"argument {slot.position}")
            if qualname == "jax.numpy.arange" and role != "step":
                role = "bound"  # arange(n): n is the stop, though it sits where start does
            roles.append(role)
    if not culprits:
        return None
    return " and ".join(dict.fromkeys(roles)), culprits, list(dict.fromkeys(errors))


def _sliced(semantics, subscript: ast.Subscript, function: Scope) -> Optional[tuple]:
    """(the array, the slot index of the slice, the slice, its traced bounds) for a JAX array
    sliced with a traced bound (``x[i:j]``, ``x.at[:n]``); None otherwise."""
    if not isinstance(subscript.ctx, ast.Load):
        return None  # a store into a JAX array is JXM001's
    base = subscript.value
    if isinstance(base, ast.Attribute) and base.attr == "at":
        base = base.value
    if not _jax_array(semantics, base, function):
        return None
    for index, element in enumerate(subscript_indices(subscript)):
        if not isinstance(element, ast.Slice):
            continue
        bounds = [b for b in (element.lower, element.upper, element.step) if b is not None]
        traced = [b for b in bounds if _traced(semantics, b, function)]
        if traced:
            return base, index, element, traced
    return None


# ---------------------------------------------------------------------------- fixes


def _parameters(culprits: list, function: Scope) -> Optional[list]:
    """The names of ``function``'s own parameters the culprits are, all of them, or None."""
    names = []
    for culprit in culprits:
        if not (isinstance(culprit, ast.Name) and function.bindings.get(culprit.id) == [Param(function, culprit.id)]):
            return None
        if culprit.id not in names:
            names.append(culprit.id)
    return names


def _jit_site(semantics, function: Scope):
    """The one jit that traces ``function`` and that a fix can edit: (layer, its options call
    or None for a bare ``@jax.jit`` decorator, the decorator expression or None).  The
    function must be traced by it alone: not vmapped, not a lax body, not also a helper."""
    if function.type is not ScopeType.FUNCTION or function.is_method:
        return None
    wrapped = semantics.transforms.of_def(function)
    sites = []
    if wrapped.layers:
        if len(wrapped.layers) != 1 or wrapped.layers[0].qualname != JIT:
            return None
        layer = wrapped.layers[0]
        decorator = function.node.decorator_list[0]
        sites.append((layer, layer.options, decorator))
    name = function.node.name
    for scope in semantics.scopes:
        for call in scope.calls:
            values = [call.func, *call.args, *(k.value for k in call.keywords)]
            for value in values:
                if not (isinstance(value, ast.Name) and value.id == name):
                    continue
                resolved = semantics.transforms.resolve(value, scope)
                if resolved is None or resolved.function is not function:
                    continue
                if value is call.func:
                    if wrapped.layers:
                        continue  # a call of the jitted function: checked by what it is fed
                    if semantics.tracing_of(scope):
                        return None  # also a helper of traced code
                    continue  # an eager call of the plain function
                if wrapped.layers:
                    return None  # the jitted function handed on (vmap(f), lax bodies...)
                if semantics.qualified_name(call.func, scope) != JIT or value is not first_positional(call):
                    return None
                sites.append((semantics.transforms.resolve(call, scope).layers[0], call, None))
    if len(sites) != 1:
        return None
    layer, options, decorator = sites[0]
    if layer.hides_options or layer.static_arguments() is None:
        return None
    return layer, options, decorator


def _hashable_callers(semantics, function: Scope, names: list) -> bool:
    """No call site hands these parameters an array or a tracer: made static, they must hash."""
    for name in names:
        for fed, scope, _ in semantics.fed_arguments(function, name):
            kind = semantics.value_kind(fed, scope)
            if kind != ValueKind.UNKNOWN or semantics.is_numpy_array(fed, scope):
                return False
    return True


def _literal(values: list) -> str:
    """``"n"``, ``("m", "n")``, ``1``, ``(1, 2)``."""
    texts = [repr(v) if isinstance(v, int) else f'"{v}"' for v in values]
    return texts[0] if len(texts) == 1 else f"({', '.join(texts)})"


def _static_fix(context: RuleContext, function: Scope, culprits: list) -> Optional[Fix]:
    """Unsafe: add the traced parameters to the jit's static arguments.  JAX then compiles once
    per value (and a caller passing an array now fails).  Given both static_argnums and
    static_argnames, jit infers neither from the other, so both get the parameter."""
    semantics = context.semantics
    names = _parameters(culprits, function)
    if names is None or function.node.args.vararg is not None or function.node.args.kwarg is not None:
        return None
    if any(semantics.used_as_array(function, name) for name in names):
        return None  # a Python number has no .shape or .sum()
    site = _jit_site(semantics, function)
    if site is None or not _hashable_callers(semantics, function, names):
        return None
    layer, options, decorator = site
    argnums_node, argnames_node = layer.option("static_argnums"), layer.option("static_argnames")
    argnums = sorted(const_int_set(argnums_node)) if argnums_node is not None else None
    argnames = list(_ordered_strings(argnames_node)) if argnames_node is not None else None
    edits = {}  # keyword -> new value text
    if argnums is not None:
        positions = [function.positional.index(n) for n in names if n in function.positional]
        if len(positions) != len(names) and argnames is None:
            return None  # keyword-only: static_argnames beside static_argnums would stop the inference
        edits["static_argnums"] = _literal(sorted(set(argnums) | set(positions)))
    if argnames is not None or argnums is None:
        edits["static_argnames"] = _literal((argnames or []) + [n for n in names if n not in (argnames or [])])
    partial = None
    import_after = None
    if options is None:  # a bare @jax.jit: becomes @partial(jax.jit, ...)
        partial = semantics.spelling(PARTIAL, function.parent)
        if partial is None:
            import_after = _import_anchor(semantics, function)
            if import_after is None:
                return None
            partial = "partial"
    shown = ", ".join(f"'{n}'" for n in names)

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        changes = []
        if options is None:
            node = view.node(decorator)
            if node is None:
                return None
            keywords = ", ".join(f"{k}={v}" for k, v in edits.items())
            text = f"{partial}({context.file.segment(decorator)}, {keywords})"
            changes.append((node, cst.parse_expression(text)))
        else:
            node = view.node(options)
            if not isinstance(node, cst.Call):
                return None
            args = list(node.args)
            for keyword, value in edits.items():
                new = cst.parse_expression(value)
                for index, arg in enumerate(args):
                    if arg.keyword is not None and arg.keyword.value == keyword:
                        args[index] = arg.with_changes(value=new)
                        break
                else:
                    args.append(
                        cst.Arg(
                            value=new,
                            keyword=cst.Name(keyword),
                            equal=cst.AssignEqual(
                                whitespace_before=cst.SimpleWhitespace(""), whitespace_after=cst.SimpleWhitespace("")
                            ),
                        )
                    )
            changes.append((node, node.with_changes(args=args)))
        if import_after is not None:
            line = view.line(import_after)
            if line is None:
                return None
            new_line = cst.parse_statement("from functools import partial\n")
            changes.append((line, cst.FlattenSentinel([line, new_line])))
        return tuple(changes)

    anchors = [decorator if options is None else options]
    if import_after is not None:
        anchors.insert(0, import_after)
    return context.fix(f"Make {shown} static", False, tuple(anchors), build)


def _ordered_strings(node: ast.expr) -> list:
    if isinstance(node, ast.Constant):
        return [node.value]
    return [e.value for e in node.elts]  # const_str_set proved them literal


def _import_anchor(semantics, function: Scope) -> Optional[ast.stmt]:
    """The last module-level import before the statement holding ``function``, after which
    ``from functools import partial`` can go; None when ``partial`` is taken anywhere."""
    if any("partial" in scope.bindings for scope in semantics.scopes):
        return None
    module = semantics.module
    line = min([function.node.lineno, *(d.lineno for d in function.node.decorator_list)])
    anchor = None
    for statement in module.body:
        if statement.end_lineno >= line:
            break
        if isinstance(statement, ast.Import) or (
            isinstance(statement, ast.ImportFrom) and statement.module != "__future__"
        ):
            anchor = statement
    return anchor


def _slice_fix(context: RuleContext, function: Scope, subscript: ast.Subscript, index: int, element) -> Optional[Fix]:
    """Unsafe: ``x[i:i + k]`` (literal k) -> ``jax.lax.dynamic_slice_in_dim(x, i, k)``.  Where
    the Python slice would come out shorter (i near the end, or negative), dynamic_slice
    clamps the start and keeps k elements."""
    semantics = context.semantics
    if isinstance(subscript.value, ast.Attribute) and subscript.value.attr == "at":
        return None
    lower, upper = element.lower, element.upper
    if lower is None or element.step is not None or not isinstance(upper, ast.BinOp):
        return None
    if not isinstance(upper.op, ast.Add):
        return None
    dump = ast.dump(lower)
    if ast.dump(upper.left) == dump:
        size = const_int(upper.right)
    elif ast.dump(upper.right) == dump:
        size = const_int(upper.left)
    else:
        return None
    if size is None or size <= 0:
        return None
    others = [e for i, e in enumerate(subscript_indices(subscript)) if i != index]
    if any(not (isinstance(e, ast.Slice) and e.lower is None and e.upper is None and e.step is None) for e in others):
        return None
    lax = semantics.spelling("jax.lax", function)
    if lax is None:
        return None
    name = f"{lax}.dynamic_slice_in_dim"
    segment = context.file.segment
    text = f"{name}({segment(subscript.value)}, {segment(lower)}, {size}" + (f", axis={index})" if index else ")")

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        node = view.node(subscript)
        return None if node is None else ((node, cst.parse_expression(text)),)

    return context.fix(f"Use {name}", False, (subscript,), build)


# ---------------------------------------------------------------------------- the check


def _shown(context: RuleContext, nodes: list) -> str:
    texts = list(dict.fromkeys(context.source_text(n) for n in nodes))
    text = ", ".join(f"'{t}'" for t in texts)
    return text if len(text) <= 50 else "value"


def _cure(semantics, function: Scope, names: Optional[list]) -> str:
    if not semantics.tracing_of(function) & Tracing.STAGED:
        return "a mapped value cannot be a size: pass it unmapped (in_axes=None), or use a fixed size with a mask"
    if names:
        return f"make {', '.join(repr(n) for n in names)} static (static_argnames) or compute it from x.shape"
    return "compute it from static values (x.shape, len(), Python or NumPy numbers)"


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    for function in context.traced_functions():
        where = f"in traced function '{function.function_name()}'"
        for call in function.calls:
            found = _static_culprits(semantics, call, function)
            if found is None:
                continue
            role, culprits, errors = found
            raised = " or ".join(dict.fromkeys(e.exception for e in errors))
            yield Report(
                call,
                f"traced {_shown(context, culprits)} as the {role} of {context.source_text(call.func)} {where} "
                f"raises {raised}; {_cure(semantics, function, _parameters(culprits, function))}",
                _static_fix(context, function, culprits),
            )
        for subscript in function.subscripts:
            found = _sliced(semantics, subscript, function)
            if found is None:
                continue
            base, index, element, bounds = found
            names = _parameters(bounds, function)
            cure = "use jax.lax.dynamic_slice_in_dim with a static size, or a mask"
            if names and semantics.tracing_of(function) & Tracing.STAGED:
                cure = f"make {', '.join(repr(n) for n in names)} static (static_argnames), or {cure}"
            fix = _slice_fix(context, function, subscript, index, element) or _static_fix(context, function, bounds)
            yield Report(
                subscript,
                f"slice of '{context.source_text(base)}' with traced bound {_shown(context, bounds)} {where} raises "
                f"{SLICE_ERROR.exception}; {cure}",
                fix,
            )


def _raises() -> tuple:
    errors = {SLICE_ERROR}
    for table in (STATIC_ARGUMENTS, STATIC_METHOD_ARGUMENTS):
        for statics in table.values():
            errors.update(e for static in statics for e in (static.error, static.tuple_error) if e is not None)
    return tuple(Raises(e.exception, e.message) for e in sorted(errors))


RULE = Rule(
    code="JXM010",
    title="traced value where JAX needs a static one",
    # Captured from runs under jax 0.4.38 and 0.10.2 (tests/probes/static_positions.py); the
    # tests hold every flagged case to one of them.
    raises=_raises(),
    check=check,
    traced_under=ABSTRACT,
    description=__doc__,
)
