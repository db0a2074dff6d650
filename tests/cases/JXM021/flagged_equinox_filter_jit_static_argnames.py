# patrick-kidger/equinox#236: static_argnames handed to equinox's filter_jit, which keeps
# every non-array argument (here the function) static by itself and refuses the option.
import functools
import typing

import equinox
import jax.numpy as jnp


class Scale(equinox.Module):
    w: jnp.ndarray


@functools.partial(equinox.filter_jit, static_argnames=["myfunction"])  # expect: JXM021 col 40
def jit_function(mymodule: equinox.Module, myarray: jnp.ndarray, myfunction: typing.Callable) -> jnp.ndarray:
    return myfunction(mymodule.w * myarray)


print(jit_function(Scale(jnp.ones(3)), jnp.arange(3.0), jnp.sin))
