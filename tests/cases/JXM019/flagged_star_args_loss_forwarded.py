# A benchmark harness differentiates a loss over *args and forwards them to the kernel; the
# kernel's loop bounds are jit parameters, so the loop is a while loop grad cannot transpose.
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def kernel(steps, A):
    return lax.fori_loop(0, steps, lambda t, A: 0.5 * (A + jnp.roll(A, 1)), A)  # expect: JXM019 col 12


def loss_fn(*args):
    return jnp.sum(kernel(*args) ** 2)


print(jax.value_and_grad(loss_fn, argnums=(1,))(3, jnp.arange(4.0)))
