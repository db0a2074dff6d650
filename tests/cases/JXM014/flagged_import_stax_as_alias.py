# `import jax.experimental.stax as stax`: stax moved to jax.example_libraries (reported in https://github.com/tancik/fourier-feature-networks/issues/23)
import jax
import jax.experimental.stax as stax  # expect: JXM014 col 1
import jax.numpy as jnp

init_fn, apply_fn = stax.serial(stax.Dense(4), stax.Relu, stax.Dense(1))
_, params = init_fn(jax.random.PRNGKey(0), (-1, 2))
print(apply_fn(params, jnp.ones((3, 2))).shape)
