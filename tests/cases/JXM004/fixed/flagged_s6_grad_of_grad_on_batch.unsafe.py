# Shape 6: grad(grad(f)) applied to a batch of points; the inner grad sees a (5,) output. After https://github.com/jax-ml/jax/issues/28110
import jax
import jax.numpy as jnp


def f(x):
    return jnp.sin(x) * x


d2f = jax.grad(jax.grad(f))
xs = jnp.linspace(0.0, 1.0, 5)
print(jax.vmap(d2f)(xs))  # expect: JXM004 col 7
