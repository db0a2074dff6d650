# ``if n == 1:`` draws once per run of the inner loop, but the outer loop runs it again with
# the same key: every epoch's dropout mask is the same.
import jax
import jax.numpy as jnp

key = jax.random.PRNGKey(0)
x = jnp.ones(6)
masks = []
for epoch in range(2):
    for n in [0, 1]:
        if n == 1:
            key, key_1 = jax.random.split(key)
            masks.append(jax.random.bernoulli(key_1, 0.5, x.shape))  # expect: JXM013 col 26
print(masks)
