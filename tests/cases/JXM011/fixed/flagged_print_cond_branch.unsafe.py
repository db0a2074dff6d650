# print inside a lax.cond branch function: the branch is traced, prints the tracer
import jax
import jax.numpy as jnp


def positive(x):
    jax.debug.print("positive branch: {}", x)  # expect: JXM011 col 5
    return x * 2.0


def negative(x):
    return -x


def f(x):
    return jax.lax.cond(x.sum() > 0, positive, negative, x)


f(jnp.array([1.0, 2.0]))
