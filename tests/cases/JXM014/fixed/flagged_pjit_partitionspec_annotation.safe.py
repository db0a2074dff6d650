# flax 0.6.1's linen/partitioning.py under jax 0.4.11 (https://github.com/google/flax/issues/3152):
# the return annotation `pjit.PartitionSpec` is evaluated when the def runs, and pjit lost PartitionSpec in 0.4.11.
import jax
from jax.experimental import pjit


def logical_to_mesh_axes(array_dim_names) -> jax.sharding.PartitionSpec:  # expect: JXM014 col 46
    return jax.sharding.PartitionSpec(*array_dim_names)  # expect: JXM014 col 12


print(logical_to_mesh_axes(("batch", None)), jax.device_count())
