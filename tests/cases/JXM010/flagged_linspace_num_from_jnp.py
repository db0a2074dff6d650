# linspace's num computed with jnp functions inside jit is a tracer, as in https://github.com/jax-ml/jax/issues/5208
import jax
import jax.numpy as jnp


@jax.jit
def grid2():
    t0, tf, dt = 0.0, 1.0, 1e-1
    num_steps = jnp.maximum(jnp.abs((tf - t0) / dt), 1)
    ts = jnp.linspace(t0, tf, num_steps + 1)  # expect: JXM010 col 10
    return ts


grid2()
