"""JXM017: a Python int used as a PRNG key.

A jax.random function that needs a key (a sampler, ``split``, ``fold_in``: the table
``KEY_TAKERS``, probe-verified) raises when its argument 0 (or ``key=``) is a seed instead:
``jax.random.normal(0, (3,))``, ``jax.random.split(42)``.  Flagged: a key that provably holds
a Python int (a literal, ``int(...)``, ``len(...)``, arithmetic of ints, a loop variable over
``range`` or a literal sequence of ints, a name bound only to those, or a parameter every call of the module hands one, its default where a call leaves it out),
also a name that holds one the first time the code runs (``key = 0`` before a loop whose
``key, sub = split(key)`` rebinds it: the first iteration raises; no fix there).
Also the key of a framework call that needs one: an equinox layer's ``key=``, a linen
module's ``init``/``apply`` rngs (InvalidRngError there).
Left alone: haiku's transformed ``init``/``apply`` (an int seeds them), ``jax.random.PRNGKey(0)``/``key(0)``/``wrap_key_data`` (they take a seed or key
data), ``clone``, raw uint32 key arrays and ``key_data(...)``, anything whose value is not
proven an int (a parameter of unseen callers, a traced int under jit, ``seed += 1``).
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import Scope, Semantics
from ..semantics.jaxapi import INVALID_KEY_ERROR, INVALID_RNG_ERRORS, KEY_CONSTRUCTORS

LEGACY_KEY, TYPED_KEY = "jax.random.PRNGKey", "jax.random.key"


def _constructor(semantics: Semantics) -> str:
    """The key constructor a fix writes: the one the file already uses.  A file with none
    (or both) gets ``PRNGKey``: its uint32 key data is what code written around legacy keys
    indexes, stacks and converts to NumPy, while every key-taking function accepts both."""
    used = {
        semantics.qualified_name(call.func, scope)
        for scope in semantics.scopes
        for call in scope.calls
        if isinstance(call.func, (ast.Attribute, ast.Name))
    } & KEY_CONSTRUCTORS
    return TYPED_KEY if used == {TYPED_KEY} else LEGACY_KEY


def key_from_seed_fix(context: RuleContext, seed: ast.expr, scope: Scope, call: ast.Call) -> Optional[Fix]:
    """``normal(0, (3,))`` -> ``normal(jax.random.PRNGKey(0), (3,))`` (or ``key``, as the file
    does), spelled with the file's own imports.  Safe: the call raised on every run before,
    and now gets the key its seed makes."""
    semantics = context.semantics
    constructor = _constructor(semantics)
    spelled = semantics.spelling(constructor, scope, call)
    if spelled is None:
        return None

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        original = view.node(seed)
        if original is None:
            return None
        wrapped = cst.Call(func=cst.parse_expression(spelled), args=[cst.Arg(original)])
        return ((original, wrapped),)

    name = constructor.rpartition(".")[2]
    return context.fix(f"Build the key with {name}(seed)", True, (seed,), build)


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    keys = semantics.keys
    for scope in semantics.scopes:
        for call, key in keys.taken_keys(scope):
            always = semantics.is_python_int(key, scope)
            if not always and not semantics.first_python_int(key, scope):
                continue
            function = context.source_text(call.func)
            seed = context.source_text(key)
            if always:
                yield Report(
                    key,
                    f"{function} needs a PRNG key, but '{seed}' is a Python int (a seed); "
                    "build the key from it: jax.random.PRNGKey(seed) or jax.random.key(seed)",
                    None if keys.restored_attribute(key) else key_from_seed_fix(context, key, scope, call),
                )
            else:  # an int on the first run only (a loop rebinds it to a key): build the key where the seed is
                yield Report(
                    key,
                    f"{function} needs a PRNG key, but '{seed}' holds a Python int (a seed) the first time "
                    f"this runs; bind {seed} to jax.random.PRNGKey(seed) or jax.random.key(seed) instead",
                )


RULE = Rule(
    code="JXM017",
    title="integer used as a PRNG key",
    # Captured from runs under jax 0.4.38 and 0.10.2 (tests/probes/int_keys.py: every function
    # of KEY_TAKERS, and equinox's layers), and flax 0.12.8 (a linen module's rngs); the tests
    # hold every flagged case to them.
    raises=(Raises("TypeError", INVALID_KEY_ERROR),
            *(Raises(exception, message) for exception, message in INVALID_RNG_ERRORS)),
    check=check,
    description=__doc__,
)
