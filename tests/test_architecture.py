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
# Each layer of the analysis is a function of the ones below it: names and bindings (1),
# what is traced (2: transforms, the tracing fixpoint), what values hold (3), and the
# model that builds them in that order and answers the rules (4).
SEMANTICS = "flake8_jaxmuseum.semantics"
LAYERS = {
    **dict.fromkeys(("scopes", "indexer", "classes", "guards", "flow", "events", "project", "tracing_kinds"), 1),
    **dict.fromkeys(("transforms", "instances", "callgraph", "project_seeds", "tracing"), 2),
    **dict.fromkeys(
        ("values", "proofs", "flags", "sequences", "dtypes", "containers", "refs", "keys", "shapes", "shape_calls",
         "structures", "shape_algebra", "parameter_leaves", "losses", "framework_draws", "loop_purpose", "reverse_mode",
         "donations"), 3
    ),
    **dict.fromkeys(("model", "summary", "claims"), 4),
}


def layer_of_module(name: str):
    if name.startswith(SEMANTICS + ".jaxapi") or not name.startswith(SEMANTICS + "."):
        return 0  # JAX facts and plain ast helpers sit under every layer
    return LAYERS.get(name[len(SEMANTICS) + 1:])


def facade_layers() -> dict:
    """Each attribute and method of ``Semantics`` -> the layer it answers from: a component
    is the layer of its class's module (plain data from the walk: 1), a method the highest
    layer of what it reads, through the methods it calls."""
    tree = ast.parse(MODULES[SEMANTICS + ".model"].read_text())
    imported = {
        alias.asname or alias.name: f"{SEMANTICS}.{node.module}"
        for node in tree.body
        if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module
        for alias in node.names
    }
    semantics = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Semantics")
    layers: dict = {}
    reads: dict = {}
    for method in (n for n in semantics.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))):
        used = set()
        for node in ast.walk(method):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self":
                used.add(node.attr)
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and method.name in ("__init__", "_fresh_value_layer"):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name):
                        made = node.value
                        built = made.func.id if isinstance(made, ast.Call) and isinstance(made.func, ast.Name) else None
                        module = imported.get(built)
                        layer = layer_of_module(module) if module else None
                        # Plain data of the walk in __init__; the value layer's own caches in _fresh_value_layer.
                        default = 1 if method.name == "__init__" else 3
                        layers[target.attr] = max(layers.get(target.attr, 0), default if layer is None else layer)
        if method.name not in ("__init__", "_fresh_value_layer"):
            reads[method.name] = used
    for name in reads:
        layers.setdefault(name, 0)
    changed = True
    while changed:
        changed = False
        for name, used in reads.items():
            layer = max([layers[name]] + [layers.get(u, 0) for u in used])
            if layer != layers[name]:
                layers[name], changed = layer, True
    return layers


@pytest.mark.parametrize("name", sorted(n for n in MODULES if layer_of_module(n) not in (0, None)))
def test_no_layer_of_the_model_calls_upward(name):
    """A module imports, and asks the model, only what its own layer or those below know:
    what is traced never depends on a value kind (values are built once tracing is solved)."""
    own = layer_of_module(name)
    upward = [target for target in GRAPH[name] if (layer_of_module(target) or 0) > own]
    assert not upward, f"{name} (layer {own}) imports {upward}"
    if own == 4:
        return
    facade = facade_layers()
    asked = set()
    for node in ast.walk(ast.parse(MODULES[name].read_text())):
        if isinstance(node, ast.Attribute) and (
            isinstance(node.value, ast.Name) and node.value.id == "semantics"
            or isinstance(node.value, ast.Attribute) and node.value.attr == "semantics"
        ):
            asked.add(node.attr)
    upward = sorted(a for a in asked if facade.get(a, 0) > own)
    assert not upward, f"{name} (layer {own}) asks the model for {upward}, answered in layers above"


def test_every_module_of_the_model_has_a_layer():
    unplaced = [n for n in MODULES if n.startswith(SEMANTICS + ".") and layer_of_module(n) is None]
    assert unplaced == [], unplaced


def test_type_checking_imports_only_shrink():
    """Imports made for the type checker alone hide a dependency the import graph would
    show (each module of the model names ``Semantics`` so): their number may only fall."""
    found = []
    for name, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.If) and _type_checking_only(node):
                found += [f"{name}: {ast.unparse(inner)}" for inner in node.body]
    assert len(found) <= 16, "\n".join(found)
