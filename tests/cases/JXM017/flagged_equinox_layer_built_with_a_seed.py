# An equinox model built with a seed where its key goes (eqx.nn.MLP(..., key=42)): the layer
# splits it with jax.random and raises "invalid PRNG key data" (equinox 0.13.8).
import equinox as eqx
import jax
import jax.numpy as jnp

model = eqx.nn.MLP(in_size=2, out_size=1, width_size=16, depth=2, key=42)  # expect: JXM017 col 71
print(model(jnp.ones(2)), jax.__version__)
