# The seed is made a key before the loop that splits it on every iteration.
import jax

seed = 42
rng = seed
rng = jax.random.PRNGKey(rng)
samples = []
for _ in range(3):
    rng, sub = jax.random.split(rng)
    samples.append(jax.random.normal(sub, (2,)))
assert len(samples) == 3
