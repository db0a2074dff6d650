import flax.linen as nn
import jax
import jax.numpy as jnp

model = nn.Dense(4)
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 3)))
predictions = []
for batch in jnp.ones((3, 2, 3)):
    predictions.append(jax.jit(lambda p, b: model.apply(p, b))(params, batch))  # expect: JXM023 col 24
print(len(predictions))
