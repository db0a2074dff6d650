# the stax-era training loop of jax#196 as written there: the params come from
# jax.example_libraries.optimizers' get_params, inside the jitted update, and print shows
# tracers (https://github.com/jax-ml/jax/issues/196)
import jax.numpy as jnp
from jax import grad, jit
from jax.example_libraries import optimizers
import jax

opt_init, opt_update, get_params = optimizers.sgd(0.1)


def loss(params, batch):
    inputs, targets = batch
    return jnp.mean((inputs @ params[0] + params[1] - targets) ** 2)


@jit
def update(i, opt_state, batch):
    params = get_params(opt_state)
    jax.debug.print("params {}", params)  # expect: JXM011 col 5
    return opt_update(i, grad(loss)(params, batch), opt_state)


opt_state = opt_init((jnp.ones((3, 4)), jnp.zeros(4)))
batch = (jnp.ones((8, 3)), jnp.ones((8, 4)))
for i in range(3):
    opt_state = update(i, opt_state, batch)
