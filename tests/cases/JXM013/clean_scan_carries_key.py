# A lax.scan step splits the key it carries, cf. https://github.com/eserie/wax-ml/pull/45
import jax
import jax.numpy as jnp


def rollout(params, obs0, key, horizon=4):
    def step(carry, _):
        obs, key = carry
        key, subkey = jax.random.split(key)
        action = params @ obs + 0.1 * jax.random.normal(subkey, (2,))
        return (obs + action, key), action

    _, actions = jax.lax.scan(step, (obs0, key), None, length=horizon)
    return actions


print(jax.jit(rollout)(jnp.eye(2), jnp.ones(2), jax.random.PRNGKey(1)))
