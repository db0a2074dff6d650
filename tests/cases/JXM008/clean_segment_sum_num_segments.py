# The twin of flagged_segment_sum_in_jitted_aggregate.py: num_segments given (by keyword or as
# the third argument), a vmap that maps the data but not the ids, and grad alone: each runs.
import jax
import jax.numpy as jnp


def aggregate(messages, receivers, n_nodes):
    return jax.ops.segment_sum(messages, receivers, num_segments=n_nodes)


def aggregate_max(messages, receivers):
    return jax.ops.segment_max(messages, receivers, 3)


@jax.jit
def step(messages, receivers):
    return aggregate(messages, receivers, 3).sum() + aggregate_max(messages, receivers).sum()


receivers = jnp.array([0, 1, 1, 2])
step(jnp.ones((4, 2)), receivers)
jax.vmap(jax.ops.segment_sum, in_axes=(0, None))(jnp.ones((3, 4, 2)), receivers)
jax.grad(lambda m: jax.ops.segment_sum(m, receivers).sum())(jnp.ones((4, 2)))
