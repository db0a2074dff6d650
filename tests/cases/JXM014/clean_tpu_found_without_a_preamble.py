# What replaced the Colab TPU preamble (jax#14481): nothing; JAX finds the accelerator itself.
import jax


def setup_runtime():
    return jax.__version__, jax.default_backend(), len(jax.devices())


print(setup_runtime())
