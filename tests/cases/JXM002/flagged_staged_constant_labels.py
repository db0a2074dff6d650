# Under jit a jnp array built from constants is staged too: "labels" is a tracer, so its sum cannot be branched on.
import jax
import jax.numpy as jnp


@jax.jit
def assign(points):
    labels = jnp.zeros(points.shape[0])
    if labels.sum() == 0:  # expect: JXM002 col 8
        labels = labels + 1
    return points * labels[:, None]


assign(jnp.ones((4, 2)))
