# f-string print of the carry inside a lax.scan step function (cumulative sum), shows a tracer
import jax
import jax.numpy as jnp


def step(carry, x):
    carry = carry + x
    print(f"carry={carry}")  # expect: JXM011 col 5
    return carry, carry


final, history = jax.lax.scan(step, 0.0, jnp.arange(5.0))
