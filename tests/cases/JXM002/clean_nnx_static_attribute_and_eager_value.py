import jax
import jax.numpy as jnp
from flax import nnx


class Foo(nnx.Module):
    def __init__(self, dim, rngs):
        self.w = nnx.Param(jax.random.normal(rngs.param(), (dim, dim)))
        self.dim = dim  # a plain int: static, part of the graph definition
        self.traced_dim = nnx.Param(dim)


@jax.jit
def jitted(model, x):
    if model.dim == 4:  # static data: fine under jit
        return x @ model.w.value
    return jnp.where(model.traced_dim.value == 4, x, -x)


foo = Foo(4, nnx.Rngs(0))
print(jitted(foo, jnp.ones((1, 4))))
if foo.traced_dim.value == 4:  # eager: a concrete value
    print("four")
