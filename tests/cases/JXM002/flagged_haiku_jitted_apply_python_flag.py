import haiku as hk
import jax
import jax.numpy as jnp


def forward(x, is_training):
    x = hk.Linear(4)(x)
    if is_training:  # expect: JXM002 col 8
        x = hk.dropout(hk.next_rng_key(), 0.5, x)
    return x


net = hk.transform(forward)
params = net.init(jax.random.PRNGKey(0), jnp.ones(3), False)
apply = jax.jit(net.apply)
print(apply(params, jax.random.PRNGKey(1), jnp.ones(3), True))
