# the same optimizer triple, printed where it holds values: get_params after the jitted step
# returns, and only the shapes inside it
import jax
import jax.numpy as jnp
from jax.example_libraries import optimizers

opt_init, opt_update, get_params = optimizers.adam(1e-3)


@jax.jit
def step(i, opt_state, x):
    params = get_params(opt_state)
    print("w shape", params["w"].shape)
    g = jax.grad(lambda p: jnp.sum((x @ p["w"]) ** 2))(params)
    return opt_update(i, g, opt_state)


opt_state = opt_init({"w": jnp.ones((3, 2))})
for i in range(2):
    opt_state = step(i, opt_state, jnp.ones((4, 3)))
    print("params", get_params(opt_state))
