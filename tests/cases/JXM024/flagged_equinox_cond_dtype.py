# An equinox module that counts hits in one branch and scores them in the other.
import equinox as eqx
import jax
import jax.numpy as jnp


class Scorer(eqx.Module):
    weight: jax.Array

    def __call__(self, x):
        return jax.lax.cond(
            x.sum() > 0,
            lambda v: jnp.argmax(v),
            lambda v: jnp.dot(self.weight, v) * 0.5,  # expect: JXM024 col 13
            x,
        )


print(Scorer(jnp.ones(3))(jnp.arange(3.0)))
