# The Colab TPU preamble of old notebooks (https://github.com/jax-ml/jax/issues/14481, also
# https://github.com/google-deepmind/jaxline/issues/12): jax.tools.colab_tpu is gone since JAX 0.9.2
# (jax 0.4.38 still imports it, but its setup_tpu() already raises RuntimeError there).
import jax.tools.colab_tpu  # expect: JXM014 col 1


def setup_runtime():
    jax.tools.colab_tpu.setup_tpu()  # expect: JXM014 col 5
    return jax.__version__


print(setup_runtime())
