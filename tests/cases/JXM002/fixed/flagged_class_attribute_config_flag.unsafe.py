# A plain config class's attribute, read off an instance and handed to jit: a traced bool
import jax
import jax.numpy as jnp


class Config:
    deterministic = False
    rate = 0.1


@jax.jit
def forward(x, deterministic):
    return jnp.where(deterministic, x, x * 0.5)  # expect: JXM002 col 17


cfg = Config()
forward(jnp.ones(3), cfg.deterministic)
