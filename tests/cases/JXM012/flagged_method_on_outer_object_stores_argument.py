# jaxleyverse/jaxley#74 (trimmed): a jitted, vmapped simulate calls set_currents on the module's stimuli
# object, whose method stores the traced current on it; reading stimuli.current afterwards raises
import jax.numpy as jnp
from jax import jit, vmap


class Stimuli:
    def __init__(self, current):
        self.current = current

    def set_currents(self, currents):
        self.current = currents  # expect: JXM012 col 9
        return self


stimuli = Stimuli(jnp.zeros((199, 784)))
i_amp = 1.0


def simulate(mem_params, image):
    new_current = jnp.zeros((199, 784))
    new_current = new_current.at[80:, :].set(i_amp / 255 * image * jnp.ones((784,)))
    stims = stimuli.set_currents(new_current)
    return jnp.sum(stims.current) * mem_params


jitted_sim = jit(vmap(simulate, in_axes=(None, 0)))
traces = jitted_sim(1.0, jnp.ones((20, 784)))
print(jnp.sum(stimuli.current))
