# One run per seed, the seeds listed by hand: each int goes where the key should.
import jax
import jax.numpy as jnp


def energy(w):
    return jnp.sum(w**2)


losses = []
for seed in [0, 1, 2]:
    w = jax.random.normal(seed, (3,))  # expect: JXM017 col 27
    losses.append(energy(w))
print(jnp.stack(losses).mean())
