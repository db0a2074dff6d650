# the cure for collecting a trajectory: return it as the scan's stacked output ys
import jax
import jax.numpy as jnp

results = {}


def step(carry, x):
    carry = 0.9 * carry + x
    return carry, carry


final, trajectory = jax.lax.scan(step, 0.0, jnp.arange(5.0))
results["trajectory"] = trajectory
print(results["trajectory"] * 2)
