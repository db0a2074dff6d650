# each layer of the eqx.nn.Sequential gets its own child of a split
# (https://github.com/patrick-kidger/equinox/issues/361, fixed)
import equinox as eqx
import jax

in_size, out_size = 2, 3
key1, key2, key3 = jax.random.split(jax.random.PRNGKey(0), 3)
model_seq = eqx.nn.Sequential(
    [
        eqx.nn.Linear(in_size, 4, key=key1),
        eqx.nn.Linear(4, 4, key=key2),
        eqx.nn.Linear(4, out_size, key=key3),
    ]
)
print(model_seq(jax.numpy.ones(in_size)).shape)
