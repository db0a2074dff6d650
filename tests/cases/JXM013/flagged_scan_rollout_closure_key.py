# Exploration noise in a lax.scan rollout drawn from a key the step closes over (cf. https://github.com/eserie/wax-ml/pull/45)
import jax
import jax.numpy as jnp


def rollout(params, obs0, key, horizon=4):
    def step(obs, _):
        action = params @ obs + 0.1 * jax.random.normal(key, (2,))  # expect: JXM013 col 39
        return obs + action, action

    _, actions = jax.lax.scan(step, obs0, None, length=horizon)
    return actions


print(jax.jit(rollout)(jnp.eye(2), jnp.ones(2), jax.random.PRNGKey(1)))
