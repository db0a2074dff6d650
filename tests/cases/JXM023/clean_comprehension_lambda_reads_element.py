# A comprehension jits a lambda that reads the element it iterates: each element is another
# program, traced on purpose (the shape of a public test found by code search:
# `results = [jax.jit(lambda c: jax.jvp(lambda x: evaluate(x, mapped), (c,), (direction,)))(rmnc) for mapped in (False, True)]`)
import jax
import jax.numpy as jnp


def evaluate(x, mapped):
    return jnp.sin(x) if mapped else jnp.cos(x)


rmnc = jnp.linspace(0.0, 1.0, 4)
direction = jnp.full(4, 0.001)
results = [jax.jit(lambda c: jax.jvp(lambda x: evaluate(x, mapped), (c,), (direction,)))(rmnc)
           for mapped in (False, True)]
print(results[0][1] - results[1][1])
