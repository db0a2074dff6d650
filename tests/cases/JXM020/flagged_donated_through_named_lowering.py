# The lowering bound to a name, then compiled; the tree_map'd device_put leaves are JAX arrays.
import jax


def pair(x, y):
    return x, y


step = jax.jit(pair, donate_argnums=1)
x = {"A": 1.0, "B": 2.0}
y = 3.0
x = jax.tree.map(lambda v: jax.device_put(v, jax.local_devices()[0]), x)
y = jax.tree.map(lambda v: jax.device_put(v, jax.local_devices()[0]), y)
lowered = step.lower(x, y)
compiled = lowered.compile()
compiled(x, y)
print(y)  # expect: JXM020 col 7
