# What replaced the Colab TPU preamble (jax#14481): nothing; JAX finds the accelerator itself.
import jax

print(jax.__version__, jax.default_backend(), len(jax.devices()))
