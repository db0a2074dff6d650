# one child of a split initialises the MLP, the other draws the inputs
import equinox as eqx
import jax

model_key, data_key = jax.random.split(jax.random.PRNGKey(0))
model = eqx.nn.MLP(in_size=2, out_size=1, width_size=8, depth=2, key=model_key)
points = jax.random.uniform(data_key, (16, 2))
print(jax.vmap(model)(points).shape)
