"""Mutable references (``jax.new_ref``, Pallas refs): an ``.at[i].set(v)`` on one stores."""

from .transforms import ArgumentSlot

# Mutable references: ``ref.at[i].set(v)`` on one stores (verified on jax 0.10.2, inside jit
# and in Pallas kernels), so as a statement it is no lost update.
REF_MAKERS = frozenset(
    {"jax.new_ref", "jax.empty_ref", "jax.ref.new_ref", "jax.ref.empty_ref", "jax.experimental.mutable_array",
     "jax._src.core.mutable_array"}
)
# Calls whose function argument receives refs as its parameters (Pallas kernels, scoped
# allocations, pipelines): ``ArgumentSlot`` of that function.
REF_TAKERS = {
    "jax.experimental.pallas.pallas_call": ArgumentSlot(0, "kernel"),
    "jax.experimental.pallas.run_scoped": ArgumentSlot(0, "f"),
    "jax.experimental.pallas.kernel": ArgumentSlot(0, "body"),
    "jax.experimental.pallas.tpu.emit_pipeline": ArgumentSlot(0, "body"),
}
# Pallas works on refs throughout: what its functions return may be one
# (``plgpu.remote_ref(y_ref, device)``, a TPU semaphore or DMA view).
PALLAS = "jax.experimental.pallas"
