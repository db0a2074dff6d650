# jax.nn.one_hot with num_classes passed as a traced jit argument, as in https://github.com/jax-ml/jax/issues/3654
from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="num_actions")
def q_values(q, actions, num_actions):
    action_one_hot = jax.nn.one_hot(actions, num_actions)  # expect: JXM010 col 22
    return jnp.sum(q * action_one_hot, axis=-1)


q_values(jnp.ones((4, 3)), jnp.array([0, 2, 1, 1]), 3)
