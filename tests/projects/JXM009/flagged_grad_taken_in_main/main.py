import jax

from model import energy

dE = jax.grad(energy)
print(dE(1.5))
