import jax

from model import scaled_energy

dE = jax.grad(scaled_energy, argnums=1)
print(dE(2.0, 1.5))
