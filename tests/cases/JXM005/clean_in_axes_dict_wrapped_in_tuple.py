# The answer in jax-ml/jax#18548: the dict is the entry of the one positional argument.
import jax
import jax.numpy as jnp


def f(x):
    return x["a"]


input = {"a": jnp.zeros((3, 3))}
print(jax.vmap(f, in_axes=({"a": 0},))(input))
