"""JXM013: a PRNG key used twice.

A ``jax.random`` sampler (or ``split``) is a pure function of the key it is given: the
same key gives the same numbers, and two different samplers give numbers that are
functions of each other.  Nothing raises (JAX's own checker, ``jax_debug_key_reuse``, is
off by default and ignores legacy ``PRNGKey`` keys).  Flagged: a consumer (a sampler or
``split`` taking the key as argument 0 or ``key=``, or a call of a same-file function that
always draws from its key parameter) reached while the key may already be consumed: twice
on one path with no split or rebinding between (also a key such a function hands back,
``return x, key`` of the very key it drew from: ``x, key = sample(key)`` binds it consumed); in a loop body that never rebinds it; in
every element of a comprehension; in a ``lax.fori_loop``/``scan``/``while_loop``/``map``
body or a ``tree_map`` function that closes over it, or a key such a body hands back unsplit in
its carry (consumed there or by a while_loop's predicate); a ``jax.random`` consumer under a
transform (``jax.jit(jax.random.bits)(key)``), a ``lax.cond`` whose every branch consumes the key, and
a view of a key (``key.reshape(...)``, ``key[None]``) count as consumers of it; or rebuilt from a constant seed
(``PRNGKey(0)``) on every run of a loop that only repeats (``for _ in range(n)``,
``while``, or a loop of steps: ``state = train_step(state, ...)``) or of such a body, also
inside a function the loop calls.  A linen ``model.apply(..., rngs={"dropout": key})``
consumes the key when the module's ``__call__`` always runs a non-deterministic
``nn.Dropout``; so does a stax ``apply_fun(params, x, rng=key)`` of a ``serial`` holding a
train-mode ``Dropout``.  ``self.key`` counts while nothing can rebind it (also across the calls
a loop makes of one instance's method, when only ``__init__`` stores it), and so
does an element ``keys[0]`` of a split until ``keys`` is rebound, and a field ``state["key"]`` or
``state.rng`` of a name while no code of the function can change it in place.  Two nnx layers built alike,
each with a fresh ``nnx.Rngs`` of the same literal seed (``self.encoder = nnx.Linear(4, 4,
rngs=nnx.Rngs(0))`` beside ``self.decoder = ...`` in one block of a method, or as two
arguments of one ``nnx.Sequential``): identical initial weights.

Not flagged: ``key, subkey = split(key)`` before each draw, ``fold_in(key, i)``, the same
key in exclusive ``if``/``else`` arms or after a branch that returns, children of a split
used once each, ``jax.random.clone``, ``key_data``/``print``/``.shape``, a key carried
through a ``scan``, ``vmap`` over split keys, ``PRNGKey(i)`` from a loop variable, a
constant seed in a loop over configurations (its target is read) or in a function
``tree_map`` runs per leaf, one key that only ``permutation`` consumes, in a row or per leaf of a
``tree_map`` (aligned arrays shuffled alike: features and labels, every leaf of a batch; not in
a loop), a split whose keys reach only layers the call switches off
(``partial(model, enable_dropout=False)`` over ``eqx.nn.Dropout``), one ``rngs`` handed to
several layers (it advances), layers built alike at module level (a test comparing them), keys handed to functions
of other modules or to methods, a helper that draws from its key only on some paths, and
a generator function (its body runs when iterated, not when called).
"""

from __future__ import annotations

import ast
import re
from typing import Iterator, Optional

from ..fixes import Fix
from ..rule import Report, Rule, RuleContext, Symptom
from ..semantics.events import INLINE
from ..semantics.key_flow import CALLED_AGAIN, Reuse, written_within
from ..semantics.scopes import ScopeType
from ..semantics.seeded_layers import same_seed_layers

COMPOUND = (
    ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.If, ast.For, ast.AsyncFor, ast.While, ast.With,
    ast.AsyncWith, ast.Try,
)
WHAT_RUNS_IT = {
    "jax.lax.fori_loop": ("lax.fori_loop body", "iteration"),
    "jax.lax.while_loop": ("lax.while_loop function", "iteration"),
    "jax.lax.scan": ("lax.scan body", "step"),
    "jax.lax.map": ("lax.map function", "element"),
}


def _split_advice(key: str) -> str:
    """``key, subkey = jax.random.split(key)``, with a second name that is not the key's own."""
    other = "subkey" if key != "subkey" else "subkey_1"
    return f"{key}, {other} = jax.random.split({key})"


def _message(context: RuleContext, reuse: Reuse) -> str:
    key = context.source_text(reuse.key)
    what, unit = WHAT_RUNS_IT.get(reuse.body or "", ("tree_map function", "leaf"))
    where = f"every {unit} of this {what}" if reuse.why == "body" else (
        "every element of this comprehension" if reuse.why == "comprehension" else "every iteration of this loop")
    if reuse.seed:
        subject = f"'{key}'" if isinstance(reuse.key, ast.Name) else key
        if reuse.via is not None and not written_within(reuse.key, reuse.via):  # its module's key, read at each call
            function = reuse.via.function_name()
            subject += f", which {function} reads from its module at each call,"
            drawn = f"was already drawn from by {context.source_text(reuse.earlier.func)} on line " \
                    f"{reuse.earlier.lineno}, so this call draws" if reuse.why == "again" else f"is the same on {where}, so each draws"
            return (f"PRNG key {subject} {drawn} the same numbers; hand {function} a key and split it before each "
                    f"call ({_split_advice('key')})")
        if reuse.via is not None:
            subject += f" in {reuse.via.function_name()}"  # the key is built inside the function called here
        return (f"PRNG key {subject} is rebuilt from the same seed on {where}, so each draws the same numbers; "
                f"create the key once outside and split it (key, subkey = jax.random.split(key)), "
                f"or use jax.random.fold_in(key, i)")
    if reuse.handed_back and reuse.why in ("again", "loop"):
        helper = context.source_text(reuse.earlier.func)
        where = f"on line {reuse.earlier.lineno}" if reuse.why == "again" else "on every iteration of this loop"
        return (f"PRNG key '{key}' is the key {helper} drew from and handed back {where}, so it gives the same "
                f"(or correlated) numbers again; have {helper} split it and return the new key "
                f"({_split_advice(key)})")
    if reuse.why == "again":
        earlier = context.source_text(reuse.earlier.func)
        when = " in an earlier iteration of the loop" if reuse.earlier_iteration else ""
        viewed = context.source_text(reuse.earlier_key)
        if viewed != key:  # ``key2 = key[None]``, ``key.reshape((1,))``: a view of the same key bits
            return (f"PRNG key '{key}' holds the same key bits as '{viewed}', which {earlier} already consumed on "
                    f"line {reuse.earlier.lineno}{when}, so it gives the same (or correlated) numbers; split the "
                    f"key first and draw from each half ({_split_advice(viewed if isinstance(reuse.earlier_key, ast.Name) else 'key')})")
        return (f"PRNG key '{key}' was already consumed by {earlier} on line {reuse.earlier.lineno}{when}, so it "
                f"gives the same (or correlated) numbers; split it first ({_split_advice(key)}), "
                f"or use jax.random.clone({key}) if the repeat is deliberate")
    if reuse.why == "comprehension":
        return (f"PRNG key '{key}' is consumed in {where}, so each element gets the same numbers; "
                f"draw one key per element from jax.random.split({key}, n)")
    if reuse.why == "body" and reuse.body == CALLED_AGAIN:
        method = reuse.scope.function_name()
        return (f"PRNG key '{key}' is stored on the instance and consumed on every call of {method}, which a loop "
                f"calls again with nothing storing a new key, so each call draws the same numbers; hand "
                f"{method} a fresh key on each call (split it in the loop)")
    if reuse.why == "body" and reuse.carried:
        return (f"PRNG key '{key}' is handed back unsplit in the carry of this {what}, so each {unit} draws from "
                f"the same key and gets the same numbers; split it there and carry the new key ({_split_advice(key)})")
    if reuse.why == "body":
        return (f"PRNG key '{key}' is closed over and consumed in {where}, so each {unit} draws the same numbers; "
                f"carry a key and split it, or use jax.random.fold_in({key}, i)")
    return (f"PRNG key '{key}' is consumed on {where} without being split, so each iteration draws the same "
            f"numbers; split it in the loop ({_split_advice(key)}) or use "
            f"jax.random.fold_in({key}, i)")


def split_fix(context: RuleContext, reuse: Reuse) -> Optional[Fix]:
    """Unsafe (it changes the numbers drawn, which is its purpose): split the key just
    before the earlier consumer and give that consumer the new half, ``k, k_1 =
    split(k)``; the later consumer then gets a key nobody consumed.  Only for a key name
    the scope binds itself (rebinding a free variable would make it local), when the
    earlier consumer runs in a plain statement that starts its line, whenever that
    statement runs, and the file can spell ``jax.random.split``."""
    semantics = context.semantics
    scope = reuse.scope
    key, earlier_key = reuse.key, reuse.earlier_key
    if reuse.seed or reuse.why not in ("again", "loop") or scope.type not in (ScopeType.FUNCTION, ScopeType.MODULE):
        return None
    if reuse.handed_back:
        return None  # a split before the call would be handed back consumed all the same
    if not (isinstance(key, ast.Name) and isinstance(earlier_key, ast.Name) and key.id == earlier_key.id):
        return None
    name = key.id
    if name not in scope.bindings or name in scope.declared:
        return None  # a global (or free) key: assigning it here would make it local, unbound at the split
    where = semantics.flow.bindings(scope, name)
    located = semantics.flow.locate(scope, reuse.earlier)
    if where is None or where.always or located is None:
        return None
    statement, how = located
    if how is not INLINE or not _starts_its_line(context, statement):
        return None
    split = _split_spelling(context, reuse)
    if split is None:
        return None
    taken = _identifiers(context)
    fresh = next(f"{name}_{n}" for n in range(1, 100) if f"{name}_{n}" not in taken)

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        line = view.line(statement)
        argument = view.node(earlier_key)
        if not isinstance(line, cst.SimpleStatementLine) or argument is None:
            return None
        split_line = cst.parse_statement(f"{name}, {fresh} = {split}({name})\n").with_changes(
            leading_lines=line.leading_lines
        )
        drawn = line.deep_replace(argument, cst.Name(fresh)).with_changes(leading_lines=[])
        return ((line, cst.FlattenSentinel([split_line, drawn])),)

    return context.fix(f"Split {name} before line {reuse.earlier.lineno}", False, (statement,), build)


def _starts_its_line(context: RuleContext, statement: ast.AST) -> bool:
    if not isinstance(statement, ast.stmt) or isinstance(statement, COMPOUND):
        return False
    line = context.file.lines[statement.lineno - 1]
    return not line[: context.file.column(statement.lineno, statement.col_offset)].strip()


def _split_spelling(context: RuleContext, reuse: Reuse) -> Optional[str]:
    """``jax.random.split`` as the file spells it: beside the consumer (``jr.normal`` ->
    ``jr.split``), or through the module's imports."""
    semantics = context.semantics
    func = reuse.earlier.func
    if isinstance(func, ast.Attribute) and semantics.qualified_name(func.value, reuse.scope) == "jax.random":
        return f"{context.source_text(func.value)}.split"
    return semantics.spelling("jax.random.split", reuse.scope, reuse.earlier)


def _identifiers(context: RuleContext) -> set:
    return set(re.findall(r"\w+", context.file.text))


def check(context: RuleContext) -> Iterator[Report]:
    if "Rngs" in context.file.text:
        for layer, earlier in same_seed_layers(context.semantics.names):
            rngs = next(item.value for item in layer.keywords if item.arg == "rngs")
            seed = context.source_text(rngs)
            if earlier is None:
                yield Report(layer, (
                    f"{context.source_text(layer.func)} is built with a fresh {seed} on every iteration, so every "
                    f"layer it builds starts from identical weights; create rngs = {seed} once before the loop and "
                    f"hand the same rngs to each (it advances)"), None)
                continue
            yield Report(layer, (
                f"{context.source_text(layer.func)} is built with a fresh {seed}, as the same layer on line "
                f"{earlier.lineno} is, so both start from identical weights; create rngs = {seed} once and "
                f"hand the same rngs to both (it advances)"), None)
    if not context.says("random") and not (context.says("equinox") and context.says("Dropout")):
        return  # a consumer resolves through a name saying "random" (jax.random...), or is equinox's Dropout
        # (here or in a definition pasted from another module: a jitted step seeding its own key)
    for reuse in context.semantics.keys.reuses():
        yield Report(reuse.consumer, _message(context, reuse), split_fix(context, reuse))


RULE = Rule(
    code="JXM013",
    title="a PRNG key used twice",
    # Silent: captured runs (jax 0.4.38 and 0.10.2) print the same numbers; the probe sees the same key bits twice.
    symptom=Symptom("key-reused", "the same random numbers (or correlated ones) where fresh ones were meant"),
    check=check,
    description=__doc__,
)
