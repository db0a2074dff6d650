# Both branches slice n_outs outputs from the operands (a list of one each), or take one
# element each: the same pytree either way.
import jax
import jax.numpy as jnp

args = [jnp.ones(3), jnp.zeros(3)]
n_outs = 1
res = jax.lax.cond(
    jnp.array(True),
    lambda ops: ops[:n_outs],
    lambda ops: ops[n_outs:],
    args,
)
first = jax.lax.cond(
    jnp.array(False),
    lambda _: args[0],
    lambda _: args[-1],
    None,
)
print(res, first)
