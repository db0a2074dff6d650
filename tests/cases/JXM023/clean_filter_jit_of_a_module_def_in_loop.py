# equinox's filter_jit caches its traces by the function it wraps, as jax.jit does: rebuilt
# over one module def in a loop, it traces once (equinox 0.13.8).
import equinox as eqx
import jax.numpy as jnp


def normalize(x):
    return (x - jnp.mean(x)) / (jnp.std(x) + 1e-6)


batches = [jnp.arange(4.0) * i for i in range(1, 4)]
for batch in batches:
    out = eqx.filter_jit(normalize)(batch)
print(out)
