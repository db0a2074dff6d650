# jax-ml/jax#15338 ("Recompilation of bounded methods"), trimmed: a method of a registered
# pytree class jitted with static_argnums in the loop: a new bound method each pass, a new
# trace each pass (the pytree registration does not change how the method is read).
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
key = jax.random.PRNGKey(42)
for _ in range(3):
    key, subkey = jax.random.split(key)
    print(jax.jit(sampler.draw, static_argnums=1)(subkey, (2, 3)).sum())  # expect: JXM023 col 11
