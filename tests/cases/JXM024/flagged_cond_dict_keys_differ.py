# A loss with its extras when a counter is past a threshold, a dummy otherwise: the dummy's
# dict has none of the extras' keys (after jax-ml/jax#2660).
import jax
import jax.numpy as jnp


def maybe_extras(counter):
    return jax.lax.cond(
        counter >= 10,
        lambda: (1.0, dict(a=3.0, b=4.0)),
        lambda: (0.0, dict()),  # expect: JXM024 col 9
    )


print(maybe_extras(jnp.array(5)))
