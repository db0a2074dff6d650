# jax.grad(self.f) with self the caller's object: storing what the tracer knows as Python values
# (its shape) and a value grad does not differentiate leaves no tracer behind
import jax
import jax.numpy as jnp


class Saver:
    def loss(self, w, scale):
        self.shape = w.shape
        self.scale = scale
        return jnp.sum(w**2) * scale

    def run(self, w):
        g = jax.grad(self.loss)(w, 2.0)
        return g + self.scale


print(Saver().run(jnp.ones(3)))
