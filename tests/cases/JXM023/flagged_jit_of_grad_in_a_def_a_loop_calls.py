import jax.numpy as jnp
from jax import grad, jit

# jax-ml/jax#2515: the gradient is jitted afresh on every call of my_dev_likelihood, which the
# loop calls twice per iteration: each call traces and compiles again.


def likelihood(s, m, w):
    return jnp.sum(((w - m) / s) ** 2 / 2.0 + jnp.log(s))


def my_dev_likelihood(pars, x):
    return jit(grad(likelihood))(pars[0], pars[1], x)  # expect: JXM023 col 12


for ss, mm in zip([5.0, 5.5], [100.0, 101.0]):
    x = jnp.linspace(90.0, 110.0, 100)
    my_dev_likelihood((ss, mm), x)
    my_dev_likelihood((ss + 0.1, mm + 0.1), x)
