# Shape 6: value_and_grad bound first and called later on a function returning residuals of shape (5,). After https://github.com/jax-ml/jax/issues/5848
import jax
import jax.numpy as jnp

X = jnp.ones((5, 3))
y = jnp.zeros(5)


def residuals(w):
    return jnp.sum(X @ w - y)


loss_and_grad_fn = jax.value_and_grad(residuals)
loss, grads = loss_and_grad_fn(jnp.zeros(3))  # expect: JXM004 col 15
