# The loop index is data folded into a key, not the key itself.
import jax

key = jax.random.PRNGKey(0)
for step in range(3):
    step_key = jax.random.fold_in(key, step)
    print(jax.random.bernoulli(step_key, 0.5))
