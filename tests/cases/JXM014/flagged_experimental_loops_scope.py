# A loops.Scope loop (https://github.com/jax-ml/jax/issues/4600): jax.experimental.loops was removed
# in JAX 0.3.16 (https://github.com/jax-ml/jax/pull/11607).
import jax.numpy as jnp
from jax.experimental import loops  # expect: JXM014 col 1


def sum_squares(xs):
    with loops.Scope() as s:
        s.total = 0.0
        for i in s.range(xs.shape[0]):
            s.total += xs[i] ** 2
        return s.total


print(sum_squares(jnp.arange(3.0)))
