# Shape 5: np.random.default_rng().normal(size=...) batches of 32 and 16 mapped together.
import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(0)
xs = rng.normal(size=(32, 3))
ys = rng.normal(size=(16,))


def predict(x, y):
    return jnp.sum(x) - y


preds = jax.vmap(predict, in_axes=(0, None))(xs, ys)  # expect: JXM005 col 9
