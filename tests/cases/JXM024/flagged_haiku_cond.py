# A haiku forward pass whose cond returns activations in one branch and a mask in the other.
import haiku as hk
import jax
import jax.numpy as jnp


def forward(x):
    h = hk.Linear(4)(x)
    return hk.cond(h.sum() > 0, lambda v: jax.nn.gelu(v), lambda v: v > 0, h)  # expect: JXM024 col 59


model = hk.transform(forward)
params = model.init(jax.random.PRNGKey(0), jnp.ones(3))
print(model.apply(params, None, jnp.ones(3)))
