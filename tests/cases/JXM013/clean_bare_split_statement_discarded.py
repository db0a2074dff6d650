# A bare split whose keys are thrown away (left over from an edit, or run for its timing)
# consumes nothing anyone sees: the split after it gives keys drawn from once each.
import jax

key = jax.random.PRNGKey(0)
jax.random.split(key, 3)
k1, k2 = jax.random.split(key)
a = jax.random.normal(k1, (2,))
b = jax.random.normal(k2, (2,))
print("different draws:", bool((a != b).all()))
