import jax
import jax.numpy as jnp

# validate is never passed: under every trace it is the Python True of its default, so the
# branch that tests a traced value never runs there.


def normalize(x, *, validate=True):
    if not validate:
        if jnp.allclose(x.sum(), 0.0):
            raise ValueError("cannot normalize a zero vector")
    return x / x.sum()


@jax.jit
def step(x):
    return normalize(x) * 2


print(jax.jit(normalize)(jnp.ones(3)))
print(step(jnp.ones(3)))
