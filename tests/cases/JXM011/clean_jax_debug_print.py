# the cure: jax.debug.print inside jit and inside a fori_loop body prints values at run time
import jax
import jax.numpy as jnp


@jax.jit
def train_step(w, x):
    loss = jnp.mean((x @ w) ** 2)
    jax.debug.print("loss = {loss}", loss=loss)

    def body(i, acc):
        jax.debug.print("i={} acc={}", i, acc)
        return acc + i

    return w * 0.9, jax.lax.fori_loop(0, 3, body, 0)


train_step(jnp.ones(3), jnp.ones((2, 3)))
train_step(jnp.ones(3), jnp.ones((2, 3)))
