# A lax.scan over a bound method, self.step, that branches on the scanned layer index: scan
# traces the method with the carry and each index, the instance bound (haliax#57:
# https://github.com/marin-community/haliax/issues/57, ``scan(self.foo, ...)`` with
# ``if jnp.equal(layer_idx.array, 4):``).
import jax
import jax.numpy as jnp


class Stack:
    def __init__(self, weight):
        self.weight = weight

    def foo(self, x, layer_idx):
        x = jnp.tanh(x @ self.weight)
        if jnp.equal(layer_idx, 4):  # expect: JXM002 col 12
            x = x + 0.01 * jnp.sin(x * 1e2)
        return x, None

    def __call__(self, x):
        x, _ = jax.lax.scan(self.foo, x, jnp.arange(6))
        return x


model = Stack(jnp.eye(3))
print(model(jnp.ones(3)))
