# hk.transform of a lambda building a module: its parameters mapped as if they were a batch.
import haiku as hk
import jax
import jax.numpy as jnp


class MLP(hk.Module):
    def __call__(self, x):
        x = jax.nn.relu(hk.Linear(16)(x))
        return hk.Linear(1)(x)


net = hk.without_apply_rng(hk.transform(lambda x: MLP()(x)))
params = net.init(jax.random.PRNGKey(0), jnp.ones((1, 3)))


def predict(params, x):
    return net.apply(params, x)


xs = jnp.ones((32, 3))
preds = jax.vmap(predict)(params, xs)  # expect: JXM005 col 9
