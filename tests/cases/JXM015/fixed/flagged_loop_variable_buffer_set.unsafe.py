# Feedback buffers updated through a loop variable, from https://github.com/reservoirpy/reservoirpy/issues/234 (Model._step)
import jax.numpy as jnp

outputs = {"reservoir": jnp.arange(3.0), "readout": jnp.arange(2.0)}
buffers = {"reservoir": jnp.zeros((2, 3)), "readout": jnp.zeros((2, 2))}
new_buffers = {name: buffer.copy() for name, buffer in buffers.items()}
for name, buffer in new_buffers.items():
    buffer = buffer.at[-1].set(outputs[name])  # expect: JXM015 col 5
    new_buffers[name] = jnp.roll(buffer, 1, axis=0)
print(new_buffers["reservoir"])
