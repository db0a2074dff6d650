"""JXM006: an unhashable value passed as a static argument of a jitted function.

Static arguments are part of jit's (or pmap's) cache key, so they must hash.  Flagged: a
list/dict/set literal or comprehension, ``list()``/``dict()``/``set()``/``sorted()``,
list concatenation or repetition, an instance of a ``@dataclass`` that is not frozen, a
name bound only to those, a NumPy/JAX array, an instance whose hash hashes such a field
(NamedTuple, frozen or unsafe_hash dataclass, an ``eqx.Module``, a ``__hash__`` of ``self``
attributes), a half of ``eqx.partition`` of a Module whose field is a list, dict or set, or a
plain helper's parameter every caller hands one, passed into a ``static_argnums`` or
``static_argnames`` slot (or pmap's ``static_broadcasted_argnums``); ``self`` made static
on a jitted method called through an instance counts as argument 0.  jit's own options
(``static_argnums=[1]``) are fine.  A def whose jit decorator is wrapped by another
decorator (other than grad-like transforms) is skipped: the wrapper may convert.
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import is_constant, positional_args
from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics import Assigned, Entry, Param, Scope, Semantics, Unpacked, ValueKind
from ..semantics.jaxapi import (
    ARGUMENT_PARSER,
    FIELD_HASHING_BASES,
    NUMPY_ARRAYS,
    STRUCTURE_KEEPING_SPLITS,
    UNHASHABLE_NAMESPACES,
)

UNHASHABLE_LITERALS = {
    ast.List: "a list", ast.ListComp: "a list", ast.Dict: "a dict",
    ast.DictComp: "a dict", ast.Set: "a set", ast.SetComp: "a set",
}


def _is_int(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int


def unhashable(semantics: Semantics, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[str]:
    """What unhashable thing ``node`` provably is ("a list", ...), else None."""
    if depth > 10:
        return None
    literal = UNHASHABLE_LITERALS.get(type(node))
    if literal is not None:
        return literal
    if isinstance(node, ast.Call):
        dataclass = _unhashable_dataclass(semantics, node.func, scope)
        if dataclass is not None:
            return f"an instance of the dataclass '{dataclass}', which is not frozen"
        field = _unhashable_field(semantics, node, scope, depth)
        if field is not None:
            return field
        for builtin in ("list", "dict", "set"):
            if semantics.is_builtin(node.func, scope, builtin):
                return f"a {builtin}"
        if semantics.is_builtin(node.func, scope, "sorted"):
            return "a list"
        qualname = semantics.qualified_name(node.func, scope)
        if qualname in NUMPY_ARRAYS:
            return "a NumPy array"
        if qualname in UNHASHABLE_NAMESPACES or _parsed_arguments(semantics, node.func, scope):
            return UNHASHABLE_NAMESPACES.get(qualname, UNHASHABLE_NAMESPACES["argparse.Namespace"])
    if isinstance(node, ast.BinOp):
        left = unhashable(semantics, node.left, scope, depth + 1)
        if isinstance(node.op, ast.Add) and left == "a list":
            if unhashable(semantics, node.right, scope, depth + 1) == "a list":
                return "a list"  # [a] + [b]
        if isinstance(node.op, ast.Mult):
            right = unhashable(semantics, node.right, scope, depth + 1)
            if (left == "a list" and _is_int(node.right)) or (right == "a list" and _is_int(node.left)):
                return "a list"  # [0] * n
    if isinstance(node, ast.Name):
        bindings = semantics.reaching(node.id, scope, node)  # the latest, in straight-line code
        if bindings and all(isinstance(b, Assigned) for b in bindings):
            kinds = {unhashable(semantics, b.value, b.scope, depth + 1) for b in bindings}
            if None not in kinds and len(kinds) == 1:
                return kinds.pop()
        if bindings and all(isinstance(b, Unpacked) for b in bindings):
            kinds = {_split_half(semantics, b, depth) for b in bindings}
            if None not in kinds and len(kinds) == 1:
                return kinds.pop()
        binding = semantics.binding(node.id, scope, node)
        if isinstance(binding, Param):
            return _fed_unhashable(semantics, binding, depth)
    if semantics.value_kind(node, scope) == ValueKind.ARRAY:
        return "a JAX array"
    return None


def _parsed_arguments(semantics: Semantics, func: ast.expr, scope: Scope) -> bool:
    """``parser.parse_args`` of a name that holds an ``argparse.ArgumentParser(...)``."""
    if not (isinstance(func, ast.Attribute) and func.attr == "parse_args" and isinstance(func.value, ast.Name)):
        return False
    held = semantics.value_of(func.value, scope)
    return held is not None and isinstance(held.value, ast.Call) and semantics.qualified_name(
        held.value.func, held.scope) == ARGUMENT_PARSER


def _fed_unhashable(semantics: Semantics, param: Param, depth: int) -> Optional[str]:
    """A parameter of a plain function (``def mesh_eval(func, x_limits): return
    _mesh_eval(func, x_limits)``) that every call hands the same unhashable kind of value:
    each call of the module, and each call of the project's other modules (which proves
    there that it hands a list)."""
    function = param.scope
    if semantics.traced_params(function) is not None:
        return None
    handed = semantics.handed_from_project(function, param.name)
    if any(found.sequence != "list" or through != Entry.DIRECT.value for found, through in handed):
        return None
    fed = list(semantics.fed_arguments(function, param.name))
    if not (fed or handed) or any(entry != Entry.DIRECT for _, _, entry in fed):
        return None
    kinds = {unhashable(semantics, value, where, depth + 1) for value, where, _ in fed} | (
        {"a list"} if handed else set())
    return kinds.pop() if len(kinds) == 1 and None not in kinds else None


def _unhashable_dataclass(semantics: Semantics, func: ast.expr, scope: Scope) -> Optional[str]:
    """The name of the class ``func`` provably is, when it is a ``@dataclass`` whose
    instances cannot hash: eq (the default) without frozen or unsafe_hash sets
    ``__hash__`` to None, unless the class body defines one."""
    if not isinstance(func, ast.Name):
        return None
    node = scope.defined(func.id)
    if not isinstance(node, ast.ClassDef) or node.bases or node.keywords:
        return None
    if any(isinstance(s, ast.FunctionDef) and s.name == "__hash__" for s in node.body) or any(
        isinstance(s, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__hash__" for t in s.targets)
        for s in node.body
    ):
        return None
    options = _dataclass_options(semantics, node.decorator_list, scope)
    hashable_defaults = (("frozen", False), ("unsafe_hash", False), ("eq", True))
    if options is None or any(flag in options and not is_constant(options[flag], value)
                              for flag, value in hashable_defaults):
        return None
    return node.name


def _dataclass_options(semantics: Semantics, decorators: list, scope: Scope) -> Optional[dict]:
    """The keyword options of the ``@dataclasses.dataclass`` among ``decorators`` ({} bare);
    None when there is none, or its options are not all keywords."""
    for decorator in decorators:
        call = decorator if isinstance(decorator, ast.Call) else None
        if semantics.qualified_name(call.func if call is not None else decorator, scope) != "dataclasses.dataclass":
            continue
        options = {k.arg: k.value for k in call.keywords} if call is not None else {}
        return None if call is not None and (call.args or None in options) else options
    return None


# Annotations a dataclass does not make fields of its __init__ as written.
PSEUDO_FIELDS = frozenset({"ClassVar", "InitVar", "KW_ONLY"})


def _pseudo_field(annotation: ast.expr) -> bool:
    """``ClassVar[int]``, ``dataclasses.InitVar[int]``, ``"ClassVar[int]"``, ``_: KW_ONLY``."""
    if isinstance(annotation, ast.Constant):
        return isinstance(annotation.value, str) and any(name in annotation.value for name in PSEUDO_FIELDS)
    head = annotation.value if isinstance(annotation, ast.Subscript) else annotation
    return getattr(head, "id", getattr(head, "attr", "")) in PSEUDO_FIELDS


def _hashed_fields(semantics: Semantics, node: ast.ClassDef, scope: Scope) -> Optional[tuple]:
    """(the constructor's parameters, the attributes the instance's hash hashes), for a
    class of the module whose hash is its fields': a ``NamedTuple``, a ``@dataclass`` with
    ``frozen=True`` or ``unsafe_hash=True`` (fields in order), or a ``__hash__`` that
    returns ``hash((self.a, self.b))`` of attributes ``__init__`` stores from parameters."""
    if node.keywords or len(node.bases) > 1:
        return None
    own_hash = [s for s in node.body if isinstance(s, ast.FunctionDef) and s.name == "__hash__"]
    if node.bases and not own_hash and not node.decorator_list and semantics.qualified_name(
            node.bases[0], scope) in FIELD_HASHING_BASES:
        return _module_fields(node)
    if node.bases:  # a NamedTuple hashes as the tuple of its fields
        if own_hash or node.decorator_list or semantics.qualified_name(node.bases[0], scope) != "typing.NamedTuple":
            return None
        fields = [s.target.id for s in node.body if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)]
        return tuple(fields), frozenset(fields)
    if not own_hash:
        options = _dataclass_options(semantics, node.decorator_list, scope) if len(node.decorator_list) == 1 else None
        if options is None or not set(options) <= {"frozen", "unsafe_hash", "order", "repr"} or not any(
            is_constant(options.get(flag), True) for flag in ("frozen", "unsafe_hash")
        ):
            return None  # (eq=False hashes by identity; kw_only, init=False: fields not read here)
        fields = []
        for statement in node.body:
            if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
                if statement.value is not None and not isinstance(statement.value, ast.Constant) or _pseudo_field(
                    statement.annotation
                ):
                    return None  # ``field(hash=False)``, ``ClassVar``...: not read here
                fields.append(statement.target.id)
        return tuple(fields), frozenset(fields)
    if len(own_hash) != 1 or node.decorator_list:
        return None
    body = own_hash[0].body
    returned = body[0].value if len(body) == 1 and isinstance(body[0], ast.Return) else None
    if not (isinstance(returned, ast.Call) and semantics.is_builtin(returned.func, scope, "hash")
            and len(returned.args) == 1 and not returned.keywords):
        return None
    hashed = returned.args[0]
    items = hashed.elts if isinstance(hashed, ast.Tuple) else [hashed]
    attributes = [i.attr for i in items if isinstance(i, ast.Attribute) and isinstance(i.value, ast.Name)]
    init = [s for s in node.body if isinstance(s, ast.FunctionDef) and s.name == "__init__"]
    if not attributes or len(init) != 1:
        return None
    return _stored_from_params(init[0], attributes)


def _stored_from_params(init: ast.FunctionDef, attributes: list) -> tuple:
    """(``__init__``'s parameters, those stored as they are into one of ``attributes``)."""
    params = [a.arg for a in init.args.args[1:]]
    stored = {}
    for statement in init.body:  # ``self.a = a``: the attribute holds the parameter
        if (isinstance(statement, ast.Assign) and len(statement.targets) == 1
                and isinstance(statement.targets[0], ast.Attribute) and isinstance(statement.value, ast.Name)):
            stored.setdefault(statement.targets[0].attr, []).append(statement.value.id)
    hashed_params = {stored[a][0] for a in attributes if len(stored.get(a, ())) == 1 and stored[a][0] in params}
    return tuple(params), frozenset(hashed_params)


def _module_fields(node: ast.ClassDef) -> Optional[tuple]:
    """An equinox Module's hash hashes every field (FIELD_HASHING_BASES): its own
    ``__init__``'s parameters stored into fields, or, without one, its fields in order."""
    fields = [s.target.id for s in node.body if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)
              and not _pseudo_field(s.annotation)]
    init = [s for s in node.body if isinstance(s, ast.FunctionDef) and s.name == "__init__"]
    if len(init) == 1:
        return _stored_from_params(init[0], fields) if fields else None
    if init or any(isinstance(s, ast.AnnAssign) and s.value is not None for s in node.body):
        return None  # defaults and ``eqx.field(...)``: the generated __init__ is not read here
    return tuple(fields), frozenset(fields)


CONTAINER_KINDS = frozenset(UNHASHABLE_LITERALS.values())


def _split_half(semantics: Semantics, binding: Unpacked, depth: int) -> Optional[str]:
    """A half of ``eqx.partition(model, ...)`` (STRUCTURE_KEEPING_SPLITS) of a Module instance
    with a list, dict or set field: the half keeps the container, so it cannot hash either."""
    call = binding.value
    if not isinstance(call, ast.Call) or not call.args or getattr(call.func, "attr", getattr(
            call.func, "id", None)) != "partition":  # (the name first: qualified only then)
        return None
    halves = STRUCTURE_KEEPING_SPLITS.get(semantics.qualified_name(call.func, binding.scope))
    if halves is None or binding.index not in halves:
        return None
    found = _container_field(semantics, call.args[0], binding.scope, depth + 1)
    return None if found is None else f"a half of eqx.partition of {found}"


def _container_field(semantics: Semantics, node: ast.expr, scope: Scope, depth: int) -> Optional[str]:
    """``node`` is an instance of a field-hashing Module with a container field: built here,
    or a name every reaching binding of which builds one."""
    if depth > 10:
        return None
    if isinstance(node, ast.Name):
        bindings = semantics.reaching(node.id, scope, node)
        if not bindings or not all(isinstance(b, Assigned) for b in bindings):
            return None
        kinds = {_container_field(semantics, b.value, b.scope, depth + 1) for b in bindings}
        return kinds.pop() if None not in kinds and len(kinds) == 1 else None
    if not isinstance(node, ast.Call):
        return None
    found = _field_reason(semantics, node, scope, depth)
    if found is None or found[2] not in CONTAINER_KINDS:
        return None
    return f"an instance of '{found[0]}', which keeps its field '{found[1]}', {found[2]}"


def _unhashable_field(semantics: Semantics, call: ast.Call, scope: Scope, depth: int) -> Optional[str]:
    """``Config(jnp.ones(3))`` of a class whose hash hashes its fields: the first argument
    of a hashed field that cannot hash (``hash`` of the instance raises as it would)."""
    found = _field_reason(semantics, call, scope, depth)
    return None if found is None else f"an instance of '{found[0]}', whose hash hashes its field '{found[1]}', {found[2]}"


def _field_reason(semantics: Semantics, call: ast.Call, scope: Scope, depth: int) -> Optional[tuple]:
    """(class, field, what) for the construction ``call`` whose hash raises on a field."""
    info = semantics.classes.class_named(call.func, scope)
    fields = None if info is None else _hashed_fields(semantics, info.node, info.scope.parent)
    if fields is None or any(isinstance(a, ast.Starred) for a in call.args):
        return None
    params, hashed = fields
    given = list(zip(params, call.args)) + [(k.arg, k.value) for k in call.keywords]
    for name, value in given:
        if name in hashed:
            what = unhashable(semantics, value, scope, depth + 1)
            if what is not None:
                return info.name, name, what
    return None


def _jitted_methods(semantics: Semantics) -> dict:
    """The methods of the module's classes whose one decorator is a jit with static
    arguments, by name, with what they hash: a call through an instance hands jit the
    instance as argument 0."""
    found = {}
    for function in semantics.functions:
        if function.is_method and len(getattr(function.node, "decorator_list", ())) == 1:
            hashed = semantics.transforms.hashed_statics(function.node, function.parent, function)
            if hashed is not None and hashed[1]:
                found.setdefault(function.node.name, {})[function] = hashed
    return found


def _hashed_call(semantics: Semantics, call: ast.Call, scope: Scope, methods: dict) -> Optional[tuple]:
    """(transform, StaticSpec, positional arguments) of a call that hashes static arguments:
    a jitted function's, or a jitted method's through an instance (the instance argument 0)."""
    hashed = semantics.transforms.hashed_statics(call.func, scope)
    if hashed is not None:
        positional = positional_args(call)
        return None if positional is None else (*hashed, positional)
    func = call.func
    if not isinstance(func, ast.Attribute) or func.attr not in methods or func.attr in semantics.attributes:
        return None
    info = semantics.instances.instance_of(func.value, scope)
    hashed = None if info is None else methods[func.attr].get(semantics.classes.method(info, func.attr))
    positional = None if hashed is None else positional_args(call)
    return None if positional is None else (*hashed, [func.value, *positional])


HINTS = {
    "a list": "a tuple",
    "a set": "a frozenset (or a sorted tuple)",
}


def _hashable_constant(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return node.value is not ...
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        return _hashable_constant(node.operand)
    if isinstance(node, ast.Tuple):
        return all(_hashable_constant(e) for e in node.elts)
    return False


def hashable_literal_fix(context: RuleContext, node: ast.expr, scope: Scope) -> Optional[Fix]:
    """``[0, 1]`` -> ``(0, 1)``; ``{0, 1}`` -> ``frozenset({0, 1})`` (a tuple would lose set
    behaviour).  Safe: only literals of constants, whose hashed value is what jit needs."""
    if not isinstance(node, (ast.List, ast.Set)) or not all(_hashable_constant(e) for e in node.elts):
        return None
    if isinstance(node, ast.Set) and scope.lookup("frozenset") is not None:
        return None  # frozenset is shadowed here

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        literal = view.node(node)
        if literal is None:
            return None
        if isinstance(node, ast.List):
            return ((literal, cst.Tuple(elements=literal.elements, lpar=[cst.LeftParen()], rpar=[cst.RightParen()])),)
        return ((literal, cst.Call(func=cst.Name("frozenset"), args=[cst.Arg(literal)])),)

    title = "Pass a tuple" if isinstance(node, ast.List) else "Pass a frozenset"
    return context.fix(title, True, (node,), build)


def check(context: RuleContext) -> Iterator[Report]:
    semantics = context.semantics
    methods = _jitted_methods(semantics)
    for scope in semantics.scopes:
        for call in scope.calls:
            hashed = _hashed_call(semantics, call, scope, methods)
            if hashed is None or not hashed[1]:
                continue
            transform, statics, positional = hashed
            static_positions = statics.positions()
            static_names = statics.names()
            candidates = [(value, f"argument {i}") for i, value in enumerate(positional) if i in static_positions]
            candidates += [
                (item.value, f"argument '{item.arg}'")
                for item in call.keywords
                if item.arg is not None and item.arg in static_names
            ]
            for value, which in candidates:
                what = unhashable(semantics, value, scope)
                if what is not None:
                    hint = HINTS.get(what, "a hashable value (tuple, frozenset, or a non-static argument)")
                    yield Report(
                        value,
                        f"static {which} is {what}, which cannot be hashed into {transform}'s cache key; pass {hint}",
                        hashable_literal_fix(context, value, scope),
                    )


RULE = Rule(
    code="JXM006",
    title="unhashable static argument",
    # Captured from runs under jax 0.4.38 and 0.10.2; the tests hold every flagged case to it.
    raises=(Raises("ValueError", "Non-hashable static arguments are not supported"),),
    check=check,
    description=__doc__,
)
