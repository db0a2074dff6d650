"""Probe for JXM017's table: which jax.random functions reject a Python int as their key.

    python int_keys.py           # prints one JSON line: function -> outcome

Every public function of ``jax.random`` whose first parameter is ``key`` is called twice with
the arguments its other required parameters need: once with a real key (it must run: the
arguments are sensible), once with the int ``0`` where the key goes.  The outcome records
whether the int call raised, the exception's class and the first line of its message.

``tests/test_jaxapi.py`` runs this under the pinned JAX in a subprocess and holds
``semantics.jaxapi.KEY_TAKERS`` to it: exactly the functions that raise here.  The linter never
runs it.
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
    print(json.dumps({"jax": jax.__version__, "functions": results}))


if __name__ == "__main__":
    main()
