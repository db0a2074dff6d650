# A lax.scan step carries its key unchanged and folds the step index into it before each
# draw: a new key per step (jax's key-reuse checker allows fold_in of a key that is then
# used; cf. jax's tests/key_reuse_test.py, test_reuse_after_fold_in)
import jax
import jax.numpy as jnp


def rollout(params, obs0, key, horizon=4):
    def step(carry, t):
        obs, key = carry
        action = params @ obs + 0.1 * jax.random.normal(jax.random.fold_in(key, t), (2,))
        return (obs + action, key), action

    _, actions = jax.lax.scan(step, (obs0, key), jnp.arange(horizon))
    return actions


print(jax.jit(rollout)(jnp.eye(2), jnp.ones(2), jax.random.PRNGKey(1)))
