import jax

import buffers

make = jax.jit(buffers.empty_buffer)
print(make(4, 0.0))
