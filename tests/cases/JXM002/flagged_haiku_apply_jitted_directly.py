import haiku as hk
import jax
import jax.numpy as jnp


def forward(x):
    x = hk.Linear(3)(x)
    if x.sum() > 0:  # expect: JXM002 col 8
        return jax.nn.relu(x)
    return x


net = hk.transform(forward)
params = net.init(jax.random.PRNGKey(0), -jnp.ones(3))
print(jax.jit(net.apply)(params, None, jnp.ones(3)))
