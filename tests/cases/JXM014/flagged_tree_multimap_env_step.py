# jax.tree_multimap in an auto-reset env step (gymnax shape): https://github.com/RobertTLange/gymnax/issues/27
import jax
import jax.numpy as jnp


def step(state_st, state_re, done):
    state = jax.tree_multimap(  # expect: JXM014 col 13
        lambda x, y: jax.lax.select(done, x, y), state_re, state_st
    )
    return state


s = {"pos": jnp.zeros(2), "vel": jnp.ones(2)}
r = {"pos": jnp.ones(2), "vel": jnp.zeros(2)}
print(jax.jit(step)(s, r, jnp.array(True)))
