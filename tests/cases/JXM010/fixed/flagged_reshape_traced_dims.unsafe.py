# reshape to sizes passed as jit arguments, cf. https://github.com/jax-ml/jax/issues/1629 and https://github.com/aesara-devs/aesara/issues/43
import jax
import jax.numpy as jnp


def functional(X, m, n):
    r = X.shape[0]
    X_imshape = X.reshape(r, m, n)  # expect: JXM010 col 17
    return jnp.sum(X_imshape[:, 1:, :] - X_imshape[:, :-1, :])


jax.jit(functional, static_argnames=("m", "n"))(jnp.ones((2, 12)), 3, 4)
