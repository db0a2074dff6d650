# jaxleyverse/jaxley#74's shape, set right: the traced simulate builds its own Stimuli and sets its
# currents (the object dies with the trace); the module's stimuli object is set only in eager code
import jax.numpy as jnp
from jax import jit, vmap


class Stimuli:
    def __init__(self, current):
        self.current = current

    def set_currents(self, currents):
        self.current = currents
        return self


def simulate(mem_params, image):
    new_current = jnp.zeros((199, 784))
    new_current = new_current.at[80:, :].set(image * jnp.ones((784,)))
    stims = Stimuli(jnp.zeros((199, 784))).set_currents(new_current)
    other = Stimuli(new_current)
    other.set_currents(new_current * 2)
    return jnp.sum(stims.current) * mem_params + jnp.sum(other.current)


stimuli = Stimuli(jnp.zeros((199, 784)))
stimuli.set_currents(jnp.ones((199, 784)))
traces = jit(vmap(simulate, in_axes=(None, 0)))(1.0, jnp.ones((4, 784)))
print(jnp.sum(stimuli.current), traces.shape)
