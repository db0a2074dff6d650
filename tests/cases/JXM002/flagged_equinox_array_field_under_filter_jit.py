import equinox as eqx
import jax
import jax.numpy as jnp


class Scaler(eqx.Module):
    scale: jax.Array
    clip: bool = eqx.field(static=True)

    def __call__(self, x):
        if self.clip:  # a static field: a Python bool under filter_jit
            x = jnp.clip(x, -1.0, 1.0)
        if self.scale.sum() > 0:  # expect: JXM002 col 12
            x = x * self.scale
        return x


@eqx.filter_jit
def step(model, x):
    # filter_jit traces the model's array leaves: self.scale is a tracer in __call__
    return model(x)


print(step(Scaler(jnp.ones(3), True), jnp.arange(3.0)))
