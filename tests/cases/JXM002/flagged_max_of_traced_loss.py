import jax
import jax.numpy as jnp


@jax.jit
def hinge_loss(pred, target):
    loss = jnp.mean(1.0 - pred * target)
    return max(loss, 0.0)  # expect: JXM002 col 12


hinge_loss(jnp.ones(3), jnp.ones(3))
