# Shape 3: the flag reaches a name bound to jax.jit(update) by keyword, so it is traced; `not` converts it.
import jax
import jax.numpy as jnp


def update(params, grads, lr, frozen):
    if not frozen:  # expect: JXM002 col 12
        params = params - lr * grads
    return params


train_step = jax.jit(update)
params = jnp.ones(3)
print(train_step(params, jnp.ones(3), 0.1, frozen=False))
