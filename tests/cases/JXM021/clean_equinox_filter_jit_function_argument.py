# patrick-kidger/equinox#236, as answered: filter_jit alone keeps the function argument
# static (it traces only array leaves), so no static option is needed.
import functools
import typing

import equinox
import jax.numpy as jnp


class Scale(equinox.Module):
    w: jnp.ndarray


@functools.partial(equinox.filter_jit)
def jit_function(mymodule: equinox.Module, myarray: jnp.ndarray, myfunction: typing.Callable) -> jnp.ndarray:
    return myfunction(mymodule.w * myarray)


print(jit_function(Scale(jnp.ones(3)), jnp.arange(3.0), jnp.sin))
