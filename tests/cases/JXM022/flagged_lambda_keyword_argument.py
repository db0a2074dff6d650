# A lambda passed by keyword to a traced parameter of jax.jit(apply).
import jax
import jax.numpy as jnp


def apply(x, activation):
    return activation(x)


step = jax.jit(apply)
print(step(jnp.arange(3.0), activation=lambda v: v * 2))  # expect: JXM022 col 40
