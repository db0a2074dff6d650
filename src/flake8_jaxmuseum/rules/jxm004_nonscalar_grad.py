"""JXM004: ``jax.grad`` of a function whose output is not a scalar.

Reported where ``jax.grad(f)`` / ``jax.value_and_grad(f)`` is called (also bound to a
name first, under jit, or nested as ``grad(grad(f))``) and ``f`` (a lambda or a def of
this module, undecorated or under ``@jax.jit`` / ``@jax.checkpoint``) provably returns a
tuple (without ``has_aux``: the message points to ``has_aux=True``) or an array whose
shape, inferred from the call's arguments, the arrays it closes over and the same-file
functions it calls (at a module-level call through grad alone, which traces afresh each
time, a helper redefined cell after cell is the def that reaches that call), is not
``()``; for ``grad(grad(f))`` the outer grad sees the inner gradient, shaped like its
argument (whatever ``f`` returns: the innermost raised first, or handed that gradient up).  Parameters take the shape every call of the module hands them, and where no
shape is proven a rank may be (``(pred - y) ** 2`` with ``y`` a batch, optax's per-example
losses, a reduction over some axes only: ``jnp.sum(x, axis=-1)``, ``keepdims=True``); with ``has_aux=True`` the returned pair's first item is checked.  The message
names the transform called.  Anything unproven stays silent.

The fix (unsafe) writes the batch mean of per-example losses (``semantics/values/losses.py``);
where the call hands batches of examples that the function maps each to a scalar,
``jax.vmap`` over the call (the derivative at each example); else the sum of the output.
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import const_int, is_constant
from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import Scope, ScopeType, Wrapped
from ..semantics.jaxapi import ARGNUMS_AND_NAMES, VMAP
from ..semantics.partial_runs import partial_of_def
from ..semantics.values.shape_calls import CALLED_AT

TUPLE = "a tuple"
NON_SCALAR = "a non-scalar"
UNPROVEN = "unproven"  # what a function returns, neither shape nor least rank proven


def _differentiated(context: RuleContext, func: ast.expr, scope: Scope) -> Optional[tuple]:
    """(the grad layers, outermost first, and what the innermost differentiates) when a
    called expression is provably ``jax.grad(f)``/``jax.value_and_grad(f)`` (nested, as in
    ``grad(grad(f))``), alone or under jit."""
    wrapped = context.semantics.transforms.resolve(func, scope)
    if wrapped is None:
        return None
    layers = list(wrapped.layers)
    mapped = []  # ``jax.vmap(jax.grad(f))(xs)``: each run of f sees one example
    # (``eqx.filter_vmap`` only with its in_axes written: its default maps arrays alone)
    while layers and layers[0].known and (
        layers[0].spec.static_style == ARGNUMS_AND_NAMES
        or layers[0].spec.maps and not layers[0].spec.module_first and (
            layers[0].in_axes() is not None if layers[0].spec.traces_arrays_only
            else layers[0].spec.in_axes_position == 1)
    ):
        if layers[0].spec.maps:
            mapped.append(layers[0])
        layers.pop(0)
    grads = []
    while layers and layers[0].known and layers[0].spec.needs_scalar_output:
        grads.append(layers.pop(0))
        if not grads[-1].spec.output_is_gradient:
            break  # value_and_grad returns a pair: a grad above it sees a tuple
    if not grads:
        return None
    return grads, Wrapped(tuple(layers), wrapped.function, callee=wrapped.callee), mapped


def _traced_afresh(context: RuleContext, call: ast.Call, scope: Scope) -> bool:
    """The call goes through grad/value_and_grad only: every call traces the function
    again (jit would reuse a trace made before a helper was redefined)."""
    wrapped = context.semantics.transforms.resolve(call.func, scope)
    return wrapped is not None and all(layer.known and layer.spec.needs_scalar_output for layer in wrapped.layers)


def _plain_options(grad) -> Optional[int]:
    """The differentiated position of a grad layer without has_aux; None otherwise."""
    if grad.hides_options:
        return None
    has_aux = grad.option("has_aux", grad.spec.has_aux_position)
    if has_aux is not None and not is_constant(has_aux, False):
        return None
    if grad.options is not None and any(arg.arg not in ("argnums", "has_aux") for arg in grad.options.keywords):
        return None
    argnums = grad.option("argnums", grad.spec.argnums_position)
    return 0 if argnums is None else const_int(argnums)


def _has_aux(grad) -> bool:
    """A grad layer whose options say has_aux=True, and nothing it cannot read."""
    if grad.hides_options:
        return False
    return is_constant(grad.option("has_aux", grad.spec.has_aux_position), True)


def _output_problem(context: RuleContext, grads: list, differentiated: Wrapped, call: ast.Call, scope: Scope,
                    mapped: tuple = ()):
    """(the grad layer that raises, what its function returns) or None.  Arguments reach
    every layer unchanged (under ``mapped`` vmaps, one example of each), so the innermost
    grad sees ``f``'s output at the call's shapes, and each grad above it the gradient,
    shaped like its differentiated argument."""
    function = differentiated.function
    # jit and checkpoint keep what the def returns; any other layer might not.
    if not all(layer.known and layer.spec.keeps_output for layer in differentiated.layers):
        return None
    bound = None
    if function is None:
        bound = None if mapped or len(grads) != 1 else _partial_def(context, differentiated, scope)
        if bound is None:
            return None if mapped else _library_problem(context, grads, differentiated, call, scope) or _layer_problem(
                context, grads, differentiated)
        function = bound[0]
    if not function.returns or function.is_method:
        return None
    shapes = context.semantics.shapes
    env = shapes.call_env(function, call, scope) if bound is None else shapes.partial_env(
        function, bound[1], call, scope)
    if env is None or any(arg.arg is not None for arg in call.keywords):
        return None
    if mapped:
        count = len(call.args)
        names = function.positional[:count]
        for vmap in mapped:
            if vmap.hides_options:
                return None
            env = shapes.per_example(env, names, context.semantics.transforms.axes_per_argument(vmap.in_axes(), count))
            if env is None:
                return None
    if scope.type is ScopeType.MODULE and _traced_afresh(context, call, scope):
        env[CALLED_AT] = call  # the helpers it calls are the defs that reach this call
    with_aux = len(grads) == 1 and _has_aux(grads[0])
    problems = []
    for value in function.returns:
        if with_aux:  # (loss, aux): the loss must be a scalar
            if not (isinstance(value, ast.Tuple) and len(value.elts) == 2):
                return None
            value = value.elts[0]
        if isinstance(value, ast.Tuple):
            problems.append(TUPLE)
            continue
        shape = shapes.shape_of(value, function, env)
        if shape is None:
            # The shape unproven, its rank may be: (pred - y) ** 2 with y a batch.
            shape = NON_SCALAR if shapes.rank_at_least(value, function, env) else UNPROVEN
        problems.append(shape)
    if UNPROVEN in problems:
        # What f returns unproven: only a grad above the innermost can be shown to raise,
        # as it differentiates a gradient (whatever f returns, the innermost raised first
        # or handed up a gradient shaped like its argument: grad(grad(u, 1), 1) of a network).
        if with_aux or len(grads) == 1:
            return None
        problems = [UNPROVEN]
    if len(set(problems)) != 1:
        # Returns that disagree (a tuple here, a vector there): the innermost grad raises
        # unless one of them is a scalar.
        return None if () in problems else (grads[-1], NON_SCALAR)
    output = problems[0]
    if with_aux:
        return (grads[0], output) if output != () else None
    for grad in reversed(grads):
        position = _plain_options(grad)
        if position is None:
            return None
        if output not in ((), UNPROVEN):
            return grad, output
        if not -len(function.positional) <= position < len(function.positional):
            return None
        output = env.get(function.positional[position])  # the gradient has the argument's shape
        if output is None:
            return None
    return None


def _partial_def(context: RuleContext, differentiated: Wrapped, scope: Scope) -> Optional[tuple]:
    """(the def, the partial) when ``functools.partial(f, ...)`` of an undecorated def of
    the file is what grad differentiates (``jax.grad(partial(loss, x=x))(w)``), the partial
    written where the grad is called."""
    if differentiated.callee is None or differentiated.callee[1] is not scope:
        return None
    inner = partial_of_def(context.semantics.transforms, differentiated.callee[0], scope)
    return None if inner is None or inner.layers else (inner.function, differentiated.callee[0])


def _library_problem(context: RuleContext, grads: list, differentiated: Wrapped, call: ast.Call, scope: Scope):
    """A library function differentiated as it is (``jax.grad(jnp.sin)(x)``, jax#4670): an
    element-wise function of a non-scalar returns its argument's shape."""
    if differentiated.callee is None or len(grads) != 1 or _plain_options(grads[0]) is None:
        return None
    shape = context.semantics.shapes.applied_shape(*differentiated.callee, call, scope)
    return None if shape is None or shape == () else (grads[0], shape)


def _layer_problem(context: RuleContext, grads: list, differentiated: Wrapped):
    """A model differentiated as it is: a framework layer that never returns a scalar
    (``jax.grad(mlp)(x)`` with ``mlp = eqx.nn.MLP(2, 1, ...)``), or an ``apply`` whose def
    returns no scalar (``jax.grad(net.apply)(params, x)``): the innermost grad raises."""
    callee = differentiated.callee
    if callee is None or _has_aux(grads[-1]) or grads[-1].hides_options:
        return None
    semantics = context.semantics
    instances = semantics.traces.instances
    if instances.vector_output(*callee):
        return grads[-1], NON_SCALAR
    function = instances.applied_output(*callee)
    if function is None or not function.returns:
        return None
    if min(semantics.shapes.rank_at_least(value, function) for value in function.returns) < 1:
        return None
    return grads[-1], NON_SCALAR


def _maps_examples(context: RuleContext, grads: list, differentiated: Wrapped, call: ast.Call, scope: Scope) -> bool:
    """Every argument of the call is a batch of one leading size (``grad(f)(xs)``), and for one
    example of each, every grad layer provably sees a scalar: ``jax.vmap`` over the call's
    callable then computes each example's derivative (``vmap(grad(f))``, as the JAX
    maintainers answer in jax-ml/jax#4670)."""
    function = differentiated.function
    if call.keywords or any(isinstance(arg, ast.Starred) for arg in call.args):
        return False
    if len(call.args) != len(function.positional) or not call.args:
        return False
    shapes = context.semantics.shapes
    given = [shapes.shape_of(arg, scope) for arg in call.args]
    if any(shape is None or not shape for shape in given) or len({shape[0] for shape in given}) != 1:
        return False
    env = {name: shape[1:] for name, shape in zip(function.positional, given)}
    if scope.type is ScopeType.MODULE and _traced_afresh(context, call, scope):
        env[CALLED_AT] = call
    with_aux = len(grads) == 1 and _has_aux(grads[0])
    for value in function.returns:
        if with_aux:
            if not (isinstance(value, ast.Tuple) and len(value.elts) == 2):
                return False
            value = value.elts[0]
        if shapes.shape_of(value, function, env) != ():
            return False
    if with_aux:
        return True
    # Each grad above the innermost differentiates a gradient shaped like its argument.
    for grad in reversed(grads[1:]):
        position = _plain_options(grad)
        if position is None or not -len(function.positional) <= position < len(function.positional):
            return False
        if env[function.positional[position]] != ():
            return False
    return _plain_options(grads[0]) is not None


def _vmap_fix(context: RuleContext, call: ast.Call, scope: Scope) -> Optional[Fix]:
    """Unsafe (the result gains the batch axis the derivative is taken along): map the
    grad over the examples, ``jax.vmap(jax.grad(f))(xs)``; ``f`` itself is unchanged."""
    vmap = context.semantics.spelling(VMAP, scope, call)
    if vmap is None:
        return None
    func = call.func

    def build(view):
        from ..cstedit import make_call

        original = view.node(func)
        return None if original is None else ((original, make_call(vmap, original)),)

    return context.fix(f"Map the derivative over the examples with {vmap}", False, (func,), build)


def _means_by_method(context: RuleContext) -> bool:
    """The module writes its means as a method (``loss.mean()``) more often than as a
    function (``jnp.mean(loss)``): the fix follows its style."""
    semantics = context.semantics
    methods = functions = 0
    for scope in semantics.scopes:
        for call in scope.calls:
            if isinstance(call.func, ast.Attribute) and call.func.attr == "mean":
                if semantics.qualified_name(call.func, scope) is None:
                    methods += not call.args
                else:
                    functions += 1
    return methods > functions


def _reduce_fix(context: RuleContext, function: Scope, returns: tuple, losses: bool) -> Optional[Fix]:
    """Unsafe (it changes what the function computes): return the mean of each output (with
    has_aux, of each returned loss) when every one is a per-example loss (the batch mean
    users train on: optax's examples take ``.mean()``; a sum would scale the gradient by the
    batch size), else its sum."""
    if any(isinstance(value, ast.Tuple) for value in returns):
        return None
    jnp = context.semantics.jax_numpy_name(function, function.node)
    if jnp is None:
        return None
    method = losses and _means_by_method(context)
    reduction = "the .mean()" if method else f"{jnp}.mean" if losses else f"{jnp}.sum"

    def build(view):
        from ..cstedit import make_call, make_method_call

        originals = [view.node(value) for value in returns]
        if any(original is None for original in originals):
            return None
        if method:
            return tuple((original, make_method_call(original, "mean")) for original in originals)
        return tuple((original, make_call(reduction, original)) for original in originals)

    return context.fix(f"Differentiate {reduction} of the output", False, returns, build)


def _fix(context: RuleContext, grads: list, differentiated: Wrapped, call: ast.Call, scope: Scope) -> Optional[Fix]:
    """The batch mean of per-example losses; else, where the call hands batches of examples
    the function maps to scalars, vmap over the call; else the sum of the output."""
    function = differentiated.function
    if function is None:
        return None
    with_aux = len(grads) == 1 and _has_aux(grads[0])
    if with_aux:
        if not all(isinstance(value, ast.Tuple) and len(value.elts) == 2 for value in function.returns):
            return None
        returns = tuple(value.elts[0] for value in function.returns)
    else:
        returns = tuple(function.returns)
    losses = all(context.semantics.losses.per_example(value, function) for value in returns)
    if not losses and _maps_examples(context, grads, differentiated, call, scope):
        mapped = _vmap_fix(context, call, scope)
        if mapped is not None:
            return mapped
    # Reducing the output helps one grad; under grad(grad(f)) the outer one still sees a vector.
    return _reduce_fix(context, function, returns, losses) if len(grads) == 1 else None


def check(context: RuleContext) -> Iterator[Report]:
    transforms = context.semantics.transforms
    for scope in context.semantics.scopes:
        for call, _ in transforms.layered_calls(scope):  # (a grad is a layer)
            found = _differentiated(context, call.func, scope)
            if found is None:
                continue
            grads, differentiated, mapped = found
            problem = _output_problem(context, grads, differentiated, call, scope, tuple(mapped))
            if problem is None:
                continue
            grad, output = problem
            if output == TUPLE:
                message = (
                    f"{grad.qualname} needs a scalar-output function, but this one returns a tuple; "
                    "if it returns (loss, aux), pass has_aux=True"
                )
                fix = None
            else:
                returned = output if output == NON_SCALAR else f"shape {output}"
                message = (
                    f"{grad.qualname} needs a scalar-output function, but this one returns {returned}; "
                    "reduce it (jnp.sum/jnp.mean) or use jax.jacrev/jax.jacfwd for the Jacobian"
                )
                fix = None if mapped else _fix(context, grads, differentiated, call, scope)
            yield Report(call, message, fix)


RULE = Rule(
    code="JXM004",
    title="grad of a non-scalar-output function",
    # Captured from runs under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
    raises=(Raises("TypeError", "Gradient only defined for scalar-output functions"),),
    check=check,
    description=__doc__,
)
