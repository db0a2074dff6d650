"""What a call in one module hands the def it runs in another: a :class:`.project.Handed`
fact per argument, as far as the caller's module proves it (an array, a leaf, its shape, the
class it is an instance of...), and how the call's transforms hand the arguments on.
Entries flow down with them (see :mod:`.summary`); the def's module reads them
(:mod:`.project_seeds`)."""

from __future__ import annotations

import ast
from dataclasses import fields
from typing import Optional

from ..astutil import const_int_set, first_positional, has_star_args, is_number, keyword, literal_sequence
from .instances import Instances
from .jaxapi import APPLY_FN_FIELD, FRAMEWORK_INITS, NUMPY_ARRAYS, PARTIAL, TRAIN_STATE_CREATE
from .model import Semantics
from .project import Handed, MethodEntry, Outgoing
from .scopes import Assigned, Imported, Param, Scope, the_one
from .transforms import MAX_DEPTH, Transforms
from .untraceable import handed_untraceable
from .tracing_kinds import Entry, Tracing
from .values import ValueKind, is_array


def in_project(semantics: Semantics, target: str) -> bool:
    """``target``, a dotted name the module imports, may lead to a module of its project
    (its top-level name is one of theirs): an entry into anything else resolves to nothing,
    so no question is asked for it."""
    tops = semantics.project.top_names if semantics.project is not None else None
    return tops is None or target.split(".", 1)[0] in tops


def resolvable(semantics: Semantics, target: str) -> bool:
    """An entry into ``target``, a dotted name the module imports, may resolve: it names
    something of a module of the project (``pkg.model.loss``: ``pkg.model`` is one)."""
    project = semantics.project
    if project is None or project.modules is None:
        return in_project(semantics, target)
    return target.rpartition(".")[0] in project.modules


def hands_called(semantics: Semantics, target: str) -> bool:
    """What a plain call of ``target`` hands (a CALLED entry) may be kept by the index: it
    may resolve, to a def (not a class) of a module outside this one's import cycle."""
    if not resolvable(semantics, target):
        return False
    project = semantics.project
    return project is None or target.rpartition(".")[0] not in project.called_modules or (
        target in project.called_defs)


def imported_name(semantics: Semantics, node: Optional[ast.expr], scope) -> Optional[str]:
    """The dotted name ``node`` provably is through the module's imports (a def or class
    of the module has none: its own business), unless it is JAX's; None otherwise."""
    if not isinstance(node, (ast.Name, ast.Attribute)):
        return None
    pasted = semantics.pasted_origin(node, scope)
    if pasted is not None:
        return pasted  # a definition of another module, pasted: its own name
    qualname = semantics.qualified_name(node, scope)
    if qualname is None and isinstance(node, ast.Name) and any(
            isinstance(binding, Imported) for binding in scope.lookup(node.id) or ()):
        # bound again later (``step = jax.jit(step)``): the import, where it alone reaches
        reaching = semantics.binding(node.id, scope, node)
        qualname = reaching.qualname if isinstance(reaching, Imported) else None
    if qualname is None or qualname == "jax" or qualname.startswith("jax."):
        return None
    return qualname


def partial_of_import(semantics: Semantics, node: ast.expr, scope) -> Optional[tuple]:
    """(the dotted name of another module's def, how many positional parameters partial
    binds, the keywords it binds) when ``node`` is ``functools.partial(model.loss, ...)``,
    or a name bound once to one; None otherwise."""
    if isinstance(node, ast.Name):  # ``step = partial(loss, cfg)`` then ``jax.jit(step)``
        held = semantics.names.value_of(node, scope)
        node, scope = (None, scope) if held is None else (held.value, held.scope)
    if not isinstance(node, ast.Call) or not node.args or has_star_args(node) or any(
            item.arg is None for item in node.keywords) or semantics.qualified_name(node.func, scope) != PARTIAL:
        return None
    target = imported_name(semantics, first_positional(node), scope)
    if target is None:
        return None
    return target, len(node.args) - 1, tuple(sorted(item.arg for item in node.keywords))


def may_name_project(semantics: Semantics, node: ast.expr, scope, known: dict) -> bool:
    """``node`` (``loss``, ``model.loss``) may be a dotted name of the project through the
    module's imports (:func:`imported_name`): the name it starts with is bound by an import
    of the project's, or by an alias (``dense = nn.Dense``), or names a definition pasted
    here.  Of a call of anything else (``len(x)``, ``self.f(x)``, ``jnp.ones(3)``) the name
    is not asked.  ``known``: the answers so far, by (name, scope)."""
    while isinstance(node, ast.Attribute):
        node = node.value
    if not isinstance(node, ast.Name):
        return False
    key = (node.id, scope)
    found = known.get(key)
    if found is None:
        pasted = semantics.pasted
        project = semantics.project
        tops = project.top_names if project is not None else None
        found = known[key] = pasted is not None and node.id in pasted.names or any(
            isinstance(binding, Imported) and (tops is None or binding.qualname.split(".", 1)[0] in tops)
            or isinstance(binding, Assigned) and isinstance(binding.value, (ast.Name, ast.Attribute))
            for binding in scope.lookup(node.id) or ())
    return found


def imported_only(semantics: Semantics, name: ast.Name, scope) -> Optional[str]:
    """Of a call on ``name`` (``jnp.ones(3)``, ``len(x)``, ``agent.act(x)``) where the name
    is bound by no assignment nor parameter (no instance the model knows of): the dotted
    name of the project it imports, where the index may find an instance ("" none); None
    for any other name (``self``, an assigned one), whose instance is asked of the model."""
    bindings = scope.lookup(name.id)
    if scope.is_self(name) or any(isinstance(binding, (Assigned, Param)) for binding in bindings or ()):
        return None
    if not isinstance(the_one(bindings), Imported):
        return ""
    target = imported_name(semantics, name, scope)
    project = semantics.project
    if target is None or not resolvable(semantics, target) or (
            project is not None and project.modules is not None and target in project.modules):
        return ""  # (``nnx.Linear(...)``: a module of the project holds functions and classes, not an instance)
    return target


# Values a plain call's facts may read (CALLED: every call of an imported def, most of them
# in code no trace enters, where a value's kind is asked for the summary alone).
CALLED_BUDGET = 20


def handed_facts(semantics: Semantics, call: ast.Call, scope, entry: Optional[Entry]) -> Optional[tuple]:
    """What ``call`` hands each parameter, as :class:`Handed` facts; None with ``*args``
    (or when proving them reads more than a bounded question may)."""
    if entry is None:
        found = semantics.bounded(lambda: _handed_facts(semantics, call, scope, entry), None, CALLED_BUDGET)
        if found is not None or any(isinstance(a, ast.Starred) for a in call.args) or any(
                k.arg is None for k in call.keywords):
            return found
        return _flags_beside(semantics, call, scope)
    return semantics.bounded(lambda: _handed_facts(semantics, call, scope, entry), None)


def _flags_beside(semantics: Semantics, call: ast.Call, scope) -> Optional[tuple]:
    """The facts of a plain call whose arguments together cost more than a bound: each flag
    read off a config, a dict or parsed arguments (``config.use_dropout``) within a bound
    of its own, beside arguments that cost too much (``params``, rebound by the step it is
    handed to) and prove nothing; None when none of them proves anything."""
    found, proven = [], False
    for slot, value in [*enumerate(call.args), *((k.arg, k.value) for k in call.keywords)]:
        fact = semantics.bounded(lambda: facts(semantics, [(slot, value)], scope, None)[0], None, CALLED_BUDGET) if (
            isinstance(value, (ast.Attribute, ast.Subscript))) else None
        cheap = _fact(slot=slot, none=isinstance(value, ast.Constant) and value.value is None, number=is_number(value))
        proven = proven or fact is not None and fact != cheap
        found.append(fact or cheap)
    return tuple(found) if proven else None


def _handed_facts(semantics: Semantics, call: ast.Call, scope, entry: Optional[Entry]) -> Optional[tuple]:
    """``entry`` None: a plain call (CALLED), the facts every way its def may take them."""
    if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
        return None
    return facts(semantics, [*enumerate(call.args), *((k.arg, k.value) for k in call.keywords)], scope, entry)


def facts(semantics: Semantics, slots: list, scope, entry: Optional[Entry]) -> tuple:
    """The :class:`Handed` facts of each (slot, argument) of ``slots``, handed on through ``entry``."""
    untraced = isinstance(scope.node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) and (
        semantics.traced_params(scope) is None)
    fed = entry is None and untraced and _fed_from_project(semantics, scope)
    found = []
    for slot, value in slots:
        none = isinstance(value, ast.Constant) and value.value is None
        if entry is None:
            passed = _passed_on(semantics, slot, value, scope) if fed and isinstance(value, ast.Name) else None
            if passed is not None:
                found.append(passed)
                continue
            if untraced and not isinstance(value, (ast.Call, ast.Constant)):
                # in a def no trace enters, only what the argument's own expression builds is
                # asked: following its names back (to what the def's callers hand it) for
                # every call of an imported def costs more than project mode may (an absl flag,
                # ``FLAGS.training``, is read off its definition: one Python scalar, as jit stages it)
                found.append(_fact(slot=slot, none=none, number=is_number(value), instance=instance_of(
                    semantics, value, scope), apply_fn=_apply_fn_of(semantics, value, scope),
                    leaf=isinstance(value, ast.Attribute) and semantics.leaves.configs.absl_scalar(value, scope),
                    function=library_function(semantics, value, scope)))
                continue
            kind = semantics.value_kind(value, scope)
            if isinstance(value, ast.Constant) and type(value.value) in _CONSTANTS:
                found.append(_constant_fact(semantics, slot, value, scope, kind))
                continue
            found.append(_called_fact(semantics, slot, value, scope, kind))
            continue
        as_it_is = {}  # handed as it is (a plain call in traced code): a JAX array, traced or concrete
        if entry is Entry.DIRECT:
            kind = semantics.value_kind(value, scope)
            leaf = kind == ValueKind.TRACED_ARRAY
            as_it_is = {"traced": leaf, "jax_array": is_array(kind)}
        else:
            leaf = semantics.leaves.leaf(value, scope, entry)
        array = semantics.arrays.expression(value, scope, entry)
        shape = _shape_facts(semantics, value, scope) if entry is not Entry.MAPPED else {}
        items = literal_sequence(value)
        leaves = tuple(semantics.leaves.leaf(item, scope, entry) for item in items) if (
            items and entry is not Entry.DIRECT) else ()  # (as it is, an element is a tracer only if traced)
        found.append(Handed(slot, array, leaf, none, instance=instance_of(semantics, value, scope),
                            apply_fn=_apply_fn_of(semantics, value, scope), leaves=leaves,
                            dtype=semantics.dtype_kind(value, scope) or "", **shape, **as_it_is))  # transforms keep the kind
    return tuple(found)


def _fed_from_project(semantics: Semantics, scope) -> bool:
    """``scope`` is a def of the module that calls in other modules hand facts."""
    project = semantics.project
    return project is not None and scope.parent is semantics.module_scope and isinstance(
        scope.node, (ast.FunctionDef, ast.AsyncFunctionDef)) and bool(project.fed(scope.node.name))


def _passed_on(semantics: Semantics, slot, value: ast.Name, scope) -> Optional[Handed]:
    """A parameter of the module's def ``scope``, which no trace enters and calls in other
    modules hand facts, handed on as it is (``step(x, training)`` in ``def run_epoch(xs,
    training)``): what all of them prove of it, and whether jit would stage it one tracer
    (read as a call of this module would be: :class:`.values.proofs.LeafProof`)."""
    bindings = scope.bindings.get(value.id)
    if not bindings or not all(isinstance(b, Param) for b in bindings) or value.id in semantics.mutated_names:
        return None
    incoming = semantics.handed_from_project(scope, value.id)
    if not incoming or any(how != Entry.DIRECT.value for _, how in incoming):
        return None
    first = incoming[0][0].__dict__
    common = {field: held for field, held in first.items()
              if all(handed.__dict__[field] == held for handed, _ in incoming[1:])} if len(incoming) > 1 else {**first}
    common.update(slot=slot, leaf=semantics.leaves.leaf(value, scope, Entry.STAGED))
    return _fact(**common)


def _called_fact(semantics: Semantics, slot, value: ast.expr, scope, kind: ValueKind) -> Handed:
    """What a plain call hands the parameter ``slot`` in ``value`` (of value kind ``kind``)."""
    return _fact(
        slot=slot, array=semantics.arrays.expression(value, scope, Entry.DIRECT),
        leaf=semantics.leaves.leaf(value, scope, Entry.STAGED),
        none=isinstance(value, ast.Constant) and value.value is None,
        traced=kind == ValueKind.TRACED_ARRAY, number=is_number(value),
        numpy=isinstance(value, ast.Call) and semantics.qualified_name(value.func, scope) in NUMPY_ARRAYS,
        mask=semantics.masks.boolean_array(value, scope), dtype=semantics.dtype_kind(value, scope) or "",
        python_int=semantics.sequences.is_int(value, scope), jax_array=is_array(kind),
        sequence=semantics.sequences.kind(value, scope) or "", instance=instance_of(semantics, value, scope),
        container=semantics.containers.expression_kind(value, scope) or "",
        apply_fn=_apply_fn_of(semantics, value, scope), **_shape_facts(semantics, value, scope),
        key=semantics.key_values.holds(value, scope),
        untraceable="" if is_array(kind) else handed_untraceable(semantics, value, scope) or "",
        function=library_function(semantics, value, scope),
    )


def library_function(semantics: Semantics, value: ast.expr, scope) -> str:
    """The dotted name of the library function ``value`` names (``jax.lax.while_loop``, or
    ``while_loop`` imported from ``jax.lax``), "" unknown: a name or dotted name whose root the
    module imports, a few dictionary lookups."""
    root = value
    while isinstance(root, ast.Attribute):
        root = root.value
    if not isinstance(root, ast.Name) or not isinstance(semantics.names.binding(root.id, scope), Imported):
        return ""
    return semantics.qualified_name(value, scope) or ""


_DEFAULTS = {field.name: field.default for field in fields(Handed)}


def _fact(**given) -> Handed:
    """``Handed(**given)``, without the frozen record's field-by-field ``__init__`` (a plain
    record: its fields are its ``__dict__``): a solve makes one for each argument of each
    plain call of an imported def."""
    fact = object.__new__(Handed)
    fact.__dict__.update(_DEFAULTS, **given)
    return fact


# A literal's facts are its own (no binding, no scope: ``0`` is an int of rank 0 wherever it
# is written): asked once for each literal and value kind, out of the 12 questions of a value.
_CONSTANTS = frozenset({int, float, complex, bool, str, bytes, type(None), type(...)})
_CONSTANT_FACTS: dict = {}  # (type, value, value kind) -> Handed's fields but its slot


def _constant_fact(semantics: Semantics, slot, value: ast.Constant, scope, kind: ValueKind) -> Handed:
    key = (type(value.value), value.value, kind)
    known = _CONSTANT_FACTS.get(key)
    if known is None:
        if len(_CONSTANT_FACTS) > 4096:  # (a server lints for hours)
            _CONSTANT_FACTS.clear()
        known = _CONSTANT_FACTS[key] = {**_called_fact(semantics, slot, value, scope, kind).__dict__}
        del known["slot"]
    return _fact(slot=slot, **known)


def instance_of(semantics: Semantics, value: ast.expr, scope) -> str:
    """The dotted name of the class of the project ``value`` is an instance of, as this
    module imports it ("" unknown): the index resolves it to the class."""
    cls = semantics.instances.imported_class_of(value, scope)
    return cls if cls is not None and in_project(semantics, cls) else ""


def _apply_fn_of(semantics: Semantics, value: ast.expr, scope) -> str:
    """The dotted name of the class of the project whose ``apply`` the TrainState ``value``
    holds as its apply_fn, as this module imports it ("" unknown)."""
    cls = imported_apply_fn_owner(semantics.instances, value, scope)
    return cls if cls is not None and in_project(semantics, cls) else ""


def _shape_facts(semantics: Semantics, value: ast.expr, scope) -> dict:
    """The shape, exact rank and least rank the module proves of ``value`` (or of the
    entries of the dict it is), as Handed's fields."""
    shapes = semantics.shapes
    shape = shapes.shape_of(value, scope)
    if shape is not None:
        return {"shape": shape, "rank": len(shape), "least_rank": len(shape)}
    literal = value
    if isinstance(value, ast.Name):
        held = semantics.value_of(value, scope)
        literal = held.value if held is not None else None
    if isinstance(literal, ast.Dict):  # ``{"image": jnp.ones((16, 28)), "label": ...}``
        keys = {key.value for key in literal.keys if isinstance(key, ast.Constant) and isinstance(key.value, str)}
        found = ((key, shapes.entry_shape(value, key, scope, 0)) for key in sorted(keys))
        return {"entries": tuple((key, shape) for key, shape in found if shape is not None)}
    # (neither rank asks its shape again)
    return {"rank": shapes.exact_rank(value, scope, unshaped=True),
            "least_rank": shapes.rank_at_least(value, scope, unshaped=True)}


def _stages_arguments(layers: tuple) -> bool:
    """Layers that stage every argument they do not keep static, mapping none (jit, and
    the transforms that hand arguments on): what such a call hands arrives as a tracer."""
    return any(layer.spec.stages for layer in layers) and not any(layer.spec.maps for layer in layers)


def _maps_every_argument(layers: tuple) -> bool:
    """Known layers, none configured (``in_axes`` left at 0), each staging or mapping, one
    mapping at least (``jax.vmap(model.f)``): every argument arrives as vmap maps it."""
    return any(layer.spec.maps for layer in layers if layer.known) and all(
        layer.known and not layer.configured and not layer.decorator and (layer.spec.maps or layer.spec.stages)
        for layer in layers
    )


def _through(layers: tuple) -> Optional[Entry]:
    """How the arguments of a call through ``layers`` arrive: staged (``jax.jit(f)(x)``),
    filtered (``eqx.filter_jit(f)(x, 128)``: its arrays only), mapped (``jax.vmap(f)(xs)``),
    or None (unknown)."""
    if _stages_arguments(layers):
        staging = [layer for layer in layers if layer.spec.stages]
        return Entry.FILTERED if all(layer.spec.traces_arrays_only for layer in staging) else Entry.STAGED
    return Entry.MAPPED if _maps_every_argument(layers) else None


def _differentiated_positions(layers: tuple) -> Optional[frozenset]:
    """The positions one grad-like layer alone differentiates (``jax.grad(f)``: 0, its
    literal ``argnums`` otherwise); None for any other layers."""
    if len(layers) != 1 or not layers[0].known:
        return None
    layer = layers[0]
    spec = layer.spec
    if not spec.differentiates or spec.stages or spec.maps:
        return None
    argnums = layer.option("argnums", spec.argnums_position)
    positions = {0} if argnums is None else const_int_set(argnums)
    if positions is None or any(position < 0 for position in positions):
        return None
    return frozenset(positions)


def _mapped_positions(layers: tuple, call: ast.Call) -> Optional[frozenset]:
    """The arguments one vmap-like layer alone maps, by position (its keywords are mapped
    too), when its literal in_axes leaves some unmapped (``jax.vmap(f, in_axes=(0, None))``:
    0 and the keywords; the rest reach the def as they are); None for any other layers."""
    if len(layers) != 1 or not layers[0].known:
        return None
    layer = layers[0]
    spec = layer.spec
    if not spec.only_maps or spec.module_first or spec.traces_arrays_only or layer.hides_options:
        return None
    axes = Transforms.axes_per_argument(layer.in_axes(), len(call.args))
    if axes is None or None not in axes:
        return None  # (every argument mapped: see _through)
    return frozenset([i for i, axis in enumerate(axes) if axis is not None] + [k.arg for k in call.keywords])


def fed_through(semantics: Semantics, call: ast.Call, scope, layers: tuple) -> list:
    """(Entry, Handed facts) of what ``call``, through ``layers``, hands the def they wrap:
    every argument staged or mapped alike, or (``jax.grad(f)(w, x)``) the differentiated
    ones as grad hands them and the rest as they are."""
    through = _through(layers)
    if through is not None:
        handed = handed_facts(semantics, call, scope, through)
        return [(through, handed)] if handed else []
    if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
        return []
    positions, through = _differentiated_positions(layers), Entry.DIFFERENTIATED
    if positions is None:
        positions, through = _mapped_positions(layers, call), Entry.MAPPED
    if positions is None:
        return []
    slots = [*enumerate(call.args), *((k.arg, k.value) for k in call.keywords)]
    found = []
    for entry, chosen in ((through, [s for s in slots if s[0] in positions]),
                          (Entry.DIRECT, [s for s in slots if s[0] not in positions])):
        handed = semantics.bounded(lambda: facts(semantics, chosen, scope, entry), None) if chosen else None
        if handed:
            found.append((entry, handed))
    return found


def framework_run(semantics: Semantics, call: ast.Call, scope, info, target: str, attribute: str,
                  site: str) -> Optional[Outgoing]:
    """``model.init(rng, x, True)`` (``attribute``) of an instance of ``info``, a linen
    module class of another module pasted here (``target``, its dotted name there): what the
    call hands its ``__call__`` (after the rng), as a call of that module would hand it.
    (An eager ``apply``'s is not asked, nor an init of a class not pasted: tests apply and
    init models by the hundred.)"""
    if attribute not in FRAMEWORK_INITS or any(k.arg == "method" for k in call.keywords):
        return None
    base = semantics.classes.framework(info)
    if base is None or not base.applies:
        return None
    handed = handed_facts(semantics, call, scope, None)
    return Outgoing(target, MethodEntry("", attribute, (), (), Tracing.NONE.value, site, handed=handed)) if (
        handed) else None


def imported_apply_fn_owner(instances: Instances, value: ast.expr, scope: Scope, depth: int = 0) -> Optional[str]:
    """The dotted name of the imported linen module class whose ``apply`` the TrainState
    ``value`` holds (``TrainState.create(apply_fn=model.apply, ...)``, ``model`` an
    instance of it), as :meth:`.Instances._apply_fn_owner` finds a class of this module."""
    if depth > MAX_DEPTH:
        return None
    if isinstance(value, ast.Name):
        held = instances.names.value_of(value, scope)
        return None if held is None else imported_apply_fn_owner(instances, held.value, held.scope, depth + 1)
    if not isinstance(value, ast.Call) or instances.names.qualified_name(value.func, scope) not in TRAIN_STATE_CREATE:
        return None
    applied = keyword(value, APPLY_FN_FIELD)
    if not (isinstance(applied, ast.Attribute) and applied.attr == "apply"):
        return None
    return instances.imported_instance(applied.value, scope)


def imported_train_state_model(semantics: Semantics) -> Optional[str]:
    """The dotted name of the imported linen module class whose ``apply`` every
    ``TrainState.create(apply_fn=model.apply)`` of the module is given (``create_state``
    builds the state from ``MLP`` of model.py): what ``state.apply_fn(v, x)`` runs."""
    owners = {
        imported_apply_fn_owner(semantics.instances, call, scope)
        for scope in semantics.scopes for call in scope.calls
        if semantics.qualified_name(call.func, scope) in TRAIN_STATE_CREATE
    }
    return owners.pop() if len(owners) == 1 and None not in owners else None
