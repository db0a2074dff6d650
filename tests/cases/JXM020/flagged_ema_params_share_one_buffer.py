# The EMA copy starts as the very same array: the donated dict holds one buffer at two leaves
# (cf. https://github.com/jax-ml/jax/issues/9635: "a pytree input, which has multiple leafs sharing the same buffer").
import jax
import jax.numpy as jnp


def update(params):
    return {"w": params["w"] - 0.1, "w_ema": 0.9 * params["w_ema"] + 0.1 * params["w"]}


w = jnp.ones(3)
params = {"w": w, "w_ema": w}
step = jax.jit(update, donate_argnums=0)
params = step(params)  # expect: JXM020 col 15
print(params)
