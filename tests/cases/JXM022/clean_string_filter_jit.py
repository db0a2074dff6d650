# eqx.filter_jit traces only array leaves: a string argument stays a Python value.
import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def activate(x, kind):
    if kind == "relu":
        return jax.nn.relu(x)
    return jnp.tanh(x)


print(activate(jnp.ones(3), "relu"))
