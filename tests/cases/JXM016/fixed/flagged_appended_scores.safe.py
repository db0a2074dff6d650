# Scores collected in a list over a loop, then the best one picked with jax.numpy.
import jax
import jax.numpy as jnp

key = jax.random.PRNGKey(0)
candidates = jax.random.normal(key, (5, 3))
target = jnp.ones(3)
scores = []
for candidate in candidates:
    scores.append(jnp.dot(candidate, target))
best = jnp.argmax(jnp.array(scores))  # expect: JXM016 col 19
print(best)
