import jax.numpy as jnp

from trainer import Trainer

# training is left at True: the jitted step traces it
print(Trainer(0.5).run(jnp.ones(3)))
