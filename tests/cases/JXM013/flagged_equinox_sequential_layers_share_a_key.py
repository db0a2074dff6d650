# the layers of one eqx.nn.Sequential built from one key: the two hidden layers start identical
# (https://github.com/patrick-kidger/equinox/issues/361)
import equinox as eqx
import jax
import jax.numpy as jnp

in_size, out_size = 2, 3
key = jax.random.PRNGKey(0)
model_seq = eqx.nn.Sequential(
    [
        eqx.nn.Linear(in_size, 4, key=key),
        eqx.nn.Linear(4, 4, key=key),  # expect: JXM013 col 9
        eqx.nn.Linear(4, 4, key=key),  # expect: JXM013 col 9
        eqx.nn.Linear(4, out_size, key=key),  # expect: JXM013 col 9
    ]
)
hidden = model_seq.layers[1].weight, model_seq.layers[2].weight
print("hidden layers identical:", bool(jnp.array_equal(*hidden)))
