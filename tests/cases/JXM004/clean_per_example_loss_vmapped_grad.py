import jax
import jax.numpy as jnp

# Per-example gradients: vmap hands the loss one example at a time, so (pred - y) ** 2 is
# a scalar there, though the call sites hand in batches.


def loss_fn(w, x, y):
    pred = jnp.dot(x, w)
    return (pred - y) ** 2


@jax.jit
def per_example_grads(w, xs, ys):
    return jax.vmap(jax.grad(loss_fn), in_axes=(None, 0, 0))(w, xs, ys)


xs = jnp.ones((16, 3))
ys = jnp.ones((16,))
print(per_example_grads(jnp.zeros(3), xs, ys).shape)
