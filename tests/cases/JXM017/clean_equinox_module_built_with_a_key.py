# patrick-kidger/equinox#712, as written there: the classifier built with a key split from
# PRNGKey(0), which its __init__ splits for its layers.
import equinox as eqx
import jax
import jax.numpy as jnp


class MNISTClassifier(eqx.Module):
    model: eqx.nn.Sequential

    def __init__(self, key):
        keys = jax.random.split(key, 3)
        self.model = eqx.nn.Sequential([
            eqx.nn.Linear(784, 20, key=keys[0]),
            eqx.nn.Lambda(jax.nn.relu),
            eqx.nn.Linear(20, 10, key=keys[1]),
            eqx.nn.Lambda(jax.nn.log_softmax),
        ])

    def __call__(self, x):
        return self.model(x)


key = jax.random.PRNGKey(0)
key, model_key = jax.random.split(key)
model = MNISTClassifier(model_key)
print(model(jnp.ones(784)))
