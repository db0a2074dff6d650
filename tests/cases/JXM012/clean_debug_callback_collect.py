# the correct way to collect values from inside jit: jax.debug.callback appends concrete arrays at run time
import jax
import jax.numpy as jnp

recorded = []


def record(value):
    recorded.append(value)


@jax.jit
def step(w):
    loss = jnp.sum(w ** 2)
    jax.debug.callback(record, loss)
    jax.debug.callback(lambda g: recorded.append(g.sum()), 2 * w)
    return w - 0.1 * 2 * w


w = jnp.ones(3)
for _ in range(3):
    w = step(w)
jax.effects_barrier()
print(jnp.stack(recorded) + 1)
