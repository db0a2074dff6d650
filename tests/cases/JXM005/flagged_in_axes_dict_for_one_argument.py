# jax-ml/jax#18548 ("vmap in_axes seems to be failing with most pytrees"): a dict in_axes for
# the one dict argument; vmap reads a top-level in_axes as an int, None, or a tuple with one
# entry per positional argument (jax 0.10.2 raises a TypeError).
import jax
import jax.numpy as jnp


def f(x):
    return x["a"]


input = {"a": jnp.zeros((3, 3))}
print(jax.vmap(f, in_axes={"a": 0})(input))  # expect: JXM005 col 7
