import jax.numpy as jnp


class Physics:
    @staticmethod
    def step(x, dt, clip):
        # clip is static where main.py jits the staticmethod: a Python bool here
        if clip:
            x = jnp.clip(x, -10.0, 10.0)
        return x + dt
