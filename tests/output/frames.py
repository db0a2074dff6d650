import jax
import jax.numpy as jnp

seen = []


@jax.jit
def step(x):
	if (x.sum() >
			0):
		seen.append(x)
		return x
	return -x


y = jnp.zeros(3)
y[0] = (1.0 +
        2.0)
