"""What the analysis knows about JAX's API, in one place.

Every table is a fact about JAX (or NumPy as JAX sees it), checked against a run where
it matters; rules and the rest of the analysis import them from here, so a new JAX fact
has one home:

- :mod:`.transforms`: transformations (jit, vmap, grad...) and lax primitives;
- :mod:`.arrays`: arrays, their methods, what returns one, booleans, NumPy constructors;
- :mod:`.shapes`: what shape inference reads;
- :mod:`.errors`: what JAX raises, and the helpers of the grouped tables;
- :mod:`.frameworks`: flax, equinox and haiku: module classes, apply, transformed functions;
- :mod:`.list_arguments`: jax.numpy functions that refuse a Python list (probe-verified);
- :mod:`.numpy_on_tracer`: NumPy functions a tracer breaks (probe-verified);
- :mod:`.static_arguments`: the arguments JAX needs static (probe-verified);
- :mod:`.concrete_values`: Python numbers of arrays, zero tangents, data-dependent sizes;
- :mod:`.prng_keys`: what consumes a PRNG key, what builds one, bodies run repeatedly;
- :mod:`.refs`: mutable references, whose functional updates store;
- :mod:`.donation`: buffer donation: the transforms that take it, what reads a deleted buffer;
- :mod:`.removed_apis`: the APIs JAX removed, as data (imported by name, not re-exported).
"""

from .arrays import *  # noqa: F401,F403
from .concrete_values import *  # noqa: F401,F403
from .donation import *  # noqa: F401,F403
from .errors import *  # noqa: F401,F403
from .frameworks import *  # noqa: F401,F403
from .list_arguments import *  # noqa: F401,F403
from .numpy_on_tracer import *  # noqa: F401,F403
from .prng_keys import *  # noqa: F401,F403
from .refs import *  # noqa: F401,F403
from .shapes import *  # noqa: F401,F403
from .static_arguments import *  # noqa: F401,F403
from .transforms import *  # noqa: F401,F403
