"""PRNG keys: which jax.random functions consume a key, which need one, which build one, and
the calls that run a function again and again (so a key it closes over is reused)."""

from typing import NamedTuple, Optional

from .transforms import ArgumentSlot

# jax.random functions that consume the key they get as argument 0 or ``key=`` (every
# public function whose first parameter is ``key``, on jax 0.4.38 and 0.10.2; multinomial
# is new in 0.10.2).  Not consumers: fold_in and clone (they derive a key), key_data,
# key_impl, wrap_key_data, PRNGKey and key (they build one).  A consumer given the same
# key bits twice returns the same (or correlated) numbers.
KEY_CONSUMERS = frozenset(
    """ball bernoulli beta binomial bits categorical cauchy chisquare choice dirichlet
    double_sided_maxwell exponential f gamma generalized_normal geometric gumbel laplace
    loggamma logistic lognormal maxwell multinomial multivariate_normal normal orthogonal
    pareto permutation poisson rademacher randint rayleigh split t triangular
    truncated_normal uniform wald weibull_min""".split()
)
# jax.random functions that need a key as argument 0 or ``key=``: a Python int there (a seed
# where the key goes) raises "invalid PRNG key data" (tests/probes/int_keys.py, on jax 0.4.38
# and 0.10.2).  clone passes an int through; PRNGKey, key and wrap_key_data take a seed or
# key data, not a key.
KEY_TAKERS = KEY_CONSUMERS | {"fold_in"}
INVALID_KEY_ERROR = "JAX encountered invalid PRNG key data"
# Consumers that draw an order of rows: the same key permutes arrays of as many rows alike,
# which is how aligned arrays are shuffled together (``x = permutation(key, x)`` then
# ``y = permutation(key, y)``; brax's and cleanrl's PPO permute every leaf of a batch with
# one key in a tree_map), so two of them on one key, or one per leaf, repeat on purpose.
# ``choice`` without ``p=`` draws rows by index alone (randint, or a permutation without
# replacement), so it samples aligned arrays alike: ``x = choice(key, xs, (b,))`` then
# ``y = choice(key, ys, (b,))`` is a batch of pairs (evosax's torchvision problem).
ALIGNED_SHUFFLES = frozenset({"permutation", "choice"})
# choice's weights (``p=``, argument 4): weighted draws of different arrays need not align.
CHOICE_WEIGHTS = ArgumentSlot(4, "p")
# Build a key from a seed: the same seed gives the same key bits.
KEY_CONSTRUCTORS = frozenset({"jax.random.PRNGKey", "jax.random.key"})
# What JAX's own key-reuse checker raises (``jax_debug_key_reuse``): a test expecting it
# wraps the reuse itself.
KEY_REUSE_ERROR = "KeyReuseError"
# Calls that run a function they are given again and again (``ArgumentSlot`` of each):
# lax loop bodies run once per iteration (traced once, so a key they close over is the
# same constant every time), tree_map's function once per leaf.
REPEATED_BODIES = {
    "jax.lax.fori_loop": (ArgumentSlot(2, "body_fun"),),
    "jax.lax.while_loop": (ArgumentSlot(0, "cond_fun"), ArgumentSlot(1, "body_fun")),
    "jax.lax.scan": (ArgumentSlot(0, "f"),),
    "jax.lax.map": (ArgumentSlot(0, "f"),),
    "jax.tree_util.tree_map": (ArgumentSlot(0, "f"),),
    "jax.tree_util.tree_map_with_path": (ArgumentSlot(0, "f"),),
    "jax.tree.map": (ArgumentSlot(0, "f"),),
    "jax.tree.map_with_path": (ArgumentSlot(0, "f"),),
    "jax.tree_map": (ArgumentSlot(0, "f"),),
}
# Of those, the loops whose body carries a value from one iteration to the next: the body's
# carry parameter, and whether it returns ``(carry, output)`` (scan) or the carry alone; a
# while_loop's predicate is handed the same carry.  A key the body hands back in its place,
# unsplit, is the same key on every iteration: consumed there (or by the predicate) it draws
# the same numbers each time, and JAX's checker raises KeyReuseError ("scan body function leads
# to key reuse", "while_loop cond"; jax's tests/key_reuse_test.py, verified on 0.10.2).
class LoopCarry(NamedTuple):
    body: ArgumentSlot
    parameter: int
    pair: bool
    predicate: Optional[ArgumentSlot]


LOOP_CARRIES = {
    "jax.lax.fori_loop": LoopCarry(ArgumentSlot(2, "body_fun"), 1, False, None),
    "jax.lax.while_loop": LoopCarry(ArgumentSlot(1, "body_fun"), 0, False, ArgumentSlot(0, "cond_fun")),
    "jax.lax.scan": LoopCarry(ArgumentSlot(0, "f"), 0, True, None),
}
# Calls that run one of several functions on the same operands: each operand a branch takes as a
# key is consumed when every branch consumes it (``lax.cond(p, jax.random.uniform,
# jax.random.normal, key)``; jax's checker raises KeyReuseError on a draw from ``key`` after it).
# (the slot of the branches, as two arguments or one list; the position of the first operand)
BRANCHING_CALLS = {
    "jax.lax.cond": ((ArgumentSlot(1, "true_fun"), ArgumentSlot(2, "false_fun")), 3),
    "jax.lax.switch": ((ArgumentSlot(1, "branches"),), 2),
}
# Views of a key array that keep its bits (a reshape, a squeeze, a new axis): what the view
# holds was consumed when the key was, and the other way round (``key2 = key.reshape((1,))``,
# then draws from both: the same numbers; jax's tests/key_reuse_test.py).
KEY_VIEW_METHODS = frozenset({"reshape", "squeeze", "ravel", "flatten"})
KEY_VIEW_FUNCTIONS = frozenset({
    "jax.lax.squeeze", "jax.lax.expand_dims", "jax.lax.reshape", "jax.numpy.squeeze", "jax.numpy.expand_dims",
    "jax.numpy.reshape", "jax.numpy.ravel",
})

# Of those, the calls that run their function once per leaf of a pytree: each run is handed
# another thing (a layer's weights, a bias), as a loop over data is, so a key rebuilt there
# from a literal seed is the same fixed randomness for each leaf, on purpose (dm-haiku's
# examples/mnist_pruning.py permutes each leaf with PRNGKey(42) to break ties in a top-k).
PER_LEAF_BODIES = frozenset(name for name in REPEATED_BODIES if ".tree" in name)

# A framework call that draws from the keys it is handed by stream, in this keyword's dict:
# linen's ``model.apply(variables, x, rngs={"dropout": key})`` hands each key to the layers
# of the module that draw from its stream (each call folds the same names into the key, so
# the same key gives the same numbers: verified with tests/probes/key_reuse.py).
RNG_STREAMS_KEYWORD = "rngs"


class DrawingLayer(NamedTuple):
    """A layer that draws from a stream when called: the stream (``stream_keyword`` may
    name another), unless ``rate`` (a constructor argument, also by ``rate_position``) is 0
    or 1, or ``deterministic`` is true (given to the constructor or to the call)."""

    stream: str
    stream_keyword: str
    rate: str
    rate_position: int
    deterministic: str


DRAWING_LAYERS = {"flax.linen.Dropout": DrawingLayer("dropout", "rng_collection", "rate", 0, "deterministic")}


class KeyedLayer(NamedTuple):
    """A layer handed its key at each call (``key``, a keyword) that ignores it when the
    call's ``deterministic`` flag is true, and draws from it otherwise when built with a
    ``rate`` strictly between 0 and 1 (by keyword or at ``rate_position``; ``rate_default``
    when not given) and its constructor's flags (name, position) left false."""

    key: str
    deterministic: tuple
    rate: str
    rate_position: int
    rate_default: float
    built_flags: tuple


# equinox's Dropout returns its input unchanged under inference=True (or the deprecated
# deterministic=True), without drawing from the key; ``eqx.nn.Dropout(p=0.5)`` called with
# ``key=k`` draws its mask from ``k`` (tests/probes/key_reuse.py).
KEYED_LAYERS = {"equinox.nn.Dropout": KeyedLayer(
    "key", ("inference", "deterministic"), "p", 0, 0.5, (("inference", 1), ("deterministic", None)))}
# The keywords those layers take their key by: a Python int there raises "invalid PRNG key
# data" when the layer draws (``eqx.nn.Dropout(0.5)(x, key=0)``, equinox 0.13.8).
KEYED_LAYER_KEYWORDS = frozenset(layer.key for layer in KEYED_LAYERS.values())

# equinox layers draw their initial parameters from the ``key=`` their constructor is handed
# (built with two keys they differ, with one key twice they are identical: eqx 0.13.8), so
# layers built with one key start from the same or correlated numbers (equinox#361).
KEYED_CONSTRUCTORS = frozenset("equinox.nn." + name for name in """Conv Conv1d Conv2d Conv3d
    ConvTranspose ConvTranspose1d ConvTranspose2d ConvTranspose3d Embedding GRUCell LSTMCell
    Linear MLP MultiheadAttention SpectralNorm""".split())
# Each of them handed an int as its ``key=`` raises "invalid PRNG key data", as jax.random
# does (tests/probes/int_keys.py, equinox 0.13.8).
KEYED_CONSTRUCTOR_KEYWORD = "key"

# linen takes its keys by method: ``init`` and ``init_with_output`` as argument 0 (or
# ``rngs=``), ``apply`` as ``rngs=``, a key or a dict of one per stream.  A Python int there
# raises InvalidRngError ("RNGs should be of shape (2,) or PRNGKey in Module Net, but rngs are:
# 0"), an int in the dict ValueError ("First argument passed to an init function should be a
# ``jax.PRNGKey`` or a dictionary mapping strings to ``jax.PRNGKey``."; "The ``rngs`` argument
# passed to an apply function should be ..."): flax 0.12.8, tests/probes/int_keys.py.  haiku's
# transformed ``init(rng, ...)`` and ``apply(params, rng, ...)`` take an int as a seed: they run.
LINEN_RNG_TAKERS = {
    "init": ArgumentSlot(0, "rngs"), "init_with_output": ArgumentSlot(0, "rngs"), "apply": ArgumentSlot(None, "rngs"),
}
INVALID_RNG_ERRORS = (
    ("InvalidRngError", "RNGs should be of shape (2,) or PRNGKey"),
    ("ValueError", "should be a ``jax.PRNGKey`` or a dictionary mapping strings to ``jax.PRNGKey``"),
)

# haiku: ``hk.next_rng_key()`` inside a transformed function derives its key from the rng its
# ``apply(params, rng, ...)`` was handed, the same key for the same rng (so the same dropout
# mask on every step handed one rng); ``hk.dropout(rng, rate, x)`` draws from its argument 0.
HAIKU_NEXT_RNG_KEY = "haiku.next_rng_key"
HAIKU_DROPOUT = "haiku.dropout"
