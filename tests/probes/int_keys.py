"""Probe for JXM017's table: which jax.random functions reject a Python int as their key.

    python int_keys.py           # prints one JSON line: function -> outcome

Every public function of ``jax.random`` whose first parameter is ``key`` is called twice with
the arguments its other required parameters need: once with a real key (it must run: the
arguments are sensible), once with the int ``0`` where the key goes.  The outcome records
whether the int call raised, the exception's class and the first line of its message.

The frameworks too, where they import: each equinox layer of ``KEYED_CONSTRUCTORS`` built
with ``key=0`` (and with a real key: it must run), a linen module's ``init`` and
``init_with_output`` handed ``0`` (or ``{"params": 0}``) as their rngs and its ``apply``
handed ``rngs=0`` (or ``{"dropout": 0}``), and haiku's transformed ``init`` and ``apply``
handed ``0`` as their rng (they take an int seed: they run).

``tests/test_jaxapi.py`` runs this under the pinned JAX in a subprocess and holds
``semantics.jaxapi.KEY_TAKERS`` to it: exactly the functions that raise here; and
``KEYED_CONSTRUCTORS``, ``LINEN_RNG_TAKERS`` and ``INVALID_RNG_ERRORS`` to the frameworks'
outcomes.  The linter never runs it.
"""

import inspect
import json
import os


def main() -> None:
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import jax
    import jax.numpy as jnp

    # Values for the required parameters the key-taking functions have (besides the key).
    arguments = {
        "shape": (3,), "a": 2.0, "b": 2.0, "n": 3, "p": 0.5, "lam": 1.0, "df": 3.0, "dfnum": 3.0,
        "dfden": 3.0, "alpha": jnp.ones(3), "logits": jnp.zeros(3), "x": jnp.arange(5), "minval": 0,
        "maxval": 5, "lower": -1.0, "upper": 1.0, "mean": jnp.zeros(2), "cov": jnp.eye(2), "d": 2,
        "data": 3, "left": 0.0, "mode": 0.5, "right": 1.0, "sigma": 1.0, "scale": 1.0,
        "concentration": 1.0, "loc": 0.0,
    }
    overrides = {"multinomial": {"p": jnp.ones(3) / 3}}
    results = {}
    for name in sorted(dir(jax.random)):
        function = getattr(jax.random, name)
        if name.startswith("_") or not callable(function) or isinstance(function, type):
            continue
        try:
            parameters = list(inspect.signature(function).parameters.values())
        except (TypeError, ValueError):
            continue
        if not parameters or parameters[0].name != "key":
            continue
        needed = {
            p.name: arguments[p.name]
            for p in parameters[1:]
            if p.default is inspect.Parameter.empty and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)
        }
        needed.update(overrides.get(name, {}))
        record = {}
        try:
            function(jax.random.key(0), **needed)
            record["key_runs"] = True
        except Exception as error:  # noqa: BLE001 - recorded
            record["key_runs"] = False
            record["key_error"] = f"{type(error).__name__}: {str(error).splitlines()[0]}"
        try:
            function(0, **needed)
            record["int"] = "ran"
        except Exception as error:  # noqa: BLE001 - recorded
            record["int"] = "raised"
            record["type"] = type(error).__name__
            record["message"] = str(error).splitlines()[0] if str(error) else ""
        results[name] = record
    print(json.dumps({"jax": jax.__version__, "functions": results, "frameworks": frameworks()}))


def _outcome(call) -> dict:
    try:
        call()
    except Exception as error:  # noqa: BLE001 - recorded
        return {"int": "raised", "type": type(error).__name__, "mro": [c.__name__ for c in type(error).__mro__],
                "message": str(error).splitlines()[0] if str(error) else ""}
    return {"int": "ran"}


def frameworks() -> dict:
    """What each framework does with an int where its key goes (see the module's docstring)."""
    import jax
    import jax.numpy as jnp

    found = {}
    try:
        import equinox as eqx

        linear = lambda key: eqx.nn.Linear(3, 2, key=key)  # noqa: E731
        built = {
            "Conv": lambda key: eqx.nn.Conv(2, 1, 2, 3, key=key),
            "Conv1d": lambda key: eqx.nn.Conv1d(1, 2, 3, key=key),
            "Conv2d": lambda key: eqx.nn.Conv2d(1, 2, 3, key=key),
            "Conv3d": lambda key: eqx.nn.Conv3d(1, 2, 3, key=key),
            "ConvTranspose": lambda key: eqx.nn.ConvTranspose(2, 1, 2, 3, key=key),
            "ConvTranspose1d": lambda key: eqx.nn.ConvTranspose1d(1, 2, 3, key=key),
            "ConvTranspose2d": lambda key: eqx.nn.ConvTranspose2d(1, 2, 3, key=key),
            "ConvTranspose3d": lambda key: eqx.nn.ConvTranspose3d(1, 2, 3, key=key),
            "Embedding": lambda key: eqx.nn.Embedding(10, 4, key=key),
            "GRUCell": lambda key: eqx.nn.GRUCell(3, 4, key=key),
            "LSTMCell": lambda key: eqx.nn.LSTMCell(3, 4, key=key),
            "Linear": linear,
            "MLP": lambda key: eqx.nn.MLP(3, 2, 4, 1, key=key),
            "MultiheadAttention": lambda key: eqx.nn.MultiheadAttention(2, 4, key=key),
            "SpectralNorm": lambda key: eqx.nn.SpectralNorm(linear(jax.random.key(1)), "weight", key=key),
        }
        for name, build in built.items():
            record = _outcome(lambda: build(0))
            record["key_runs"] = _outcome(lambda: build(jax.random.key(0)))["int"] == "ran"
            found[f"equinox.nn.{name}"] = record
    except ImportError:
        pass
    try:
        import flax.linen as nn

        class Net(nn.Module):
            @nn.compact
            def __call__(self, x):
                return nn.Dropout(0.5, deterministic=False)(nn.Dense(2)(x))

        net, x = Net(), jnp.ones((1, 3))
        variables = net.init({"params": jax.random.key(0), "dropout": jax.random.key(1)}, x)
        found["flax.linen init"] = _outcome(lambda: net.init(0, x))
        found["flax.linen init_with_output"] = _outcome(lambda: net.init_with_output(0, x))
        found["flax.linen init stream"] = _outcome(lambda: net.init({"params": 0, "dropout": 1}, x))
        found["flax.linen apply"] = _outcome(lambda: net.apply(variables, x, rngs=0))
        found["flax.linen apply stream"] = _outcome(lambda: net.apply(variables, x, rngs={"dropout": 0}))
    except ImportError:
        pass
    try:
        import haiku as hk

        forward = hk.transform(lambda x: hk.dropout(hk.next_rng_key(), 0.5, hk.Linear(2)(x)))
        found["haiku init"] = _outcome(lambda: forward.init(0, jnp.ones(3)))
        params = forward.init(jax.random.key(0), jnp.ones(3))
        found["haiku apply"] = _outcome(lambda: forward.apply(params, 0, jnp.ones(3)))
    except ImportError:
        pass
    return found


if __name__ == "__main__":
    main()
