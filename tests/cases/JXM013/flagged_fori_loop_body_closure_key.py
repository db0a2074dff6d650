# A fori_loop body draws its noise from a key it closes over: the same noise every step (cf. https://github.com/gchq/coreax/issues/375)
import jax
import jax.numpy as jnp
from jax import lax


def langevin(x0, key, n_steps=5, step_size=0.1):
    def body(i, x):
        noise = jax.random.normal(key, x.shape)  # expect: JXM013 col 17
        return x - step_size * x + jnp.sqrt(2 * step_size) * noise

    return lax.fori_loop(0, n_steps, body, x0)


print(jax.jit(langevin)(jnp.ones(3), jax.random.PRNGKey(0)))
