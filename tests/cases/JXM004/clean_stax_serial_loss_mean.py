# The MNIST example's loss: the mean over the batch of the summed log-probabilities is a scalar
import jax
import jax.numpy as jnp
from jax.example_libraries import stax
from jax.example_libraries.stax import Dense, LogSoftmax, Relu

init_random_params, predict = stax.serial(Dense(32), Relu, Dense(10), LogSoftmax)
_, params = init_random_params(jax.random.PRNGKey(0), (-1, 8))


def loss(params, batch):
    inputs, targets = batch
    preds = predict(params, inputs)
    return -jnp.mean(jnp.sum(preds * targets, axis=1))


batch = (jnp.ones((4, 8)), jax.nn.one_hot(jnp.arange(4), 10))
grads = jax.grad(loss)(params, batch)
