"""JXM021: ``static_argnums`` out of range, or ``static_argnames`` naming no parameter.

``jax.jit`` checks its static options against the signature of the function it wraps, when
it wraps it: an index past the positional parameters (or before them, counted from the
end), or a name that is no parameter, raises ``ValueError`` at once (on jax 0.4.38 and
0.10.2).  Flagged: ``jax.jit(f, static_argnums=...)``, ``partial(jax.jit, ...)(f)``,
``@partial(jax.jit, ...)`` and ``@jax.jit(...)`` over a def or lambda of the file, with
literal options; a ``static_argnames`` entry naming a positional-only parameter (or
``*args``) raises too, even under ``**kwargs``.  A static option handed to a transform that
refuses it (``equinox.filter_jit``: ``TransformSpec.rejects_options``) is flagged whatever
it wraps.  Left alone: a function with ``*args`` (any index is fine) or ``**kwargs``
(any name is), a jit over another decorator or transform (the signature JAX reads is
not the def's), a bound method, options that are not literals, and other transforms
(pmap checks its options only when called).
"""

from __future__ import annotations

import ast
import difflib
from typing import Iterator, Optional

from ..astutil import const_int, const_str, keyword, literal_sequence
from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import Layer, Scope, Wrapped

def _jit_over_def(wrapped: Optional[Wrapped]) -> Optional[tuple]:
    """(jit layer, function) when ``wrapped`` is a configured ``jax.jit`` (a transform that
    checks its static options when it wraps) directly over a def or lambda of the file (no
    other layer between, no bound instance)."""
    if wrapped is None or wrapped.function is None or wrapped.bound:
        return None
    layer = wrapped.layers[-1] if wrapped.layers else None
    if layer is None or not layer.known or not layer.spec.checks_statics_when_wrapping:
        return None
    if layer.options is None or layer.hides_options:
        return None
    return layer, wrapped.function


# The static options a transform may refuse outright (TransformSpec.rejects_options).
_STATIC_OPTIONS = ("static_argnums", "static_argnames")


def _refused_static_options(wrapped: Optional[Wrapped]) -> Iterator[tuple]:
    """(layer, keyword) for each static option a layer of ``wrapped`` refuses whatever it
    wraps (``eqx.filter_jit(f, static_argnames=...)``, ``@partial(eqx.filter_jit,
    static_argnums=1)``): it raises when it wraps, so the function need not be the file's."""
    for layer in wrapped.layers if wrapped is not None else ():
        if not layer.known or not layer.spec.rejects_options or layer.options is None:
            continue
        for item in layer.options.keywords:
            if item.arg in _STATIC_OPTIONS and item.arg in layer.spec.rejects_options:
                yield layer, item


def _entries(option: ast.expr) -> Optional[list]:
    """The literal entries of an option: ``2`` -> [2], ``(0, 3)`` -> [0, 3], ``"n"`` ->
    ["n"]; None when any is not a literal int or str."""
    items = literal_sequence(option)
    if items is None:
        items = [option]
    values = []
    for item in items:
        value = const_int(item)
        if value is None:
            value = const_str(item)
        if value is None:
            return None
        values.append((item, value))
    return values


def _bad_entries(layer: Layer, function: Scope) -> Iterator[tuple]:
    """(option name, its value node, the bad entry node, the parameter name it was probably
    meant to be or None, message) for each entry out of range.  The name is ``...`` for a
    parameter taken only by position: dropping it or naming another would change what is
    static, so no fix is offered there."""
    arguments = function.node.args
    positional = function.positional
    # jit binds static_argnames by keyword: a positional-only parameter, or the name of
    # ``*args``, can never be one (it raises even when the function takes ``**kwargs``).
    by_position = {a.arg for a in arguments.posonlyargs} | ({arguments.vararg.arg} if arguments.vararg else set())
    everything = set(function.params) - by_position
    for option_name in ("static_argnums", "static_argnames"):
        option = keyword(layer.options, option_name)
        if option is None:
            continue
        entries = _entries(option)
        if entries is None:
            continue
        for node, value in entries:
            if option_name == "static_argnums" and isinstance(value, int) and arguments.vararg is None:
                if not -len(positional) <= value < len(positional):
                    hint = " (positions count from 0)" if value == len(positional) else ""
                    yield option_name, option, node, None, (
                        f"static_argnums has {value}, but '{_name(function)}' takes "
                        f"{len(positional)} positional argument{'s' if len(positional) != 1 else ''}{hint}"
                    )
            elif option_name == "static_argnames" and isinstance(value, str) and value in by_position:
                yield option_name, option, node, ..., (
                    f"static_argnames has '{value}', but '{_name(function)}' takes it only by position "
                    f"({'*' + value if arguments.vararg and value == arguments.vararg.arg else 'positional-only'}), "
                    "and jit passes static_argnames by keyword"
                )
            elif option_name == "static_argnames" and isinstance(value, str) and arguments.kwarg is None:
                if value not in everything:
                    named = {v for _, v in entries}
                    close = [c for c in difflib.get_close_matches(value, sorted(everything), n=1) if c not in named]
                    hint = f" (did you mean '{close[0]}'?)" if close else ""
                    yield option_name, option, node, close[0] if close else None, (
                        f"static_argnames has '{value}', which is no parameter of '{_name(function)}'{hint}"
                    )


def _checked_at_calls(wrapped: Optional[Wrapped]) -> Optional[tuple]:
    """(layer, literal static_argnums) when ``wrapped`` is a def of the file under a transform
    that checks its static_argnums against each call's positional arguments (``jax.checkpoint``,
    ``jax.remat``), with nothing outside it but transforms that hand the call's arguments on as
    they are (``jax.jit``: ``TransformSpec.forwards_call_arguments``)."""
    if wrapped is None or wrapped.function is None or wrapped.bound:
        return None
    for layer in wrapped.layers:
        if not layer.known:
            return None
        if layer.spec.checks_statics_when_called:
            option = keyword(layer.options, "static_argnums") if layer.options is not None else None
            entries = _entries(option) if option is not None and not layer.hides_options else None
            indices = [value for _, value in entries or () if isinstance(value, int)]
            return (layer, indices) if indices else None
        if not layer.spec.forwards_call_arguments:
            return None
    return None


def _short_calls(context: RuleContext, checked: dict) -> Iterator[Report]:
    """A call of a def ``checked`` maps to (layer, indices) that hands fewer positional
    arguments than an index needs: checkpoint counts the call's, and raises at the call."""
    transforms = context.semantics.transforms
    for scope in context.semantics.scopes:
        for call, wrapped in transforms.layered_calls(scope):
            found = checked.get(id(wrapped.function)) if wrapped.function is not None else None
            if found is None or any(isinstance(a, ast.Starred) for a in call.args):
                continue
            layer, indices = found
            count = len(call.args)
            function = wrapped.function
            for index in indices:
                if -count <= index < count:
                    continue
                meant = function.positional[index] if 0 <= index < len(function.positional) else None
                hint = f" (hand '{meant}' by position)" if meant is not None else ""
                yield Report(call, (
                    f"{layer.spec.short_name}'s static_argnums has {index}, but this call hands "
                    f"'{_name(function)}' {count} positional argument{'s' if count != 1 else ''}: "
                    f"{layer.spec.short_name} counts the call's, not the parameters{hint}"
                ), _positional_fix(context, call, function, max(i for i in indices if i >= 0)))
                break


def _positional_fix(context: RuleContext, call: ast.Call, function: Scope, last: int) -> Optional[Fix]:
    """Hand every parameter up to ``last`` by position: the call's keyword for it, or the
    def's default when that is a literal (``linear_modes(wn, cosmo, conf)`` ->
    ``linear_modes(wn, cosmo, conf, None, False)``, ``f(5, flag=False)`` -> ``f(5, False)``).
    Safe: the call raised, and now hands the function what it would have received."""
    arguments = function.node.args
    positional = arguments.posonlyargs + arguments.args
    if last >= len(positional) or any(k.arg is None for k in call.keywords):
        return None
    defaults = dict(zip([a.arg for a in positional[len(positional) - len(arguments.defaults):]], arguments.defaults))
    keywords = {k.arg: k for k in call.keywords}
    segment = context.file.segment
    texts = [segment(a) for a in call.args]
    for parameter in positional[len(call.args):last + 1]:
        given = keywords.pop(parameter.arg, None)
        default = defaults.get(parameter.arg)
        if given is not None:
            texts.append(segment(given.value))
        elif isinstance(default, ast.Constant):
            texts.append(segment(default))
        else:
            return None
    texts += [f"{k.arg}={segment(k.value)}" for k in call.keywords if k.arg in keywords]
    text = f"{segment(call.func)}({', '.join(texts)})"

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        node = view.node(call)
        return None if node is None else ((node, cst.parse_expression(text)),)

    return context.fix("Hand the static parameters by position", True, (call,), build)


def _may_apply_jit(call: ast.Call) -> bool:
    """``jax.jit(f, ...)``, ``jit(f, ...)``, ``partial(jax.jit, ...)(f)``: a cheap look
    before the resolver answers (every call of every file passes here)."""
    func = call.func
    if isinstance(func, ast.Call):
        return True
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    return "jit" in name


def _name(function: Scope) -> str:
    return function.node.name if hasattr(function.node, "name") else "<lambda>"


def correct_entries_fix(context: RuleContext, options: ast.Call, option: ast.expr, bad: dict,
                        title: Optional[str] = None) -> Fix:
    """``bad``: each bad entry node -> the parameter name it was probably meant to be (a
    close spelling no other entry names), or None.  Those with a name are corrected, the rest
    dropped; the whole keyword goes when nothing is left.  Unsafe: it decides what is static
    (an index one too high is often the parameter meant, counted from 1, and dropping it
    leaves that parameter traced; a corrected name makes that parameter static)."""
    items = literal_sequence(option) or [option]
    texts = []
    for item in items:
        replacement = next((name for node, name in bad.items() if node is item), ...)
        if replacement is ...:
            texts.append(context.file.segment(item))
        elif replacement is not None:
            quote = context.file.segment(item)[:1] if context.file.segment(item)[:1] in ("'", '"') else '"'
            texts.append(f"{quote}{replacement}{quote}")

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        call = view.node(options)
        value = view.node(option)
        if call is None or value is None:
            return None
        if not texts:
            argument = next((a for a in call.args if a.value is value), None)
            if argument is None:
                return None
            args = [a for a in call.args if a is not argument]
            if args:
                args[-1] = args[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
            return ((call, call.with_changes(args=args)),)
        if isinstance(option, ast.List):
            text = "[" + ", ".join(texts) + "]"
        elif isinstance(option, ast.Tuple):
            text = "(" + ", ".join(texts) + ("," if len(texts) == 1 else "") + ")"
        else:
            text = texts[0]
        return ((value, cst.parse_expression(text)),)

    fixed_title = title
    corrected = [name for name in bad.values() if name is not None]
    title = f"Name '{corrected[0]}'" if len(corrected) == 1 and len(bad) == 1 else "Drop the entries out of range"
    if len(bad) == 1 and not corrected:
        title = "Drop the entry out of range"
    return context.fix(title if fixed_title is None else fixed_title, False, (options,), build)


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    transforms = semantics.transforms
    seen = set()
    candidates = [transforms.of_def(function) for function in semantics.functions]
    candidates += [
        transforms.resolve(call, scope)
        for scope in semantics.scopes
        for call in scope.calls
        if call.args and _may_apply_jit(call)
    ]
    checked = {id(w.function): found for w in candidates[:len(semantics.functions)]
               for found in (_checked_at_calls(w),) if found is not None}
    if checked:
        yield from _short_calls(context, checked)
    for wrapped in candidates:
        for layer, item in _refused_static_options(wrapped):
            if id(item) not in seen:
                seen.add(id(item))
                name = layer.spec.short_name
                everything = {entry: None for entry in literal_sequence(item.value) or [item.value]}
                yield Report(item, (
                    f"{name} takes no {item.arg}: it keeps every argument that is not an array static "
                    f"by itself, and raises ValueError when given the option; drop it"
                ), correct_entries_fix(context, layer.options, item.value, everything, f"Drop {item.arg}"))
        found = _jit_over_def(wrapped)
        if found is None or id(found[0].options) in seen:
            continue
        layer, function = found
        seen.add(id(layer.options))
        bad = list(_bad_entries(layer, function))
        for option_name, option, node, _, message in bad:
            same_option = {entry: meant for name, _, entry, meant, _ in bad if name == option_name}
            fixable = ... not in same_option.values()
            yield Report(node, message, correct_entries_fix(context, layer.options, option, same_option) if fixable else None)


RULE = Rule(
    code="JXM021",
    title="static argument out of range",
    # Captured from runs under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
    raises=(
        Raises("ValueError", "Jitted function has static_argnums="),
        Raises("ValueError", "in static_argnames. Function does not take these args."),
        Raises("ValueError", "in static_argnames. These are positional-only"),
        # equinox.filter_jit given a static option (equinox 0.13.8)
        Raises("ValueError", "`jitkwargs` cannot contain 'static_argnums', 'static_argnames'"),
        # jax.checkpoint / jax.remat called with fewer positional arguments (jax 0.10.2)
        Raises("ValueError", "the `static_argnums` argument to `jax.checkpoint` / `jax.remat` can only take"),
    ),
    check=check,
    description=__doc__,
)
