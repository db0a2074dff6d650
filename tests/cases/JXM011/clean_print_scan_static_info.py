# inside a scan body, print only static shape information and Python constants: no tracer shown
import jax
import jax.numpy as jnp

DECAY = 0.9


def ema_step(avg, x):
    print(f"ema step over a vector of {x.shape[0]} values, decay {DECAY}")
    avg = DECAY * avg + (1 - DECAY) * x
    return avg, avg


jax.lax.scan(ema_step, jnp.zeros(3), jnp.ones((4, 3)))
