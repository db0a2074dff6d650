# jax#4212 (https://github.com/jax-ml/jax/issues/4212): a Kalman update that selects the valid
# observations with masks, an outer product of one among them, under jit (trimmed: the thread's
# H[valid, :] too, which the fixer leaves, is left out)
import jax
import jax.numpy as jnp


@jax.jit
def update(x, y, H, C, C_x):
    valid = ~jnp.isnan(y)
    cov_valid = valid[:, None] * valid[None, :]
    n_valid = jnp.sum(valid.astype(jnp.int32))
    y_valid = y[valid]  # expect: JXM003 col 17
    C_y_valid = C[cov_valid].reshape((n_valid, n_valid))  # expect: JXM010 col 17; JXM003 col 19
    y_pred = jnp.dot(H, x)
    cov_pred = jnp.dot(H, jnp.dot(C_x, H.T)) + C_y_valid
    return y_valid - y_pred, cov_pred


print(update(jnp.ones(2), jnp.array([1.0, jnp.nan, 2.0]), jnp.ones((3, 2)), jnp.eye(3), jnp.eye(2)))
