"""Probe for JXM020's table (``semantics/jaxapi/donation.py``): what a donation deletes, and
what still works on a deleted array.

    python donation.py           # prints one JSON line

Under the JAX it runs on (CPU), it records: which attributes of ``DELETED_ARRAY_METADATA``
and which builtins of ``METADATA_BUILTINS`` work on an array a jitted call deleted (and
that a plain read raises the errors ``DELETED_ARRAY_ERRORS`` names); which inputs a donation
deletes (a JAX array handed back, one whose function returns nothing of its shape, a NumPy
array, a Python number, two donated arrays and one output); and, where equinox is installed,
which arguments each ``EQUINOX_DONATE_MODES`` mode deletes.  ``tests/test_donation_table.py``
runs it under the pinned JAX and holds the table to it.  The linter never runs it.
"""

import json
import sys
import warnings

warnings.simplefilter("ignore")  # "Some donated buffers were not usable" is the datum, not noise


def main() -> int:
    import jax
    import jax.numpy as jnp
    import numpy as np

    sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[2] / "src"))
    from flake8_jaxmuseum.semantics.jaxapi import DELETED_ARRAY_METADATA, EQUINOX_DONATE_MODES, METADATA_BUILTINS

    def deleted_array():
        x = jnp.ones(3)
        jax.jit(lambda v: v * 2, donate_argnums=0)(x)
        return x

    def outcome(read):
        try:
            read()
            return "WORKS"
        except Exception as error:  # noqa: BLE001 - what JAX raises is the datum
            return f"{type(error).__name__}: {error}"[:200]

    def is_deleted(value):
        return bool(getattr(value, "is_deleted", lambda: False)())

    metadata = {name: outcome(lambda name=name: getattr(deleted_array(), name)) for name in DELETED_ARRAY_METADATA}
    builtins_ = {name: outcome(lambda name=name: (len(deleted_array()) if name == "len" else
                                                  isinstance(deleted_array(), jax.Array) if name == "isinstance" else
                                                  getattr(__builtins__, name, None) or __import__("builtins").__dict__[name](deleted_array())))
                 for name in METADATA_BUILTINS}
    reads = {"print": outcome(lambda: repr(deleted_array())),
             "jitted": outcome(lambda: jax.jit(lambda v: v + 1)(deleted_array()))}

    def donated(fun, *args, argnums=(0,)):
        jax.jit(fun, donate_argnums=argnums)(*args)
        return [is_deleted(a) for a in args]

    deletes = {
        "handed back": donated(lambda v: v * 2, jnp.ones(3)),
        "no output of its shape": donated(lambda v: v.sum(), jnp.ones(3)),
        "numpy array": donated(lambda v: v * 2, np.ones(3, np.float32)),
        "python number": donated(lambda v: v * 2, 3.0),
        "two donated, one output": donated(lambda a, b: (b * 2, a.sum()), jnp.ones(3), jnp.ones(3), argnums=(0, 1)),
        "int32 in, float32 out": donated(lambda v: v * 2.0, jnp.arange(3)),
    }
    try:
        import equinox as eqx
    except ImportError:
        modes = None
    else:
        modes = {}
        for mode in EQUINOX_DONATE_MODES:
            a, b = jnp.ones(3), jnp.ones(3)
            eqx.filter_jit(lambda a, b: (a * 2, b * 2), donate=mode)(a, b)
            modes[mode] = [is_deleted(a), is_deleted(b)]
    print(json.dumps({"jax": jax.__version__, "metadata": metadata, "builtins": builtins_, "reads": reads,
                      "deletes": deletes, "equinox": modes}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
