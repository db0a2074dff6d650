# jax#4212 (https://github.com/jax-ml/jax/issues/4212), the fix the thread gave: the masks (an outer
# product of one among them) zero the invalid entries with the three-argument jnp.where
import jax
import jax.numpy as jnp


@jax.jit
def update(x, y, H, C, C_x):
    valid = ~jnp.isnan(y)
    cov_valid = valid[:, None] * valid[None, :]
    y_valid = jnp.where(valid, y, 0.0)
    H_valid = jnp.where(valid[:, None], H, 0.0)
    C_y_valid = jnp.where(cov_valid, C, jnp.eye(C.shape[0]))
    y_pred = jnp.dot(H_valid, x)
    cov_pred = jnp.dot(H_valid, jnp.dot(C_x, H_valid.T)) + C_y_valid
    return y_valid - y_pred, cov_pred


print(update(jnp.ones(2), jnp.array([1.0, jnp.nan, 2.0]), jnp.ones((3, 2)), jnp.eye(3), jnp.eye(2)))
