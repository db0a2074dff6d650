# jnp.NINF as the fill value of masked log-probabilities: https://github.com/jfcrenshaw/pzflow/pull/95
import jax
import jax.numpy as jnp


@jax.jit
def masked_log_softmax(logits, mask):
    logits = jnp.where(mask, logits, jnp.NINF)  # expect: JXM014 col 38
    return jax.nn.log_softmax(logits)


print(masked_log_softmax(jnp.arange(3.0), jnp.array([True, False, True])))
