# A training script's persistent-cache set-up (octo/jaxrl_m and policy-gradient training scripts'
# main(), also picoGPT-style GPT-2 scripts): compilation_cache.initialize_cache was removed in JAX 0.8.0.
import os
import tempfile

from jax.experimental.compilation_cache import compilation_cache


def main(cache_dir):
    compilation_cache.initialize_cache(cache_dir)  # expect: JXM014 col 5


main(os.path.join(tempfile.mkdtemp(), "jax_compilation_cache"))
