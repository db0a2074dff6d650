# a helper that prints its input is only ever called eagerly (outside any transform): real values
import jax.numpy as jnp


def summarize(name, x):
    print(name, x, x.mean())
    return x.max()


data = jnp.linspace(0.0, 1.0, 5)
summarize("data", data)
summarize("squared", data ** 2)
