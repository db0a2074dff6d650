import haiku as hk
import jax
import jax.numpy as jnp


def forward(x):
    y = hk.Linear(2)(x)
    if y.sum() > 0:  # runs on concrete values: apply is not jitted here
        y = jax.nn.relu(y)
    return y


net = hk.transform(forward)
params = net.init(jax.random.PRNGKey(0), jnp.ones(3))
print(net.apply(params, jax.random.PRNGKey(1), jnp.ones(3)))
