# a shape computed from a random draw inside jit, as in https://github.com/jax-ml/jax/issues/5100
import jax


@jax.jit
def f(data, rng_key):
    n, m = data.shape
    shape_key, sub_key = jax.random.split(rng_key)
    rand_shape = jax.random.poisson(shape_key, 1, (2,))
    sub_indices = jax.random.randint(sub_key, (rand_shape.sum(), 3), 0, n)  # expect: JXM010 col 19
    return data[sub_indices, :]


rng_key = jax.random.PRNGKey(0)
f(jax.numpy.arange(10 * 5).reshape((10, 5)), rng_key)
