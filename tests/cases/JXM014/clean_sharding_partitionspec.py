# PartitionSpec where JAX keeps it (jax.sharding, since 0.4.x): the fix of levanter#178 and flax#3152.
import jax
from jax.sharding import PartitionSpec


def logical_to_mesh_axes(array_dim_names) -> jax.sharding.PartitionSpec:
    return PartitionSpec(*array_dim_names)


print(logical_to_mesh_axes(("batch", None)))
