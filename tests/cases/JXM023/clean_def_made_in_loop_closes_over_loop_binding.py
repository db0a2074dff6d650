# Trimmed from jax-md's notebooks/cargese_swap_mc.ipynb: a benchmark builds a new step for each
# density and jits a def, made in the loop, that closes over it. Each iteration is a different
# program, so tracing again is the point: one jit built before the loop would run the first step.
import jax
import jax.numpy as jnp
from jax.lax import fori_loop


def hybrid_step(scale):
    def block_fn(state):
        return state * scale

    return block_fn


def benchmark(state, rhos):
    results = []
    for rho in rhos:
        block_fn = hybrid_step(rho)

        def run(n_blocks, state):
            return fori_loop(0, n_blocks, lambda i, s: block_fn(s), state)

        run = jax.jit(run, static_argnums=0)
        results.append(run(3, state))
    return results


print(benchmark(jnp.ones(3), (0.5, 2.0)))
