import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit(donate="all")
def relax(field):
    return 0.5 * field


field = jnp.linspace(0.0, 1.0, 4)
relaxed = relax(field)
print(relaxed, field.mean())  # expect: JXM020 col 16
