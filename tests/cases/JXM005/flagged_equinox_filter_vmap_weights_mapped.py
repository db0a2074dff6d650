import equinox as eqx
import jax
import jax.numpy as jnp

# eqx.filter_vmap maps every array by default: the weights too, whose leading size is not
# the batch's.


def residual(w, x, y):
    return jnp.dot(x, w) - y


w = jnp.zeros(3)
xs = jax.random.normal(jax.random.PRNGKey(0), (8, 3))
ys = jnp.ones(8)
errors = eqx.filter_vmap(residual)(w, xs, ys)  # expect: JXM005 col 10
print(errors.shape)
