# haiku's transformed init and apply take an int as their rng: it seeds a key sequence
# (dm-haiku 0.0.17 runs both), unlike linen's init and equinox's key=.
import haiku as hk
import jax.numpy as jnp

forward = hk.transform(lambda x: hk.dropout(hk.next_rng_key(), 0.5, hk.Linear(4)(x)))
params = forward.init(0, jnp.ones(3))
print(forward.apply(params, 1, jnp.ones(3)))
