# appending static facts (x.shape, dtype name) to an outer list at trace time: Python values, no tracer
import jax
import jax.numpy as jnp

compiled_shapes = []
seen_dtypes = set()


@jax.jit
def f(x):
    compiled_shapes.append(x.shape)
    seen_dtypes.add(str(x.dtype))
    return x * 2


f(jnp.ones(3))
f(jnp.ones((2, 2)))
print(compiled_shapes, seen_dtypes)
