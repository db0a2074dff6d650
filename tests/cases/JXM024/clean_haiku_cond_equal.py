# A haiku forward pass whose cond branches both return the activations' shape and dtype.
import haiku as hk
import jax
import jax.numpy as jnp


def forward(x):
    h = hk.Linear(4)(x)
    return hk.cond(h.sum() > 0, lambda v: jax.nn.gelu(v), lambda v: v * 0.0, h)


model = hk.transform(forward)
params = model.init(jax.random.PRNGKey(0), jnp.ones(3))
print(model.apply(params, None, jnp.ones(3)))
