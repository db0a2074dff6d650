# pmap maps the leading axis: fn_update, rebound to its pmap, hands fn a scalar per device (the
# shape of optax's _conditionality_test.py); the gradient of a scalar output is fine.
import jax
import jax.numpy as jnp

half = jnp.ones([1]) / 2.0


def fn(p, x):
    return jnp.sin(x) * p


def fn_update(params, x):
    grads = jax.grad(fn)(params, x)
    return params - grads


fn_update = jax.pmap(fn_update, axis_name='i')
params = jnp.zeros([1])
params = fn_update(params, half)
