# static_argnames over a callable whose signature is not in the file (a library function, a
# def a factory returns): jit reads the signature and makes the named parameter static
# however it is passed, so the string handed positionally is never traced.
import jax
import jax.numpy as jnp


def make_kernel_fn(depth):
    def kernel_fn(x1, x2, get):
        k = x1 @ x2.T
        for _ in range(depth):
            k = jnp.tanh(k)
        return {"nngp": k, "ntk": 2 * k}[get]
    return kernel_fn


kernel_fn = jax.jit(make_kernel_fn(3), static_argnames="get")
x = jnp.ones((4, 3))
print(kernel_fn(x, x, "ntk").shape)
pad = jax.jit(jnp.pad, static_argnames=("pad_width", "mode"))
print(pad(x, 1, "edge").shape)
