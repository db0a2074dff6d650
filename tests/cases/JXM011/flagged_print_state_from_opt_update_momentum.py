# the new optimizer state that opt_update (of jax.example_libraries.optimizers.momentum) returns
# inside a jitted step holds tracers: print shows them once, at trace time
import jax
import jax.numpy as jnp
from jax.example_libraries import optimizers

opt_init, opt_update, get_params = optimizers.momentum(1e-2, mass=0.9)


@jax.jit
def step(i, opt_state, x):
    params = get_params(opt_state)
    g = jax.grad(lambda p: jnp.sum((x @ p["w"]) ** 2))(params)
    new_state = opt_update(i, g, opt_state)
    print(f"new state: {new_state}")  # expect: JXM011 col 5
    return new_state


opt_state = opt_init({"w": jnp.ones((3, 2))})
for i in range(2):
    opt_state = step(i, opt_state, jnp.ones((4, 3)))
