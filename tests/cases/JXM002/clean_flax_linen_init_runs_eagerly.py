import flax.linen as nn
import jax
import jax.numpy as jnp


class Gate(nn.Module):
    @nn.compact
    def __call__(self, x, training: bool = False):
        if training:
            x = nn.Dropout(0.5, deterministic=False)(x, rng=jax.random.PRNGKey(1))
        return nn.Dense(2)(x)


model = Gate()
variables = model.init(jax.random.PRNGKey(0), jnp.ones((1, 3)))


@jax.jit
def predict(variables, x):
    return model.apply(variables, x, training=False)


print(predict(variables, jnp.ones((1, 3))))
