# An attrs class (jax-ml/jax#1567): attrs writes __init__ and __eq__ but registers no pytree,
# so jit cannot trace the instance it hands the method as self.
import attr
import jax
import jax.numpy as jnp


@attr.s
class World:
    p = attr.ib()
    v = attr.ib()

    @jax.jit  # expect: JXM022 col 6
    def step(self, dt):
        return self.p + self.v * dt


world = World(p=jnp.zeros(3), v=jnp.ones(3))
print(world.step(0.1))
