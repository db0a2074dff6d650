# `from jax import ..., ops` and ops.index_update(ys, ops.index[0], state0), in JAX's own cloud_tpu_colabs/Lorentz_ODE_Solver.ipynb
import jax.numpy as jnp
from jax import jit, lax, ops

state0 = jnp.array([1.0, 1.0, 1.0])
ys = jnp.zeros((4, 3))
ys = ys.at[0].set(state0)  # expect: JXM014 col 6


@jit
def step(ys, i):
    return ys.at[i].set(ys[i - 1] * 0.9)  # expect: JXM014 col 12


ys = lax.fori_loop(1, 4, lambda i, ys: step(ys, i), ys)
print(ys)
