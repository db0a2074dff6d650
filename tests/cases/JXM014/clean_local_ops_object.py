# a local object named `ops` with its own index_update; jax.ops.segment_sum still exists
import jax
import jax.numpy as jnp


class Ops:
    def index_update(self, x, i, v):
        return x.at[i].set(v)


ops = Ops()
x = ops.index_update(jnp.zeros(3), 1, 5.0)
print(x, jax.ops.segment_sum(jnp.ones(4), jnp.array([0, 0, 1, 1]), num_segments=2))
