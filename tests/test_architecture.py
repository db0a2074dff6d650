"""The house: no import cycle, front ends that never import one another, and no
grab-bag modules."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "flake8_jaxmuseum"
FRONT_ENDS = ("flake8_jaxmuseum.flake8_plugin", "flake8_jaxmuseum.cli", "flake8_jaxmuseum.lsp")
MAX_LINES = 600


def module_name(path: Path) -> str:
    parts = ["flake8_jaxmuseum", *path.relative_to(PACKAGE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


# The museum's exhibits (linked into the package) are data, not modules of the linter.
MODULES = {
    module_name(path): path
    for path in sorted(PACKAGE.rglob("*.py"))
    if "museum" not in path.relative_to(PACKAGE).parts[:-1]
}


def _type_checking_only(node: ast.If) -> bool:
    return isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def imports(name: str) -> set:
    """The package's modules ``name`` imports anywhere (lazily too), except for typing."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    tree = ast.parse(path.read_text())
    skipped = {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and _type_checking_only(node)
        for inner in ast.walk(node)
    }
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        targets = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            module = node.module if not node.level else ".".join(p for p in (base, node.module) if p)
            targets = [module] + [f"{module}.{alias.name}" for alias in node.names]
        for target in targets:
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


GRAPH = {name: imports(name) for name in MODULES}


def test_the_package_has_no_import_cycle():
    # A cycle through a package's __init__ re-exporting its own submodules is no cycle.
    def edges(name):
        return {t for t in GRAPH[name] if not (MODULES[name].name == "__init__.py" and t.startswith(name + "."))}

    state: dict = {}
    path: list = []

    def visit(name):
        state[name] = "open"
        path.append(name)
        for target in edges(name):
            if state.get(target) == "open":
                cycle = path[path.index(target):] + [target]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if target not in state:
                visit(target)
        path.pop()
        state[name] = "done"

    for name in sorted(MODULES):
        if name not in state:
            visit(name)


@pytest.mark.parametrize("front_end", FRONT_ENDS)
def test_no_front_end_imports_another(front_end):
    inside = [name for name in MODULES if name == front_end or name.startswith(front_end + ".")]
    for name in inside:
        for target in GRAPH[name]:
            others = [f for f in FRONT_ENDS if f != front_end and (target == f or target.startswith(f + "."))]
            assert not others, f"{name} imports {target}"


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_module_is_a_grab_bag(name):
    lines = len(MODULES[name].read_text().splitlines())
    assert lines <= MAX_LINES, f"{name} has {lines} lines"


def test_rules_query_the_model_and_never_walk_the_tree():
    for name, path in MODULES.items():
        if name.startswith("flake8_jaxmuseum.rules."):
            text = path.read_text()
            assert "ast.walk(" not in text and "NodeVisitor" not in text and "ast.parse(" not in text, name


def test_transform_behaviour_lives_in_the_table():
    """What a transform does is a field of its row in ``semantics/jaxapi/transforms.py``
    (static style, hashed statics, gradient output...): code elsewhere asks the row, never
    compares names such as "jax.jit", so a framework's transform (``eqx.filter_jit``,
    ``nnx.jit``) becomes one more row."""
    from flake8_jaxmuseum.semantics.jaxapi import PUBLIC_TWINS, TRANSFORMS

    names = set(TRANSFORMS) | set(PUBLIC_TWINS)
    found = []
    for name, path in MODULES.items():
        if name.startswith("flake8_jaxmuseum.semantics.jaxapi"):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and node.value in names:
                found.append(f"{name}:{node.lineno}: {node.value!r}")
    assert not found, "\n".join(found)


# ---- the model's layers ---------------------------------------------------------------
# Each layer of the analysis is a function of the ones below it: names and bindings (1,
# ``names.Names``), what is traced (2, ``traces.Traces``: transforms, the tracing
# fixpoint), what values hold (3, ``valuation.Valuation``), and the model that composes
# them and answers the rules (4, ``model.Semantics``).  Each module's objects take the
# layers and parts they use, by import: the import graph shows every dependency.
SEMANTICS = "flake8_jaxmuseum.semantics"
LAYERS = {
    **dict.fromkeys(("names", "scopes", "indexer", "classes", "guards", "flow", "events", "project", "tracing_kinds",
                     "exports", "skeleton", "absl_flags", "loop_carries"), 1),
    **dict.fromkeys(("transforms", "callable_values", "instances", "optimizers", "held_classes", "callgraph", "project_seeds", "lax_feeds", "partial_runs", "bound_methods", "traced_arguments", "handed_functions", "tracing", "variadic", "flags", "tracer_guards",
                     "traces", "vmap_options"), 2),
    # The value domain: values/ (value kinds, proofs, shapes, dtypes, sequences, containers,
    # parameter leaves, leaf values, per-example losses, reductions, tree maps, linen variables, PRNG keys as values); what is built on it and asked by rules:
    # keys, refs, pytree structures, what reverse mode reaches, donated buffers; and the layer object over them.
    **dict.fromkeys(
        ("values", "values.proofs", "values.sequences", "values.dtypes", "values.containers", "values.shapes",
         "values.shape_calls", "values.shape_bindings", "values.shape_algebra", "values.parameter_leaves", "values.leaf_values",
         "values.losses", "values.reductions", "values.tree_maps", "values.config_values", "values.linen_variables", "values.kinds", "values.call_kinds", "values.key_values", "values.handed_arrays", "values.example_optimizers", "values.precise_dtypes",
         "refs", "keys",
         "key_flow", "key_draws", "seed_guards",
         "seeded_layers",
         "framework_draws", "loop_purpose", "dtype_guards", "structures", "reverse_mode", "buffer_reuse", "buffer_reads", "donated_arrays", "donations",
         "valuation"), 3
    ),
    # The consumers of the composed model: the rules' answers, a module's summary for its
    # project, the claims the shape oracle holds to JAX (each reads the whole model, by import).
    **dict.fromkeys(("model", "summary", "instance_calls", "handed", "pasted_entries", "method_entries", "claims",
                     "untraceable"), 4),
}


def layer_of_module(name: str):
    if name.startswith(SEMANTICS + ".jaxapi") or not name.startswith(SEMANTICS + "."):
        return 0  # JAX facts and plain ast helpers sit under every layer
    return LAYERS.get(name[len(SEMANTICS) + 1:])


@pytest.mark.parametrize("name", sorted(n for n in MODULES if layer_of_module(n) not in (0, None)))
def test_no_layer_of_the_model_calls_upward(name):
    """A module imports only what its own layer or those below know: what is traced never
    depends on a value kind (values are built once tracing is solved)."""
    own = layer_of_module(name)
    upward = [target for target in GRAPH[name] if (layer_of_module(target) or 0) > own]
    assert not upward, f"{name} (layer {own}) imports {upward}"


@pytest.mark.parametrize("name", sorted(n for n in MODULES if layer_of_module(n) in (1, 2, 3)))
def test_no_layer_holds_the_whole_model(name):
    """The layers' objects take what they use (names, traces, a part of their own layer),
    never the ``Semantics`` that composes them: holding it would hide, from the import
    graph, what a module depends on."""
    held = [
        f"line {node.lineno}"
        for node in ast.walk(ast.parse(MODULES[name].read_text()))
        if isinstance(node, ast.Name) and node.id == "Semantics"
        or isinstance(node, ast.Attribute) and node.attr == "semantics"
        or isinstance(node, ast.arg) and node.arg == "semantics"
    ]
    assert not held, f"{name} holds the model at {held}"


def test_every_module_of_the_model_has_a_layer():
    unplaced = [n for n in MODULES if n.startswith(SEMANTICS + ".") and layer_of_module(n) is None]
    assert unplaced == [], unplaced


def test_the_one_binding_of_a_name_has_one_lookup():
    """"The one binding of this name" is asked of the names layer (``Names.binding``, or
    ``scopes.the_one`` on a list already in hand), not written again as
    ``len(bindings) == 1 ... bindings[0]``, each time with its own idea of the empty case."""
    found = []
    for name, path in MODULES.items():
        if name == SEMANTICS + ".scopes" or not name.startswith(("flake8_jaxmuseum.semantics.", "flake8_jaxmuseum.rules.")):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if (
                isinstance(node, ast.Compare)
                and isinstance(node.left, ast.Call)
                and isinstance(node.left.func, ast.Name)
                and node.left.func.id == "len"
                and len(node.left.args) == 1
                and any(word in ast.unparse(node.left.args[0]) for word in ("binding", "reaching", "lookup("))
                and any(isinstance(c, ast.Constant) and c.value in (1, 2) for c in node.comparators)
            ):
                found.append(f"{name}:{node.lineno}: {ast.unparse(node)}")
    assert not found, "\n".join(found)


def type_checking_imports(prefix: str) -> list:
    found = []
    for name, path in MODULES.items():
        if name.startswith(prefix):
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, ast.If) and _type_checking_only(node):
                    found += [f"{name}: {ast.unparse(inner)}" for inner in node.body]
    return found


def test_type_checking_imports_only_shrink():
    """Imports made for the type checker alone hide a dependency the import graph would
    show: their number may only fall."""
    found = type_checking_imports("flake8_jaxmuseum.")
    assert len(found) <= 3, "\n".join(found)


def test_the_model_has_no_type_checking_import():
    """Each module of the model imports what its objects take (the layers below, the parts
    of its own layer it is given), so none needs an import for the type checker alone."""
    found = type_checking_imports(SEMANTICS + ".")
    assert found == [], "\n".join(found)
