# The equinox model's key built from the seed: it runs.
import equinox as eqx
import jax
import jax.numpy as jnp

model = eqx.nn.MLP(in_size=2, out_size=1, width_size=16, depth=2, key=jax.random.PRNGKey(42))
print(model(jnp.ones(2)))
