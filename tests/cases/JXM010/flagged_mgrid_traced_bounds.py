# jnp.mgrid builds its grid from the slice bounds: traced bounds give no shape to build
import jax
import jax.numpy as jnp


@jax.jit
def grid_points(lo, hi):
    ys, xs = jnp.mgrid[lo:hi, lo:hi]  # expect: JXM010 col 14
    return jnp.stack([ys.ravel(), xs.ravel()], axis=1)


grid_points(0, 3)
