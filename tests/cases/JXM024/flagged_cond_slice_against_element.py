# An IfElse op turned into lax.cond (aesara#187): one branch hands back the first n_outs
# outputs as a list, the other the single output itself, so the pytrees differ.
import jax
import jax.numpy as jnp

args = [jnp.ones(3), jnp.zeros(3)]
n_outs = 1
res = jax.lax.cond(
    jnp.array(True),
    lambda _: args[:n_outs],
    lambda _: args[n_outs],  # expect: JXM024 col 5
    args,
)
