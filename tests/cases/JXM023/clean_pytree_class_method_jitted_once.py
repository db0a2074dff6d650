# jax-ml/jax#15338's loop with the method jitted once, before it: one bound method, one trace.
import jax
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class Sampler:
    def draw(self, key, shape):
        return jax.random.uniform(key, shape)

    def tree_flatten(self):
        return (), {}

    @classmethod
    def tree_unflatten(cls, treedef, leaves):
        return cls(*leaves, **treedef)


sampler = Sampler()
draw = jax.jit(sampler.draw, static_argnums=1)
key = jax.random.PRNGKey(42)
for _ in range(3):
    key, subkey = jax.random.split(key)
    print(draw(subkey, (2, 3)).sum())
