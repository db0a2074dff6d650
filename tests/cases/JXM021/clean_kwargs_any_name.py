# With **kwargs, any name may be passed.
import jax
import jax.numpy as jnp


def configured(x, **options):
    return x * options.get("scale", 1.0)


configured_jit = jax.jit(configured, static_argnames="scale")
print(configured_jit(jnp.ones(2), scale=3.0))
