import jax
import jax.numpy as jnp

from model import Dataset, NoisyPolicy

policy = NoisyPolicy(0.1)
data = Dataset(100, jax.random.key(42))
print(policy.act(jnp.zeros(3)), data.batch(4))
