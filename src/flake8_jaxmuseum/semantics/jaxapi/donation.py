"""Buffer donation: which transforms take it, what a donated buffer's later reads do.

Verified on jax 0.4.38 and 0.10.2 (CPU) and equinox 0.13.8, flax 0.12.8: a JAX array
handed to a jitted function at a donated position is deleted when the call returns, if
the function returns a value its buffer can hold (the argument itself, ``x * 2``,
``x.at[0].set(1.0)``, an updated pytree); a donation no output can use is only warned
about ("Some donated buffers were not usable") and deletes nothing.  A NumPy array or a
Python number is copied to the device, so nothing of the caller's is deleted.
"""

from __future__ import annotations

# How a transform is told which arguments to donate (``TransformSpec.donation``).
DONATE_ARGNUMS_AND_NAMES = "donate_argnums and donate_argnames"  # jax.jit, nnx.jit: as static_argnums/argnames
EQUINOX_DONATE = "donate"  # equinox.filter_jit(donate="all" | "all-except-first" | "warn" | ...)

# equinox's ``donate`` modes -> the first positional argument donated (None: none is).
EQUINOX_DONATE_MODES = {"all": 0, "warn": 0, "all-except-first": 1, "warn-except-first": 1, "none": None}

# Reading these of a deleted array works (metadata, kept on the host): ``x.shape``,
# ``len(x)``, ``isinstance(x, jax.Array)``; every other read raises.
DELETED_ARRAY_METADATA = frozenset({"shape", "dtype", "ndim", "size", "sharding", "is_deleted", "aval", "weak_type",
                                    "nbytes", "itemsize", "devices", "committed"})
METADATA_BUILTINS = frozenset({"len", "isinstance", "type", "id"})

# What a donated buffer can be reused for: a returned value of the argument's shape and
# dtype.  Functions returning their first argument's pytree updated leaf by leaf:
STRUCTURE_KEEPING_FUNCTIONS = frozenset({"optax.apply_updates", "equinox.apply_updates"})
# Methods of a flax struct (TrainState) returning it with some fields replaced.
STRUCTURE_KEEPING_METHODS = frozenset({"replace", "apply_gradients"})
# ``updates, state = tx.update(grads, state, params)`` (an optax GradientTransformation):
# method -> (the element of its result, the argument whose structure and leaves it keeps).
STATE_RETURNING_METHODS = {"update": (1, 1)}
# ``TrainState.create(apply_fn=..., params=params, tx=tx)``: a pytree of JAX arrays when its
# params are (the optimizer state tx.init builds from them is).
PYTREE_FACTORY_METHODS = {"create": "params"}
# Reading a deleted array: "RuntimeError: Array has been deleted with shape=float32[3]."
# (both versions); handing it to a jitted function: "ValueError: INVALID_ARGUMENT: ... Buffer
# has been deleted or donated." (0.10.2; 0.4.38 writes "buffer" in lower case).
DELETED_ARRAY_ERRORS = (("RuntimeError", "Array has been deleted"), ("ValueError", "as been deleted or donated"))

