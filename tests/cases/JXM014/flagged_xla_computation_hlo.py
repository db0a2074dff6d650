# jax.xla_computation(f)(x) to dump HLO text: https://github.com/iree-org/iree-jax/pull/55
import jax
import jax.numpy as jnp


def f(x):
    return jnp.sin(x) * 2.0


comp = jax.xla_computation(f)(jnp.ones(3))  # expect: JXM014 col 8
print(comp.as_hlo_text()[:40])
