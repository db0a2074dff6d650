# The helper hands back a list or a stacked array, as its caller asks: not proven a list.
import jax.numpy as jnp


def child_selects(nodes, stacked):
    selects = []
    for current in nodes:
        selects.append(current * 2.0)
    return jnp.stack(selects) if stacked else selects


print(jnp.prod(child_selects([jnp.ones(3), jnp.arange(3.0)], True), axis=0))
