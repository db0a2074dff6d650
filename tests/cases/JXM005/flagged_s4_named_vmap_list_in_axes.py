# Shape 4: a named vmap with list in_axes [0, 0, None]; the mapped arrays are nested-list literals of 2 and 3 rows. After https://github.com/jax-ml/jax/issues/16594
import jax
import jax.numpy as jnp


def stack_after(array1, array2, function):
    array3 = function(array1)
    return jnp.vstack((array3, array2))


batch_stack = jax.vmap(stack_after, in_axes=[0, 0, None])
test = jnp.array([[1, 2], [1, 2]])
test2 = jnp.array([[1, 2], [1, 2], [1, 2]])
print(batch_stack(test, test2, jnp.negative))  # expect: JXM005 col 7
