# jax.numpy's mean imported under another name, handed a tuple of scores.
import jax.numpy as jnp
from jax.numpy import mean as jmean

precision = jnp.float32(0.8)
recall = jnp.float32(0.6)
average = jmean((precision, recall))  # expect: JXM016 col 17
print(average)
