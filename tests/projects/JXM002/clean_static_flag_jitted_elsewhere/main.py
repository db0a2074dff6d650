import jax
import jax.numpy as jnp

import model

train_loss = jax.jit(model.loss, static_argnames="training")
print(train_loss(jnp.ones(3), jnp.arange(3.0), training=True))
print(train_loss(jnp.ones(3), jnp.arange(3.0), False))
