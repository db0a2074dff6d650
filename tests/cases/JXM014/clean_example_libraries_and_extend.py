# the moved modules at their new paths: example_libraries, jax.extend.backend / linear_util
import jax
import jax.extend.backend
import jax.numpy as jnp
from jax.example_libraries import optimizers, stax
from jax.extend import linear_util as lu

init_fn, apply_fn = stax.serial(stax.Dense(2))
_, params = init_fn(jax.random.PRNGKey(0), (-1, 3))
opt_init, _, get_params = optimizers.sgd(0.1)
backend = jax.extend.backend.get_backend()
print(apply_fn(get_params(opt_init(params)), jnp.ones((1, 3))).shape, jax.default_backend(),
      backend.platform, lu.WrappedFun.__name__)
