# nonlocal total assigned inside a jitted closure: the enclosing function returns a tracer
import jax
import jax.numpy as jnp


def run(xs):
    total = None

    @jax.jit
    def accumulate(x):
        nonlocal total
        total = x.sum()  # expect: JXM012 col 9
        return x * 2

    accumulate(xs)
    return total


t = run(jnp.arange(4.0))
print(t * 2)
