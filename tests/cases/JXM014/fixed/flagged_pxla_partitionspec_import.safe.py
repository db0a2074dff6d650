# haliax/partitioning.py under jax 0.4.11 (https://github.com/marin-community/levanter/issues/178):
# PartitionSpec left jax.interpreters.pxla in JAX 0.4.11.
from jax.sharding import PartitionSpec  # expect: JXM014 col 1


def pspec_for_axis(axis_names):
    return PartitionSpec(*axis_names)


print(pspec_for_axis(("data", None)))
