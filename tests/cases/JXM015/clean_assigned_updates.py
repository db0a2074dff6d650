# Every update rebound to its receiver: names, attributes, loop state, the fix from https://github.com/jax-ml/jax/issues/2287
import jax.numpy as jnp


class LIF:
    def __init__(self, units):
        self.W = jnp.ones((units, units))
        self.W = self.W.at[:, :2].multiply(-1)


tab_x = jnp.zeros(5)
for i in range(5):
    tab_x = tab_x.at[i].set(i * 0.5)
tab_x, tab_v = tab_x.at[0].add(1.0), jnp.zeros(5).at[1].set(2.0)
print(tab_x, tab_v, LIF(3).W)
