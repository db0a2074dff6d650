# An entry of a module-level config dict nothing changes, handed to jit: a traced bool
import jax
import jax.numpy as jnp

CONFIG = {"deterministic": False, "rate": 0.1}


@jax.jit
def forward(x, deterministic):
    if not deterministic:  # expect: JXM002 col 12
        x = x * (1 - CONFIG["rate"])
    return x


forward(jnp.ones(3), CONFIG["deterministic"])
