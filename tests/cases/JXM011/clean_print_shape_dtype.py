# print(x.shape, x.dtype, len(x), x.ndim) inside jit: static facts, printed correctly (https://github.com/jax-ml/jax/issues/19887 advice)
import jax
import jax.numpy as jnp


@jax.jit
def forward(x, w):
    h = x @ w
    print("h:", h.shape, h.dtype, len(h), h.ndim, h.size)
    print(f"batch of {x.shape[0]} rows, {jnp.shape(w)} weights")
    return jnp.tanh(h)


forward(jnp.ones((4, 3)), jnp.ones((3, 2)))
