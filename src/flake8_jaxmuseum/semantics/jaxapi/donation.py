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
# pmap: donate_argnums donates what is handed by position only (an argument handed by keyword
# is not donated), and deletes only arrays already laid out over the devices as pmap lays them
# out (MAPPED_PLACEMENTS, or a pmapped call's output): a fresh array is copied first, and on
# CPU under jax 0.4.38 the copy is what it donates (0.4.38 and 0.10.2, one and two devices).
POSITIONAL_DONATE_ARGNUMS = "donate_argnums, by position, of arrays laid out for the map"

# equinox's ``donate`` modes -> the first positional argument donated (None: none is).
EQUINOX_DONATE_MODES = {"all": 0, "warn": 0, "all-except-first": 1, "warn-except-first": 1, "none": None}

# Reading these of a deleted array works (metadata, kept on the host): ``x.shape``,
# ``len(x)``, ``isinstance(x, jax.Array)``; every other read raises.
# ``x.delete()`` again does nothing; ``x.devices()`` raises, like a read (0.4.38 and 0.10.2).
DELETED_ARRAY_METADATA = frozenset({"shape", "dtype", "ndim", "size", "sharding", "is_deleted", "aval", "weak_type",
                                    "nbytes", "itemsize", "committed", "delete"})
DELETED_ARRAY_METHODS = frozenset({"is_deleted", "delete"})  # of those, the methods (called)
METADATA_BUILTINS = frozenset({"len", "isinstance", "type", "id"})
# A function named for it checks the deletion (``self.assertDeleted(x)`` in JAX's tests asks
# ``x.is_deleted()``): not a read.
DELETION_CHECK = "deleted"
# Called with the array alone, these hand it back as it is, deleted or not (``jax.device_put(x)``
# with no device returns ``x``); handed a device, device_put reads it and raises.
HANDING_ON_CALLS = frozenset({"device_put"})
# Functions that read only a deleted array's metadata, or hand it on as it is (its leaves),
# by qualified name: they work on it (0.4.38 and 0.10.2; ``jax.typeof`` and
# ``ShapeDtypeStruct.like`` are 0.10.2's).
METADATA_FUNCTIONS = frozenset({
    "jax.numpy.shape", "jax.numpy.ndim", "jax.numpy.size", "jax.numpy.result_type", "jax.numpy.zeros_like",
    "jax.numpy.ones_like", "jax.numpy.empty_like", "jax.numpy.full_like", "jax.numpy.asarray",
    "numpy.shape", "numpy.ndim", "numpy.size",
    "jax.eval_shape", "jax.typeof", "jax.ShapeDtypeStruct.like",
    "jax.tree.structure", "jax.tree_util.tree_structure", "jax.tree.leaves", "jax.tree_util.tree_leaves",
})
# ``jax.jit(f).lower(x)``, ``.trace(x)``: a jitted function lowered for the array's shape and
# dtype, which a deleted array still has.
LOWERING_METHODS = frozenset({"lower", "trace"})
# ``jax.jit(f, donate_argnums=0).lower(x).compile()``: the compiled executable, which donates
# as the jitted function does.
COMPILE_METHOD = "compile"

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


# ``x.delete()`` of a JAX array frees its buffer at once: every read after it but the metadata
# raises RuntimeError "Array has been deleted", a jitted function's too (0.4.38 and 0.10.2).
DELETE_METHOD = "delete"
# What JAX places on devices as one array (a ``delete()`` of it proves it one): by qualified
# name, the public one and where JAX's own tests import it from.
ARRAY_PLACEMENTS = frozenset(
    f"{module}.{name}"
    for module, names in {
        "jax": ("device_put", "device_put_replicated", "device_put_sharded", "make_array_from_callback",
                "make_array_from_single_device_arrays", "make_array_from_process_local_data"),
        "jax._src.api": ("device_put", "device_put_replicated", "device_put_sharded"),
        "jax._src.array": ("make_array_from_callback", "make_array_from_single_device_arrays",
                           "make_array_from_process_local_data"),
    }.items()
    for name in names
)
# One array handed to a donating call twice, at a donated parameter and another one the
# function reads: XLA refuses the call (a JaxRuntimeError on 0.10.2, XlaRuntimeError on
# 0.4.38, both RuntimeErrors), and deletes nothing.  What it says, by which came first in
# its numbering of the arguments (positional ones, then keywords by name):
SAME_CALL_ERRORS = {
    "donated first": "Attempt to use a buffer that was previously donated in the same call to Execute()",
    "used first": "Attempt to donate a buffer which is also used by the same call to Execute()",
    "both": "Attempt to donate the same buffer twice in Execute()",
}
# The stable cores of those messages, for the rule's table of what JAX raises.
SAME_CALL_RAISES = (("RuntimeError", "same call to Execute()"), ("RuntimeError", "same buffer twice in Execute()"))
# Arrays laid out over the devices as pmap lays out its arguments (besides a pmapped call's
# outputs): a donation of one by pmap deletes it (device_put_replicated on 0.4.38, one and two
# devices; flax's replicate under flax 0.12.8 and jax 0.10.2, one and two devices; the flax
# releases for jax 0.4.38 replicate with device_put_replicated).
MAPPED_PLACEMENTS = frozenset({"jax.device_put_replicated", "jax.device_put_sharded",
                               "jax._src.api.device_put_replicated", "jax._src.api.device_put_sharded",
                               "flax.jax_utils.replicate"})
# ``pallas_call(kernel, ..., input_output_aliases={0: 0})(x)``: output 0 is input 0's buffer,
# of its shape and dtype; under ``jax.jit(..., donate_argnums=0)`` x is deleted (0.4.38 and
# 0.10.2, interpret mode on CPU).
INPUT_OUTPUT_ALIASES = "input_output_aliases"
# Of those, the ones that place what they are given as it is: ``jax.device_put(x)`` of an array,
# a NumPy array or a number is one array, of a pytree (``params``) a pytree of arrays.
PLACED_AS_GIVEN = (".device_put", ".device_put_replicated", ".device_put_sharded")
