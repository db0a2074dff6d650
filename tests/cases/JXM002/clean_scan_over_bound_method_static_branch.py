# The twin of flagged_scan_over_bound_method_layer_index.py: the scanned bound method branches
# on what its instance holds (a Python flag set in __init__) and on a shape, never on the
# carry or the index (haliax#57's fix: the branch as jnp.where).
import jax
import jax.numpy as jnp


class Stack:
    def __init__(self, weight, residual):
        self.weight = weight
        self.residual = residual

    def foo(self, x, layer_idx):
        y = jnp.tanh(x @ self.weight)
        if self.residual and x.shape[-1] == y.shape[-1]:
            y = y + x
        y = jnp.where(jnp.equal(layer_idx, 4), y + 0.01 * jnp.sin(y * 1e2), y)
        return y, None

    def __call__(self, x):
        x, _ = jax.lax.scan(self.foo, x, jnp.arange(6))
        return x


model = Stack(jnp.eye(3), residual=True)
print(model(jnp.ones(3)))
