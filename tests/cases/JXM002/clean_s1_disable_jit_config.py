# Shape 1 trap: the file turns jit off globally (a debugging session), so the @jax.jit body runs eagerly and the if works.
import jax
import jax.numpy as jnp

jax.config.update("jax_disable_jit", True)


@jax.jit
def f(x):
    if x.sum() > 0:
        return x
    return -x


print(f(jnp.array([1.0, -0.5])))
