# A lax.scan step draws its exploration noise from the key it carries and hands that key back
# unsplit: every step gets the same noise (cf. jax's tests/key_reuse_test.py,
# test_scan_reuse_in_body: "scan body function leads to key reuse" under jax_debug_key_reuse)
import jax
import jax.numpy as jnp


def rollout(params, obs0, key, horizon=4):
    def step(carry, _):
        obs, key = carry
        action = params @ obs + 0.1 * jax.random.normal(key, (2,))  # expect: JXM013 col 39
        return (obs + action, key), action

    _, actions = jax.lax.scan(step, (obs0, key), None, length=horizon)
    return actions


print(jax.jit(rollout)(jnp.eye(2), jnp.ones(2), jax.random.PRNGKey(1)))
