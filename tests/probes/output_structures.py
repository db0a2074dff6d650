"""Probe for JXM024's facts: what each lax primitive of ``OUTPUT_CONTRACTS`` raises when a
body's output breaks its contract, that the matching output runs, and the dtype kinds the
value model reads.

    python output_structures.py     # prints one JSON line

Each row of ``CONTRACTS`` calls a primitive (by its qualified name) with bodies that break
the contract and with bodies that keep it; a framework's row runs only where the framework
is installed (haiku inside a transform).  Each expression of ``KINDS`` is evaluated and the
kind of its dtype recorded ("bool", "int" or "inexact"), and each of ``STRONG`` whether JAX
types it strongly (not ``weak_type``): a loop's carry started strongly typed keeps its dtype.  ``tests/test_jaxapi.py`` runs this
under the pinned JAX in a subprocess and holds ``OUTPUT_CONTRACTS``, the rule's messages and
:mod:`flake8_jaxmuseum.semantics.dtypes`'s kinds to it.  The linter never runs it.
"""

import json
import os

# Expressions whose dtype kind the value model proves, with the kind it must find.
KINDS = {
    "0": "int", "1.0": "inexact", "True": "bool", "x * 2.0": "inexact", "i * 2.0": "inexact", "i / 2": "inexact",
    "x > 0": "bool", "jnp.mean(i)": "inexact", "jnp.argmax(x)": "int", "x.sum()": "inexact", "i.sum()": "int",
    "jnp.zeros(3)": "inexact", "jnp.zeros(3, dtype=int)": "int", "x.astype(jnp.int32)": "int",
    "x.astype(float)": "inexact", "jnp.full(3, 1.0)": "inexact", "jnp.array([1, 2.0])": "inexact",
    "jax.random.normal(jax.random.PRNGKey(0), (3,))": "inexact", "float(3)": "inexact", "-x": "inexact",
    "i + 1": "int", "jnp.sin(i)": "inexact", "x.mean()": "inexact", "jnp.isnan(x)": "bool", "x.any()": "bool",
    "jax.nn.softmax(i)": "inexact", "jnp.linalg.norm(i)": "inexact", "jnp.eye(2)": "inexact",
    "jnp.float32(1)": "inexact", "jnp.int32(2.0)": "int", "jnp.bool_(1)": "bool",
    "jnp.zeros(3, jnp.int32)": "int", "jnp.array([1.5], 'int32')": "int", "jnp.array([True, False])": "bool",
}
# Expressions the value model proves strongly typed (True: a loop's carry keeps its dtype) or
# leaves weak (False: ``jnp.array(0)`` takes the body's dtype), as JAX's weak_type says.
STRONG = {
    "jnp.arange(3)": True, "jnp.array([1, 2])": True, "jnp.array([[1], [2]])": True, "jnp.asarray((1, 2))": True,
    "jnp.zeros(3, dtype=jnp.int32)": True, "jnp.zeros(3, jnp.int32)": True, "jnp.array(0, 'int32')": True,
    "jnp.full(3, 1, dtype=int)": True, "jnp.int32(0)": True, "x.astype(int)": True, "np.arange(3)": True,
    "np.array([1, 2])": True, "jnp.arange(6).reshape(2, 3)": True, "jnp.array([1, 2]).T": True,
    "jnp.array([True, False])": True, "x > 0": True, "True": True,
    "0": False, "jnp.array(0)": False, "jnp.asarray(3)": False, "jnp.full(3, 1)": False, "jnp.array(0) + 1": False,
}


def _outcome(call) -> dict:
    try:
        call()
    except Exception as error:  # noqa: BLE001 - recorded
        message = str(error).splitlines()[0] if str(error) else ""
        return {"raised": True, "type": type(error).__name__, "message": message}
    return {"raised": False}


def _kind(value) -> str:
    import jax.numpy as jnp

    dtype = jnp.asarray(value).dtype
    if dtype == jnp.bool_:
        return "bool"
    return "int" if jnp.issubdtype(dtype, jnp.integer) else "inexact"


def main() -> None:
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax import lax

    x = jnp.ones(3)
    i = jnp.arange(3)
    broken_branches = {
        "shape": (lambda v: v, lambda v: v.sum()),
        "structure": (lambda v: (v, v), lambda v: v),
        "none": (lambda v: None, lambda v: v),
        "dtype": (lambda v: 0, lambda v: v.sum() * 2.0),
    }
    cases = {
        "jax.lax.scan": {
            "not_a_pair": lambda: lax.scan(lambda c, v: c + v, 0.0, x),
            "three_outputs": lambda: lax.scan(lambda c, v: (c, v, v), 0.0, x),
            "carry_structure": lambda: lax.scan(lambda c, v: ((c, c), v), 0.0, x),
            "ok": lambda: lax.scan(lambda c, v: (c + v, None), 0.0, x),
            "ok_list_pair": lambda: lax.scan(lambda c, v: [c + v, v], 0.0, x),
            "carry_dtype_strong_int": lambda: lax.scan(lambda c, v: (c + v, None), jnp.int32(0), x),
            "ok_weak_array_carry": lambda: lax.scan(lambda c, v: (c + v, None), jnp.array(0), x),
        },
        "jax.lax.fori_loop": {
            "carry_structure": lambda: lax.fori_loop(0, 2, lambda n, c: (c[0], c[1], c[0]), (1.0, 2.0)),
            "carry_shape": lambda: lax.fori_loop(0, 2, lambda n, c: c.sum(), x),
            "ok_weak_carry": lambda: lax.fori_loop(0, 2, lambda n, c: c + 0.5, 0),
            "ok_weak_array_carry": lambda: lax.fori_loop(0, 2, lambda n, c: c + 0.5, jnp.array(0)),
            "carry_dtype_strong_int": lambda: lax.fori_loop(0, 2, lambda n, c: c * 0.5, i),
            "carry_dtype_strong_bool": lambda: lax.fori_loop(0, 2, lambda n, c: c * 0.5, x > 0),
            "carry_dtype_bool_to_int": lambda: lax.fori_loop(0, 2, lambda n, c: c + 1, x > 0),
        },
        "jax.lax.while_loop": {
            "carry_structure": lambda: lax.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1,), (0, 1.0)),
            "carry_shape": lambda: lax.while_loop(lambda c: c.sum() < 3, lambda c: c.sum(), x),
            "ok_weak_carry": lambda: lax.while_loop(lambda c: c < 3.0, lambda c: c + 1.5, 0),
            "ok_weak_array_carry": lambda: lax.while_loop(lambda c: c < 3.0, lambda c: c * 1.5, jnp.array(1)),
            "carry_dtype_strong_int": lambda: lax.while_loop(lambda c: c[0] < 3, lambda c: c * 1.5, i),
        },
        "jax.lax.cond": {
            **{name: (lambda a=a, b=b: lax.cond(True, a, b, x)) for name, (a, b) in broken_branches.items()},
            "ok_weak_float": lambda: lax.cond(True, lambda v: 0.0, lambda v: v.sum(), x),
            "ok_weak_int": lambda: lax.cond(True, lambda v: 0, lambda v: v.argmax(), i),
        },
        "jax.lax.switch": {
            **{name: (lambda a=a, b=b: lax.switch(0, [a, b], x)) for name, (a, b) in broken_branches.items()},
            "ok_weak_float": lambda: lax.switch(0, [lambda v: 0.0, lambda v: v.sum()], x),
        },
    }
    try:
        from flax import nnx
    except ImportError:
        pass
    else:
        cases["flax.nnx.cond"] = {
            name: (lambda a=a, b=b: nnx.cond(True, a, b, x)) for name, (a, b) in broken_branches.items()
        }
        cases["flax.nnx.switch"] = {
            name: (lambda a=a, b=b: nnx.switch(0, [a, b], x)) for name, (a, b) in broken_branches.items()
        }
    try:
        import haiku as hk
    except ImportError:
        pass
    else:
        def in_transform(body):
            return lambda: hk.transform(lambda: body()).apply({}, None)

        cases["haiku.cond"] = {
            name: in_transform(lambda a=a, b=b: hk.cond(True, a, b, x)) for name, (a, b) in broken_branches.items()
        }
        cases["haiku.switch"] = {
            name: in_transform(lambda a=a, b=b: hk.switch(0, [a, b], x)) for name, (a, b) in broken_branches.items()
        }
    contracts = {qualname: {name: _outcome(call) for name, call in calls.items()} for qualname, calls in cases.items()}
    scope = {"jax": jax, "jnp": jnp, "np": np, "x": x, "i": i}
    kinds = {expression: _kind(eval(expression, scope)) for expression in KINDS}  # noqa: S307 - our own table
    strong = {
        expression: not jnp.asarray(eval(expression, scope)).weak_type for expression in STRONG  # noqa: S307
    }
    print(json.dumps({"jax": jax.__version__, "contracts": contracts, "kinds": kinds, "expected_kinds": KINDS,
                      "strong": strong, "expected_strong": STRONG}))


if __name__ == "__main__":
    main()
