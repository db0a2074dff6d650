import haiku as hk
import jax
import jax.numpy as jnp


def forward(x):
    y = hk.Linear(2)(x)
    if y.sum() > 0:  # expect: JXM002 col 8
        y = jax.nn.relu(y)
    return y


net = hk.without_apply_rng(hk.transform(forward))
params = net.init(jax.random.PRNGKey(0), jnp.ones(3))


@jax.jit
def predict(params, x):
    return net.apply(params, x)


print(predict(params, jnp.ones(3)))
