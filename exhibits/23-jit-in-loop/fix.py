import jax
import jax.numpy as jnp

traces = 0


def scale(v, factor):
    global traces
    traces += 1  # Python runs this only while JAX traces
    return v * factor


halve = jax.jit(lambda v: scale(v, 0.5))
x = jnp.arange(3.0)
for step in range(5):
    x = halve(x)
print(x, "traced", traces, "times")
