"""Which entries of a linen ``model.init(key, x)`` are parameters, JAX arrays.

``variables["params"]["Dense_0"]["kernel"]``: ``init`` runs the module's compact
``__call__``, whose every layer built and called on the spot (``nn.Dense(16)(x)``) makes
its parameters under its name (``name="head"``, or the class's name and how many of that
class were auto-named before it: flax's own rule).  The paths are proven only when every
layer the ``__call__`` may build is one of those, run on every call, of a known kind (a
linen layer of ``LINEN_LAYER_PARAMS``, or a module of this file read the same way), and it
reads no parameter of its own: then a path names an array, and a shorter one a dict, and
the variables hold nothing else (every leaf is one of those arrays).
"""

from __future__ import annotations

import ast
from typing import Optional

from ...astutil import always_run_calls
from ..classes import Classes
from ..jaxapi import FRAMEWORK_INITS, LAYER_ARRAY_KEYWORDS, LINEN_LAYER_PARAMS
from ..names import Names
from ..scopes import Scope
from ..transforms import MAX_DEPTH

PARAMS = "params"


class LinenVariables:
    def __init__(self, names: Names, classes: Classes) -> None:
        self.names = names
        self.classes = classes

    def initialized_array(self, call: ast.Call, scope: Scope, keys: list) -> bool:
        """``call`` is ``model.init(...)`` of a linen module, and ``keys`` lead to one of the
        parameters it makes."""
        func = call.func
        if not (isinstance(func, ast.Attribute) and func.attr in FRAMEWORK_INITS and func.attr == "init"):
            return False
        if len(keys) < 2 or keys[0] != PARAMS or any(k.arg in ("method", None) for k in call.keywords):
            return False
        paths = self._made(func.value, scope, 0)
        return paths is not None and tuple(keys[1:]) in paths

    def all_arrays(self, node: ast.expr, scope: Scope, depth: int = 0) -> bool:
        """``node`` holds a linen ``model.init(...)``'s variables (or their ``["params"]``) whose
        every parameter is proven: each leaf of the tree is a JAX array."""
        if depth > MAX_DEPTH:
            return False
        if isinstance(node, ast.Name):
            held = self.names.value_of(node, scope)
            return held is not None and self.all_arrays(held.value, held.scope, depth + 1)
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and node.slice.value == PARAMS:
            node = node.value
            if isinstance(node, ast.Name):
                held = self.names.value_of(node, scope)
                if held is None:
                    return False
                node, scope = held.value, held.scope
        func = node.func if isinstance(node, ast.Call) else None
        if not (isinstance(func, ast.Attribute) and func.attr == "init"):
            return False
        if any(k.arg in ("method", None) for k in node.keywords):
            return False
        return bool(self._made(func.value, scope, depth + 1))

    def _made(self, node: ast.expr, scope: Scope, depth: int) -> Optional[set]:
        """The paths of the parameters the linen module ``node`` builds makes; None: unproven."""
        if depth > MAX_DEPTH:
            return None
        if isinstance(node, ast.Name):
            held = self.names.value_of(node, scope)
            return None if held is None else self._made(held.value, held.scope, depth + 1)
        if not isinstance(node, ast.Call) or any(isinstance(a, ast.Starred) for a in node.args):
            return None
        qualname = self.names.qualified_name(node.func, scope)
        if qualname in LINEN_LAYER_PARAMS:
            most, params = LINEN_LAYER_PARAMS[qualname]
            if len(node.args) > most or not all(k.arg in LAYER_ARRAY_KEYWORDS or k.arg == "name" for k in node.keywords):
                return None
            return {(param,) for param in params}
        info = self.classes.class_named(node.func, scope)
        framework = None if info is None else self.classes.framework(info)
        if framework is None or framework.framework != "flax.linen":
            return None
        if info.defines("setup") is not None:
            return self._from_setup(info, depth)
        call = self.classes.method(info, "__call__")
        if call is None or not self._compact_method(call, info):
            return None
        return self._compact(call, depth)

    def _compact_method(self, method: Scope, info) -> bool:
        return any(self.names.qualified_name(d, info.scope) == "flax.linen.compact" for d in method.node.decorator_list)

    def setup_layers(self, info) -> Optional[list]:
        """(field, constructor call, the ``setup`` scope) for each submodule a linen module's
        ``setup`` binds (``self.dense = nn.Dense(4)``) that its ``__call__`` calls on every run:
        flax makes a submodule's parameters, under the field's name, only when it runs.  None
        when unproven: ``setup`` does anything else (``self.param``, a list of layers, a
        branch), or ``__call__`` builds or reads anything else of ``self``, or may skip a layer."""
        setup = self.classes.method(info, "setup")
        call = self.classes.method(info, "__call__")
        if setup is None or call is None or self._compact_method(call, info):
            return None
        fields: dict = {}
        for statement in setup.node.body:
            if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
                continue  # a docstring
            if not (isinstance(statement, ast.Assign) and len(statement.targets) == 1):
                return None
            target, value = statement.targets[0], statement.value
            if not (
                isinstance(target, ast.Attribute)
                and isinstance(target.value, ast.Name)
                and setup.is_self(target.value)
                and isinstance(value, ast.Call)
                and self._names_a_module(value.func, setup)
                and target.attr not in fields
            ):
                return None
            fields[target.attr] = value
        run = {id(made) for made in always_run_calls(call.node)}
        called = set()
        for node in ast.walk(call.node):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and call.is_self(node.value):
                if node.attr not in fields:
                    return None  # ``self.param(...)``, another method, a field of the dataclass
            elif isinstance(node, ast.Call) and self._names_a_module(node.func, call):
                return None  # a layer built in ``__call__``
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in fields:
                if isinstance(node.func.value, ast.Name) and call.is_self(node.func.value):
                    if id(node) not in run:
                        return None  # a layer that may not run: its parameters may not exist
                    called.add(node.func.attr)
        return [(field, fields[field], setup) for field in fields if field in called]

    def _from_setup(self, info, depth: int) -> Optional[set]:
        layers = self.setup_layers(info)
        if layers is None:
            return None
        paths: set = set()
        for field, layer, setup in layers:
            if any(k.arg == "name" for k in layer.keywords):
                return None  # flax refuses a name given in setup
            made = self._made(layer, setup, depth + 1)
            if made is None:
                return None
            paths |= {(field, *path) for path in made}
        return paths

    def _compact(self, call: Scope, depth: int) -> Optional[set]:
        built = [made.func for made in always_run_calls(call.node) if isinstance(made.func, ast.Call)]
        for node in ast.walk(call.node):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and call.is_self(func.value):
                return None  # ``self.param(...)``, ``self.variable(...)``, a submodule field
            if node not in built and self._names_a_module(func, call):
                return None  # a layer built where it may not run, or kept to be called later
        paths: set = set()
        counts: dict = {}
        for layer in sorted(built, key=lambda n: (n.lineno, n.col_offset)):  # the order Python builds them
            made = self._made(layer, call, depth + 1)
            if made is None:
                return None
            name = next((k.value for k in layer.keywords if k.arg == "name"), None)
            if name is None:
                kind = self._class_name(layer.func, call)
                name = f"{kind}_{counts.get(kind, 0)}"
                counts[kind] = counts.get(kind, 0) + 1
            elif not (isinstance(name, ast.Constant) and isinstance(name.value, str)):
                return None
            else:
                name = name.value
            paths |= {(name, *path) for path in made}
        return paths

    def _names_a_module(self, func: ast.expr, scope: Scope) -> bool:
        if self.names.qualified_name(func, scope) in LINEN_LAYER_PARAMS:
            return True
        info = self.classes.class_named(func, scope)
        return info is not None and self.classes.framework(info) is not None

    def _class_name(self, func: ast.expr, scope: Scope) -> str:
        qualname = self.names.qualified_name(func, scope)
        if qualname is not None:
            return qualname.rpartition(".")[2]
        return self.classes.class_named(func, scope).name
