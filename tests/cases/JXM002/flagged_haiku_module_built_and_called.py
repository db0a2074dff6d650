import haiku as hk
import jax
import jax.numpy as jnp


class Gate(hk.Module):
    def __call__(self, x):
        h = hk.Linear(4)(x)
        if h.sum() > 0:  # expect: JXM002 col 12
            h = jax.nn.relu(h)
        return h


def forward(x):
    return Gate()(x)  # built and called at once: runs Gate.__call__


net = hk.without_apply_rng(hk.transform(forward))
params = net.init(jax.random.PRNGKey(0), jnp.ones(3))


@jax.jit
def loss(params, x):
    return net.apply(params, x).sum()


print(jax.grad(loss)(params, jnp.ones(3)))
