# A default drawn from the key, then an early return that draws from the key again without
# reading the default (dynamax's random_rotation): on that path the first draw is dead, so
# nothing the caller sees repeats.
import jax.numpy as jnp
import jax.random as jr


def random_rotation(seed, n, theta=None):
    key1, key2 = jr.split(seed)
    if theta is None:
        theta = 0.5 * jnp.pi * jr.uniform(key1)
    if n == 1:
        return jr.uniform(key1) * jnp.eye(1)
    rot = jnp.array([[jnp.cos(theta), -jnp.sin(theta)], [jnp.sin(theta), jnp.cos(theta)]])
    out = jnp.eye(n).at[:2, :2].set(rot)
    q = jnp.linalg.qr(jr.uniform(key2, shape=(n, n)))[0]
    return q.dot(out).dot(q.T)


print(random_rotation(jr.PRNGKey(0), 1), random_rotation(jr.PRNGKey(1), 3).shape)
