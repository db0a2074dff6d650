# jax#7542: NumPy's apply_along_axis(np.where, 1, x) runs; JAX's vmaps jnp.where over the
# rows, so the one-argument where gets a batch tracer and cannot size its output
import jax.numpy as jnp

x = jnp.array([[0, 0, 1, 1], [1, 1, 0, 0], [0, 1, 1, 0]])
rows = jnp.apply_along_axis(jnp.where, 1, x)  # expect: JXM008 col 8
