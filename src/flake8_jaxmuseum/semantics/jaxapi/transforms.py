"""JAX's function transformations and higher-order lax primitives: what each does to
the arguments of the function it wraps or traces."""

from __future__ import annotations

from typing import NamedTuple, Optional
from dataclasses import dataclass, replace

from .donation import DONATE_ARGNUMS_AND_NAMES, EQUINOX_DONATE, POSITIONAL_DONATE_ARGNUMS
from .frameworks import FRAMEWORK_TWINS


# How a staging transform is told which arguments stay Python values.
ARGNUMS_AND_NAMES = "static_argnums and static_argnames"  # jit: either one, the other inferred
POSITIONS = "positions"  # one option listing positions: ``static_positions_option``
# flax.linen's scan: an argument whose in_axes entry is not an axis (``nn.broadcast``) is
# handed to every step as it is, a Python value stays one; the carry and the scanned
# arguments are traced.
SCAN_IN_AXES = "scan in_axes"


@dataclass(frozen=True)
class TransformSpec:
    """A JAX function transformation: what it does to the arguments of the function it
    wraps.  Everything the analysis and the rules ask of a transform is a field here: no
    code outside this package compares transform names."""

    qualname: str
    stages: bool = False  # every non-static argument becomes an abstract tracer (jit, pmap)
    maps: bool = False  # mapped arguments become batch tracers (vmap, pmap)
    differentiates: bool = False  # differentiated arguments become JVP tracers (grad & co)
    # Reverse mode (grad, jacrev, hessian...): transposes what it differentiates, which a
    # while_loop (or a fori_loop with traced bounds) cannot be; jacfwd is forward mode only.
    reverse_mode: bool = False
    keeps_output: bool = True  # the wrapped callable returns what the function returns
    # Where the options sit in a call ``transform(fun, ...)``, positionally.
    in_axes_position: Optional[int] = None  # vmap: 1; pmap takes in_axes by keyword only
    # Its out_axes, left alone or one integer, puts the mapped axis on every output array
    # (vmap, pmap, hk.vmap, nnx.vmap, filter_vmap); where out_axes sits positionally (vmap: 2).
    maps_outputs: bool = False
    out_axes_position: Optional[int] = None
    argnums_position: Optional[int] = None  # grad & co: 1
    has_aux_position: Optional[int] = None  # grad & co: 2
    # How static arguments are named: ARGNUMS_AND_NAMES (read by transforms.StaticSpec),
    # POSITIONS (the keyword ``static_positions_option``), or None (no static arguments).
    static_style: Optional[str] = None
    static_positions_option: Optional[str] = None
    # Static arguments are hashed (jit, pmap: an unhashable one raises ValueError), so a
    # static parameter holds a Python value on every call; a checkpoint's static slot holds
    # whatever the caller passes, as it is.
    hashes_statics: bool = False
    eager_when_jit_disabled: bool = False  # ``jax.config.update("jax_disable_jit", True)`` runs it as Python
    # ``jax.jit(self.step)``, ``jax.grad(self.loss)``, ``jax.vmap(obj.f)`` without options that
    # count argument positions trace the method, its instance the caller's object (bound, not an
    # argument: what it stores on ``self`` stays there; tests/probes/bound_methods.py, jit, vmap,
    # pmap, grad & co, checkpoint and remat, on 0.4.38 and 0.10.2).
    follows_bound_methods: bool = False
    # Its static options are checked against the function's signature when it wraps it: an
    # index or name that is no parameter raises ValueError at once (jit, on 0.4.38 and 0.10.2).
    checks_statics_when_wrapping: bool = False
    # Its static_argnums are checked against the positional arguments of each call, not the
    # parameters: a call handing fewer than an index needs raises ValueError "the
    # `static_argnums` argument to `jax.checkpoint` / `jax.remat` can only take integer values
    # ..." (checkpoint and remat on 0.10.2, a parameter left to its default or passed by
    # keyword; eelregit/pmwd#27, jax-ml/jax#18405).
    checks_statics_when_called: bool = False
    # A call of what it returns hands the function the call's positional arguments as they are
    # (jit: static ones too), so a transform under it sees the call's count of them.
    forwards_call_arguments: bool = False
    # How messages name it, as users import it (``nnx.jit``); the qualified name when empty.
    spelled: str = ""
    # Options it refuses outright, whatever it wraps: equinox's filter_jit raises ValueError
    # "`jitkwargs` cannot contain 'static_argnums', 'static_argnames', ..." when given one (it
    # keeps every non-array argument static by itself; equinox 0.13.8, patrick-kidger/equinox#236).
    rejects_options: frozenset = frozenset()
    # Its traces are cached by the callable it wraps: built once, it traces once; built over a
    # new lambda, ``partial`` or def each time, it traces again (jit, on 0.4.38 and 0.10.2,
    # tests/probes/retraces.py; nnx.jit and equinox's filter_jit, tests/probes/framework_facts.py).
    # ``jax.jit(g)`` (and filter_jit's) of one ``g`` traces once however often it is built;
    # nnx.jit's traces again each time (its cache is the wrapper's).
    caches_traces_by_callable: bool = False
    # Built anew over the same function, it traces again: its cache is the wrapper's, not the
    # function's (nnx.jit: 3 traces of one module def rebuilt for 3 calls, flax 0.12.8,
    # tests/probes/framework_facts.py), so ``nnx.jit(g)(x)`` in a loop retraces every iteration.
    retraces_when_rebuilt: bool = False
    # How its options donate argument buffers (DONATE_ARGNUMS_AND_NAMES, EQUINOX_DONATE,
    # POSITIONAL_DONATE_ARGNUMS), deleting a donated JAX array when the call returns (jit,
    # nnx.jit, filter_jit; pmap, only arrays already laid out over the devices).
    donation: Optional[str] = None
    needs_scalar_output: bool = False  # grad, value_and_grad: "Gradient only defined for scalar-output functions"
    output_is_gradient: bool = False  # grad: the result has the shape of the differentiated argument
    # equinox's filter_*: only array leaves (JAX or NumPy) are traced or mapped; every other
    # leaf (a Python bool, int, float, str) stays the Python value it is.
    traces_arrays_only: bool = False
    # flax.linen's lifted transforms: the target is a Module class (its ``__call__`` runs),
    # a method, or a function of (module, ...); the module reaches it as it is, static
    # positions count it (``self`` is 0), in_axes start after it.
    module_first: bool = False
    # A scan over its function's arguments (nnx.scan, nn.scan): with the default in_axes the
    # first argument (after a linen module) is the carry, handed on whole, and every later one
    # arrives one slice along its leading axis; configured in_axes may slice any of them.
    scans: bool = False
    # Every argument it does not make static must be an array or a pytree of them: a function
    # or a plain instance raises TypeError "... as an abstract array" (jax.jit, 0.4.38 and 0.10.2).
    abstracts_arguments: bool = False
    # What it returns is a plain callable, no pytree (jit's PjitFunction, grad's function):
    # handed to a staged argument, it is no array either.
    returns_function: bool = False
    # Its differentiated arguments must be arrays or pytrees of them: a function (or a pytree
    # with a function leaf) raises TypeError "... is not a valid JAX type" (jax.grad,
    # jax.value_and_grad; arguments it does not differentiate are handed on as they are).
    abstracts_differentiated: bool = False

    @property
    def passes_arguments(self) -> bool:
        """Arguments reach the function as given: no staging, no mapping."""
        return not (self.stages or self.maps)

    @property
    def only_maps(self) -> bool:
        """vmap's kind: maps its arguments without staging them."""
        return self.maps and not self.stages

    @property
    def short_name(self) -> str:
        """``jit`` for ``jax.jit``: how messages name it."""
        return self.qualname.rpartition(".")[2]


def _differentiating(qualname: str, scalar: bool = False, gradient: bool = False, positional: bool = True,
                     arrays_only: bool = False, reverse: bool = True) -> TransformSpec:
    """grad & co; ``positional``: argnums and has_aux may come by position (jax's), not
    only by keyword (flax.nnx's, equinox's)."""
    return TransformSpec(qualname, differentiates=True, keeps_output=False,
                         follows_bound_methods=qualname.startswith("jax."),
                         argnums_position=1 if positional else None, has_aux_position=2 if positional else None,
                         needs_scalar_output=scalar, output_is_gradient=gradient, traces_arrays_only=arrays_only,
                         # jax's return plain functions; equinox's filter_grad a Module (a pytree)
                         reverse_mode=reverse, returns_function=qualname.startswith("jax."))


TRANSFORMS = {
    spec.qualname: spec
    for spec in (
        TransformSpec("jax.jit", stages=True, static_style=ARGNUMS_AND_NAMES, hashes_statics=True,
                      eager_when_jit_disabled=True, follows_bound_methods=True, checks_statics_when_wrapping=True,
                      caches_traces_by_callable=True, donation=DONATE_ARGNUMS_AND_NAMES,
                      abstracts_arguments=True, returns_function=True, forwards_call_arguments=True),
        # pmap traces its body like jit and maps like vmap (verified on one CPU device);
        # in_axes by keyword only, and static_broadcasted_argnums keeps arguments Python values.
        TransformSpec("jax.pmap", stages=True, maps=True, maps_outputs=True, static_style=POSITIONS,
                      follows_bound_methods=True, static_positions_option="static_broadcasted_argnums",
                      hashes_statics=True, donation=POSITIONAL_DONATE_ARGNUMS),
        TransformSpec("jax.vmap", maps=True, in_axes_position=1, maps_outputs=True, out_axes_position=2,
                      returns_function=True, follows_bound_methods=True),
        replace(_differentiating("jax.grad", scalar=True, gradient=True), abstracts_differentiated=True),
        replace(_differentiating("jax.value_and_grad", scalar=True), abstracts_differentiated=True),
        _differentiating("jax.jacfwd", reverse=False),
        _differentiating("jax.jacrev"),
        _differentiating("jax.jacobian"),  # an alias of jacrev, with its signature (jax 0.4.38 and 0.10.2)
        _differentiating("jax.hessian"),
        # checkpoint/remat stage their function even when called eagerly, keywords too (verified
        # on 0.4.38 and 0.10.2); a static slot holds whatever the caller passes, as it is.
        TransformSpec("jax.checkpoint", stages=True, static_style=POSITIONS, static_positions_option="static_argnums",
                      returns_function=True, checks_statics_when_called=True, follows_bound_methods=True),
        TransformSpec("jax.remat", stages=True, static_style=POSITIONS, static_positions_option="static_argnums",
                      returns_function=True, checks_statics_when_called=True, follows_bound_methods=True),
        TransformSpec("jax.named_call"),
        # make_jaxpr traces like jit (a tracer prints, `if` on one raises; static_argnums
        # are hashed, verified on 0.4.38 and 0.10.2) and returns the jaxpr, not the output.
        TransformSpec("jax.make_jaxpr", stages=True, keeps_output=False, static_style=POSITIONS,
                      static_positions_option="static_argnums"),
        # flax.nnx: its transforms are JAX's over a module's state (each verified under flax
        # 0.12.8, tests/probes/framework_transforms.py): nnx.jit turns Python numbers into
        # tracers, hashes static_argnums/argnames and runs eagerly under jax_disable_jit;
        # options come by keyword only.
        # A new function under nnx.jit traces again (5 traces of a lambda built in a 5-turn loop;
        # flax 0.12.8, tests/probes/retraces.py; energnn/energnn#75).
        TransformSpec("flax.nnx.jit", stages=True, static_style=ARGNUMS_AND_NAMES, hashes_statics=True,
                      eager_when_jit_disabled=True, donation=DONATE_ARGNUMS_AND_NAMES,
                      caches_traces_by_callable=True, retraces_when_rebuilt=True, spelled="nnx.jit"),
        _differentiating("flax.nnx.grad", scalar=True, positional=False),
        _differentiating("flax.nnx.value_and_grad", scalar=True, positional=False),
        TransformSpec("flax.nnx.vmap", maps=True, maps_outputs=True),
        TransformSpec("flax.nnx.remat", stages=True, static_style=POSITIONS, static_positions_option="static_argnums"),
        # nnx.scan stages every argument, one with in_axes None too (a Python bool becomes a
        # tracer); under jax_disable_jit it runs as a Python loop.
        TransformSpec("flax.nnx.scan", stages=True, eager_when_jit_disabled=True, scans=True),
        # flax.linen's lifted transforms stage or map a module's method even when the module
        # is applied eagerly (``model.init``): nn.jit and nn.remat turn a Python bool into a
        # tracer unless static_argnums names it (self counted); nn.vmap maps what in_axes
        # maps (None keeps a Python value); nn.scan traces the carry and the scanned
        # arguments, not the ``nn.broadcast`` ones.
        TransformSpec("flax.linen.jit", stages=True, static_style=ARGNUMS_AND_NAMES, module_first=True),
        TransformSpec("flax.linen.remat", stages=True, static_style=POSITIONS, static_positions_option="static_argnums",
                      module_first=True),
        TransformSpec("flax.linen.checkpoint", stages=True, static_style=POSITIONS,
                      static_positions_option="static_argnums", module_first=True),
        TransformSpec("flax.linen.vmap", maps=True, in_axes_position=3, module_first=True),
        TransformSpec("flax.linen.scan", stages=True, static_style=SCAN_IN_AXES, module_first=True, scans=True),
        # equinox: filter_jit traces array leaves and keeps every other leaf a Python value;
        # filter_grad differentiates the first argument's arrays; filter_vmap maps arrays.
        # filter_jit caches its traces by the function it wraps, as jit does (a module def
        # traced once in a 5-turn loop, a lambda built there 5 times; equinox 0.13.8).
        TransformSpec("equinox.filter_jit", stages=True, eager_when_jit_disabled=True, traces_arrays_only=True,
                      donation=EQUINOX_DONATE, caches_traces_by_callable=True, spelled="eqx.filter_jit",
                      rejects_options=frozenset({"static_argnums", "static_argnames", "donate_argnums",
                                                 "in_shardings", "out_shardings"})),
        _differentiating("equinox.filter_grad", scalar=True, positional=False, arrays_only=True),
        _differentiating("equinox.filter_value_and_grad", scalar=True, positional=False, arrays_only=True),
        TransformSpec("equinox.filter_vmap", maps=True, traces_arrays_only=True, maps_outputs=True),
        # filter_pmap stages and maps array leaves; filter_checkpoint stages them (a Python
        # bool stays one under both).
        TransformSpec("equinox.filter_pmap", stages=True, maps=True, traces_arrays_only=True),
        TransformSpec("equinox.filter_checkpoint", stages=True, traces_arrays_only=True),
        # haiku: vmap and remat as JAX's, inside hk.transform.
        TransformSpec("haiku.vmap", maps=True, in_axes_position=1, maps_outputs=True, out_axes_position=2),
        TransformSpec("haiku.remat", stages=True, static_style=POSITIONS, static_positions_option="static_argnums"),
    )
}


def transform(qualname: Optional[str]) -> Optional[TransformSpec]:
    """The transform a dotted name is, if any."""
    return TRANSFORMS.get(qualname) if qualname else None
PARTIAL = "functools.partial"
# Options of a transform that say nothing of the function's argument positions: over a bound
# method (``jax.grad(self.f, has_aux=True)``) they mean what they mean over a def.
POSITION_FREE_OPTIONS = frozenset({"has_aux", "holomorphic", "allow_int", "reduce_axes", "out_axes", "axis_name",
                                   "axis_size", "spmd_axis_name", "policy", "prevent_cse"})
# Private modules whose names are the public ones (``from jax._src import api`` then
# ``api.jit(f)``, as JAX's own tests write): the same objects on jax 0.4.38 and 0.10.2.
PUBLIC_TWINS = {
    f"jax._src.api.{name}": f"jax.{name}"
    for name in "jit vmap grad value_and_grad jacfwd jacrev hessian make_jaxpr eval_shape named_call".split()
}
PUBLIC_TWINS.update(FRAMEWORK_TWINS)
# Called with options alone, these return a decorator: ``@jax.jit(static_argnums=1)``
# (jax 0.10.2; on 0.4.38 it raises TypeError, fun is missing; other transforms raise on both).
FACTORY_TRANSFORMS = frozenset({
    "jax.jit", "flax.nnx.jit", "flax.nnx.grad", "flax.nnx.value_and_grad", "flax.nnx.vmap", "flax.nnx.remat",
    "equinox.filter_jit", "equinox.filter_grad", "equinox.filter_value_and_grad", "equinox.filter_vmap",
    "flax.nnx.scan", "equinox.filter_pmap", "equinox.filter_checkpoint",
})
# ``with jax.ensure_compile_time_eval():`` inside traced code: operations on concrete
# values run eagerly there; values of traced arguments stay tracers.  ``core.eval_context``
# is its private spelling (JAX's own code and tests; ``jax.core.eval_context`` too).
COMPILE_TIME_EVAL = frozenset({
    "jax.ensure_compile_time_eval", "jax.core.ensure_compile_time_eval", "jax.core.eval_context",
    "jax._src.core.eval_context",
})
# ``jax.config.update("jax_disable_jit", True)``: jit and the lax primitives run eagerly
# (verified on 0.4.38 and 0.10.2: fori_loop, cond, scan bodies run as Python; vmap and pmap
# still trace).
CONFIG_UPDATE = "jax.config.update"
DISABLE_JIT_FLAG = "jax_disable_jit"


class ArgumentSlot(NamedTuple):
    """Where an argument of a call sits: its position (None for a keyword-only parameter),
    and its keyword name if any."""

    position: Optional[int]
    keyword: Optional[str]


class LaxPrimitive(NamedTuple):
    """A higher-order lax primitive: the functions it traces (its bodies, traced even
    outside jit; verified for cond, fori_loop, scan) and what feeds their parameters."""

    bodies: tuple  # ArgumentSlot of each body function
    # Parameter i of every body <- operand i, starting at this position (cond, switch).
    operands_from: Optional[int] = None
    # Otherwise: parameter index -> the ArgumentSlot of the value it receives.
    carries: tuple = ()  # ((parameter index, ArgumentSlot), ...)
    # switch: the branches are a list literal in this slot.
    branch_list: Optional[ArgumentSlot] = None
    # Parameters handed one slice of their argument along its leading axis (scan's and
    # map's ``xs``), or pieces of it (associative_scan's ``elems``): not its shape.
    sliced: tuple = ()

    @property
    def selects_a_branch(self) -> bool:
        """cond and switch: they run one of their bodies, the one a traced index selects."""
        return self.branch_list is not None or (len(self.bodies) > 1 and self.operands_from is not None)


LAX_PRIMITIVES = {
    "jax.lax.cond": LaxPrimitive(
        bodies=(ArgumentSlot(1, "true_fun"), ArgumentSlot(2, "false_fun")), operands_from=3
    ),
    "jax.lax.switch": LaxPrimitive(bodies=(), operands_from=2, branch_list=ArgumentSlot(1, "branches")),
    "jax.lax.scan": LaxPrimitive(
        bodies=(ArgumentSlot(0, "f"),), carries=((0, ArgumentSlot(1, "init")), (1, ArgumentSlot(2, "xs"))), sliced=(1,)
    ),
    # The loop index (parameter 0) counts up from ``lower``: an int array, traced like the carry.
    "jax.lax.fori_loop": LaxPrimitive(
        bodies=(ArgumentSlot(2, "body_fun"),),
        carries=((0, ArgumentSlot(0, "lower")), (1, ArgumentSlot(3, "init_val"))),
    ),
    "jax.lax.while_loop": LaxPrimitive(
        bodies=(ArgumentSlot(0, "cond_fun"), ArgumentSlot(1, "body_fun")),
        carries=((0, ArgumentSlot(2, "init_val")),),
    ),
    "jax.lax.map": LaxPrimitive(bodies=(ArgumentSlot(0, "f"),), carries=((0, ArgumentSlot(1, "xs")),), sliced=(0,)),
    # Not lax, but the same: ``jax.eval_shape(f, *args)`` traces f abstractly with the args.
    "jax.eval_shape": LaxPrimitive(bodies=(ArgumentSlot(0, "fun"),), operands_from=1),
    # ``odeint(func, y0, t, *args)`` traces ``func(y, t, *args)`` (a jitted while_loop inside, even
    # outside jit; verified on 0.10.2: a print there shows ``JitTracer(~float32[])``): the state
    # like ``y0``, the time one element of ``t``, the ``args`` traced too (not fed here).
    "jax.experimental.ode.odeint": LaxPrimitive(
        bodies=(ArgumentSlot(0, "func"),), carries=((0, ArgumentSlot(1, "y0")), (1, ArgumentSlot(2, "t"))), sliced=(1,)
    ),
    "jax.lax.associative_scan": LaxPrimitive(
        bodies=(ArgumentSlot(0, "fn"),), carries=((0, ArgumentSlot(1, "elems")), (1, ArgumentSlot(1, "elems"))),
        sliced=(0, 1),
    ),
}
# Calls that abstract every argument they hand the function from this position on, with no
# option to leave one static: ``jax.eval_shape(g, f, 1)`` raises ``TypeError: Error
# interpreting argument to <function g> as an abstract array. The problematic value is of
# type <class 'function'>`` (jax-ml/jax#5503; verified on 0.10.2), as jit does on a traced one.
ABSTRACTING_CALLS = {"jax.eval_shape": 1}
ABSTRACTING_CALL_NAMES = frozenset(qualname.rpartition(".")[2] for qualname in ABSTRACTING_CALLS)

# The frameworks' own control flow takes its bodies where lax does, and traces them (verified
# under flax 0.12.8 and dm-haiku 0.0.17; nnx.fori_loop traces even under jax_disable_jit).
LAX_PRIMITIVES.update({
    "flax.nnx.cond": LAX_PRIMITIVES["jax.lax.cond"],
    "flax.nnx.switch": LAX_PRIMITIVES["jax.lax.switch"],
    "flax.nnx.fori_loop": LAX_PRIMITIVES["jax.lax.fori_loop"],
    "flax.nnx.while_loop": LAX_PRIMITIVES["jax.lax.while_loop"],
    "haiku.cond": LAX_PRIMITIVES["jax.lax.cond"],
    "haiku.switch": LAX_PRIMITIVES["jax.lax.switch"],
    "haiku.fori_loop": LAX_PRIMITIVES["jax.lax.fori_loop"],
    "haiku.while_loop": LAX_PRIMITIVES["jax.lax.while_loop"],
    "haiku.scan": LAX_PRIMITIVES["jax.lax.scan"],
})


class OutputContract(NamedTuple):
    """What a lax primitive demands of what its bodies return, checked as it traces them:
    "pair" (scan: a ``(carry, y)`` pair), "branches" (cond, switch: every branch the same
    pytree structure, shapes and dtypes), "carry" (fori_loop, while_loop: the body returns
    its carry's structure and shapes; a weak-typed literal carry takes the body's dtype)."""

    kind: str
    body: Optional[ArgumentSlot] = None  # the body whose output is checked (not cond_fun)
    init: Optional[ArgumentSlot] = None  # the initial carry the output must match


# Where each raises (tests/probes/output_structures.py captures them on jax 0.4.38 and
# 0.10.2): "scan body output must be a pair, got ...", "cond branches must have equal output
# types but they differ." (0.4.38: "true_fun and false_fun output must have identical
# types, ..."), "... carry input and carry output must have the same pytree structure".
# haiku's scan unpacks the output first ("iteration over a 0-d array") and nnx.fori_loop
# checks with its own words: not rows.
OUTPUT_CONTRACTS = {
    "jax.lax.scan": OutputContract("pair", ArgumentSlot(0, "f"), ArgumentSlot(1, "init")),
    "jax.lax.cond": OutputContract("branches"),
    "jax.lax.switch": OutputContract("branches"),
    "flax.nnx.cond": OutputContract("branches"),
    "flax.nnx.switch": OutputContract("branches"),
    "haiku.cond": OutputContract("branches"),
    "haiku.switch": OutputContract("branches"),
    "jax.lax.fori_loop": OutputContract("carry", ArgumentSlot(2, "body_fun"), ArgumentSlot(3, "init_val")),
    "jax.lax.while_loop": OutputContract("carry", ArgumentSlot(1, "body_fun"), ArgumentSlot(2, "init_val")),
}
# The stable cores of what JAX raises for them, on either version.
OUTPUT_CONTRACT_ERRORS = (
    "scan body output must be a pair",
    "branches must have equal output types",  # cond, switch on 0.10.2
    "branch outputs must have the same pytree structure",  # cond, switch on 0.10.2
    "true_fun and false_fun output must have",  # cond on 0.4.38: identical types / same type structure
    "outputs must have identical types",  # switch on 0.4.38: "branch 0 and 1 outputs must ..."
    "outputs must have same type structure",  # switch on 0.4.38
    "carry input and carry output must have",  # scan, fori_loop, while_loop: structure or types
)

# The last part of every name above: a call ``x.<attr>(...)`` with another attribute
# name is neither a transform nor a lax primitive, whatever ``x`` is.
TRACING_LEAF_NAMES = frozenset(name.rpartition(".")[2] for name in (*TRANSFORMS, *LAX_PRIMITIVES))

# Prints at run time, on every call, formatting its arguments with ``fmt.format(*args,
# **kwargs)`` inside a callback (verified on 0.4.38 and 0.10.2).  An f-string handed to
# it is formatted by Python first, at trace time.
DEBUG_PRINT = "jax.debug.print"

# Maps a function over the leading axis of every argument: ``VMAP(grad(f))(xs)`` is the
# derivative at each example, what a grad of a batch of points was meant to be.
VMAP = "jax.vmap"

# The differentiating transforms that refuse integer (and bool) inputs at a differentiated
# position, and where their ``allow_int`` option sits (None: they have none), as
# tests/probes/integer_inputs.py finds them on jax 0.4.38 and 0.10.2.  grad, value_and_grad
# and jacrev (and jacobian, its alias) raise "grad requires real- or complex-valued inputs (input dtype that is a
# sub-dtype of np.inexact), but got int32." (value_and_grad says "grad" too); jacfwd and
# hessian "jacfwd requires real-valued inputs ...".
INTEGER_REJECTING_GRADS = {
    "jax.grad": 4, "jax.value_and_grad": 4, "jax.jacrev": 4, "jax.jacobian": 4, "jax.jacfwd": None, "jax.hessian": None,
}
INTEGER_GRAD_INPUT_ERRORS = ("requires real- or complex-valued inputs", "requires real-valued inputs")
# A PRNG key at a differentiated position: raw key data (``PRNGKey``) is uint32, refused in
# the words above; a typed key (``jax.random.key``) prints ``key<fry>`` there, and jacfwd and
# hessian refuse it in words of their own (tests/probes/integer_inputs.py, jax 0.4.38 and 0.10.2).
KEY_GRAD_INPUT_ERRORS = ("with input element type key<",)

# Reverse-mode differentiation through these loops raises, on jax 0.4.38 and 0.10.2 alike
# (tests/probes/reverse_loops.py): a while_loop whose carry (its init, or what its body
# reads from outside) depends on a differentiated value; a fori_loop the same, when a bound
# is a tracer (with concrete bounds it lowers to a scan, which transposes).  jvp, jacfwd,
# a carry independent of the differentiated input, and a stop_gradient in between run.
class ReverseBlockingLoop(NamedTuple):
    carry: ArgumentSlot  # the loop's initial carry
    body: ArgumentSlot  # the body, whose free variables feed the carry too
    bounds: tuple = ()  # ArgumentSlot of each bound; empty: the loop blocks whatever its bounds
    carry_parameter: int = 0  # the body's parameter that holds the carry (after a fori_loop's index)
    cond: Optional[ArgumentSlot] = None  # the predicate a while_loop reads its carry with (fori_loop's: the index)


REVERSE_BLOCKING_LOOPS = {
    "jax.lax.while_loop": ReverseBlockingLoop(
        carry=ArgumentSlot(2, "init_val"), body=ArgumentSlot(1, "body_fun"), cond=ArgumentSlot(0, "cond_fun"),
    ),
    "jax.lax.fori_loop": ReverseBlockingLoop(
        carry=ArgumentSlot(3, "init_val"), body=ArgumentSlot(2, "body_fun"),
        bounds=(ArgumentSlot(0, "lower"), ArgumentSlot(1, "upper")), carry_parameter=1,
    ),
}
# From this release on, a while_loop (and a fori_loop with traced bounds, which is one) makes
# each element of its carry that the body hands back unchanged and the cond does not read a
# constant of the loop (jax-ml/jax#27970, "move readonly carry components to be consts"): a
# tangent that enters only through such elements never enters the loop, and reverse mode
# runs.  0.4.38 and 0.5.3 raise on ``while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1,
# c[1]), (0, x))`` under grad, 0.6.0, 0.7.0 and 0.10.2 run it (tests/probes/reverse_loops.py).
REVERSE_FORWARDS_UNCHANGED_CARRIES_SINCE = (0, 6, 0)
REVERSE_LOOP_ERROR = (
    "Reverse-mode differentiation does not work for lax.while_loop or lax.fori_loop with dynamic start/stop values."
)
