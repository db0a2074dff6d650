# The question's working code (Stack Overflow 70566823, mirrored at
# https://coderapp.vercel.app/answer/70566823): one in_axes entry per positional argument, the
# parameters riding along unmapped; and a single int for all of them.
import jax.numpy as jnp
from jax import vmap


def predict(params, input_vec):
    assert input_vec.ndim == 1
    activations = input_vec
    for W, b in params:
        outputs = jnp.dot(W, activations) + b
        activations = jnp.tanh(outputs)
    return outputs


dims = [2, 3, 5]
input_dims = dims[0]
batch_size = 2
params = list()
for dims_in, dims_out in zip(dims, dims[1:]):
    params.append((jnp.ones((dims_out, dims_in)), jnp.ones((dims_out,))))
input_batch = jnp.ones((batch_size, input_dims))
predictions = vmap(predict, in_axes=(None, 0))(params, input_batch)
print(predictions.shape)
print(vmap(lambda a, b: a + b, in_axes=0)(input_batch, input_batch).shape)
print(vmap(lambda a, b: a + b, in_axes=[0, None])(input_batch, jnp.ones(2)).shape)
