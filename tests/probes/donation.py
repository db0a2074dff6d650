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
    from flake8_jaxmuseum.semantics.jaxapi import (
        ARRAY_PLACEMENTS, DELETED_ARRAY_METADATA, DELETED_ARRAY_METHODS, EQUINOX_DONATE_MODES, HANDING_ON_CALLS,
        LOWERING_METHODS, METADATA_BUILTINS, METADATA_FUNCTIONS,
    )

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

    def metadatum(array, name):
        value = getattr(array, name)
        return value() if name in DELETED_ARRAY_METHODS else value

    metadata = {name: outcome(lambda name=name: metadatum(deleted_array(), name)) for name in DELETED_ARRAY_METADATA}
    builtins_ = {name: outcome(lambda name=name: (len(deleted_array()) if name == "len" else
                                                  isinstance(deleted_array(), jax.Array) if name == "isinstance" else
                                                  getattr(__builtins__, name, None) or __import__("builtins").__dict__[name](deleted_array())))
                 for name in METADATA_BUILTINS}
    reads = {"print": outcome(lambda: repr(deleted_array())),
             "jitted": outcome(lambda: jax.jit(lambda v: v + 1)(deleted_array()))}

    def freed_array():
        x = jnp.ones(3)
        x.delete()
        return x

    compiled = jax.jit(lambda v: v + 1)
    compiled(jnp.ones(3))
    # x.delete(): every read raises RuntimeError, a jitted function's too (compiled for it or not);
    # of a donated array, a jitted function already compiled for it raises ValueError instead.
    freed = {"print": outcome(lambda: repr(freed_array())), "devices": outcome(lambda: freed_array().devices()),
             "jitted": outcome(lambda: jax.jit(lambda v: v * 3)(freed_array())),
             "jitted, compiled": outcome(lambda: compiled(freed_array())),
             "private method": outcome(lambda: freed_array()._check_if_deleted())}
    donated_then = {"jitted, compiled": outcome(lambda: compiled(deleted_array())),
                    "devices": outcome(lambda: deleted_array().devices())}
    private = {name: outcome(lambda name=name: getattr(freed_array(), name)) for name in ("_npy_value", "_arrays")}
    handing_on = {name: outcome(lambda name=name: getattr(jax, name)(freed_array())) for name in HANDING_ON_CALLS}

    def function_of(qualname):
        parts = qualname.split(".")
        found = __import__(parts[0])
        for part in parts[1:]:
            found = getattr(found, part, None)
            if found is None and part == "numpy":
                found = __import__(".".join(parts[:parts.index(part) + 1]), fromlist=["x"])
            if found is None:
                return None
        return found

    functions = {}
    for qualname in sorted(METADATA_FUNCTIONS):
        function = function_of(qualname)
        if function is None:
            continue  # not in this JAX (jax.typeof, ShapeDtypeStruct.like: 0.10.2's)
        if qualname == "jax.eval_shape":
            functions[qualname] = outcome(lambda f=function: f(lambda v: v * 2, deleted_array()))
        elif qualname.endswith("full_like"):
            functions[qualname] = outcome(lambda f=function: f(deleted_array(), 2.0))
        else:
            functions[qualname] = outcome(lambda f=function: f(deleted_array()))
    functions.update({f"jit(f).{name}": outcome(lambda name=name: getattr(jax.jit(lambda v: v * 2), name)(
        deleted_array())) for name in LOWERING_METHODS})
    placed = {}
    for qualname in sorted(ARRAY_PLACEMENTS):
        module, _, name = qualname.rpartition(".")
        try:
            placement = getattr(__import__(module, fromlist=[name]), name)
        except (ImportError, AttributeError):
            continue  # not in this JAX (device_put_replicated left 0.10.2)
        if name == "device_put":
            made = placement(np.ones(3))
        elif name in ("device_put_replicated",):
            made = placement(jnp.ones(3), jax.devices())
        elif name in ("device_put_sharded",):
            made = placement([jnp.ones(3)], jax.devices()[:1])
        elif name == "make_array_from_callback":
            made = placement((3,), jax.sharding.SingleDeviceSharding(jax.devices()[0]), lambda index: np.ones(3)[index])
        elif name == "make_array_from_single_device_arrays":
            made = placement((3,), jax.sharding.SingleDeviceSharding(jax.devices()[0]), [jnp.ones(3)])
        else:
            made = placement(jax.sharding.SingleDeviceSharding(jax.devices()[0]), np.ones(3))
        placed[qualname] = isinstance(made, jax.Array)

    def same_call(fun, argnums, *args, **kwargs):
        try:
            jax.jit(fun, donate_argnums=argnums)(*args, **kwargs)
            return "WORKS"
        except Exception as error:  # noqa: BLE001 - what XLA raises is the datum
            return f"{[c.__name__ for c in type(error).__mro__]}: {error}"[:400]

    x = jnp.ones(3)
    twice = {"donated first": same_call(lambda a, b: a + b, 0, x, x),
             "used first": same_call(lambda a, b: a + b, 1, x, x),
             "both": same_call(lambda a, b: (a * 2, b * 2), (0, 1), x, x),
             "keyword": same_call(lambda params, grads: params - 0.1 * grads, 0, params=x, grads=x),
             "unused": same_call(lambda a, b: a * 2, 0, y := jnp.ones(3), y)}

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
                      "deletes": deletes, "equinox": modes, "freed": freed, "donated_then": donated_then,
                      "private": private, "handing_on": handing_on, "placed": placed, "twice": twice,
                      "functions": functions}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
