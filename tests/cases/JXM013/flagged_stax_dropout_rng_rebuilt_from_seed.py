# jax#170 (https://github.com/jax-ml/jax/issues/170): stax's Dropout needs a key, and fixing it
# with PRNGKey(seed) "will make the dropout layer always use the same fixed pattern of dropped
# out units" (the maintainer's answer).  Here the key is rebuilt from the seed at every step the
# loop calls the network, so every step drops the same units.
import jax.numpy as np
from jax import random
from jax.example_libraries import stax
from jax.example_libraries.stax import Dense, Dropout, LogSoftmax, Relu

init_fun, apply_fun = stax.serial(Dense(64), Relu, Dropout(0.4, mode='train'), Dense(3), LogSoftmax)
out_shape, net_params = init_fun(random.PRNGKey(1), (-1, 16))
inputs = np.ones((10, 16))
seed = 0
for step in range(3):
    rng = random.PRNGKey(seed)
    print(apply_fun(net_params, inputs, rng=rng).sum())  # expect: JXM013 col 11
