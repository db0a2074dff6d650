# `with core.eval_context():` is the private spelling of jax.ensure_compile_time_eval() that
# JAX's own code uses: inside it, values that depend on no argument are concrete.
import jax
import jax.numpy as jnp
from jax._src import core


@jax.jit
def f(x):
    with core.eval_context():
        table = jnp.arange(3)
        if table.sum() > 2:
            table = table * 2
    return x + table.sum()


print(f(1.0))
