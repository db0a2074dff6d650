import jax.numpy as jnp

from config import TrainConfig
from model import train_step

config = TrainConfig(learning_rate=0.01)
params = jnp.ones(3)
for batch in [jnp.ones((2, 3)), jnp.zeros((2, 3))]:
    params = train_step(params, batch, use_dropout=config.use_dropout)
print(params)
