# haliax/partitioning.py under jax 0.4.11 (https://github.com/marin-community/levanter/issues/178):
# PartitionSpec left jax.interpreters.pxla in JAX 0.4.11.
from jax.sharding import PartitionSpec  # expect: JXM014 col 1

spec = PartitionSpec("data", None)
print(spec)
