# inside jit even a jnp result computed from a module constant is a tracer: print shows JitTracer
import jax
import jax.numpy as jnp

W = jnp.eye(3) * 2.0


@jax.jit
def project(x):
    scale = jnp.linalg.norm(W)
    jax.debug.print("scale {}", scale)  # expect: JXM011 col 5
    return W @ x / scale


project(jnp.arange(3.0))
