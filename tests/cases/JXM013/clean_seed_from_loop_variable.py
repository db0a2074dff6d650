# A key rebuilt in a loop from the loop variable is a new key each time (the remedy suggested in https://github.com/gchq/coreax/issues/375)
import jax

for seed in range(3):
    key = jax.random.PRNGKey(seed)
    print(seed, jax.random.normal(key, ()))
for i in range(2):
    print(jax.random.uniform(jax.random.key(100 + i), ()))
