# `from jax.experimental import stax, optimizers` (pre-0.2.25 tutorials): https://github.com/jax-ml/jax/issues/12160
import jax.numpy as jnp
from jax import random
from jax.experimental import stax, optimizers  # expect: JXM014 col 1

init_fn, apply_fn = stax.serial(stax.Dense(4), stax.Relu, stax.Dense(1))
_, params = init_fn(random.PRNGKey(0), (-1, 3))
opt_init, opt_update, get_params = optimizers.adam(1e-3)
state = opt_init(params)
print(apply_fn(get_params(state), jnp.ones((2, 3))).shape)
