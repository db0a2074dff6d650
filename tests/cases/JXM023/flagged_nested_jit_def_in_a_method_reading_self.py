# jax-ml/jax#4645 ("Curious jit behavior in nested class functions"): a @jit def nested in
# the agent's take_action, which the episode loop calls through one agent.  The def reads
# only self.net_apply, which __init__ alone sets, yet every call makes a new function,
# which JAX traces and compiles again ("the nested function is being redundantly compiled
# each call").
import jax.numpy as jnp
from jax import jit, random
from jax.example_libraries import stax


class Agent:
    def __init__(self, key):
        init_fn, self.net_apply = stax.serial(stax.Dense(8), stax.Relu, stax.Dense(4))
        _, self.params = init_fn(key, (-1, 3))

    def take_action(self, obs):
        @jit  # expect: JXM023 col 10
        def _take_action(params, obs):
            logits = self.net_apply(params, obs)
            softm_logits = stax.softmax(logits.flatten())
            sorted_logits = jnp.sort(softm_logits)
            conf = sorted_logits[-1] - sorted_logits[-2]
            action = jnp.argmax(logits)
            return logits, action, conf

        return _take_action(self.params, obs)


agent = Agent(random.PRNGKey(0))
obs = jnp.ones((1, 3))
for t in range(3):
    logits, action, conf = agent.take_action(obs)
    print(t, int(action), float(conf))
