# print("norm: " + str(...)) of a traced gradient norm in a jitted function: tracer text
import jax
import jax.numpy as jnp


def clip_grads(g, max_norm):
    norm = jnp.linalg.norm(g)
    print("grad norm: " + str(norm))  # expect: JXM011 col 5
    return g * jnp.minimum(1.0, max_norm / norm)


clip = jax.jit(clip_grads)
clip(jnp.array([3.0, 4.0]), 1.0)
