"""Probe for JXM018's facts: which differentiating transforms refuse integer inputs, and
which expressions the value model calls integer hold an integer dtype.

    python integer_inputs.py     # prints one JSON line

Each transform of jax (grad, value_and_grad, jacfwd, jacrev, hessian) differentiates a
function of one argument at the int ``3``, at ``jnp.arange(3)`` and at the float ``3.0``
(which must run), and again with ``allow_int=True`` where its signature has it; the outcome
records what raised and the position of ``allow_int`` in the signature; so do a typed key
(``jax.random.key``) and raw key data (``PRNGKey``), which every transform refuses too.  Each expression of
``EXPRESSIONS`` (the forms :mod:`flake8_jaxmuseum.semantics.dtypes` proves integer) is
evaluated and its dtype recorded, as are the float lookalikes of ``FLOAT_EXPRESSIONS``; each of
``KEY_EXPRESSIONS`` (the forms :mod:`flake8_jaxmuseum.semantics.values.key_values` proves a key)
must hold a key.

``tests/test_jaxapi.py`` runs this under the pinned JAX in a subprocess and holds
``INTEGER_REJECTING_GRADS`` and the dtype model to it.  The linter never runs it.
"""

import inspect
import json
import os

# The forms semantics/dtypes.py proves integer, as the value model reads them.
EXPRESSIONS = (
    "3", "-3", "len([1, 2])", "int(2.5)", "jnp.arange(5)", "jnp.arange(1, 5)", "jnp.arange(0, 10, 2)",
    "jnp.array([1, 2])", "jnp.array([[1, 2], [3, 4]])", "jnp.asarray((1, -2))", "jnp.array(7)",
    "jnp.zeros(3, dtype=int)", "jnp.ones(3, dtype=jnp.int32)", "jnp.full((2,), 1, dtype='int32')",
    "jnp.array([1.5, 2.5], dtype=jnp.uint8)", "jnp.arange(3.0, dtype=np.int64)", "jnp.ones(3).astype(int)",
    "jnp.ones(3).astype(jnp.int8)", "jnp.ones(3).astype('uint32')", "jnp.ones(3).astype(dtype=jnp.int16)",
    "jnp.arange(6).reshape(3, 2)", "jnp.arange(6).reshape((2, 3)).T", "jnp.array([[1, 2]]).squeeze()",
    "jnp.arange(4).ravel()", "jnp.arange(4).flatten()", "jnp.arange(6).reshape(2, 3).transpose()",
    "jnp.arange(6).reshape(1, 2, 3).swapaxes(1, 2)", "jnp.reshape(jnp.arange(6), (2, 3))", "jnp.ravel(jnp.array([[1]]))",
    "jnp.arange(6).reshape(2, 3).mT",
)
# The forms semantics/values/key_values.py proves a PRNG key (or an array of keys): each must
# hold a typed key or raw uint32 key data.
KEY_EXPRESSIONS = (
    "jax.random.key(0)", "jax.random.PRNGKey(0)", "jax.random.split(jax.random.key(0))",
    "jax.random.split(jax.random.PRNGKey(0), 3)", "jax.random.split(jax.random.PRNGKey(0))[1]",
    "jax.random.fold_in(jax.random.key(0), 3)", "jax.random.fold_in(jax.random.PRNGKey(0), 3)",
    "jax.random.clone(jax.random.key(0))", "jax.random.wrap_key_data(jnp.zeros(2, jnp.uint32))",
)
# Lookalikes that hold floats: the value model must not call them integer.
FLOAT_EXPRESSIONS = (
    "3.0", "jnp.arange(5.0)", "jnp.arange(0, 1, 0.5)", "jnp.array([1, 2.0])", "jnp.zeros(3)", "jnp.full((2,), 1.0)",
    "jnp.ones(3).astype(float)", "jnp.array([1, 2], dtype=float)", "jnp.arange(5, dtype=jnp.float32)", "3 / 2",
    "jnp.arange(6.0).reshape(3, 2)", "jnp.ones((2, 3)).T", "jnp.reshape(jnp.arange(6.0), (2, 3))",
)


def _outcome(call) -> dict:
    try:
        call()
    except Exception as error:  # noqa: BLE001 - recorded
        message = str(error).splitlines()[0] if str(error) else ""
        return {"raised": True, "type": type(error).__name__, "message": message}
    return {"raised": False}


def main() -> None:
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import jax
    import jax.numpy as jnp
    import numpy as np

    def f(x):
        return jnp.sum(x * 2.0)

    transforms = {}
    for name in ("grad", "value_and_grad", "jacfwd", "jacrev", "jacobian", "hessian"):
        transform = getattr(jax, name)
        parameters = list(inspect.signature(transform).parameters)
        record = {"allow_int_position": parameters.index("allow_int") if "allow_int" in parameters else None}
        for label, value in (("int", 3), ("int_array", jnp.arange(3)), ("float", 3.0)):
            record[label] = _outcome(lambda: transform(f)(value))
        # A PRNG key: a typed one (key<fry>) and raw key data (uint32).
        for label, value in (("key", jax.random.key(0)), ("raw_key", jax.random.PRNGKey(0))):
            record[label] = _outcome(lambda: transform(lambda k: 1.0)(value))
        if record["allow_int_position"] is not None:
            record["allow_int"] = _outcome(lambda: transform(f, allow_int=True)(3))
            record["allow_int_raw_key"] = _outcome(lambda: transform(lambda k: 1.0, allow_int=True)(jax.random.PRNGKey(0)))
        transforms[name] = record
    dtypes = {}
    for expression in EXPRESSIONS + FLOAT_EXPRESSIONS:
        value = eval(expression, {"jnp": jnp, "np": np})  # noqa: S307 - our own table
        dtypes[expression] = {"python_int": type(value) is int, "integer": bool(jnp.issubdtype(jnp.asarray(value).dtype, jnp.integer))}
    keys = {}
    for expression in KEY_EXPRESSIONS:
        value = eval(expression, {"jax": jax, "jnp": jnp})  # noqa: S307 - our own table
        typed = jnp.issubdtype(value.dtype, jax.dtypes.prng_key)
        keys[expression] = typed or (value.dtype == jnp.uint32 and value.shape[-1:] == (2,))
    print(json.dumps({"jax": jax.__version__, "transforms": transforms, "dtypes": dtypes, "floats": list(FLOAT_EXPRESSIONS),
                      "keys": keys}))


if __name__ == "__main__":
    main()
