# One branch returns a list joined with +, the other one stacked array: a list is no pytree leaf.
import jax
import jax.numpy as jnp


def pick(flag, head, tail):
    return jax.lax.cond(flag, lambda: [head] + [tail], lambda: jnp.stack([tail, head]))  # expect: JXM024 col 56


print(pick(jnp.array(True), jnp.float32(1.0), jnp.float32(2.0)))
