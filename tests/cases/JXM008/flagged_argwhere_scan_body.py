# jnp.argwhere inside a lax.scan body (bodies are staged).
import jax
import jax.numpy as jnp


def step(count, row):
    hits = jnp.argwhere(row > 0.5)  # expect: JXM008 col 12
    return count + hits.shape[0], None


jax.lax.scan(step, 0, jnp.eye(3))
