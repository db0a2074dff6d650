# OpenSpiel's jax NFSP average-policy network (open_spiel/python/jax/nfsp.py: an hk.nets.MLP in
# hk.without_apply_rng(hk.transform(network)), its apply run by a jitted policy), with the debug
# print of the network's output users add: under jit it prints JitTracer(float32[1,3]), not values.
import haiku as hk
import jax
import jax.numpy as jnp


def network(x):
    mlp = hk.nets.MLP([8, 3])
    action_values = mlp(x)
    print("action values:", action_values)  # expect: JXM011 col 5
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
