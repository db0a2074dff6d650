import jax
import jax.numpy as jnp


@jax.jit
def loss(w):
    return jnp.sum(w**2)


def sgd(w):
    return w - 0.1 * jax.grad(loss)(w)


step = jax.jit(sgd, donate_argnums=0)
w = jnp.ones(4)
for _ in range(3):
    w = step(w)  # expect: JXM020 col 18
print(w)
