# The mode reaches the jitted step through a name and a parameter: every call of run hands
# it a string, and jit traces it.
import jax
import jax.numpy as jnp


@jax.jit
def train_step(params, x, mode):
    return params * jnp.sum(x)


def run(params, mode):
    x = jnp.ones(4)
    return train_step(params, x, mode)  # expect: JXM022 col 34


phase = "train"
print(run(1.0, phase))
print(run(1.0, "eval"))
