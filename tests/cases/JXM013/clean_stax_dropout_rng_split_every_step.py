# The maintainer's answer in jax#170 (https://github.com/jax-ml/jax/issues/170): "every time we
# want a new random dropout pattern, we split the prng key and pass a fresh subkey into the
# call"; and a test-mode Dropout, which draws nothing, handed one seed's key on every step.
import jax.numpy as np
from jax import random
from jax.example_libraries import stax
from jax.example_libraries.stax import Dense, Dropout, LogSoftmax, Relu

init_fun, apply_fun = stax.serial(Dense(64), Relu, Dropout(0.4, mode='train'), Dense(3), LogSoftmax)
out_shape, net_params = init_fun(random.PRNGKey(1), (-1, 16))
inputs = np.ones((10, 16))
key = random.PRNGKey(0)
for step in range(3):
    key, subkey = random.split(key)
    print(apply_fun(net_params, inputs, rng=subkey).sum())

_, eval_fun = stax.serial(Dense(64), Relu, Dropout(0.4, mode='test'), Dense(3), LogSoftmax)
seed = 7
for step in range(3):
    rng = random.PRNGKey(seed)
    print(eval_fun(net_params, inputs, rng=rng).sum())
