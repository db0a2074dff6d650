import jax.numpy as jnp
import optax
from flax import linen as nn
from flax.training import train_state


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(2)(x)
        if jnp.isnan(x).any():  # expect: JXM002 col 12
            raise ValueError("NaN in the logits")
        return x


def create_state(rng):
    model = CNN()
    params = model.init(rng, jnp.ones((1, 4)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.1))
