# init and update returned as a pair by a factory; the update, jitted where it is used, branches on a tracer
import jax
import jax.numpy as jnp


def make_optimizer(lr):
    def init(params):
        return jnp.zeros_like(params)

    def update(grads, state):
        if jnp.linalg.norm(grads) > 1.0:  # expect: JXM002 col 12
            grads = grads / jnp.linalg.norm(grads)
        return -lr * grads, state

    return init, update


opt_init, opt_update = make_optimizer(0.1)
state = opt_init(jnp.ones(3))
step = jax.jit(opt_update)
updates, state = step(jnp.ones(3) * 2.0, state)
