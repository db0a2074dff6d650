import jax
import jax.numpy as jnp


def center(x, mu):
    return x - mu


xs = jax.random.uniform(jax.random.PRNGKey(1), (8, 2))
centered = jax.vmap(center, in_axes=(0, None))(xs, xs.mean())  # expect: JXM005 col 12
