"""Probe: what flax, equinox and haiku do, for ``semantics/jaxapi`` (frameworks.py and the
framework rows of transforms.py).  Prints one JSON line; ``tests/test_jaxapi.py`` holds the
tables to it.

For each transform: does a body branch on a traced argument raise (stages or maps), does a
Python int argument stay an int (only arrays traced), is the first argument differentiated,
does a non-scalar output raise grad's error, does ``jax_disable_jit`` run it eagerly.  For
each control-flow primitive: is its body traced.  For each layer: called under jit on an
array, does it return one array.  And the re-exported jax.nn functions, the transparent
decorators, the module bases and haiku's apply arguments."""

import functools
import importlib
import json

import jax
import jax.numpy as jnp
import numpy as np

import equinox as eqx
import flax.linen as nn
import haiku as hk
from flax import nnx

KEY = jax.random.PRNGKey(0)


def optimizer_holder_facts(schedule):
    """jaxapi.OPTIMIZER_HOLDERS: each holder's method runs its optax optimizer's update, so a
    schedule that branches on the step count raises under jit and runs eagerly."""
    import optax
    from flax.training import train_state

    dense = nn.Dense(1)
    train = train_state.TrainState.create(
        apply_fn=dense.apply, params=dense.init(KEY, jnp.ones((1, 3))), tx=optax.adam(schedule))
    grads = jax.tree.map(jnp.ones_like, train.params)
    model = nnx.Linear(3, 1, rngs=nnx.Rngs(0))
    nnx_optimizer = nnx.Optimizer(model, optax.adam(schedule), wrt=nnx.Param)

    def nnx_update(model, nnx_optimizer):
        nnx_optimizer.update(model, jax.tree.map(jnp.ones_like, nnx.state(model, nnx.Param)))

    return {
        "flax.training.train_state.TrainState.create eager": outcome(lambda: train.apply_gradients(grads=grads)),
        "flax.training.train_state.TrainState.create jitted": outcome(
            lambda: jax.jit(lambda t: t.apply_gradients(grads=grads))(train)),
        "flax.nnx.Optimizer eager": outcome(lambda: nnx_update(model, nnx_optimizer)),
        "flax.nnx.Optimizer jitted": outcome(lambda: nnx.jit(nnx_update)(model, nnx_optimizer)),
    }


def schedule_step_facts():
    """jaxapi OPTAX_SCHEDULE_TAKERS: for each optax function whose first parameter is
    ``learning_rate`` or ``step_size_fn``, what a schedule there receives in a jitted update
    ("int32[]" for a scalar int32 tracer), or the error the optimizer raises first."""
    import inspect

    import optax

    def run(build):
        seen = []

        def schedule(count):
            seen.append(f"{count.dtype}{list(count.shape)}" if isinstance(count, jax.core.Tracer) else type(count).__name__)
            return 0.1

        try:
            tx = build(schedule)
            params = {"w": jnp.ones(3)}
            extra = {"value": jnp.array(1.0), "grad": params, "value_fn": lambda p: jnp.sum(p["w"])}
            update = (lambda g, s, p: tx.update(g, s, p, **extra)) if build is optax.lbfgs else tx.update
            jax.jit(update)(params, tx.init(params), params)
        except Exception as error:  # noqa: BLE001 - reported
            return type(error).__name__
        return ",".join(sorted(set(seen)))

    found = {}
    for name in sorted(dir(optax)):
        function = getattr(optax, name)
        if name.startswith("_") or inspect.isclass(function) or not callable(function):
            continue
        try:
            first = next(iter(inspect.signature(function).parameters), None)
        except (TypeError, ValueError):
            continue
        if first in ("learning_rate", "step_size_fn"):
            found[f"optax.{name}"] = run(function)
    found["optax.inject_hyperparams(optax.sgd)"] = run(optax.inject_hyperparams(optax.sgd))
    return found


def optimizer_leaf_facts():
    """jaxapi.FUNCTION_LEAF_MODULES's optax rows: each optimizer, handed to a jitted function
    as a traced argument, raises TypeError "... as an abstract array" (its init and update
    functions are leaves), or what else happens."""
    import optax

    from flake8_jaxmuseum.semantics.jaxapi.frameworks import FUNCTION_LEAF_MODULES

    found = {}
    for qualname in sorted(name for name in FUNCTION_LEAF_MODULES if name.startswith("optax.")):
        build = getattr(optax, qualname.partition(".")[2])
        optimizer = build(optax.clip(1.0), optax.sgd(0.1)) if qualname == "optax.chain" else build(0.1)
        found[qualname] = outcome(lambda: jax.jit(lambda x, tx: x)(1.0, optimizer))
    return found


def library_function_facts():
    """jaxapi.library.is_array_function: the functions of the library table that return an
    array, each handed to a jitted function as a traced argument: those that do not raise
    TypeError "... as an abstract array" (expected: none)."""
    import importlib

    from flake8_jaxmuseum.semantics.jaxapi.library import _table, is_array_function

    accepted = []
    for qualname in sorted(name for name in _table() if is_array_function(name)):
        module, _, name = qualname.rpartition(".")
        try:
            function = getattr(importlib.import_module(module), name)
        except (ImportError, AttributeError):
            continue  # a row of another JAX version
        try:
            jax.jit(lambda x, f: x)(1.0, function)
            accepted.append(qualname)
        except TypeError as error:
            if "as an abstract array" not in str(error):
                accepted.append(qualname)
    return accepted


def example_optimizer_facts():
    """jaxapi EXAMPLE_OPTIMIZERS: for each function of jax.example_libraries.optimizers that
    returns an Optimizer triple, whether ``get_params(state)`` and ``opt_update(0, params,
    state)`` give tracers under jit ("traced,traced"), or the error raised first."""
    import inspect

    from jax.example_libraries import optimizers

    found = {}
    for name in sorted(dir(optimizers)):
        function = getattr(optimizers, name)
        if name.startswith("_") or not inspect.isfunction(function) or function.__module__ != optimizers.__name__:
            continue
        try:
            triple = function(0.1, 0.9) if name in ("momentum", "nesterov") else function(0.1)
        except Exception:  # noqa: BLE001 - not an optimizer factory (unpack_optimizer_state...)
            continue
        if not isinstance(triple, optimizers.Optimizer):
            continue
        opt_init, opt_update, get_params = triple
        seen = []

        def step(state):
            params = get_params(state)
            seen.append(isinstance(jax.tree.leaves(params)[0], jax.core.Tracer))
            seen.append(isinstance(jax.tree.leaves(opt_update(0, params, state))[0], jax.core.Tracer))

        result = outcome(lambda: jax.jit(step)(opt_init({"w": jnp.ones(3)})))
        found[f"jax.example_libraries.optimizers.{name}"] = result if result != "ran" else ",".join(
            "traced" if traced else "concrete" for traced in seen)
    return found


def seeded_layer_facts():
    """jaxapi.NNX_SEEDED_LAYERS: [equal parameters when each is built with a fresh Rngs(0),
    equal when the second gets Rngs(1)] for each layer."""
    build = {
        "flax.nnx.Linear": lambda rngs: nnx.Linear(3, 4, rngs=rngs),
        "flax.nnx.LinearGeneral": lambda rngs: nnx.LinearGeneral(3, 4, rngs=rngs),
        "flax.nnx.Conv": lambda rngs: nnx.Conv(3, 4, kernel_size=(3,), rngs=rngs),
        "flax.nnx.ConvTranspose": lambda rngs: nnx.ConvTranspose(3, 4, kernel_size=(3,), rngs=rngs),
        "flax.nnx.Embed": lambda rngs: nnx.Embed(5, 4, rngs=rngs),
    }

    def same(a, b):
        pairs = zip(jax.tree.leaves(nnx.state(a, nnx.Param)), jax.tree.leaves(nnx.state(b, nnx.Param)))
        return all(bool(jnp.array_equal(x, y)) for x, y in pairs)

    return {name: [same(make(nnx.Rngs(0)), make(nnx.Rngs(0))), same(make(nnx.Rngs(0)), make(nnx.Rngs(1)))]
            for name, make in build.items()}


def outcome(thunk):
    try:
        thunk()
        return "ran"
    except Exception as error:  # noqa: BLE001 - reported
        return type(error).__name__


def resolve(qualname):
    module, _, name = qualname.rpartition(".")
    return getattr(importlib.import_module(module), name)


def in_haiku(thunk):
    return lambda: hk.transform(lambda: thunk()).apply({}, KEY)


def transform_facts(qualname):
    transform = resolve(qualname)
    haiku = qualname.startswith("haiku.")
    seen = {}

    def apply(f, *args):
        def run():
            if qualname == "haiku.vmap":
                wrapped = transform(f, split_rng=False)
            elif qualname == "flax.nnx.scan":  # f's arguments: the carry, and the rest broadcast (in_axes None)
                wrapped = transform(lambda carry, *rest: (carry, f(carry, *rest)),
                                    in_axes=(nnx.Carry, *[None] * (len(args) - 1)), length=2)
            else:
                wrapped = transform(f)
            return wrapped(*args)

        return outcome(in_haiku(run) if haiku else run)

    def branch(x):
        seen["x"] = type(x).__name__
        if x.sum() > 0:
            return jnp.sum(x) * 1.0
        return jnp.sum(x) * 0.0

    def with_int(x, n):
        seen["n"] = type(n).__name__
        return jnp.sum(x) * 1.0

    x = jnp.ones((jax.local_device_count(), 3)) if "pmap" in qualname else jnp.ones((2, 3))
    facts = {"branch_on_traced_argument": apply(branch, x)}
    facts["first_argument_differentiated"] = seen.get("x") in ("JVPTracer", "LinearizeTracer", "GradTracer")
    int_run = apply(with_int, x, 2)
    facts["python_int_stays_int"] = int_run == "ran" and seen.get("n") == "int"
    if "grad" in qualname:
        facts["non_scalar_output"] = outcome(lambda: transform(lambda x: x * 2.0)(jnp.ones(3)))
    if not haiku:
        with jax.disable_jit():
            facts["under_disable_jit"] = apply(branch, x)
    if qualname in RETRACE_ROWS:
        facts.update(retrace_facts(transform, x))
    return facts


# Rows asked how their traces are cached (jaxapi's caches_traces_by_callable, JXM023).
RETRACE_ROWS = ("flax.nnx.jit", "equinox.filter_jit", "equinox.filter_checkpoint")


def retrace_facts(transform, x):
    """How many times the function body is traced over three calls: the transform built once
    and called three times ("built_once_traces"), built anew over a new lambda for each call
    ("fresh_callable_traces"), built anew over one module-level function for each call
    ("same_function_traces")."""
    count = [0]

    def body(v):
        count[0] += 1
        return v * 2.0

    def traces(run):
        count[0] = 0
        for _ in range(3):
            run()
        return count[0]

    once = transform(lambda v: body(v))
    return {
        "built_once_traces": traces(lambda: once(x)),
        "fresh_callable_traces": traces(lambda: transform(lambda v: body(v))(x)),
        "same_function_traces": traces(lambda: transform(body)(x)),
    }


TRANSFORM_ROWS = (
    "flax.nnx.jit", "flax.nnx.grad", "flax.nnx.value_and_grad", "flax.nnx.vmap", "flax.nnx.remat",
    "equinox.filter_jit", "equinox.filter_grad", "equinox.filter_value_and_grad", "equinox.filter_vmap",
    "haiku.vmap", "haiku.remat", "flax.nnx.scan", "equinox.filter_pmap", "equinox.filter_checkpoint",
)


def lifted_facts(qualname):
    """flax.linen's lifted transforms over a Module class, its instance applied eagerly
    (``model.init``): does a branch on an array argument raise; does a Python bool argument
    become a tracer; does it stay a bool where the options say so (static_argnums counting
    self, in_axes None, nn.broadcast).  scan's module takes the carry first."""
    lift = resolve(qualname)
    scanning = qualname == "flax.linen.scan"

    class Branch(nn.Module):
        @nn.compact
        def __call__(self, x, *rest):
            if x.sum() > 0:
                x = x + 1
            return x, x

    class Flag(nn.Module):
        @nn.compact
        def __call__(self, x, *rest):
            if rest[-1]:
                x = x + 1
            return x, x

    def outer(block, **options):
        arguments = (jnp.ones(3), jnp.ones((2, 3)), True) if scanning else (jnp.ones((2, 3)), True)

        class Outer(nn.Module):
            @nn.compact
            def __call__(self):
                return lift(block, **options)()(*arguments)

        return outcome(lambda: Outer().init(KEY))

    mapped = {"variable_axes": {"params": 0}, "split_rngs": {"params": True}}
    plain, kept = {
        "flax.linen.jit": ({}, {"static_argnums": 2}),
        "flax.linen.remat": ({}, {"static_argnums": 2}),
        "flax.linen.checkpoint": ({}, {"static_argnums": 2}),
        "flax.linen.vmap": ({"in_axes": (0, None), **mapped}, {"in_axes": (0, None), **mapped}),
        "flax.linen.scan": ({"in_axes": (0, nn.broadcast), "length": 2, **mapped},
                            {"in_axes": (0, nn.broadcast), "length": 2, **mapped}),
    }[qualname]
    facts = {"branch_on_traced_argument": outer(Branch, **plain), "kept_flag_stays_bool": outer(Flag, **kept)}
    if qualname not in ("flax.linen.vmap", "flax.linen.scan"):  # a Python bool cannot be mapped or scanned
        facts["python_flag"] = outer(Flag, **plain)
    return facts


LIFTED_ROWS = ("flax.linen.jit", "flax.linen.remat", "flax.linen.checkpoint", "flax.linen.vmap", "flax.linen.scan")


def nnx_jit_hashes_statics():
    return outcome(lambda: nnx.jit(lambda x, s: x, static_argnums=1)(jnp.ones(3), [1, 2]))


def branchy(x):
    if x.sum() > 0:
        return x
    return -x


def body(i, c):
    return branchy(c)


PRIMITIVES = {
    "flax.nnx.cond": lambda: nnx.cond(True, branchy, lambda y: y, jnp.ones(3)),
    "flax.nnx.switch": lambda: nnx.switch(0, [branchy, lambda y: y], jnp.ones(3)),
    "flax.nnx.fori_loop": lambda: nnx.fori_loop(0, 2, body, jnp.ones(3)),
    "flax.nnx.while_loop": lambda: nnx.while_loop(lambda c: branchy(c).sum() < 5, lambda c: c + 1, jnp.ones(3)),
    "haiku.cond": in_haiku(lambda: hk.cond(True, branchy, lambda y: y, jnp.ones(3))),
    "haiku.switch": in_haiku(lambda: hk.switch(0, [branchy, lambda y: y], jnp.ones(3))),
    "haiku.fori_loop": in_haiku(lambda: hk.fori_loop(0, 2, body, jnp.ones(3))),
    "haiku.while_loop": in_haiku(lambda: hk.while_loop(lambda c: branchy(c).sum() < 5, lambda c: c + 1, jnp.ones(3))),
    "haiku.scan": in_haiku(lambda: hk.scan(lambda c, r: (branchy(c), r), jnp.ones(3), jnp.ones(2))),
}

RNGS = nnx.Rngs(0)
LAYERS = {
    "flax.linen.Dense": lambda: nn.Dense(4),
    "flax.linen.DenseGeneral": lambda: nn.DenseGeneral(4),
    "flax.linen.Conv": lambda: nn.Conv(4, (3,)),
    "flax.linen.ConvTranspose": lambda: nn.ConvTranspose(4, (3,)),
    "flax.linen.Embed": lambda: nn.Embed(8, 4),
    "flax.linen.LayerNorm": lambda: nn.LayerNorm(),
    "flax.linen.GroupNorm": lambda: nn.GroupNorm(num_groups=1),
    "flax.linen.RMSNorm": lambda: nn.RMSNorm(),
    "flax.linen.Dropout": lambda: nn.Dropout(0.5, deterministic=True),
    "flax.linen.MultiHeadDotProductAttention": lambda: nn.MultiHeadDotProductAttention(num_heads=1),
    "flax.linen.SelfAttention": lambda: nn.SelfAttention(num_heads=1),
    "flax.linen.Einsum": lambda: nn.Einsum((3, 4), "...i,ij->...j"),
    "flax.nnx.Linear": lambda: nnx.Linear(3, 4, rngs=RNGS),
    "flax.nnx.LinearGeneral": lambda: nnx.LinearGeneral(3, 4, rngs=RNGS),
    "flax.nnx.Conv": lambda: nnx.Conv(3, 4, (3,), rngs=RNGS),
    "flax.nnx.ConvTranspose": lambda: nnx.ConvTranspose(3, 4, (3,), rngs=RNGS),
    "flax.nnx.Embed": lambda: nnx.Embed(8, 4, rngs=RNGS),
    "flax.nnx.LayerNorm": lambda: nnx.LayerNorm(3, rngs=RNGS),
    "flax.nnx.GroupNorm": lambda: nnx.GroupNorm(3, num_groups=1, rngs=RNGS),
    "flax.nnx.RMSNorm": lambda: nnx.RMSNorm(3, rngs=RNGS),
    "flax.nnx.Dropout": lambda: nnx.Dropout(0.5, deterministic=True),
    "flax.nnx.MultiHeadAttention": lambda: nnx.MultiHeadAttention(1, 3, decode=False, rngs=RNGS),
    "flax.nnx.Einsum": lambda: nnx.Einsum("...i,ij->...j", (3, 4), rngs=RNGS),
    "equinox.nn.Linear": lambda: eqx.nn.Linear(3, 4, key=KEY),
    "equinox.nn.Conv1d": lambda: eqx.nn.Conv1d(2, 4, 1, key=KEY),
    "equinox.nn.Conv2d": lambda: eqx.nn.Conv2d(2, 4, 1, key=KEY),
    "equinox.nn.MLP": lambda: eqx.nn.MLP(3, 4, 8, 2, key=KEY),
    "equinox.nn.LayerNorm": lambda: eqx.nn.LayerNorm(3),
    "equinox.nn.RMSNorm": lambda: eqx.nn.RMSNorm(3),
    "equinox.nn.Embedding": lambda: eqx.nn.Embedding(8, 4, key=KEY),
    "haiku.Linear": lambda: hk.Linear(4),
    "haiku.Conv1D": lambda: hk.Conv1D(4, 3),
    "haiku.Conv2D": lambda: hk.Conv2D(4, 3),
    "haiku.nets.MLP": lambda: hk.nets.MLP([4, 4]),
    "haiku.LayerNorm": lambda: hk.LayerNorm(-1, True, True),
    "haiku.RMSNorm": lambda: hk.RMSNorm(-1),
    "haiku.Embed": lambda: hk.Embed(8, 4),
    "haiku.Flatten": lambda: hk.Flatten(),
}
INPUTS = {  # what each layer is called on
    "flax.linen.Embed": jnp.zeros((2, 3), jnp.int32), "flax.nnx.Embed": jnp.zeros((2, 3), jnp.int32),
    "equinox.nn.Embedding": jnp.int32(1), "haiku.Embed": jnp.zeros((2, 3), jnp.int32),
    "equinox.nn.Conv1d": jnp.ones((2, 5)), "equinox.nn.Conv2d": jnp.ones((2, 5, 5)),
    "haiku.Conv2D": jnp.ones((1, 5, 5, 3)), "flax.linen.Einsum": jnp.ones((2, 3)),
}
EQX_SINGLE = {"equinox.nn.Linear", "equinox.nn.MLP", "equinox.nn.LayerNorm", "equinox.nn.RMSNorm"}


def layer_returns_one_array(qualname):
    make = LAYERS[qualname]
    x = INPUTS.get(qualname, jnp.ones(3) if qualname in EQX_SINGLE else jnp.ones((2, 5, 3)))
    found = {}

    def inspect(output):
        found["array"] = isinstance(output, jax.Array)

    if qualname.startswith("flax.linen."):
        layer = make()
        variables = layer.init(KEY, x)
        jax.jit(lambda v, x: inspect(layer.apply(v, x)))(variables, x)
    elif qualname.startswith("haiku."):
        f = hk.transform(lambda x: make()(x))
        params = f.init(KEY, x)
        jax.jit(lambda p, x: inspect(f.apply(p, None, x)))(params, x)
    elif qualname.startswith("flax.nnx."):
        layer = make()
        nnx.jit(lambda layer, x: inspect(layer(x)))(layer, x)
    else:
        layer = make()
        eqx.filter_jit(lambda layer, x: inspect(layer(x)))(layer, x)
    return found.get("array", False)


def vector_output_layer_ranks():
    """frameworks.VECTOR_OUTPUT_LAYERS: each layer's output rank called on one example (a
    vector; an embedding on a scalar index), built with an output size of 1; equinox's
    also with "scalar", which returns a scalar."""
    x, index = jnp.ones(3), jnp.int32(2)

    def linen(layer, x):
        return layer.apply(layer.init(KEY, x), x).ndim

    def haiku(make, x):
        f = hk.transform(lambda x: make()(x))
        return f.apply(f.init(KEY, x), None, x).ndim

    return {
        "flax.linen.Dense": linen(nn.Dense(1), x),
        "flax.linen.Embed": linen(nn.Embed(8, 1), index),
        "flax.nnx.Linear": nnx.Linear(3, 1, rngs=RNGS)(x).ndim,
        "flax.nnx.Embed": nnx.Embed(8, 1, rngs=RNGS)(index).ndim,
        "haiku.Linear": haiku(lambda: hk.Linear(1), x),
        "haiku.nets.MLP": haiku(lambda: hk.nets.MLP([4, 1]), x),
        "equinox.nn.Linear": [eqx.nn.Linear(3, 1, key=KEY)(x).ndim, eqx.nn.Linear(3, "scalar", key=KEY)(x).ndim],
        "equinox.nn.MLP": [eqx.nn.MLP(3, 1, 4, 2, key=KEY)(x).ndim, eqx.nn.MLP(3, "scalar", 4, 2, key=KEY)(x).ndim],
    }


def layer_returns_jax_array_eagerly(qualname):
    """Called outside any trace on a NumPy array: a JAX array (a new one), or the input as
    it is (a deterministic Dropout)."""
    make = LAYERS[qualname]
    x = np.asarray(INPUTS.get(qualname, jnp.ones(3) if qualname in EQX_SINGLE else jnp.ones((2, 5, 3))))
    if qualname.startswith("flax.linen."):
        layer = make()
        output = layer.apply(layer.init(KEY, x), x)
    elif qualname.startswith("haiku."):
        f = hk.transform(lambda x: make()(x))
        output = f.apply(f.init(KEY, x), None, x)
    else:
        output = make()(x)
    return isinstance(output, jax.Array)


def pytree_field_facts():
    """A pytree instance handed through jit or eqx.filter_jit: its array-annotated fields
    hold tracers; static fields (eqx.field(static=True), struct.field(pytree_node=False))
    stay Python values."""
    import flax.struct

    class Model(eqx.Module):
        w: jax.Array
        flag: bool = eqx.field(static=True)

    @flax.struct.dataclass
    class State:
        w: jax.Array
        flag: bool = flax.struct.field(pytree_node=False, default=True)

    def branch_on_w(m):
        return 1.0 if m.w.sum() > 0 else 0.0

    def branch_on_flag(m):
        return 1.0 if m.flag else 0.0

    model, state = Model(jnp.ones(3), True), State(jnp.ones(3))
    return {
        "equinox_filter_jit_array_field": outcome(lambda: eqx.filter_jit(branch_on_w)(model)),
        "equinox_jit_array_field": outcome(lambda: jax.jit(branch_on_w)(model)),
        "equinox_filter_jit_static_field": outcome(lambda: eqx.filter_jit(branch_on_flag)(model)),
        "struct_jit_array_field": outcome(lambda: jax.jit(branch_on_w)(state)),
        "struct_jit_static_field": outcome(lambda: jax.jit(branch_on_flag)(state)),
    }


def parameter_facts():
    """linen's ``self.param`` and haiku's ``hk.get_parameter``: a branch on the parameter
    under jax.jit over apply, and in an eager apply."""

    class Gate(nn.Module):
        @nn.compact
        def __call__(self, x):
            gate = self.param("gate", nn.initializers.ones, (1,))
            return x * 2 if gate[0] > 0 else x

    def forward(x):
        w = hk.get_parameter("w", (1,), init=jnp.ones)
        return x * 2 if w[0] > 0 else x

    gate, x = Gate(), jnp.ones(2)
    variables = gate.init(KEY, x)
    net = hk.without_apply_rng(hk.transform(forward))
    params = net.init(KEY, x)
    return {
        "linen_param_jitted_apply": outcome(lambda: jax.jit(gate.apply)(variables, x)),
        "linen_param_eager_apply": outcome(lambda: gate.apply(variables, x)),
        "haiku_get_parameter_jitted_apply": outcome(lambda: jax.jit(net.apply)(params, x)),
        "haiku_get_parameter_eager_apply": outcome(lambda: net.apply(params, x)),
    }


def optax_loss_ranks():
    """The rank of each listed optax loss's output for a batch of 16 (jaxapi/shapes.py):
    the per-element ones given two (16, 3) arrays, the class-axis ones 10 classes."""
    import optax
    from flake8_jaxmuseum.semantics.jaxapi import CLASS_AXIS_LOSSES, ELEMENTWISE_LOSSES

    batch = jax.ShapeDtypeStruct((16, 3), jnp.float32)
    logits = jax.ShapeDtypeStruct((16, 10), jnp.float32)
    labels = {
        "optax.softmax_cross_entropy_with_integer_labels": jax.ShapeDtypeStruct((16,), jnp.int32),
        "optax.softmax_cross_entropy": logits,
    }
    ranks = {name: len(jax.eval_shape(resolve(name), batch, batch).shape) for name in ELEMENTWISE_LOSSES}
    ranks.update({name: len(jax.eval_shape(resolve(name), logits, labels[name]).shape) for name in CLASS_AXIS_LOSSES})
    return ranks


# The arguments a layer of frameworks.LAYER_LEADING_SIZES needs besides its size (by keyword).
LAYER_REST = {"equinox.nn.MLP": {"width_size": 4, "depth": 1}, "equinox.nn.Conv": {"kernel_size": 2},
              "equinox.nn.Embedding": {"embedding_size": 4},
              **{f"equinox.nn.Conv{n}d": {"kernel_size": 2} for n in (1, 2, 3)}}


def layer_leading_sizes():
    """For each layer of frameworks.LAYER_LEADING_SIZES, built with 5 for the size argument
    (by position) and its flag left alone, by keyword with the flag False, and (equinox's)
    with "scalar" for it: the leading size of the named leaf (a path such as
    ``layers[-1].weight``), or None when the layer made no such leaf; and for an equinox
    layer, what plain ``jax.vmap`` raises over it and a batch of 7 ("sizes": inconsistent sizes)."""
    from flake8_jaxmuseum.semantics.jaxapi.frameworks import LAYER_LEADING_SIZES

    def leaf_size(layer, leaf):
        if callable(layer) and not isinstance(layer, (nn.Module, eqx.Module, nnx.Module)):
            # a haiku layer, built inside a transformed function: its one module's parameters
            (variables,) = hk.transform(lambda x: layer()(x)).init(KEY, jnp.ones((1, 3))).values()
            value = variables.get(leaf)
        elif isinstance(layer, nn.Module):
            variables = layer.init(KEY, jnp.ones((1, 3)))["params"]
            value = variables.get(leaf)
        else:
            value = layer
            for part in leaf.replace("[", ".[").split("."):
                value = value[int(part[1:-1])] if part.startswith("[") else getattr(value, part, None)
        return None if value is None else int(value.shape[0])

    def plain_vmap(layer):
        try:
            jax.vmap(lambda m, x: x)(layer, jnp.ones((7, 3)))
        except ValueError as error:
            return "sizes" if "inconsistent sizes" in str(error) else "ValueError"
        except Exception as error:  # noqa: BLE001 - reported
            return type(error).__name__
        return "ran"

    found = {}
    for name, known in LAYER_LEADING_SIZES.items():
        cls = resolve(name)
        extra = {"key": KEY} if name.startswith("equinox.") else {"rngs": RNGS} if name.startswith("flax.nnx.") else {}
        extra.update(LAYER_REST.get(name, {}))
        leading = [3] * known.position  # the arguments before the size (equinox's in_features)
        flagged = {known.flag: False} if known.flag else {}
        if name.startswith("haiku."):  # built where transform runs it
            positional = functools.partial(cls, *leading, 5)
            by_keyword = functools.partial(cls, *leading, **{known.name: 5}, **flagged)
        else:
            positional = cls(*leading, 5, **extra)
            by_keyword = cls(*leading, **{known.name: 5}, **flagged, **extra)
        found[name] = [leaf_size(positional, known.leaf), leaf_size(by_keyword, known.leaf)]
        if name.startswith("equinox."):
            found[name].append(known.scalar and leaf_size(cls(*leading, "scalar", **extra), known.leaf))
            found[name].append(plain_vmap(positional))
    return found


def layer_array_stores():
    """For each layer of frameworks.LAYER_ARRAYS, built with two sizes by position and its
    key: for each attribute, is it a JAX array (an nnx Param's ``.value``), and what does a
    store into its element 0 raise."""
    from flake8_jaxmuseum.semantics.jaxapi.frameworks import LAYER_ARRAYS

    found = {}
    for name, attributes in LAYER_ARRAYS.items():
        extra = {"key": KEY} if name.startswith("equinox.") else {"rngs": RNGS}
        layer = resolve(name)(3, 4, **extra)
        for attribute in attributes:
            held = getattr(layer, attribute)
            array = held.value if name.startswith("flax.nnx.") else held

            def store():
                array[0] = 0

            found[f"{name}.{attribute}"] = [isinstance(array, jax.Array), outcome(store)]
    return found


def linen_layer_params():
    """For each layer of frameworks.LINEN_LAYER_PARAMS, built with its arguments by position
    and initialised: the names of the parameters it makes, and are all of them JAX arrays."""
    from flake8_jaxmuseum.semantics.jaxapi.frameworks import LINEN_LAYER_PARAMS

    built = {  # (positional arguments, an input)
        "flax.linen.Dense": ((4,), jnp.ones((1, 3))),
        "flax.linen.Conv": ((4, (3,)), jnp.ones((1, 5, 3))),
        "flax.linen.Embed": ((10, 4), jnp.ones((1,), int)),
    }
    found = {}
    for name in LINEN_LAYER_PARAMS:
        arguments, x = built[name]
        params = resolve(name)(*arguments).init(KEY, x)["params"]
        found[name] = [len(arguments), sorted(params), all(isinstance(p, jax.Array) for p in params.values())]
    return found


def nnx_array_variable_leading_sizes():
    """For each variable of frameworks.NNX_ARRAY_VARIABLES, stored on a module as built from
    an array of shape (3,): the leading size nnx.vmap's default in_axes maps, read from its
    error next to a batch of 16."""
    from flake8_jaxmuseum.semantics.jaxapi.frameworks import NNX_ARRAY_VARIABLES

    found = {}
    for name in sorted(NNX_ARRAY_VARIABLES):
        cls = resolve(name)

        class Holder(nnx.Module):
            def __init__(self):
                self.held = cls(jnp.zeros((3,)))

        try:
            nnx.vmap(lambda module, x: x)(Holder(), jnp.ones((16,)))
            found[name] = "ran"
        except ValueError as error:
            found[name] = "size 3" if "had size 3: axis 0 of argument module" in str(error) else str(error)
    return found


def drawing_layer_facts():
    """For each layer of prng_keys.DRAWING_LAYERS: built with its rate by position, does it
    keep that rate; is its stream's default the table's; is ``deterministic`` its call's
    argument 1; applied with ``rngs={stream: key}``, does the same key give the same numbers,
    another key other numbers, and a deterministic layer its input."""
    import inspect

    from flake8_jaxmuseum.semantics.jaxapi.prng_keys import DRAWING_LAYERS, RNG_STREAMS_KEYWORD

    found = {}
    for name, layer in DRAWING_LAYERS.items():
        cls = resolve(name)

        def run(deterministic, key):
            module = cls(**{layer.rate: 0.5, layer.deterministic: deterministic})
            return module.apply({}, jnp.ones(64), **{RNG_STREAMS_KEYWORD: {layer.stream: key}})

        call_parameters = list(inspect.signature(cls.__call__).parameters)[1:]  # after self
        found[name] = {
            "rate_by_position": getattr(cls(*[None] * layer.rate_position, 0.5), layer.rate) == 0.5,
            "default_stream": getattr(cls(0.5), layer.stream_keyword) == layer.stream,
            "deterministic_call_argument": call_parameters.index(layer.deterministic),
            "same_key_same_numbers": bool((run(False, KEY) == run(False, KEY)).all()),
            "other_key_other_numbers": bool((run(False, KEY) != run(False, jax.random.PRNGKey(1))).any()),
            "deterministic_returns_input": bool((run(True, KEY) == 1).all()),
        }
    return found


def main():
    from flake8_jaxmuseum.semantics.jaxapi.frameworks import ARRAY_LAYERS, FRAMEWORK_TWINS

    twins = {name: resolve(name) is resolve(twin) for name, twin in FRAMEWORK_TWINS.items()}

    class Compact(nn.Module):
        @nn.compact
        def __call__(self, x, scale):
            return x * scale

    compact = outcome(lambda: Compact().apply({}, jnp.ones(2), 3.0))

    def forward(x):
        return x * 2

    applies = {
        "haiku.transform": outcome(lambda: hk.transform(forward).apply({}, KEY, jnp.ones(2))),
        "haiku.transform_with_state": outcome(lambda: hk.transform_with_state(forward).apply({}, {}, KEY, jnp.ones(2))),
        "haiku.without_apply_rng": outcome(lambda: hk.without_apply_rng(hk.transform(forward)).apply({}, jnp.ones(2))),
    }
    bases = {
        name: isinstance(resolve(name), type)
        for name in ("flax.linen.Module", "flax.nnx.Module", "equinox.Module", "haiku.Module",
                     "flax.linen.module.Module", "flax.nnx.module.Module", "equinox._module.Module")
    }
    import optax

    def schedule(count):
        if count < 100:
            return 1e-3
        return 1e-4

    params = {"w": jnp.ones(3)}
    optimizer = optax.adam(learning_rate=schedule)
    state = optimizer.init(params)
    optax_facts = {
        "schedule_in_eager_update": outcome(lambda: optimizer.update(params, state, params)),
        "schedule_in_jitted_update": outcome(lambda: jax.jit(lambda p, s: optimizer.update(p, s, p))(params, state)),
        **optimizer_holder_facts(schedule),
    }
    print(json.dumps({
        "optax": optax_facts,
        "optax_loss_ranks": optax_loss_ranks(),
        "transforms": {name: transform_facts(name) for name in TRANSFORM_ROWS},
        "lifted": {name: lifted_facts(name) for name in LIFTED_ROWS},
        "pytree_fields": pytree_field_facts(),
        "parameters": parameter_facts(),
        "nnx_jit_unhashable_static": nnx_jit_hashes_statics(),
        "primitives": {name: outcome(run) for name, run in PRIMITIVES.items()},
        "layers": {name: layer_returns_one_array(name) for name in sorted(ARRAY_LAYERS)},
        "layers_eager": {name: layer_returns_jax_array_eagerly(name) for name in sorted(ARRAY_LAYERS)},
        "vector_output_layers": vector_output_layer_ranks(),
        "layer_leading_sizes": layer_leading_sizes(),
        "nnx_array_variables": nnx_array_variable_leading_sizes(),
        "layer_arrays": layer_array_stores(),
        "linen_layer_params": linen_layer_params(),
        "drawing_layers": drawing_layer_facts(),
        "seeded_layers": seeded_layer_facts(),
        "schedule_steps": schedule_step_facts(),
        "example_optimizers": example_optimizer_facts(),
        "optimizer_leaves": optimizer_leaf_facts(),
        "library_function_arguments": library_function_facts(),
        "twins": twins,
        "compact": compact,
        "applies": applies,
        "bases": bases,
        "np_array_under_filter_jit": type(eqx.filter_jit(lambda a: a)(np.ones(2))).__name__,
    }))


main()
