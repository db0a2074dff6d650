# A boolean mask carried through a while_loop whose body scales it (bool has no weak type).
import jax
import jax.numpy as jnp


def keep_going(mask):
    return mask.sum() > 10


def soften(mask):
    return mask * 0.5


mask = jnp.array([True, False, True])
print(jax.lax.while_loop(keep_going, soften, mask))  # expect: JXM024 col 38
