# The same persistent cache set up with the spellings JAX keeps: set_cache_dir, or the config option.
import os
import tempfile

import jax
from jax.experimental.compilation_cache import compilation_cache


def main(cache_dir):
    compilation_cache.set_cache_dir(cache_dir)
    jax.config.update("jax_compilation_cache_dir", cache_dir)
    return jax.jit(lambda x: x + 1)(1)


print(main(os.path.join(tempfile.mkdtemp(), "jax_compilation_cache")))
