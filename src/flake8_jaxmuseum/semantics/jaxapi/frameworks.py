"""How the frameworks JAX code lives in run a model's code: which classes are modules, and
which calls run a module's ``__call__`` (or a transformed function) with the arguments
they are handed.  Each row verified by running the framework (flax 0.12.8, equinox
0.13.8, dm-haiku 0.0.17; the cases under ``tests/cases`` named for each framework).
"""

from __future__ import annotations

from typing import NamedTuple, Optional


class ModuleBase(NamedTuple):
    """A framework's module base class: its subclasses' instances are called (their
    ``__call__`` runs with the call's arguments), and ``apply`` runs a method with the
    arguments after the variables."""

    framework: str
    applies: bool = False  # ``model.apply(variables, *args, method=...)`` runs ``__call__`` (or ``method``)
    dataclass: bool = False  # subclasses are dataclasses: fields are constructor arguments
    pytree: bool = False  # instances are pytrees: under a transform their array fields are traced
    untraceable: bool = False  # an instance handed to jax.jit as a traced argument raises TypeError
    # ``model.apply`` and ``model.init`` are methods: each read makes a new bound-method object,
    # which jax.jit's cache (weakly keyed by the callable) does not find again once the last one
    # is gone (``jax.jit(model.apply)(v, x)`` in a loop traces on every iteration: flax 0.12.8).
    bound_apply: bool = False
    # Building a subclass that defines its own ``__init__`` runs it with the call's arguments
    # as they are (``Net(0)`` hands ``__init__`` the int 0: equinox 0.13.8, flax 0.12.8's nnx).
    init_as_called: bool = False


MODULE_BASES = {
    # linen: a dataclass; ``model.apply(variables, x)`` (or ``method=``) runs ``__call__``.
    # An instance is no pytree: jax.jit raises on it as a traced argument (flax#853).
    "flax.linen.Module": ModuleBase("flax.linen", applies=True, dataclass=True, untraceable=True, bound_apply=True),
    # nnx: a graph node; nnx's transforms split it into traced state.
    "flax.nnx.Module": ModuleBase("flax.nnx", init_as_called=True),
    # equinox: a frozen dataclass and a pytree; filter_jit traces its array fields.
    "equinox.Module": ModuleBase("equinox", dataclass=True, pytree=True, init_as_called=True),
    # haiku: called inside a transformed function.
    "haiku.Module": ModuleBase("haiku"),
}

# Spellings of the same bases (``from flax import linen as nn`` and ``flax.linen.module.Module``).
MODULE_BASES.update({
    "flax.linen.module.Module": MODULE_BASES["flax.linen.Module"],
    "flax.nnx.module.Module": MODULE_BASES["flax.nnx.Module"],
    "equinox._module.Module": MODULE_BASES["equinox.Module"],
})

# Library modules that are pytrees with a function among their leaves: jax.jit abstracts
# every leaf, so an instance as a traced argument raises TypeError "... as an abstract
# array" (the equinox FAQ's example, equinox#149; verified under equinox 0.13.8: MLP, Lambda,
# a Sequential holding a Lambda, every pooling layer).  The field holding the function.
FUNCTION_LEAF_MODULES = {"equinox.nn.MLP": "activation", "equinox.nn.Lambda": "fn"}
# Calls returning lists of ``jax.Device`` objects: an element (``jax.devices()[0]``) is no
# array or pytree, so jax.jit raises on it as a traced argument (jax#4416; 0.10.2).
DEVICE_LISTS = frozenset({"jax.devices", "jax.local_devices"})
# A NamedTuple is a pytree node of its fields: a str field is a leaf jax.jit cannot abstract
# ("... of type <class 'str'> and was passed to the function at path batch.name", the JAX
# docs' custom pytrees page; 0.4.38 and 0.10.2).
NAMED_TUPLE_BASES = frozenset({"typing.NamedTuple", "typing_extensions.NamedTuple"})
# Whatever a NamedTuple field is annotated, jax.jit traces it: a field annotated as a Python
# number holds one, which becomes a scalar tracer (``jnp.zeros(cfg.hidden)`` raises "Shapes must
# be 1D sequences of concrete values", jax#6455's ``sparse_mat.shape[0]`` ConcretizationTypeError;
# 0.10.2); another field a pytree of tracers.
SCALAR_ANNOTATIONS = frozenset({"int", "float", "bool", "complex"})

# A pytree class's field annotated as an array holds an array leaf: traced when the instance
# goes through jit, eqx.filter_jit (verified under equinox 0.13.8 and flax.struct), unless
# the field is static (``eqx.field(static=True)``, ``struct.field(pytree_node=False)``).
ARRAY_ANNOTATIONS = frozenset({"jax.Array", "jax.numpy.ndarray", "jaxtyping.Array", "numpy.ndarray"})
# jaxtyping's dtype-and-shape annotations: ``Float[Array, "n"]``.
JAXTYPING_ARRAYS = frozenset(
    f"jaxtyping.{name}" for name in "Float Int Bool Shaped Num Real Inexact Integer UInt Complex Key".split()
)
# Keywords of a field() call that make the field static: not a leaf of the pytree.
STATIC_FIELD_KEYWORDS = (("static", True), ("pytree_node", False))

# Reading a parameter from the variables a framework's apply was handed: linen's
# ``self.param(name, init, ...)`` in a module's method, haiku's ``hk.get_parameter(name,
# shape, ...)``.  One array, a tracer when apply's variables are (verified: jax.jit over
# apply; both run eagerly in an eager apply or init).
MODULE_PARAMETER_METHOD = "param"
PARAMETER_READS = frozenset({"haiku.get_parameter"})
# Where a parameter read takes its initializer: ``self.param(name, init_fn, *init_args)``,
# ``hk.get_parameter(name, shape, dtype=None, init=None)``.  In ``init`` the read returns
# what the initializer returns, as it is (a NumPy initializer gives a NumPy array, verified
# under flax 0.12.8 and haiku 0.0.17); JAX's initializers and jax.numpy's constructors give
# JAX arrays.
PARAMETER_INITIALIZERS = {MODULE_PARAMETER_METHOD: (1, "init_fn"), "haiku.get_parameter": (3, "init")}
JAX_INITIALIZER_MODULES = (
    "jax.nn.initializers.", "flax.linen.initializers.", "flax.nnx.initializers.", "haiku.initializers.", "jax.numpy.",
)
# flax.nnx's variables: ``nnx.Param(value)``; ``.value`` is the value it was built with
# (a JAX array stays one: item assignment into it raises, verified under flax 0.12.8).
NNX_VARIABLES = frozenset(
    f"flax.nnx.{name}" for name in ("Variable", "Param", "BatchStat", "Cache", "Intermediate")
)
VARIABLE_VALUE = "value"

# Class decorators and bases that make a class a dataclass, or a pytree.
DATACLASS_DECORATORS = frozenset({"dataclasses.dataclass", "flax.struct.dataclass", "chex.dataclass"})
PYTREE_DECORATORS = frozenset({
    "flax.struct.dataclass", "chex.dataclass", "jax.tree_util.register_pytree_node_class",
    "jax.tree_util.register_dataclass", "jax.tree_util.register_static",
})
PYTREE_BASES = frozenset({"flax.struct.PyTreeNode"})
# Class decorators that hand back the class with its methods as written: a method read off an
# instance is a new bound-method object on each read, which jax.jit's cache keyed by the
# callable does not find again (a trace per ``jax.jit(obj.f)``: verified under jax 0.10.2 and
# flax 0.12.8 for each, with tests/probes/retraces.py; jax-ml/jax#15338's pytree class).
METHOD_KEEPING_DECORATORS = frozenset({
    "dataclasses.dataclass", "flax.struct.dataclass", "jax.tree_util.register_dataclass",
    "jax.tree_util.register_pytree_node_class",
})
# Pytree classes whose instances are frozen dataclasses: ``state.w = v`` raises
# FrozenInstanceError (``state.replace(w=v)``, ``eqx.tree_at`` build a new one).
FROZEN_PYTREE_DECORATORS = frozenset({"flax.struct.dataclass"})
FROZEN_PYTREE_BASES = frozenset({"flax.struct.PyTreeNode", "equinox.Module", "equinox._module.Module"})

# Module bases whose instances hash the tuple of every field, static ones too (a frozen
# dataclass's hash): an ``eqx.Module`` with a list or dict field cannot be a static argument
# (``TypeError: unhashable type: 'dict'``, equinox#1089; verified under equinox 0.13.8).
FIELD_HASHING_BASES = frozenset({"equinox.Module", "equinox._module.Module"})
# Calls splitting a pytree into halves of its own structure, each leaf either kept or
# replaced with None: a container field (a list, a dict) stays that container in both halves
# (``params, static = eqx.partition(model, eqx.is_array)``: equinox#1089's static half of a
# module with a dict field cannot hash either; verified under equinox 0.13.8).  The halves.
STRUCTURE_KEEPING_SPLITS = {"equinox.partition": (0, 1)}

# What can make a class's instances a pytree after its body: a registration call with the
# class as argument 0 (``jax.tree_util.register_pytree_node(Point, flatten, unflatten)``);
# any callee whose name has this word counts, imported from wherever.
PYTREE_REGISTRATION_WORD = "register"
# What JAX reads to take an object as an array-like argument: an instance with one is not
# refused as "not an abstract array" but otherwise (``dtype`` and ``shape``: "is not a
# valid JAX type", verified on jax 0.4.38 and 0.10.2; ``__jax_array__``: converted).
ARRAY_LIKE_ATTRIBUTES = frozenset({"__jax_array__", "dtype", "shape", "aval"})


class Transformed(NamedTuple):
    """haiku's ``hk.transform(f)``: ``.apply`` runs ``f`` with the arguments after its
    leading ones (params, and state and rng as the transform has them)."""

    apply_skips: int  # arguments of ``apply`` before ``f``'s own


HAIKU_TRANSFORM = "haiku.transform"  # whose apply returns what the function returns
TRANSFORMED = {
    HAIKU_TRANSFORM: Transformed(apply_skips=2),  # apply(params, rng, *args)
    "haiku.transform_with_state": Transformed(apply_skips=3),  # apply(params, state, rng, *args)
}
# ``hk.without_apply_rng(transformed)``: apply takes no rng.
WITHOUT_APPLY_RNG = "haiku.without_apply_rng"

# What runs a linen module's ``__call__`` (or a haiku transformed function) eagerly with the
# arguments after the first: ``model.init(rng, x)``, ``model.init_with_output(rng, x)``
# (haiku's ``init(rng, x)`` too; ``method=`` names another method).
FRAMEWORK_INITS = frozenset({"init", "init_with_output"})

# ``TrainState.create(apply_fn=model.apply, ...)``: ``state.apply_fn(variables, *args)`` is
# ``model.apply``.
TRAIN_STATE_CREATE = frozenset({"flax.training.train_state.TrainState.create"})
APPLY_FN_FIELD = "apply_fn"


# optax: an optimizer built from the module's functions (a schedule given as the learning
# rate, a custom ``GradientTransformation(init, update)``, a mask or label function) calls
# them inside its ``update``, with traced values when ``update`` runs under jit (verified
# under optax 0.2.8: ``if count < 100`` in a schedule raises TracerBoolConversionError
# there, and runs eagerly).  The ``init`` function runs in ``init`` instead.
OPTAX = "optax"
OPTIMIZER_UPDATE = "update"
OPTAX_INIT_SLOTS = {"optax.GradientTransformation": (0, "init")}
# The optax functions that call a schedule given as their first argument (``learning_rate``;
# ``scale_by_schedule``'s ``step_size_fn``) with the step count, a scalar int32 array, a
# tracer under a jitted update; also through ``inject_hyperparams(optimizer)(...)``
# (tests/probes/framework_facts.py, "schedule_steps").  optax's other ``learning_rate``
# takers (``rprop``, ``sm3``, ``optimistic_adam``) refuse a schedule with an error of their own.
OPTAX_SCHEDULE_TAKERS = frozenset(f"optax.{name}" for name in (
    "adabelief", "adadelta", "adafactor", "adagrad", "adam", "adamax", "adamaxw", "adamw", "adan", "amsgrad",
    "fromage", "lamb", "lars", "lbfgs", "lion", "nadam", "nadamw", "noisy_sgd", "novograd", "optimistic_adam_v2",
    "optimistic_gradient_descent", "radam", "rmsprop", "scale_by_learning_rate", "scale_by_schedule", "sgd",
    "sign_sgd", "signum", "yogi",
))
OPTAX_SCHEDULE_KEYWORDS = frozenset({"learning_rate", "step_size_fn"})
# What those (and ``optax.chain``) return is a GradientTransformation: a NamedTuple of its
# ``init`` and ``update`` functions, so a pytree with function leaves that jit cannot
# abstract (``jax.jit(step)(tx, ...)`` raises at path ``tx.init``; optax 0.2.8).
OPTAX_TRANSFORMATIONS = OPTAX_SCHEDULE_TAKERS | {"optax.chain"}
OPTAX_INJECT_HYPERPARAMS = "optax.inject_hyperparams"

FUNCTION_LEAF_MODULES.update({
    f"equinox.nn.{kind}Pool{rank}d": "operation"
    for kind in ("Max", "Avg", "AdaptiveMax", "AdaptiveAvg") for rank in (1, 2, 3)
})
# An optax optimizer raises as an MLP does (PennyLaneAI/demos#1045; its rows held to optax by
# tests/probes/framework_facts.py, "optimizer_leaves").
FUNCTION_LEAF_MODULES.update(dict.fromkeys((*OPTAX_TRANSFORMATIONS, "optax.clip_by_global_norm"), "init"))

# jax.example_libraries.optimizers: ``opt_init, opt_update, get_params = optimizers.adam(1e-3)``
# (the stax era's training loops); ``opt_update(i, grads, state)`` and ``get_params(state)``
# (elements 1 and 2) return pytrees of the state's tracers under jit
# (tests/probes/framework_facts.py, "example_optimizers"; sm3's state does not pass jit at all).
EXAMPLE_OPTIMIZERS = frozenset(f"jax.example_libraries.optimizers.{name}" for name in (
    "adagrad", "adam", "adamax", "momentum", "nesterov", "rmsprop", "rmsprop_momentum", "sgd",
))
EXAMPLE_OPTIMIZER_TREE_PARTS = frozenset({1, 2})


class OptimizerHolder(NamedTuple):
    """A framework object built with an optax optimizer (its ``tx``, at ``position`` or
    given as ``keyword``) whose ``method`` runs the optimizer's ``update``."""

    method: str
    position: Optional[int]
    keyword: str
    # ``method`` is the holder's own name (``x.apply_gradients``): in a module that builds one
    # holder only, a call of it is that holder's, whatever ``x`` is bound to.
    distinctive: bool = False


# Verified under jit and eagerly with a schedule that branches on the step count
# (tests/probes/framework_facts.py, "optax").
OPTIMIZER_HOLDERS = {
    "flax.training.train_state.TrainState.create": OptimizerHolder("apply_gradients", None, "tx", distinctive=True),
    "flax.nnx.Optimizer": OptimizerHolder("update", 1, "tx"),
}
# The methods that run an optimizer's update, on it or on a holder.
OPTIMIZER_METHODS = frozenset({OPTIMIZER_UPDATE} | {holder.method for holder in OPTIMIZER_HOLDERS.values()})

# Method decorators that hand the arguments on as they are (linen's ``@nn.compact`` sets up
# the module's scope and calls the method).
TRANSPARENT_DECORATORS = frozenset({"flax.linen.compact", "flax.linen.module.compact", "flax.linen.nowrap"})


# The frameworks' layers whose instances, called on an array, return one array (verified
# under jit with a traced input: tests/probes/framework_facts.py).  ``nn.Dense(4)(x)``,
# ``self.dense(x)`` after ``self.dense = nn.Dense(4)``.
ARRAY_LAYERS = frozenset(
    [f"flax.linen.{name}" for name in (
        "Dense", "DenseGeneral", "Conv", "ConvTranspose", "Embed", "LayerNorm", "GroupNorm", "RMSNorm",
        "Dropout", "MultiHeadDotProductAttention", "SelfAttention", "Einsum",
    )]
    + [f"flax.nnx.{name}" for name in (
        "Linear", "LinearGeneral", "Conv", "ConvTranspose", "Embed", "LayerNorm", "GroupNorm", "RMSNorm",
        "Dropout", "MultiHeadAttention", "Einsum",
    )]
    + [f"equinox.nn.{name}" for name in ("Linear", "Conv1d", "Conv2d", "MLP", "LayerNorm", "RMSNorm", "Embedding")]
    # haiku's MLP lives in haiku.nets (hk.nets.MLP; there is no hk.MLP).
    + [f"haiku.{name}" for name in ("Linear", "Conv1D", "Conv2D", "nets.MLP", "LayerNorm", "RMSNorm", "Embed", "Flatten")]
)

# Of those, the layers whose output always has an axis of their own (the features, an
# embedding's size), whatever they are called on: never a scalar (``nn.Dense(1)(x)`` has
# shape ``x.shape[:-1] + (1,)``).  equinox's only when built with an int output size, the
# keyword or position named here: ``eqx.nn.MLP(3, "scalar", ...)`` returns a scalar (verified:
# tests/probes/framework_facts.py, "vector_output_layers").
VECTOR_OUTPUT_LAYERS = {
    "flax.linen.Dense": None, "flax.linen.Embed": None, "flax.nnx.Linear": None, "flax.nnx.Embed": None,
    "haiku.Linear": None, "haiku.nets.MLP": None,
    "equinox.nn.Linear": ("out_features", 1), "equinox.nn.MLP": ("out_size", 1),
}

# jax.example_libraries.stax: ``init_fun, apply_fun = stax.serial(*layers)``.  apply_fun's
# output has an axis where the last layer that changes rank is one of STAX_VECTOR_BUILT
# (built by a call: ``Dense(10)`` maps (..., d) to (..., 10), a convolution or pooling keeps
# four axes) or ``Flatten`` (two); the elementwise pairs (``Relu``, ``LogSoftmax``...) and
# the built ``Dropout``/``BatchNorm`` keep their input's rank (verified under jax 0.10.2:
# tests/cases/JXM004/*stax*).
STAX = "jax.example_libraries.stax"
STAX_SERIAL = f"{STAX}.serial"
STAX_RANK_KEEPING = frozenset(f"{STAX}.{name}" for name in (
    "Tanh", "Relu", "Exp", "LogSoftmax", "Softmax", "Softplus", "Sigmoid", "Elu", "LeakyRelu", "Selu", "Gelu",
    "Identity"))
STAX_DROPOUT = f"{STAX}.Dropout"  # Dropout(rate, mode="train"): rate is the keep probability
STAX_RANK_KEEPING_BUILT = frozenset({STAX_DROPOUT, f"{STAX}.BatchNorm"})
STAX_VECTOR_BUILT = frozenset(f"{STAX}.{name}" for name in (
    "Dense", "Conv", "GeneralConv", "ConvTranspose", "Conv1DTranspose", "GeneralConvTranspose", "AvgPool", "MaxPool",
    "SumPool"))
STAX_VECTOR = frozenset({f"{STAX}.Flatten"})

# Of those, the layers that, called outside any trace on a NumPy array, return a NumPy
# array (a deterministic Dropout returns its input, haiku's Flatten reshapes it); every
# other returns a JAX array whatever it is given (verified: tests/probes/framework_facts.py).
INPUT_KIND_LAYERS = frozenset({"flax.linen.Dropout", "flax.nnx.Dropout", "haiku.Flatten"})

# flax re-exports jax.nn's functions (the same objects): ``nn.relu`` is ``jax.nn.relu``.
_JAX_NN_REEXPORTED = (
    "relu gelu sigmoid softmax log_softmax tanh silu swish elu leaky_relu softplus one_hot standardize celu selu "
    "glu hard_tanh log_sigmoid soft_sign relu6 hard_sigmoid hard_silu logsumexp"
).split()
FRAMEWORK_TWINS = {
    f"flax.{module}.{name}": f"jax.nn.{name}" for module in ("linen", "nnx") for name in _JAX_NN_REEXPORTED
}


def module_base(qualname: Optional[str]) -> Optional[ModuleBase]:
    return MODULE_BASES.get(qualname) if qualname else None


class LeadingSize(NamedTuple):
    """A constructor argument that is the leading size of a parameter leaf the layer makes
    (``name``, or the ``position``-th positional argument), times ``factor``, unless ``flag``
    is False.  ``scalar``: the string ``"scalar"`` there stands for size 1 (equinox's
    ``Linear(3, "scalar")`` has a weight of shape (1, 3)).  ``arrays_only``: the layer holds
    a leaf that is no array (an MLP's activation), which plain ``jax.vmap`` refuses before it
    compares sizes; only a vmap that maps arrays alone (``eqx.filter_vmap``) meets the leaf."""

    leaf: str
    name: str
    position: int
    flag: Optional[str] = None
    factor: int = 1
    scalar: bool = False
    arrays_only: bool = False


# The parameter leaves whose leading size a layer's constructor proves (verified under flax
# and equinox: tests/probes/framework_facts.py): linen's ``nn.Dense(features)`` initialises a
# bias of shape (features,) (its kernel leads with the input's size), equinox's
# ``eqx.nn.Linear(in, out)`` a weight of shape (out, in), nnx's ``nnx.Linear(in, out, rngs=...)``
# a bias of shape (out,) (its kernel is (in, out)), haiku's ``hk.Linear(output_size)`` a ``b`` of
# shape (output_size,) (its ``w`` leads with the input's size).  equinox's composite layers:
# ``eqx.nn.MLP(in, out, width, depth)`` ends with a ``Linear(width, out)`` (``layers[-1]``, at
# any depth), a ``ConvNd(in, out, kernel)`` holds a weight of shape (out, in, *kernel),
# ``Embedding(n, size)`` one of (n, size), ``GRUCell(in, hidden)`` a ``weight_ih`` of
# (3 * hidden, in), ``LSTMCell`` one of (4 * hidden, in).
LAYER_LEADING_SIZES = {
    "flax.linen.Dense": LeadingSize("bias", "features", 0, flag="use_bias"),
    "equinox.nn.Linear": LeadingSize("weight", "out_features", 1, scalar=True),
    "equinox.nn.MLP": LeadingSize("layers[-1].weight", "out_size", 1, scalar=True, arrays_only=True),
    "equinox.nn.Conv": LeadingSize("weight", "out_channels", 2),
    "equinox.nn.Conv1d": LeadingSize("weight", "out_channels", 1),
    "equinox.nn.Conv2d": LeadingSize("weight", "out_channels", 1),
    "equinox.nn.Conv3d": LeadingSize("weight", "out_channels", 1),
    "equinox.nn.Embedding": LeadingSize("weight", "num_embeddings", 0),
    "equinox.nn.GRUCell": LeadingSize("weight_ih", "hidden_size", 1, factor=3),
    "equinox.nn.LSTMCell": LeadingSize("weight_ih", "hidden_size", 1, factor=4),
    "flax.nnx.Linear": LeadingSize("bias", "out_features", 1, flag="use_bias"),
    "haiku.Linear": LeadingSize("b", "output_size", 0, flag="with_bias"),
}
# nnx variables holding the array they are built with (``nnx.Param(jnp.zeros((4, 3)))``): a
# leaf of the module's state, which nnx.vmap's default in_axes maps.
NNX_ARRAY_VARIABLES = frozenset({"flax.nnx.Param", "flax.nnx.Variable", "flax.nnx.BatchStat"})

# nnx layers whose construction draws their parameters from ``rngs`` (built twice, each with a
# fresh ``nnx.Rngs(0)``: equal parameters; with ``nnx.Rngs(1)`` for the second: different;
# verified: tests/probes/framework_facts.py, "seeded_layers").
NNX_SEEDED_LAYERS = frozenset(
    f"flax.nnx.{name}" for name in ("Linear", "LinearGeneral", "Conv", "ConvTranspose", "Embed")
)
NNX_RNGS = "flax.nnx.Rngs"
# The JAX arrays a framework layer holds once built, by attribute (equinox's fields; nnx's
# Params, whose ``.value`` is the array): a store into one raises.  Read only where the layer
# is built with none of its initializer or flag arguments (a NumPy initializer, ``use_bias=
# False``), as tests/probes/framework_facts.py builds them (flax 0.12.8, equinox 0.13.8).
LAYER_ARRAYS = {
    "equinox.nn.Linear": ("weight", "bias"),
    "equinox.nn.Embedding": ("weight",),
    "flax.nnx.Linear": ("kernel", "bias"),
    "flax.nnx.Embed": ("embedding",),
}
# The keywords such a layer may be built with: what cannot change its arrays' kind.
LAYER_ARRAY_KEYWORDS = frozenset({"key", "rngs", "in_features", "out_features", "num_embeddings",
                                  "embedding_size", "features", "num_features"})
# The parameters a linen layer makes in ``init`` (``variables["params"]``), each a JAX array,
# and how many arguments it may take by position before one that may change them (Dense's
# second is use_bias): tests/probes/framework_facts.py inits each (flax 0.12.8).
LINEN_LAYER_PARAMS = {
    "flax.linen.Dense": (1, ("bias", "kernel")),
    "flax.linen.Conv": (2, ("bias", "kernel")),
    "flax.linen.Embed": (2, ("embedding",)),
}
