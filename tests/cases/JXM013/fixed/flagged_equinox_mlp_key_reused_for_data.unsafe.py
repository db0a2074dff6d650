# the key that initialised the MLP also draws the inputs: weights and data come from one key
# (the shape of https://github.com/patrick-kidger/equinox/issues/213)
import equinox as eqx
import jax

key = jax.random.PRNGKey(0)
key, key_1 = jax.random.split(key)
model = eqx.nn.MLP(in_size=2, out_size=1, width_size=8, depth=2, key=key_1)
points = jax.random.uniform(key, (16, 2))  # expect: JXM013 col 10
print(jax.vmap(model)(points).shape)
