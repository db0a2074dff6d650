# The twin of jax-ml/jax#4645's nested @jit def: here the loop asks a different agent each
# turn, so each call's def closes over another instance (another network), another
# program to trace; only one agent asked again and again retraces for nothing.
import jax.numpy as jnp
from jax import jit, random
from jax.example_libraries import stax


class Agent:
    def __init__(self, key, width):
        init_fn, self.net_apply = stax.serial(stax.Dense(width), stax.Relu, stax.Dense(4))
        _, self.params = init_fn(key, (-1, 3))

    def take_action(self, obs):
        @jit
        def _take_action(params, obs):
            logits = self.net_apply(params, obs)
            return jnp.argmax(logits), stax.softmax(logits.flatten())

        return _take_action(self.params, obs)


agents = [Agent(random.PRNGKey(i), 4 + 4 * i) for i in range(3)]
obs = jnp.ones((1, 3))
for agent in agents:
    action, probs = agent.take_action(obs)
    print(int(action), float(probs.max()))
