import jax
import jax.numpy as jnp

# validate is static, and one trace passes the value that runs the branch: there the test
# is on a traced value.


def normalize(x, *, validate=True):
    if not validate:
        if jnp.allclose(x.sum(), 0.0):  # expect: JXM002 col 12
            raise ValueError("cannot normalize a zero vector")
    return x / x.sum()


fast_normalize = jax.jit(normalize, static_argnames="validate")
print(fast_normalize(jnp.ones(3)))
print(fast_normalize(jnp.ones(3), validate=False))
