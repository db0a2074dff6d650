import jax.numpy as jnp

from trainer import Trainer

# training is left at True, and the jitted step keeps it static
print(Trainer(0.5).run(jnp.ones(3)))
