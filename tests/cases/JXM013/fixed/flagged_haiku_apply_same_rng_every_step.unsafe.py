# Input dropout as a haiku transform, applied on every training step with the one rng made
# before the loop: hk.next_rng_key() derives the same key from it each time, so every step
# drops the same inputs.
import haiku as hk
import jax
import jax.numpy as jnp


def augment(x):
    return hk.dropout(hk.next_rng_key(), 0.5, x)


net = hk.transform(augment)
rng = jax.random.PRNGKey(42)
x = jnp.ones((8, 4))
params = net.init(jax.random.PRNGKey(0), x)
for step in range(3):
    rng, rng_1 = jax.random.split(rng)
    out = net.apply(params, rng_1, x)  # expect: JXM013 col 11
