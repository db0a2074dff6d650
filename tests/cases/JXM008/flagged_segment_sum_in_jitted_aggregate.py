# A message-passing step that sums messages per receiver with jax.ops.segment_sum and no
# num_segments, inside a jitted step: even constant ids are staged there
# (jax#6350; equinox#903 asks how to make num_segments static).
import jax
import jax.numpy as jnp


def aggregate(messages, receivers):
    return jax.ops.segment_sum(messages, receivers)  # expect: JXM008 col 12


@jax.jit
def step(messages, receivers):
    return aggregate(messages, receivers).sum()


step(jnp.ones((4, 2)), jnp.array([0, 1, 1, 2]))
