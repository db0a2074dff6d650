# An attrs class registered as a pytree: jit traces its fields.
import attr
import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
@attr.s
class World:
    p = attr.ib()
    v = attr.ib()

    def tree_flatten(self):
        return (self.p, self.v), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)

    @jax.jit
    def step(self, dt):
        return self.p + self.v * dt


world = World(p=jnp.zeros(3), v=jnp.ones(3))
print(world.step(0.1))
