# Updates passed straight to another call or used in an expression, as in https://github.com/jax-ml/jax/issues/19373
import jax.numpy as jnp
import numpy as np

test_arr = jnp.arange(7 * 2 * 3, dtype=jnp.float32).reshape(7, 2, 3)
print(jnp.zeros((7, 2, 3)).at[np.array([0, 1, 6, 3, 4, 5, 2], dtype=np.int32)].set(test_arr)[0])
total = jnp.sum(jnp.zeros(4).at[1:3].set(1.0)) + jnp.ones(4).at[0].mul(3.0)[0]
results = [jnp.zeros(2).at[i].set(1.0) for i in range(2)]
print(total, results)
