import jax
import jax.numpy as jnp


def add_ones(xs):
    return [x + 1 for x in xs]


xs = [jnp.ones((2, 3)), jnp.ones((3, 4))]
ys = jax.jit(add_ones, donate_argnums=0)(xs)
print(xs[1].sum())  # expect: JXM020 col 7
