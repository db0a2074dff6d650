import jax.numpy as jnp
import optax
from flax import nnx

from training import Model, train_step

model = Model(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.sgd(0.1), wrt=nnx.Param)
for _ in range(2):
    print(train_step(model, optimizer, jnp.ones((1, 2))))
