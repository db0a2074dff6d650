import jax as J
import jax.numpy as jnp


@J.jit
def log_prob(x):
    assert jnp.all(x >= 0), "counts must be non-negative"  # expect: JXM002 col 12
    return jnp.sum(jnp.log1p(x))


log_prob(jnp.array([1.0, 2.0]))
