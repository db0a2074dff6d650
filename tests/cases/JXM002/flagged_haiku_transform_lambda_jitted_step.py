# hk.transform of a lambda, as haiku's docs write it: the jitted step's net.apply runs the
# lambda, which builds and calls the module, so its parameter is a tracer there.
import haiku as hk
import jax
import jax.numpy as jnp


class Gate(hk.Module):
    def __call__(self, x):
        gate = hk.get_parameter("gate", (1,), init=jnp.ones)
        if gate[0] > 0:  # expect: JXM002 col 12
            x = x * gate
        return x


net = hk.without_apply_rng(hk.transform(lambda x: Gate()(x)))
params = net.init(jax.random.PRNGKey(0), jnp.ones(2))


@jax.jit
def step(params, x):
    return net.apply(params, x)


print(step(params, jnp.ones(2)))
