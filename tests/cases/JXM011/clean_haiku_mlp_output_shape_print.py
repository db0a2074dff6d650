# The NFSP network of flagged_haiku_mlp_output_print.py printing what tracing knows: the shape
# of the MLP's output (print(x.shape) under jit prints (1, 3), the same as eagerly).
import haiku as hk
import jax
import jax.numpy as jnp


def network(x):
    mlp = hk.nets.MLP([8, 3])
    action_values = mlp(x)
    print("action values:", action_values.shape)
    return action_values


hk_avg_network = hk.without_apply_rng(hk.transform(network))


def avg_network_policy(param, info_state):
    action_values = hk_avg_network.apply(param, info_state)
    action_probs = jax.nn.softmax(action_values, axis=1)
    return action_values, action_probs


policy = jax.jit(avg_network_policy)
x = jnp.ones([1, 4])
params = hk_avg_network.init(jax.random.PRNGKey(42), x)
policy(params, x)
