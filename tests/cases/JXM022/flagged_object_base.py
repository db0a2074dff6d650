# An explicit object base is still a plain class.
import jax
import jax.numpy as jnp
from jax import jit


class Model(object):
    def __init__(self):
        self.w = jnp.ones(3)

    @jit  # expect: JXM022 col 6
    def predict(self, x):
        return jnp.dot(self.w, x)


model = Model()
print(model.predict(jnp.arange(3.0)))
