# The same gate with jnp.where: no Python branch on the traced parameter.
import haiku as hk
import jax
import jax.numpy as jnp


class Gate(hk.Module):
    def __call__(self, x):
        gate = hk.get_parameter("gate", (1,), init=jnp.ones)
        return jnp.where(gate[0] > 0, x * gate, x)


net = hk.without_apply_rng(hk.transform(lambda x: Gate()(x)))
params = net.init(jax.random.PRNGKey(0), jnp.ones(2))


@jax.jit
def step(params, x):
    return net.apply(params, x)


print(step(params, jnp.ones(2)))
