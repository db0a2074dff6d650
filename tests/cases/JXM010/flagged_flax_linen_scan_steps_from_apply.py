# a step count handed to a jitted linen apply is a tracer in __call__: lax.scan cannot take it as its length
import flax.linen as nn
import jax
import jax.numpy as jnp


class Rollout(nn.Module):
    @nn.compact
    def __call__(self, x, steps):
        cell = nn.Dense(x.shape[-1])

        def body(h, _):
            h = jnp.tanh(h @ cell.variables["params"]["kernel"])
            return h, h

        cell(x)  # creates the kernel
        _, hs = jax.lax.scan(body, x, None, length=steps)  # expect: JXM010 col 17
        return hs


model = Rollout()
x = jnp.ones((1, 4))
params = model.init(jax.random.key(0), x, 3)
jax.jit(model.apply)(params, x, 3)
