# A named list of branches that all return an array of the input's shape; a list changed
# after it is written is not read from its literal (its second branch is replaced).
import jax
import jax.numpy as jnp


def double(x):
    return x * 2.0


def negate(x):
    return -x


def with_norm(x):
    return x, jnp.sum(x)


branches = [double, negate]
print(jax.lax.switch(1, branches, jnp.ones(3)))
changed = [double, with_norm]
changed[1] = negate
print(jax.lax.switch(1, changed, jnp.ones(3)))
