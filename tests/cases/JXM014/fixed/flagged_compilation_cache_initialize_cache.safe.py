# A training script's persistent-cache set-up at import (octo/jaxrl_m training scripts, also
# picoGPT-style GPT-2 scripts): compilation_cache.initialize_cache was removed in JAX 0.8.0.
import os
import tempfile

from jax.experimental.compilation_cache import compilation_cache

compilation_cache.set_cache_dir(os.path.join(tempfile.mkdtemp(), "jax_compilation_cache"))  # expect: JXM014 col 1
