"""What a program's flags hold, read where they are declared: a config object's field
(``config.use_dropout`` of a ``Config()`` that leaves it at its literal default), an entry
of a module-level dict literal nothing changes (``config["deterministic"]``), a flag of an
argparse parser (``args.train`` of ``add_argument("--train", action="store_true")``).

Users hand such flags to jitted functions, which trace them: :class:`.proofs.LeafProof`
asks whether one holds a Python scalar.  Every answer is "proven" or "don't know"."""

from __future__ import annotations

import ast
from typing import Callable, Optional

from ...astutil import argument, const_str, has_star_args, is_bool_literal, is_number, keyword
from ..absl_flags import scalar_definition
from ..classes import Classes
from ..jaxapi.python_flags import (
    ABSL_DEFINE_PREFIX, ABSL_FLAG_VALUES, ARGUMENT_PARSERS, BOOL_ACTIONS, NUMBER_TYPES,
)
from ..names import Names
from ..scopes import Assigned, Scope, the_one


class ConfigValues:
    def __init__(self, names: Names, classes: Classes, handed_from_project: Callable,
                 defaults_from_project: Callable) -> None:
        """``handed_from_project(function, name)``: what other modules' calls hand it;
        ``defaults_from_project(function, name)``: its default, when one of them leaves it out."""
        self.names = names
        self.classes = classes
        self.handed_from_project = handed_from_project
        self.defaults_from_project = defaults_from_project
        self._constructed: dict = {}  # (id(init), parameter) -> what the module's constructions hand it
        self._absl_definitions = None  # absl flag name -> its definitions (or False), read on first use

    def held(self, node: ast.expr, scope: Scope) -> Optional[list]:
        """[(expression, its scope)] that the field or entry ``node`` reads holds, as written
        where each is set (or (Handed, None): what a construction in another module hands
        ``__init__``, as that module proves it); None when unproven (a store anywhere into an
        attribute of the name, an instance built by other code, a dict something may change)."""
        if isinstance(node, ast.Attribute):
            if node.attr in self.names.attributes:
                return self._set_in_init(node, scope)
            return self._field(node, scope)
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
            key = const_str(node.slice)
            literal = self.names.unchanged_literal(node.value, scope) if key is not None else None
            if isinstance(literal, ast.Dict) and node.value.id not in self.names.attributes:
                held = self.names.value_of(node.value, scope)
                keys = [const_str(k) if k is not None else None for k in literal.keys]
                if None not in keys and keys.count(key) == 1:  # string keys, no ``**spread``
                    return [(literal.values[keys.index(key)], held.scope)]
        return None

    def _field(self, node: ast.Attribute, scope: Scope) -> Optional[list]:
        owner = node.value
        if not isinstance(owner, ast.Name):
            return None
        info = self.classes.class_named(owner, scope)
        call = None
        if info is None:
            held = self.names.value_of(owner, scope)
            if held is None or not isinstance(held.value, ast.Call) or owner.id in self.names.mutated_names:
                return None
            call, where = held.value, held.scope
            info = self.classes.class_named(call.func, where)
            if info is None:
                return None
        if info.bases or info.external or info.binds("__post_init__") or info.binds("__getattr__"):
            return None  # a base may set it, or compute it (``__getattr__``, a metaclass, ``__post_init__``)
        default = the_one(info.scope.bindings.get(node.attr))
        if call is not None:
            fields = self.classes.init_fields(call.func, where)
            if fields is not None and node.attr in fields:
                passed = argument(call, fields.index(node.attr), node.attr)
                if passed is not None:
                    return [(passed, where)]
                if has_star_args(call):
                    return None
            elif info.defines("__init__") is not None or self.classes.is_dataclass(info) or call.args or call.keywords:
                return None
        if isinstance(default, Assigned):
            return [(default.value, default.scope)]
        return None

    def _set_in_init(self, node: ast.Attribute, scope: Scope) -> Optional[list]:
        """``self.training`` in a method of ``C`` (or ``t.training`` with ``t = C(...)``),
        where every store into any ``.training`` of the module is ``self.training = ...`` in
        a method of ``C``, one of them its ``__init__``: what each store holds (a parameter
        of ``__init__`` as each construction hands it; a parameter of another method is
        not read)."""
        owner = node.value
        if not isinstance(owner, ast.Name):
            return None
        if scope.is_method and scope.positional[:1] == [owner.id]:
            info = self.classes.of(scope.parent)
        else:
            held = self.names.value_of(owner, scope) if owner.id not in self.names.mutated_names else None
            info = self.classes.class_named(held.value.func, held.scope) if held is not None and isinstance(
                held.value, ast.Call) else None
        init = self.classes.method(info, "__init__") if info is not None and not info.subclasses else None
        if init is not None and any(
            isinstance(d, ast.Name) and d.id == "classmethod"
            for statement in info.node.body if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef))
            for d in statement.decorator_list
        ):
            return None  # ``cls(...)`` constructs it too
        if init is None or init.parent is not info.scope or not init.positional:
            return None
        stores = self.names.attributes[node.attr]
        if not any(store.scope is init for store in stores if isinstance(store, Assigned)):
            return None
        found = []
        for store in stores:
            method = store.scope if isinstance(store, Assigned) else None
            if method is None or not method.is_method or method.parent is not info.scope:
                return None
            targets = method.attribute_targets(node.attr)
            if len(targets) != 1 or not method.is_self(targets[0].value):
                return None
            value = store.value
            if isinstance(value, ast.Name) and value.id in method.params:
                if method is not init:
                    return None
                key = (id(init), value.id)
                if key not in self._constructed:
                    self._constructed[key] = self._constructions(info, init, value.id)
                if self._constructed[key] is None:
                    return None
                found.extend(self._constructed[key])
            else:
                found.append((value, method))
        return found

    def _constructions(self, info, init: Scope, name: str) -> Optional[list]:
        """[(what each construction ``Trainer(...)`` of the module hands ``__init__``'s
        ``name``, or its default, its scope)], and (Handed, None) of each construction in
        another module that passes it (its default, when one leaves it out); None without
        one, or with one of the module's that hides its arguments."""
        found = [(handed, None) for handed, _ in self.handed_from_project(init, name)]
        found += [(default, where) for default, where, _ in self.defaults_from_project(init, name)]
        index = init.positional.index(name) - 1 if name in init.positional else None
        default = init.default_of(name)
        for scope in self.names.scopes:
            for call in scope.calls:
                if self.classes.class_named(call.func, scope) is not info:
                    continue
                passed = argument(call, index, name)
                if passed is not None:
                    found.append((passed, scope))
                elif default is not None and not has_star_args(call):
                    found.append((default, init.parent))
                else:
                    return None
        return found or None

    def parsed_scalar(self, node: ast.expr, scope: Scope) -> bool:
        """``args.train`` where ``args`` holds what an argparse parser's ``parse_args``
        returns (directly, or from the one return of a helper) and every declaration of
        ``train`` there gives a Python bool or number (:mod:`..jaxapi.python_flags`)."""
        if not isinstance(node, ast.Attribute) or not isinstance(node.value, ast.Name):
            return False
        names = self.names
        if node.attr in names.attributes or node.value.id in names.mutated_names:
            return False
        held = names.value_of(node.value, scope)
        parsed = held.value if held is not None else None
        if not isinstance(parsed, ast.Call):
            return False
        where = held.scope
        if not _parses(parsed):
            # ``args = parse_args()`` of a module-level ``def parse_args(): ... return parser.parse_args()``
            helper = names.module_function(parsed.func.id) if isinstance(parsed.func, ast.Name) else None
            if helper is not None and names.binding(parsed.func.id, where) is not the_one(
                    helper.parent.bindings.get(parsed.func.id)):
                helper = None
            if helper is None or len(helper.returns) != 1 or not _parses(helper.returns[0]):
                return False
            parsed, where = helper.returns[0], helper
        parser = parsed.func.value
        built = names.value_of(parser, where) if isinstance(parser, ast.Name) else None
        if built is None or not isinstance(built.value, ast.Call):
            return False
        if names.qualified_name(built.value.func, built.scope) not in ARGUMENT_PARSERS:
            return False
        declared = [
            call for call in built.scope.calls
            if isinstance(call.func, ast.Attribute) and isinstance(call.func.value, ast.Name)
            and call.func.value.id == parser.id
        ]
        if any(call.func.attr not in ("add_argument", "parse_args", "parse_known_args") for call in declared) or any(
            isinstance(arg, ast.Name) and arg.id == parser.id for call in built.scope.calls for arg in call.args
        ):
            return False  # set_defaults, groups, subparsers, a helper handed the parser: not read here
        flags = [call for call in declared if call.func.attr == "add_argument" and _dest(call) == node.attr]
        return bool(flags) and all(_gives_scalar(call) for call in flags)

    def absl_scalar(self, node: ast.expr, scope: Scope) -> bool:
        """``FLAGS.training`` (absl's ``flags.FLAGS``, or a name bound to it) or
        ``_TRAINING.value`` (``_TRAINING = flags.DEFINE_bool(...)``), where the module's one
        definition of the flag gives a Python bool or number whatever the command line says, or,
        none of the module's, the project's one definition does (``ModuleContext.absl_flags``).
        A flag the module sets itself is not read."""
        names = self.names
        if not isinstance(node, ast.Attribute) or node.attr in names.attributes:
            return False
        owner = node.value
        if node.attr == "value" and isinstance(owner, ast.Name):
            held = names.value_of(owner, scope) if owner.id not in names.mutated_names else None
            return held is not None and isinstance(held.value, ast.Call) and scalar_definition(
                held.value, names.qualified_name(held.value.func, held.scope))
        if names.qualified_name(owner, scope) != ABSL_FLAG_VALUES:
            return False
        if self._absl_definitions is None:
            self._absl_definitions = self._read_absl_definitions()
        if self._absl_definitions is False:
            return False
        found = self._absl_definitions.get(node.attr)
        if found is not None:
            return len(found) == 1 and scalar_definition(*found[0])
        # Defined in another module of the program (absl's one registry): the project says so
        project = names.project
        return project is not None and any(name == node.attr for name, _ in project.absl_flags)

    def _read_absl_definitions(self):
        """Flag name -> [(definition call, its qualified name)] of the module's absl flags, read
        once; False when the module sets flags itself or defines one whose name is not read."""
        names = self.names
        found: dict = {}
        for where in names.scopes:
            for call in where.calls:
                qualname = names.qualified_name(call.func, where)
                if qualname is None:
                    continue
                if qualname.startswith(ABSL_FLAG_VALUES + "."):
                    return False  # ``FLAGS.set_default(...)``, ``FLAGS(argv)`` of a test: not read here
                if qualname.startswith(ABSL_DEFINE_PREFIX):
                    name = argument(call, 0, "name")
                    text = const_str(name) if name is not None else None
                    if text is None:
                        return False  # a definition whose name is not read (``DEFINE_flag``, a variable)
                    found.setdefault(text, []).append((call, qualname))
        return found


def _parses(node: ast.expr) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "parse_args" and (
        isinstance(node.func.value, ast.Name))


def _dest(call: ast.Call) -> Optional[str]:
    """The attribute an ``add_argument`` call stores into: ``dest=``, or its first long
    option (``--use-dropout`` -> ``use_dropout``), or its one positional name."""
    dest = keyword(call, "dest")
    if dest is not None:
        return const_str(dest)
    options = [const_str(arg) for arg in call.args]
    if not options or None in options:
        return None
    long = [o for o in options if o.startswith("--")]
    if long:
        return long[0][2:].replace("-", "_")
    if len(options) == 1:  # ``"epochs"``, ``"-v"``
        return options[0].lstrip("-").replace("-", "_") if options[0].startswith("-") else options[0]
    return None


def _gives_scalar(call: ast.Call) -> bool:
    """The flag holds a Python bool or number whether or not it is given."""
    if keyword(call, "nargs") is not None or keyword(call, "choices") is not None or any(
        k.arg is None for k in call.keywords
    ):
        return False
    action = const_str(keyword(call, "action")) if keyword(call, "action") is not None else None
    default = keyword(call, "default")
    if action in BOOL_ACTIONS:
        return default is None or is_bool_literal(default)
    converter = keyword(call, "type")
    if action is not None or not isinstance(converter, ast.Name) or converter.id not in NUMBER_TYPES:
        return False
    required = keyword(call, "required")
    return (default is not None and (is_number(default) or is_bool_literal(default))) or (
        isinstance(required, ast.Constant) and required.value is True)
