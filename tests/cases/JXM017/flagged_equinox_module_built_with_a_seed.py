# The classifier of patrick-kidger/equinox#712, built with a seed (MNISTClassifier(0)) where
# its __init__ splits the key for its layers: jax.random.split raises "invalid PRNG key
# data" (equinox 0.13.8; eqx.Module construction hands __init__ the int as it is).
import equinox as eqx
import jax
import jax.numpy as jnp


class MNISTClassifier(eqx.Module):
    model: eqx.nn.Sequential

    def __init__(self, key):
        keys = jax.random.split(key, 3)  # expect: JXM017 col 33
        self.model = eqx.nn.Sequential([
            eqx.nn.Linear(784, 20, key=keys[0]),
            eqx.nn.Lambda(jax.nn.relu),
            eqx.nn.Linear(20, 10, key=keys[1]),
            eqx.nn.Lambda(jax.nn.log_softmax),
        ])

    def __call__(self, x):
        return self.model(x)


model = MNISTClassifier(0)
print(model(jnp.ones(784)))
