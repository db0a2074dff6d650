# A dict handed to vmap unmapped (in_axes None) keeps its Python numbers: NumPy on params['w'] runs
import jax
import jax.numpy as jnp
import numpy as np


def f(params, x):
    scale = np.sin(params['w'])
    return jnp.mean((scale * x + params['b']) ** 2)


params = {'w': 2.4, 'b': 10.}
print(jax.vmap(f, in_axes=(None, 0))(params, jnp.ones((3, 4))))
