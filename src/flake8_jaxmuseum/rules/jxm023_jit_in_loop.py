"""JXM023: ``jax.jit`` of a fresh callable built inside a loop, so every iteration traces again.

``jax.jit`` caches its traces by the callable it wraps: ``jax.jit(g)(x)`` of one module
function ``g`` traces once however often the loop builds it, but a lambda, a
``functools.partial(...)`` or a def made in the loop body is a new object each iteration,
which JAX traces and compiles again (5 traces for 5 iterations, on 0.4.38 and 0.10.2).
Nothing raises; the program is just slow.  Flagged, inside a ``for``/``while`` body (the
innermost loop): ``jax.jit(lambda ...)``, ``jax.jit(partial(...))``, ``jax.jit(jax.grad(f))``
(a transform applied there makes a new function too), ``jax.jit(f)`` of a def made in the
loop, ``jax.jit(self.step)`` of a method of a plain class of the file (each read of a bound
method is a new object; so is a linen module's ``jax.jit(model.apply)``), ``partial(jax.jit, ...)(...)`` of those, and a ``@jax.jit`` def, each called in that
loop (at once, or through the name it is bound to), or built and called in place in a comprehension's
element (``[jax.jit(lambda v: f(v, 0.))(x[i]) for i in range(2)]``); the same built and called in a def a
loop of the file calls, by name or through an instance (each call traces again), unless it reads the def's own
names (the instance whose method it jits counts as the same when every loop call hands the same object, and so does
a method's own instance read only for attributes its class's ``__init__`` alone stores, jax-ml/jax#4645).  The same
under ``nnx.jit`` and ``equinox.filter_jit``, which cache their traces by the callable too; ``nnx.jit`` keeps them in the
wrapper it returns, so ``nnx.jit(g)`` rebuilt over one ``g`` traces again too.  Left alone: a callable that reads a
name the loop binds (its target, any name assigned in the body, an attribute or item the
body assigns: a Pallas
autotuning loop compiles each variant on purpose, and hoisting would change what runs),
``jax.jit`` of a function defined outside the loop (cached), a jit built but not called in
the loop, and jit built in a nested def.
"""

from __future__ import annotations

import ast
import re
from bisect import bisect_left
from typing import Iterator, Optional

from ..astutil import first_positional
from ..fixes import Fix
from ..rule import Report, Rule, RuleContext, Symptom
from ..semantics import AMBIGUOUS, Scope, ScopeType, Semantics
from ..semantics.bound_methods import fresh_bound_method, settled_attributes
from ..semantics.events import LoopBody, Reads, bound_in, changed_in, comprehensions_of, innermost_loop, loops_of, steady_in
from ..semantics.jaxapi.transforms import PARTIAL
from ..sourcefile import physical_lines

# Builtins whose call has no effect a hoist could change (the callable's body runs once after it).
_PURE_BUILTINS = frozenset({"abs", "all", "any", "bool", "dict", "divmod", "enumerate", "float", "int", "isinstance",
                            "len", "list", "max", "min", "pow", "range", "reversed", "round", "slice", "sorted",
                            "sum", "tuple", "zip"})
_PURE_LIBRARIES = ("jax.", "numpy.", "math.", "functools.partial")


class _Site:
    """One jit built in a loop: ``node`` is reported; ``built`` is the jit call (or the def)
    whose free names must not be the loop's; ``kind`` names the fresh callable."""

    def __init__(self, node, built, callable_node, kind, name=None, statement=None, exempt=(), jit=""):
        self.node, self.built, self.callable, self.kind = node, built, callable_node, kind
        self.name = name  # the name the jitted function is bound to, if any
        self.statement = statement  # the statement to hoist, when it is one of the loop body
        self.exempt = set(exempt)  # loop-bound names that are the site's own
        # The jit, when the callable is the same each time but the jit keeps its traces in the
        # wrapper it returns (nnx.jit): each new wrapper traces it again.
        self.rebuilt = jit

    def why(self, each: str) -> str:
        """Why each iteration (``each``: "each iteration", "each element", "each call") traces again."""
        if self.rebuilt:
            return (f"{self.rebuilt} keeps its traces in the function it returns, so {each} builds a new one, "
                    "which traces and compiles again")
        return f"{each} makes a new callable, which JAX traces and compiles again"

    def changes_with(self, bound: set, stored: set = frozenset()) -> bool:
        """What the jit builds reads a name of ``bound`` (less its own) or an object of
        ``stored``: each iteration's trace is then a different program.  Of ``jax.jit(run)``,
        ``run`` a def made in the loop, the def's body is read too (it closes over
        ``block_fn``, assigned in the loop: a notebook of jax-md's benchmarks each one)."""
        parts = [self.built]
        if isinstance(self.callable, (ast.FunctionDef, ast.AsyncFunctionDef)) and self.callable is not self.built:
            parts.append(self.callable)
        for part in parts:
            reads = Reads(part)
            if reads.outside & (bound - self.exempt) or reads.objects & stored:
                return True
        return False


def _jit_layer(semantics: Semantics, call: ast.Call, scope: Scope):
    wrapped = semantics.transforms.resolve(call, scope)
    if wrapped is None or not wrapped.layers:
        return None
    layer = wrapped.layers[0]
    if not layer.known or not layer.spec.caches_traces_by_callable or layer.options not in (call, call.func):
        return None
    return layer


def _applies_transform(semantics: Semantics, call: ast.Call, scope: Scope) -> bool:
    """``jax.grad(loss)``, ``jax.vmap(f, ...)``: a known transform applied right here, which
    returns a new function each time it runs."""
    wrapped = semantics.transforms.resolve(call, scope)
    if wrapped is None or not wrapped.layers or not all(layer.known for layer in wrapped.layers):
        return False
    return wrapped.layers[0].options in (call, call.func)


def _sites(semantics: Semantics, body: LoopBody, scope: Scope) -> Iterator[_Site]:
    called, defs = body.called, body.defs
    for node in body.nodes:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and len(node.decorator_list) == 1:
            layer = semantics.transforms.layer(node.decorator_list[0], scope, decorator=True)
            if layer is not None and layer.spec.caches_traces_by_callable and node.name in called:
                statement = node if id(node) in body.statements else None
                jit = layer.spec.spelled or layer.spec.qualname
                yield _Site(node.decorator_list[0], node, node, f"@{jit} on a def", node.name, statement,
                            {node.name})
            continue
        if not isinstance(node, ast.Call) or not node.args:
            continue
        layer = _jit_layer(semantics, node, scope)
        if layer is None:
            continue
        jit = layer.spec.spelled or layer.spec.qualname
        target = first_positional(node)
        rebuilt = ""
        if isinstance(target, ast.Lambda):
            kind, exempt = f"{jit} of a lambda", set()
        elif isinstance(target, ast.Call) and semantics.qualified_name(target.func, scope) == PARTIAL:
            kind, exempt = f"{jit} of a functools.partial", set()
        elif isinstance(target, ast.Call) and _applies_transform(semantics, target, scope):
            kind, exempt = f"{jit} of {ast.unparse(target.func)}(...)", set()
        elif isinstance(target, ast.Name) and target.id in defs:
            kind, exempt = f"{jit} of '{target.id}', a def made in the loop,", {target.id}
            target = defs[target.id]
        elif fresh_bound_method(semantics.instances, target, scope):
            kind, exempt = f"{jit} of the bound method '{ast.unparse(target)}'", set()
        elif layer.spec.retraces_when_rebuilt and isinstance(target, (ast.Name, ast.Attribute)):
            kind, exempt, rebuilt = f"{jit} of '{ast.unparse(target)}'", set(), jit  # nnx.jit(g): a new cache each time
        else:
            continue  # a function built outside the loop: JAX's cache finds it again
        parent = body.parent(node)
        if isinstance(parent, ast.Call) and parent.func is node:
            yield _Site(node, node, target, kind, exempt=exempt, jit=rebuilt)
        elif (isinstance(parent, ast.Assign) and len(parent.targets) == 1 and isinstance(parent.targets[0], ast.Name)
              and parent.targets[0].id in called):
            name = parent.targets[0].id
            statement = parent if id(parent) in body.statements else None
            yield _Site(node, node, target, kind, name, statement, exempt | {name}, rebuilt)


def _pure(semantics: Semantics, node: ast.AST, scope: Scope, depth: int = 0) -> bool:
    """Whether tracing ``node`` (a lambda, def or partial) once instead of each iteration
    changes nothing but the time it takes: it calls only JAX, NumPy, math, pure builtins,
    methods of its own values and defs of the file that are so themselves; it stores into no
    attribute or item, declares nothing global, reads no attribute of an outside object
    (``self.lr`` may change between iterations) and no name bound more than once."""
    reads = Reads(node)
    if reads.mutates or any(semantics.binding(name, scope) is AMBIGUOUS for name in reads.outside):
        return False
    for attribute in reads.outside_attributes:
        qualname = semantics.qualified_name(attribute, scope)
        if not (qualname and qualname.startswith(_PURE_LIBRARIES)):
            return False
    for call in reads.calls:
        func = call.func
        qualname = semantics.qualified_name(func, scope)
        if qualname and qualname.startswith(_PURE_LIBRARIES):
            continue
        if isinstance(func, ast.Name) and func.id in _PURE_BUILTINS and scope.is_builtin(func, func.id):
            continue
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id in reads.own:
            continue  # ``v.sum()``: a method of a value the callable made or was given
        if isinstance(func, ast.Name) and depth < 3:
            defined = scope.defined(func.id)
            if isinstance(defined, (ast.FunctionDef, ast.Lambda)) and _pure(semantics, defined, scope, depth + 1):
                continue
        return False
    return True


def _evaluated_simply(nodes: list) -> bool:
    """What a hoist evaluates earlier (partial's arguments, defaults) is only names and constants."""
    return all(isinstance(n, (ast.Name, ast.Constant)) for n in nodes)


def hoist_fix(context: RuleContext, loop: ast.stmt, site: _Site, scope: Scope) -> Optional[Fix]:
    """Build the jitted function once, just before the loop: the statement binding it moves
    there, or ``jax.jit(...)`` called in place becomes a name bound there.  Safe when the
    callable reads nothing the loop binds (checked before) and has no effect a single trace
    would change (:func:`_pure`); otherwise no fix."""
    semantics = context.semantics
    callable_node = site.callable
    if isinstance(callable_node, ast.Attribute):
        return None  # a bound method: its body reads the instance, which the loop may change
    if isinstance(callable_node, ast.Call) and _applies_transform(semantics, callable_node, scope):
        wrapped = semantics.transforms.resolve(callable_node, scope)  # jax.grad(loss, argnums=1)
        options = list(callable_node.args[1:]) + [k.value for k in callable_node.keywords]
        if wrapped.function is None or not _evaluated_simply(options):
            return None
        if not _pure(semantics, wrapped.function.node, wrapped.function.parent or scope):
            return None
    elif isinstance(callable_node, ast.Call):  # partial(g, a, b)
        early = list(callable_node.args[1:]) + [k.value for k in callable_node.keywords]
        target = callable_node.args[0] if callable_node.args else None
        if target is None or not _evaluated_simply(early):
            return None
        defined = scope.defined(target.id) if isinstance(target, ast.Name) else None
        if not (isinstance(defined, ast.FunctionDef) and _pure(semantics, defined, scope)):
            return None
    elif isinstance(callable_node, ast.Name):  # ``nnx.jit(g)``: g bound once, outside the loop, to a def
        defined = scope.defined(callable_node.id)
        if not (isinstance(defined, ast.FunctionDef) and _pure(semantics, defined, scope)):
            return None
    else:
        if isinstance(callable_node, (ast.FunctionDef, ast.AsyncFunctionDef)) and (
            site.statement is None or callable_node is not site.built
        ):
            return None  # a def in a branch, or made in the loop and jitted apart from it: two statements to move
        arguments = callable_node.args
        if not _evaluated_simply(arguments.defaults + [d for d in arguments.kw_defaults if d is not None]):
            return None
        if not _pure(semantics, callable_node, scope):
            return None
    if site.statement is None and site.name is not None:
        return None  # bound inside a branch of the body: moving it out is no longer a hoist
    taken = set(re.findall(r"\w+", context.file.text))
    fresh = next(name for name in ("jitted", *(f"jitted_{n}" for n in range(2, 100))) if name not in taken)

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        loop_line = view.line(loop)
        if loop_line is None:
            return None
        if site.statement is not None:
            moved = view.line(site.statement)
            if moved is None:
                return None
            rest = loop_line.deep_remove(moved)
            moved = moved.with_changes(leading_lines=loop_line.leading_lines)
            block = rest.body
            if getattr(block, "body", None):  # the body's new first statement opens it without a blank line
                first = block.body[0]
                if hasattr(first, "leading_lines"):
                    rest = rest.with_changes(body=block.with_changes(body=(first.with_changes(leading_lines=[]),
                                                                           *block.body[1:])))
        else:
            built = view.node(site.built)
            if built is None:
                return None
            moved = cst.SimpleStatementLine(
                [cst.Assign([cst.AssignTarget(cst.Name(fresh))], built)], leading_lines=loop_line.leading_lines
            )
            rest = loop_line.deep_replace(built, cst.Name(fresh))
        return ((loop_line, cst.FlattenSentinel([moved, rest.with_changes(leading_lines=[])])),)

    return context.fix("Build the jitted function once, before the loop", True, (loop,), build)


def _spans_jit(jit_lines: list, start: tuple, end: tuple) -> bool:
    """A line saying jit lies between ``start`` and ``end`` ((line, column) pairs)."""
    index = bisect_left(jit_lines, start[0])
    return index < len(jit_lines) and jit_lines[index] <= end[0]


def check(context: RuleContext) -> Iterator[Report]:
    if "jit" not in context.file.text:
        return
    semantics = context.semantics
    jit_lines = _lines_saying(context.file.text, "jit")  # sorted
    looped: Optional[set] = None  # the names loops call, read for the first def that builds a jit

    def writes_jit(node: ast.AST) -> bool:
        return _spans_jit(jit_lines, (node.lineno,), (node.end_lineno,))

    for scope in semantics.scopes:
        node = scope.node
        if isinstance(node, ast.Lambda) or not (isinstance(node, ast.Module) or writes_jit(node)):
            continue  # no jit written in it: no loop of it builds one
        for loop in loops_of(scope):
            if not writes_jit(loop):
                continue  # most loops build no jit: read no further
            bound = bound_in(loop)
            body = LoopBody(loop)
            stored = body.stored_objects()
            for site in _sites(semantics, body, scope):
                if site.changes_with(bound, stored):
                    continue  # it changes with the loop: each iteration's trace is a different program
                kind = "while" if isinstance(loop, ast.While) else "for"
                yield Report(
                    site.node,
                    f"{site.kind} inside a {kind} loop: {site.why('each iteration')}; build the jitted function "
                    "once, before the loop",
                    hoist_fix(context, loop, site, scope),
                )
        comprehensions = comprehensions_of(scope, writes_jit) if any(
            _spans_jit(jit_lines, start, end) for start, end in scope.loops) else ()  # (the indexer's loop spans)
        for comprehension in comprehensions:
            if not writes_jit(comprehension):
                continue
            bound = bound_in(comprehension)
            body = LoopBody.of_comprehension(comprehension)
            for site in _sites(semantics, body, scope):
                if site.changes_with(bound):
                    continue  # it reads the element: each one's trace is a different program
                yield Report(
                    site.node,
                    f"{site.kind} inside a comprehension: {site.why('each element')}; build the jitted function "
                    "once, before it",
                )
        if scope.type is ScopeType.FUNCTION:
            if looped is None:
                looped = _names_called_in_loops(semantics)
            if scope.function_name() not in looped and not semantics.tracing.looped_from_project(scope):
                continue
            for site, (kind, where) in _function_sites(semantics, scope):
                yield Report(
                    site.node,
                    f"{site.kind} inside '{scope.function_name()}', which a {kind} loop calls{where}: "
                    f"{site.why('each call')}; build the jitted function once, outside it",
                )


def _lines_saying(text: str, word: str) -> list:
    """The numbers of the physical lines of ``text`` where ``word`` occurs, found by searching
    the text, not by reading every line."""
    if "\r" in text:  # lines break at \r too: count them as the file does
        return [number for number, line in enumerate(physical_lines(text), 1) if word in line]
    found: list = []
    line, counted = 1, 0
    at = text.find(word)
    while at != -1:
        line += text.count("\n", counted, at)
        counted = at
        if not found or found[-1] != line:
            found.append(line)
        at = text.find(word, at + 1)
    return found


def _called_in_loops(semantics: Semantics, function: Scope) -> list:
    """(kind, where, steady) for each call of ``function`` in a loop, as it is (not under a
    transform: a jitted caller traces it once): by its name, or, for a method, through an
    instance (``model.step(x)``, ``self.step(x)``); kind "for" or "while", where "" here or
    " (train.py:12)" for a loop in another module.  ``steady``: the parameters the call hands
    the same object on every iteration (a name the loop neither binds nor stores into)."""
    found = []
    name = function.function_name()
    for scope in semantics.scopes:
        for call in scope.calls:
            func = call.func
            if not (isinstance(func, ast.Name) and func.id == name
                    or function.is_method and isinstance(func, ast.Attribute) and func.attr == name):
                continue
            loop = innermost_loop(scope, call)
            if loop is None:
                continue
            if isinstance(func, ast.Name):
                wrapped = semantics.transforms.resolve(func, scope)
                if wrapped is None or wrapped.function is not function or wrapped.layers:
                    continue
                handed = [(parameter, function.argument_for(call, parameter)) for parameter in function.params]
            else:
                if semantics.instances.called(call, scope) != (function, 1, 0):
                    continue
                handed = [(function.positional[0], func.value)] + [
                    (parameter, function.argument_for(call, parameter, 1)) for parameter in function.params[1:]]
            kind = "while" if isinstance(loop, ast.While) else "for"
            changed = changed_in(loop) if any(isinstance(value, ast.Name) for _, value in handed) else frozenset()
            found.append((kind, "", frozenset(parameter for parameter, value in handed if steady_in(changed, value))))
    elsewhere = semantics.tracing.looped_from_project(function)
    if elsewhere is not None:
        kind, site, positions = elsewhere
        steady = frozenset(function.positional[i] for i in positions if i < len(function.positional))
        found.append((kind, f" ({site})", steady))
    return found


def _names_called_in_loops(semantics: Semantics) -> set:
    """The names called inside a loop or comprehension of the module, by name or as a method
    (``step`` of ``model.step(x)``), read once from the spans the indexer keeps: a def no loop
    calls is never read further."""
    return {
        call.func.id if isinstance(call.func, ast.Name) else call.func.attr
        for scope in semantics.scopes if scope.loops for call in scope.calls
        if isinstance(call.func, (ast.Name, ast.Attribute))
        and scope.in_loop(call)
    }


def _function_sites(semantics: Semantics, function: Scope) -> Iterator[tuple]:
    """(site, (kind, where)) for a fresh jit that ``function`` builds and calls on every run
    (``jit(grad(f))(x)`` in a def a loop calls, jax-ml/jax#2515; ``jax.jit(self.loss)(x)`` in a
    method a loop calls, jax-ml/jax#19570): each call of the function traces again.  Left
    alone when the callable reads a name the function binds (its parameters, its locals): each
    call may mean another program; except the instance of a bound method every looped call
    hands the same object (``self`` of ``model.step(x)``, ``model`` of ``apply(model, x)``),
    which the function does not store into: its every read is a new callable all the same."""
    node = function.node
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return
    body = LoopBody(node)
    sites = [site for site in _sites(semantics, body, function) if site.node is not None]
    if not sites:
        return
    looped = _called_in_loops(semantics, function)
    if not looped:
        return
    bound = bound_in(node) | set(function.params)
    stored = body.stored_objects()
    stored_roots = {re.split(r"[.\[]", target, 1)[0] for target in stored}
    for site in sites:
        instance = _instance_parameter(semantics, site, function)
        for kind, where, steady in looped:
            own = bound
            if instance is not None and instance in steady and instance not in stored_roots:
                own = bound - {instance}
            if not site.changes_with(own, stored):
                yield site, (kind, where)
                break


def _instance_parameter(semantics: Semantics, site: _Site, function: Scope) -> Optional[str]:
    """The parameter of ``function`` whose method the site jits (``self`` of ``jax.jit(self.loss)``),
    or, in a method, its own instance when the callable reads it only for attributes that
    nothing but the class's ``__init__`` stores (``self.net_apply`` in a nested ``@jit`` def,
    jax-ml/jax#4645): each call through one instance builds the same program anew."""
    target = site.callable
    if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and target.value.id in function.params:
        return target.value.id
    if not (function.is_method and function.positional) or isinstance(target, ast.Attribute):
        return None
    instance = function.positional[0]
    parts = [site.built]
    if isinstance(site.callable, (ast.FunctionDef, ast.AsyncFunctionDef)) and site.callable is not site.built:
        parts.append(site.callable)  # ``jax.jit(run)`` of a def made here: the def's body reads too
    read, attributes = 0, set()
    for part in parts:
        reads = Reads(part)
        read += sum(name.id == instance for name in reads.outside_names)
        for attribute in reads.outside_attributes:
            if attribute.value.id == instance:
                attributes.add(attribute.attr)
                read -= 1
    if read or not attributes:
        return None  # ``self`` itself handed somewhere, or not read: not only its settled attributes
    return instance if settled_attributes(semantics.instances, function, attributes) else None


RULE = Rule(
    code="JXM023",
    title="jit of a fresh callable in a loop",
    # Silent: nothing raises; the probe counts one trace per iteration at the jit's line (jax 0.4.38 and 0.10.2).
    symptom=Symptom("retraced", "every iteration traces and compiles the function again"),
    check=check,
    description=__doc__,
)
