# Updates stored back into a dict, a list and an attribute, cf. https://github.com/reservoirpy/reservoirpy/pull/240
import jax.numpy as jnp

outputs = {"reservoir": jnp.arange(3.0)}
new_buffers = {"reservoir": jnp.zeros((2, 3))}
for name, buffer in new_buffers.items():
    new_buffers[name] = jnp.roll(buffer.at[-1].set(outputs[name]), 1, axis=0)
history = [jnp.zeros(2)]
history[0] = history[0].at[1].set(5.0)
print(new_buffers["reservoir"], history)
