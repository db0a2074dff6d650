# One run per seed, the seeds listed by hand, each made a key first.
import jax
import jax.numpy as jnp


def energy(w):
    return jnp.sum(w**2)


losses = []
for seed in [0, 1, 2]:
    w = jax.random.normal(jax.random.PRNGKey(seed), (3,))
    losses.append(energy(w))
print(jnp.stack(losses).mean())
