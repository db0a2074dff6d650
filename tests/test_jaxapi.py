"""The JAX tables of ``semantics/jaxapi.py`` hold under the pinned JAX.

``NUMPY_ON_TRACER`` (JXM009) and ``STATIC_ARGUMENTS``/``STATIC_METHOD_ARGUMENTS``/
``SLICE_ERROR``/``GRID_SLICE_ERROR`` (JXM010) were generated once from their probes run under jax 0.10.2 and
0.4.38.  Here the probes run again, in a subprocess under ``JAXMUSEUM_JAX_PYTHON`` (the
linter never imports JAX), and every claim of the tables must be backed by a template the
probe ran: each argument slot raises what the table says, under jit and vmap; grad and the
jax.numpy twin as claimed.
"""

from __future__ import annotations

import ast

import pytest

from conftest import PROBES, JaxRun, needs_jax
from flake8_jaxmuseum.semantics.jaxapi import (
    GRID_INDEXERS,
    GRID_SLICE_ERROR,
    NUMPY_ON_TRACER,
    NUMPY_TRACER_METHODS,
    SLICE_ERROR,
    STATIC_ARGUMENTS,
    STATIC_METHOD_ARGUMENTS,
)

MODULES = {"jnp": "jax.numpy", "lax": "jax.lax"}


PROBE_RUNS = {name: JaxRun.script(PROBES / f"{name}.py") for name in ("numpy_on_tracer", "static_positions")}
# Declared, so both start with every other file under JAX, at collection (the first takes
# half a minute: it should not start last).
pytestmark = needs_jax(*PROBE_RUNS.values())


@pytest.fixture(scope="module")
def jaxapi_probe_runs(jax_service) -> dict:
    """Both probes, run side by side."""
    runs = PROBE_RUNS
    jax_service.start(list(runs.values()), urgent=True)
    results = {}
    for name, run in runs.items():
        outcome = jax_service.outcome(run)
        assert "templates" in outcome, outcome
        results[name] = outcome["templates"]
    return results


def _holders(call: ast.Call, name: str) -> list:
    """(position, keyword, argument) of the arguments of ``call`` that mention ``name``."""
    def mentions(node):
        return any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(node))

    return [(i, None, a) for i, a in enumerate(call.args) if mentions(a)] + [
        (None, k.arg, k.value) for k in call.keywords if mentions(k.value)
    ]


def _matches(slot, position, keyword) -> bool:
    return (position is not None and position == slot.position) or (keyword is not None and keyword == slot.keyword)


# ---------------------------------------------------------------------------- JXM009


def _numpy_templates(results: dict) -> dict:
    """NumPy name -> [(call, record)]."""
    found = {}
    for template, record in results.items():
        call = ast.parse(template, mode="eval").body
        found.setdefault(ast.unparse(call.func)[len("np."):], []).append((call, record))
    return found


def test_every_numpy_slot_raises_under_jit_and_vmap(jaxapi_probe_runs):
    templates = _numpy_templates(jaxapi_probe_runs["numpy_on_tracer"])
    for name, entry in NUMPY_ON_TRACER.items():
        for slot in entry.slots:
            runs = [
                record for call, record in templates.get(name, [])
                if len(_holders(call, "t")) == 1 and _matches(slot, *_holders(call, "t")[0][:2])
            ]
            assert runs, f"numpy.{name}: no probe template puts the tracer in {slot}"
            for record in runs:
                assert record["jit"] == record["vmap"] == "RAISES", (name, slot, record)
            if slot in entry.grad_slots:
                assert all(record["grad"] == "RAISES" for record in runs), (name, slot, runs)


def test_every_numpy_twin_computes_the_same(jaxapi_probe_runs):
    templates = _numpy_templates(jaxapi_probe_runs["numpy_on_tracer"])
    for name, entry in NUMPY_ON_TRACER.items():
        for arity in entry.twin_arities:
            runs = [
                record for call, record in templates.get(name, [])
                if len(call.args) == arity and {k.arg for k in call.keywords} <= entry.twin_keywords
            ]
            assert runs, f"jax.numpy.{name}: no probe template with {arity} positional arguments"
            assert all(record["twin"] == "same" for record in runs), (name, arity, runs)
        for keyword in entry.twin_keywords:
            assert any(
                record["twin"] == "same" and keyword in {k.arg for k in call.keywords}
                for call, record in templates.get(name, [])
            ), f"jax.numpy.{name}: keyword {keyword} not verified"


def test_every_numpy_method_call_returns_a_tracer(jaxapi_probe_runs):
    templates = _numpy_templates(jaxapi_probe_runs["numpy_on_tracer"])
    for name in NUMPY_TRACER_METHODS:
        runs = [record for call, record in templates.get(name, []) if _holders(call, "t")]
        assert runs, f"numpy.{name}: no probe template"
        for record in runs:
            assert record["jit"] == record["vmap"] == record["grad"] == "RETURNS TRACER", (name, record)


# ---------------------------------------------------------------------------- JXM010


def _owner(call: ast.Call) -> str:
    func = call.func
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id in ("x", "x2", "x3"):
        return "." + func.attr
    dotted = ast.unparse(func).split(".")
    return ".".join([MODULES.get(dotted[0], dotted[0]), *dotted[1:]])


def _raised(record: dict, error) -> bool:
    return record["outcome"] == "RAISES" and error.exception in record["mro"] and error.message in record["message"]


def test_every_static_slot_raises_what_the_table_says(jaxapi_probe_runs):
    results = jaxapi_probe_runs["static_positions"]
    calls = []
    for template, record in results.items():
        node = ast.parse(template, mode="eval").body
        if isinstance(node, ast.Call) and not any(isinstance(n, ast.Slice) for n in ast.walk(node)):
            assert record["eager"] == "WORKS", template
            calls.append((node, record))
    tables = [(qualname, statics) for qualname, statics in STATIC_ARGUMENTS.items()]
    tables += [("." + method, statics) for method, statics in STATIC_METHOD_ARGUMENTS.items()]
    for owner, statics in tables:
        for static in statics:
            for error, in_tuple in ((static.error, False), (static.tuple_error, True)):
                if error is None:
                    continue
                runs = []
                for call, record in calls:
                    holders = _holders(call, "n")
                    if _owner(call) != owner or len(holders) != 1:
                        continue
                    position, keyword, value = holders[0]
                    if static.variadic:
                        hit = position is not None and position >= static.slot.position
                    else:
                        hit = _matches(static.slot, position, keyword)
                    if hit and isinstance(value, (ast.Tuple, ast.List)) == in_tuple:
                        runs.append(record)
                what = "a tuple holding a tracer" if in_tuple else "a tracer"
                assert runs, f"{owner}: no probe template puts {what} in {static.slot}"
                for record in runs:
                    for transform in ("jit", "vmap"):
                        assert _raised(record[transform], error), (owner, static.slot, transform, record[transform])


def _sliced_grid(template: str):
    """The index trick a template slices (``jnp.mgrid[0:n]``: jax.numpy.mgrid), or None."""
    node = ast.parse(template, mode="eval").body
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute):
        return _owner(ast.Call(node.value, [], []))
    return None


def test_every_traced_slice_raises_index_error(jaxapi_probe_runs):
    slices = [
        (template, record) for template, record in jaxapi_probe_runs["static_positions"].items()
        if any(isinstance(n, ast.Slice) for n in ast.walk(ast.parse(template, mode="eval")))
    ]
    assert slices
    grids = set()
    for template, record in slices:
        grid = _sliced_grid(template)
        grids.add(grid)
        error = GRID_SLICE_ERROR if grid in GRID_INDEXERS else SLICE_ERROR
        for transform in ("jit", "vmap"):
            assert _raised(record[transform], error), (template, transform, record[transform])
            if grid in GRID_INDEXERS:  # "slice start of jnp.mgrid", on the message's next line
                assert f"of jnp.{grid.rpartition('.')[2]}" in record[transform]["message"], (template, transform)
    assert GRID_INDEXERS <= grids


# ---------------------------------------------------------------------------- JXM017

INT_KEYS_RUN = JaxRun.script(PROBES / "int_keys.py")


@needs_jax(INT_KEYS_RUN)
def test_the_key_takers_are_the_functions_an_int_key_breaks(jax_service):
    from flake8_jaxmuseum.semantics.jaxapi import INVALID_KEY_ERROR, KEY_TAKERS

    outcome = jax_service.outcome(INT_KEYS_RUN)
    assert "functions" in outcome, outcome
    functions = outcome["functions"]
    raising = {name for name, record in functions.items() if record["int"] == "raised"}
    assert raising == KEY_TAKERS & set(functions)  # multinomial is new in 0.10.2
    assert KEY_TAKERS - set(functions) <= {"multinomial"}
    for name in raising:
        record = functions[name]
        assert record["type"] == "TypeError" and record["message"].startswith(INVALID_KEY_ERROR), (name, record)
        assert record["key_runs"], (name, record)  # the probe's other arguments are sensible


@needs_jax(INT_KEYS_RUN)
def test_the_framework_key_takers_are_those_an_int_key_breaks(jax_service):
    """Every equinox layer of KEYED_CONSTRUCTORS raises on ``key=0`` as jax.random does; a
    linen module's init, init_with_output and apply raise on an int rngs (or an int in a
    dict of streams) with INVALID_RNG_ERRORS; haiku's transformed init and apply run."""
    from flake8_jaxmuseum.semantics.jaxapi import INVALID_KEY_ERROR, INVALID_RNG_ERRORS, KEYED_CONSTRUCTORS, LINEN_RNG_TAKERS

    outcome = jax_service.outcome(INT_KEYS_RUN)
    frameworks = outcome["frameworks"]
    assert {name for name in frameworks if name.startswith("equinox.")} == KEYED_CONSTRUCTORS
    for name in KEYED_CONSTRUCTORS:
        record = frameworks[name]
        assert record["int"] == "raised" and record["type"] == "TypeError", (name, record)
        assert record["message"].startswith(INVALID_KEY_ERROR) and record["key_runs"], (name, record)
    assert set(LINEN_RNG_TAKERS) <= {name.split(" ")[1] for name in frameworks if name.startswith("flax.linen ")}
    for name, record in frameworks.items():
        if name.startswith("flax.linen "):
            assert record["int"] == "raised", (name, record)
            assert any(exception in record["mro"] and message in record["message"]
                       for exception, message in INVALID_RNG_ERRORS), (name, record)
    assert frameworks["haiku init"]["int"] == frameworks["haiku apply"]["int"] == "ran"


# ---------------------------------------------------------------------------- JXM016

LIST_ARGUMENTS_RUN = JaxRun.script(PROBES / "list_arguments.py")


@needs_jax(LIST_ARGUMENTS_RUN)
def test_the_list_rejecting_functions_are_those_a_list_breaks(jax_service):
    from flake8_jaxmuseum.semantics.jaxapi import (
        LIST_ARGUMENT_ERROR,
        LIST_ELEMENT_REJECTING,
        LIST_ELEMENT_REJECTING_ON_ONE_VERSION,
        LIST_REJECTING,
        LIST_REJECTING_ON_ONE_VERSION,
    )

    outcome = jax_service.outcome(LIST_ARGUMENTS_RUN)
    assert "functions" in outcome, outcome
    functions = outcome["functions"]

    def rejects(record) -> bool:  # a list of ints, a tuple of ints and a list of arrays alike
        return all(
            record[given]["raised"]
            and record[given]["type"] == "TypeError"
            and LIST_ARGUMENT_ERROR in record[given]["message"]
            and "at position 0" in record[given]["message"]
            for given in ("list", "tuple", "list_of_arrays")
        )

    raising = {name for name, record in functions.items() if rejects(record)}
    assert LIST_REJECTING <= raising, sorted(LIST_REJECTING - raising)
    assert raising - LIST_REJECTING <= LIST_REJECTING_ON_ONE_VERSION, sorted(raising - LIST_REJECTING)
    # The sequence-taking functions take one.
    for name in ("array", "asarray", "stack", "concatenate", "hstack", "vstack", "column_stack", "block"):
        assert not functions[name]["list_of_arrays"]["raised"], (name, functions[name])
    # Of those, the ones that refuse a list among the elements.
    refusing = {
        name for name in ("array", "asarray", "stack", "concatenate", "hstack", "vstack", "dstack", "column_stack", "block")
        if functions[name]["list_of_lists"]["raised"] and LIST_ARGUMENT_ERROR in functions[name]["list_of_lists"]["message"]
    }
    assert LIST_ELEMENT_REJECTING <= refusing, sorted(LIST_ELEMENT_REJECTING - refusing)
    assert refusing - LIST_ELEMENT_REJECTING <= LIST_ELEMENT_REJECTING_ON_ONE_VERSION, sorted(refusing)
    # Argument 1 after an array: the table is exactly the functions that run with an array
    # there and raise "at position 1" for a list and a tuple.
    from flake8_jaxmuseum.semantics.jaxapi import LIST_REJECTING_SECOND

    second = {
        name for name, record in outcome["second"].items()
        if not record["array"]["raised"] and all(
            record[given]["raised"] and record[given]["type"] == "TypeError"
            and LIST_ARGUMENT_ERROR in record[given]["message"] and "at position 1" in record[given]["message"]
            for given in ("list", "tuple")
        )
    }
    assert LIST_REJECTING_SECOND == second, (sorted(LIST_REJECTING_SECOND ^ second))
    # By keyword: exactly those of them whose parameter 1 takes one and refuse a list given so.
    from flake8_jaxmuseum.semantics.jaxapi import LIST_REJECTING_SECOND_KEYWORDS

    by_keyword = {
        name: outcome["second"][name]["keyword"] for name in second
        if "keyword" in outcome["second"][name] and outcome["second"][name]["list_by_keyword"]["raised"]
        and LIST_ARGUMENT_ERROR in outcome["second"][name]["list_by_keyword"]["message"]
    }
    assert LIST_REJECTING_SECOND_KEYWORDS == by_keyword, sorted(set(LIST_REJECTING_SECOND_KEYWORDS.items()) ^ set(
        by_keyword.items()))
    # JAX's tree utilities that hand back a list of the leaves (or, flattening, a tuple whose
    # element 0 is that list), which jax.numpy refuses.
    from flake8_jaxmuseum.semantics.jaxapi import TREE_FLATTENS, TREE_LEAVES

    tree = outcome["tree"]
    assert set(tree) == TREE_LEAVES | TREE_FLATTENS, sorted(tree)
    for name, record in tree.items():
        assert record["type"] == ("tuple" if name in TREE_FLATTENS else "list"), (name, record)
        assert record["leaves_type"] == "list", (name, record)
        assert record["norm"]["raised"] and LIST_ARGUMENT_ERROR in record["norm"]["message"], (name, record)


# ---------------------------------------------------------------------------- JXM018

INTEGER_INPUTS_RUN = JaxRun.script(PROBES / "integer_inputs.py")


@needs_jax(INTEGER_INPUTS_RUN)
def test_the_integer_rejecting_grads_and_the_integer_values_hold(jax_service):
    from flake8_jaxmuseum.rules import RULES_BY_CODE
    from flake8_jaxmuseum.semantics import Semantics
    from flake8_jaxmuseum.semantics.jaxapi import INTEGER_REJECTING_GRADS

    outcome = jax_service.outcome(INTEGER_INPUTS_RUN)
    assert "transforms" in outcome, outcome
    messages = [r.message for r in RULES_BY_CODE["JXM018"].raises]
    for name, record in outcome["transforms"].items():
        assert INTEGER_REJECTING_GRADS[f"jax.{name}"] == record["allow_int_position"], (name, record)
        for given in ("int", "int_array", "key", "raw_key"):
            raised = record[given]
            assert raised["raised"] and raised["type"] == "TypeError", (name, given, raised)
            assert any(message in raised["message"] for message in messages), (name, given, raised)
        assert not record["float"]["raised"], (name, record)
        assert not record.get("allow_int", {"raised": False})["raised"], (name, record)
        assert not record.get("allow_int_raw_key", {"raised": False})["raised"], (name, record)
    assert set(INTEGER_REJECTING_GRADS) == {f"jax.{name}" for name in outcome["transforms"]}
    # Every form the model proves a PRNG key holds one, and the model proves each of them.
    for expression, is_key in outcome["keys"].items():
        assert is_key, expression
        tree = ast.parse(f"import jax\nimport jax.numpy as jnp\nvalue = {expression}\n")
        semantics = Semantics(tree)
        assert semantics.key_values.holds(tree.body[-1].value, semantics.module_scope), expression
    # Every form the value model calls integer holds integers under JAX, and the model proves
    # each of them (so the probe's list is the model's, not a list beside it); the float
    # lookalikes hold floats, and the model proves none of them.
    for expression, record in outcome["dtypes"].items():
        is_float = expression in outcome["floats"]
        assert record["integer"] != is_float, (expression, record)
        tree = ast.parse(f"import jax.numpy as jnp\nimport numpy as np\nvalue = {expression}\n")
        semantics = Semantics(tree)
        assert semantics.holds_integers(tree.body[-1].value, semantics.module_scope) != is_float, expression


# ---------------------------------------------------------------------------- JXM019

REVERSE_LOOPS_RUN = JaxRun.script(PROBES / "reverse_loops.py")


@needs_jax(REVERSE_LOOPS_RUN)
def test_the_reverse_mode_transforms_and_the_loops_they_refuse_hold(jax_service):
    from flake8_jaxmuseum.semantics.jaxapi import (
        REVERSE_BLOCKING_LOOPS,
        REVERSE_FORWARDS_UNCHANGED_CARRIES_SINCE,
        REVERSE_LOOP_ERROR,
        TRANSFORMS,
    )
    from flake8_jaxmuseum.semantics.jaxapi.removed_apis import version_key

    outcome = jax_service.outcome(REVERSE_LOOPS_RUN)
    assert "transforms" in outcome, outcome
    for qualname, raised in outcome["transforms"].items():
        assert TRANSFORMS[qualname].reverse_mode == raised["raised"], (qualname, raised)
        assert not raised["raised"] or raised["type"] == "ValueError" and REVERSE_LOOP_ERROR in raised["message"]
    # Every differentiating transform of the table is probed (the frameworks' where they import).
    probed = {name for name, spec in TRANSFORMS.items() if spec.differentiates}
    assert set(outcome["transforms"]) <= probed and {n for n in probed if n.startswith("jax.")} <= set(outcome["transforms"])
    loops = outcome["loops"]
    assert set(REVERSE_BLOCKING_LOOPS) == {"jax.lax.while_loop", "jax.lax.fori_loop"}
    for blocked in ("jax.lax.while_loop", "jax.lax.fori_loop traced bound"):
        assert loops[blocked]["raised"] and REVERSE_LOOP_ERROR in loops[blocked]["message"], (blocked, loops[blocked])
    assert not REVERSE_BLOCKING_LOOPS["jax.lax.while_loop"].bounds and REVERSE_BLOCKING_LOOPS["jax.lax.fori_loop"].bounds
    for runs in ("jax.lax.fori_loop int bound", "counter", "stop_gradient"):
        assert not loops[runs]["raised"], (runs, loops[runs])
    # An element the body hands back unchanged and the cond does not read: a constant of the
    # loop from REVERSE_FORWARDS_UNCHANGED_CARRIES_SINCE on, a carry (and the error) before.
    forwards = version_key(outcome["jax"].split("+")[0].split(".dev")[0]) >= REVERSE_FORWARDS_UNCHANGED_CARRIES_SINCE
    for unchanged in ("unchanged carry", "fori_loop traced bound unchanged carry"):
        raised = loops[unchanged]
        assert raised["raised"] != forwards and (forwards or REVERSE_LOOP_ERROR in raised["message"]), (unchanged, raised)
    read = loops["unchanged carry read by cond"]
    assert read["raised"] and REVERSE_LOOP_ERROR in read["message"], read


# ---------------------------------------------------------------------------- JXM012

BOUND_METHODS_RUN = JaxRun.script(PROBES / "bound_methods.py")


@needs_jax(BOUND_METHODS_RUN)
def test_the_transforms_that_follow_bound_methods_hold(jax_service):
    """Each jax transform the table says follows a bound method traces ``obj.f`` with ``self`` the
    caller's object: what ``f`` stores there outlives the trace, a tracer that raises
    UnexpectedTracerError when used (has_aux too); and every such transform of jax is probed."""
    from flake8_jaxmuseum.semantics.jaxapi import TRANSFORMS

    outcome = jax_service.outcome(BOUND_METHODS_RUN)
    assert "transforms" in outcome, outcome
    for probed, record in outcome["transforms"].items():
        qualname = probed.split(" ")[0]
        assert TRANSFORMS[qualname].follows_bound_methods, probed
        assert "Tracer" in record["held"], (probed, record)
        assert record["raised"] and record["type"] == "UnexpectedTracerError", (probed, record)
    following = {name for name, spec in TRANSFORMS.items() if spec.follows_bound_methods and name.startswith("jax.")}
    assert following == {probed.split(" ")[0] for probed in outcome["transforms"]}


# ---------------------------------------------------------------------------- JXM024

OUTPUT_STRUCTURES_RUN = JaxRun.script(PROBES / "output_structures.py")


@needs_jax(OUTPUT_STRUCTURES_RUN)
def test_the_output_contracts_and_the_dtype_kinds_hold(jax_service):
    from flake8_jaxmuseum.rules import RULES_BY_CODE
    from flake8_jaxmuseum.semantics import Semantics
    from flake8_jaxmuseum.semantics.jaxapi import OUTPUT_CONTRACTS

    outcome = jax_service.outcome(OUTPUT_STRUCTURES_RUN)
    assert "contracts" in outcome, outcome
    assert set(outcome["contracts"]) == set(OUTPUT_CONTRACTS)  # every row probed (the frameworks are installed)
    messages = [r.message for r in RULES_BY_CODE["JXM024"].raises]
    for qualname, calls in outcome["contracts"].items():
        for name, raised in calls.items():
            if name.startswith("ok"):
                assert not raised["raised"], (qualname, name, raised)  # weak types promote; a list pair is a pair
                continue
            assert raised["raised"] and raised["type"] == "TypeError", (qualname, name, raised)
            assert any(message in raised["message"] for message in messages), (qualname, name, raised)
    # Each kind the value model proves is the kind JAX gives, and the model proves every one.
    prelude = "import jax\nimport jax.numpy as jnp\nx = jnp.ones(3)\ni = jnp.arange(3)\n"
    for expression, kind in outcome["expected_kinds"].items():
        assert outcome["kinds"][expression] == kind, (expression, outcome["kinds"][expression])
        tree = ast.parse(f"{prelude}value = {expression}\n")
        semantics = Semantics(tree)
        assert semantics.dtype_kind(tree.body[-1].value, semantics.module_scope) == kind, expression
    # Each value the model proves strongly typed is (JAX's weak_type is False), and each weak
    # lookalike is weak and not proven strong.
    for expression, strong in outcome["expected_strong"].items():
        assert outcome["strong"][expression] == strong, (expression, outcome["strong"][expression])
        tree = ast.parse(f"import numpy as np\n{prelude}value = {expression}\n")
        semantics = Semantics(tree)
        found = semantics.dtype_kinds.strong_kind(tree.body[-1].value, semantics.module_scope)
        assert (found is not None) == strong, (expression, found)


# ---------------------------------------------------------------------------- handlers

ERROR_BASES_RUN = JaxRun.script(PROBES / "error_bases.py")


@needs_jax(ERROR_BASES_RUN)
def test_the_error_hierarchy_is_jaxs(jax_service):
    from flake8_jaxmuseum.semantics.jaxapi.errors import JAX_ERROR_BASES

    outcome = jax_service.outcome(ERROR_BASES_RUN)
    found = {name: tuple(b for b in bases if not b.startswith("_")) for name, bases in outcome["bases"].items()}
    assert found == JAX_ERROR_BASES


# ---------------------------------------------------------------------------- frameworks

FRAMEWORK_RUN = JaxRun.script(PROBES / "framework_facts.py")


@needs_jax(FRAMEWORK_RUN)
def test_the_framework_tables_are_what_flax_equinox_and_haiku_do(jax_service):
    from flake8_jaxmuseum.semantics.jaxapi import ARRAY_LAYERS, FRAMEWORK_TWINS, LAX_PRIMITIVES, MODULE_BASES, TRANSFORMS
    from flake8_jaxmuseum.semantics.jaxapi.frameworks import TRANSFORMED, WITHOUT_APPLY_RNG

    facts = jax_service.outcome(FRAMEWORK_RUN)
    assert "transforms" in facts, facts
    framework_rows = {name for name, spec in TRANSFORMS.items()
                      if name.startswith(("flax.", "equinox.", "haiku.")) and not spec.module_first}
    assert framework_rows == set(facts["transforms"])
    for name, found in facts["transforms"].items():
        spec = TRANSFORMS[name]
        traces = "TracerBoolConversionError" if spec.stages or spec.maps else "ran"
        assert found["branch_on_traced_argument"] == traces, name
        assert found["first_argument_differentiated"] == spec.differentiates, name
        if spec.stages or spec.maps:
            assert found["python_int_stays_int"] == spec.traces_arrays_only, name
        if spec.differentiates:
            assert (found["non_scalar_output"] == "TypeError") == spec.needs_scalar_output, name
        if spec.stages and "under_disable_jit" in found:
            assert (found["under_disable_jit"] == "ran") == spec.eager_when_jit_disabled, name
        # caches_traces_by_callable (JXM023): built once, it traces once; a new callable, again
        caches = found.get("built_once_traces") == 1 and found.get("fresh_callable_traces") == 3
        assert caches == spec.caches_traces_by_callable, (name, found)
        # retraces_when_rebuilt (JXM023): of those, one def under a new wrapper for each call, again
        rebuilt = caches and found.get("same_function_traces") == 3
        assert rebuilt == spec.retraces_when_rebuilt, (name, found)
    assert facts["nnx_jit_unhashable_static"] == "ValueError" and TRANSFORMS["flax.nnx.jit"].hashes_statics
    # frameworks.ARRAY_ANNOTATIONS and STATIC_FIELD_KEYWORDS: array fields traced, static ones not
    assert facts["pytree_fields"] == {
        "equinox_filter_jit_array_field": "TracerBoolConversionError", "equinox_jit_array_field": "TracerBoolConversionError",
        "equinox_filter_jit_static_field": "ran", "struct_jit_array_field": "TracerBoolConversionError",
        "struct_jit_static_field": "ran",
    }
    # frameworks.MODULE_PARAMETER_METHOD and PARAMETER_READS: tracers under a jitted apply only
    assert facts["parameters"] == {
        "linen_param_jitted_apply": "TracerBoolConversionError", "linen_param_eager_apply": "ran",
        "haiku_get_parameter_jitted_apply": "TracerBoolConversionError", "haiku_get_parameter_eager_apply": "ran",
    }
    lifted_rows = {name for name, spec in TRANSFORMS.items() if spec.module_first}
    assert lifted_rows == set(facts["lifted"])
    for name, found in facts["lifted"].items():
        spec = TRANSFORMS[name]
        assert spec.stages or spec.maps, name
        assert found["branch_on_traced_argument"] == "TracerBoolConversionError", name
        # where the options keep it (static_argnums counting self, in_axes None, nn.broadcast)
        assert found["kept_flag_stays_bool"] == "ran", name
        if "python_flag" in found:  # staged, not mapped: a Python bool becomes a tracer
            assert spec.stages and found["python_flag"] == "TracerBoolConversionError", name
    framework_primitives = {name for name in LAX_PRIMITIVES if name.startswith(("flax.", "haiku."))}
    assert facts["primitives"] == dict.fromkeys(framework_primitives, "TracerBoolConversionError")
    assert facts["layers"] == dict.fromkeys(ARRAY_LAYERS, True)
    from flake8_jaxmuseum.semantics.jaxapi.frameworks import INPUT_KIND_LAYERS

    assert {name for name, jax_array in facts["layers_eager"].items() if not jax_array} == INPUT_KIND_LAYERS
    # frameworks.VECTOR_OUTPUT_LAYERS: rank 1 on one example; equinox's "scalar" size a scalar
    from flake8_jaxmuseum.semantics.jaxapi.frameworks import VECTOR_OUTPUT_LAYERS

    assert facts["vector_output_layers"] == {
        name: 1 if size is None else [1, 0] for name, size in VECTOR_OUTPUT_LAYERS.items()
    }
    assert facts["twins"] == dict.fromkeys(FRAMEWORK_TWINS, True)
    # frameworks.OPTAX_SCHEDULE_TAKERS: a schedule there gets the step count, a scalar int32
    # tracer under a jitted update; the other learning_rate takers refuse a schedule
    from flake8_jaxmuseum.semantics.jaxapi.frameworks import OPTAX_SCHEDULE_TAKERS

    steps = facts["schedule_steps"]
    traced = {name for name, got in steps.items() if "int32[]" in got.split(",")}
    assert traced == OPTAX_SCHEDULE_TAKERS | {"optax.inject_hyperparams(optax.sgd)"}
    # frameworks.EXAMPLE_OPTIMIZERS: get_params and opt_update give tracers under jit
    from flake8_jaxmuseum.semantics.jaxapi.frameworks import EXAMPLE_OPTIMIZERS

    examples = facts["example_optimizers"]
    assert {name for name, got in examples.items() if got == "traced,traced"} == EXAMPLE_OPTIMIZERS
    # frameworks.FUNCTION_LEAF_MODULES's optax optimizers: refused as traced arguments of jit
    from flake8_jaxmuseum.semantics.jaxapi.frameworks import FUNCTION_LEAF_MODULES

    optax_rows = {name for name in FUNCTION_LEAF_MODULES if name.startswith("optax.")}
    assert facts["optimizer_leaves"] == dict.fromkeys(optax_rows, "TypeError")
    assert facts["library_function_arguments"] == []  # library.is_array_function: refused by jit
    # frameworks.LAYER_LEADING_SIZES: the size argument leads the leaf; a False flag drops it
    from flake8_jaxmuseum.semantics.jaxapi.frameworks import LAYER_LEADING_SIZES

    # prng_keys.DRAWING_LAYERS: an apply handed the same key for the stream draws the same numbers
    from flake8_jaxmuseum.semantics.jaxapi.prng_keys import DRAWING_LAYERS

    assert facts["drawing_layers"] == dict.fromkeys(DRAWING_LAYERS, {
        "rate_by_position": True, "default_stream": True, "deterministic_call_argument": 1,
        "same_key_same_numbers": True, "other_key_other_numbers": True, "deterministic_returns_input": True,
    })
    from flake8_jaxmuseum.semantics.jaxapi import NNX_SEEDED_LAYERS

    assert facts["seeded_layers"] == dict.fromkeys(NNX_SEEDED_LAYERS, [True, False])
    # (times its factor; equinox's: "scalar" a leaf of size 1, and plain jax.vmap over the layer
    # refuses a leaf that is no array before it compares sizes when the row says arrays only)
    assert facts["layer_leading_sizes"] == {
        name: [5 * known.factor, None if known.flag else 5 * known.factor]
        + ([known.scalar and 1, "TypeError" if known.arrays_only else "sizes"] if name.startswith("equinox.") else [])
        for name, known in LAYER_LEADING_SIZES.items()
    }
    # frameworks.NNX_ARRAY_VARIABLES: a module's variable built from an array is a leaf nnx.vmap maps
    from flake8_jaxmuseum.semantics.jaxapi.frameworks import NNX_ARRAY_VARIABLES

    assert facts["nnx_array_variables"] == dict.fromkeys(NNX_ARRAY_VARIABLES, "size 3")
    # frameworks.LAYER_ARRAYS: each attribute a JAX array, which a store into raises
    from flake8_jaxmuseum.semantics.jaxapi.frameworks import LAYER_ARRAYS

    assert facts["layer_arrays"] == {
        f"{name}.{attribute}": [True, "TypeError"] for name, attributes in LAYER_ARRAYS.items() for attribute in attributes
    }
    # frameworks.LINEN_LAYER_PARAMS: the parameters each layer's init makes, all JAX arrays
    from flake8_jaxmuseum.semantics.jaxapi.frameworks import LINEN_LAYER_PARAMS

    assert facts["linen_layer_params"] == {
        name: [most, list(params), True] for name, (most, params) in LINEN_LAYER_PARAMS.items()
    }
    assert facts["compact"] == "ran"
    assert facts["applies"] == dict.fromkeys([*TRANSFORMED, WITHOUT_APPLY_RNG], "ran")
    assert facts["bases"] == dict.fromkeys(MODULE_BASES, True)
    assert facts["np_array_under_filter_jit"] == "ArrayImpl"  # NumPy arrays are traced too
    from flake8_jaxmuseum.semantics.jaxapi import OPTIMIZER_HOLDERS

    assert facts["optax"] == {
        "schedule_in_eager_update": "ran", "schedule_in_jitted_update": "TracerBoolConversionError",
        **{f"{holder} eager": "ran" for holder in OPTIMIZER_HOLDERS},
        **{f"{holder} jitted": "TracerBoolConversionError" for holder in OPTIMIZER_HOLDERS},
    }
    # jaxapi/shapes.py: optax's per-element losses keep a batch's rank, the class-axis ones drop the classes
    from flake8_jaxmuseum.semantics.jaxapi import CLASS_AXIS_LOSSES, ELEMENTWISE_LOSSES

    assert facts["optax_loss_ranks"] == {**dict.fromkeys(ELEMENTWISE_LOSSES, 2), **dict.fromkeys(CLASS_AXIS_LOSSES, 1)}
