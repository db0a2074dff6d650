# The lowering bound to a name, then compiled; the tree_map'd device_put leaves are JAX arrays.
import jax


def fn(x, y):
    return x, y


fn = jax.jit(fn, donate_argnums=1)
x = {"A": 1.0, "B": 2.0}
y = 3.0
x = jax.tree.map(lambda v: jax.device_put(v, jax.local_devices()[0]), x)
y = jax.tree.map(lambda v: jax.device_put(v, jax.local_devices()[0]), y)
fn = fn.lower(x, y)
fn = fn.compile()
fn(x, y)
print(y)  # expect: JXM020 col 7
