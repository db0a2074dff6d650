# jax-ml/jax#2663 as a notebook writes it: a list of ints bound to a name, converted with jnp.asarray
import jax
import jax.numpy as jnp


def f(x):
    return jnp.sum(jnp.tanh(x))


data = [1, 2, 3]
print(jax.grad(f)(jnp.asarray(data, dtype=float)))  # expect: JXM018 col 19
