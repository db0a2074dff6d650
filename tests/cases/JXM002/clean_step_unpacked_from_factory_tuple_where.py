# The pair's update clips with jnp.where: no Python branch on a tracer
import jax
import jax.numpy as jnp


def make_optimizer(lr):
    def init(params):
        return jnp.zeros_like(params)

    def update(grads, state):
        norm = jnp.linalg.norm(grads)
        grads = jnp.where(norm > 1.0, grads / norm, grads)
        return -lr * grads, state

    return init, update


opt_init, opt_update = make_optimizer(0.1)
state = opt_init(jnp.ones(3))
step = jax.jit(opt_update)
updates, state = step(jnp.ones(3) * 2.0, state)
