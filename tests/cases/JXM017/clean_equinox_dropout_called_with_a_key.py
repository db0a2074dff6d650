# The twin of flagged_equinox_dropout_called_with_a_seed: the key split from PRNGKey(0);
# and a Dropout in inference mode, which returns its input without reading the key.
import equinox as eqx
import jax
import jax.numpy as jnp

x = jnp.ones(4)
dropout = eqx.nn.Dropout(0.5)
key, sub = jax.random.split(jax.random.PRNGKey(0))
y = dropout(x, key=sub)
z = eqx.nn.Dropout(0.5, inference=True)(x, key=0)
print(y, z)
