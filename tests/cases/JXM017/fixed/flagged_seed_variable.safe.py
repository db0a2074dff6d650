# The seed read from the config goes where the key goes.
import jax

SEED = 0
BATCH = 8

noise = jax.random.uniform(jax.random.PRNGKey(SEED), (BATCH, 2), minval=-1.0, maxval=1.0)  # expect: JXM017 col 28
print(noise.mean())
