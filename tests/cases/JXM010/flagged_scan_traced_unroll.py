# how far lax.scan unrolls its loop is fixed at compile time: a jitted argument cannot choose it
import jax
import jax.numpy as jnp


def accumulate(total, x):
    return total + x, total


@jax.jit
def prefix_sums(xs, unroll):
    _, sums = jax.lax.scan(accumulate, 0.0, xs, unroll=unroll)  # expect: JXM010 col 15
    return sums


prefix_sums(jnp.arange(8.0), 4)
