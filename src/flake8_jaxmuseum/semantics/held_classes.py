"""What an expression holds, also through returns, list elements and agreeing bindings: the
class of the module's instance a name or call provably holds (framework_draws asks it of
what a loop calls with a key)."""

from __future__ import annotations

import ast
from typing import Optional

from ..astutil import first_positional, has_star_args
from .instances import Instances
from .jaxapi import STRUCTURE_KEEPING_FUNCTIONS
from .names import Names
from .scopes import Assigned, Iterated, Param, Scope, Unpacked, annotation_of, the_one_found
from .transforms import MAX_DEPTH


def class_held(instances: Instances, node: ast.expr, scope: Scope, depth: int = 0):
    """The class of the module ``node`` provably holds an instance of: what :meth:`.Instances.instance_of`
    proves, an element of a list of them (``block`` in ``for block, k in zip(self.blocks,
    keys)``, every store into ``self.blocks`` a list of one class's instances), or what every
    binding reaching a name agrees on, each an annotated parameter, ``eqx.apply_updates(model,
    ...)`` of one (it keeps its first argument's structure), or a function's returned instance
    (``model, state = train(model, ...)``)."""
    if depth > MAX_DEPTH:
        return None
    if isinstance(node, ast.Call):  # ``MLP()``, or ``make_model()`` returning one
        return instances.instance_of(node, scope) or _class_returned(instances, node, scope, None, depth + 1)
    owner = instances.instance_of(node, scope)
    if owner is not None or not isinstance(node, ast.Name):
        return owner
    owner = _element_instance(instances, node, scope)
    if owner is not None:
        return owner
    bindings = instances.names.reaching(node.id, scope, node)
    if not bindings:
        return None
    found = {id(c): c for c in (_class_bound(instances, b, node.id, depth + 1) for b in bindings)}
    return next(iter(found.values())) if len(found) == 1 else None

def _class_bound(instances: Instances, binding, name: str, depth: int):
    if isinstance(binding, Param):
        annotation = annotation_of(binding.scope, name)
        return None if annotation is None else instances.classes.class_named(annotation, binding.scope.parent)
    if not isinstance(binding, (Assigned, Unpacked)) or not isinstance(binding.value, ast.Call):
        return None
    return _class_returned(instances, binding.value, binding.scope, getattr(binding, "index", None), depth)

def _class_returned(instances: Instances, call: ast.Call, where: Scope, index: Optional[int], depth: int):
    """The class of what ``call`` returns (element ``index`` of the tuple it returns)."""
    if depth > MAX_DEPTH:
        return None
    if index is None and instances.names.qualified_name(call.func, where) in STRUCTURE_KEEPING_FUNCTIONS:
        return class_held(instances, first_positional(call), where, depth + 1) if call.args else None
    function = instances.transforms.function_of(call.func, where)
    if function is None or function.is_generator or not function.returns:
        return None
    found = []
    for returned in function.returns:
        if index is not None:
            if not isinstance(returned, ast.Tuple) or index >= len(returned.elts) or any(
                isinstance(e, ast.Starred) for e in returned.elts
            ):
                return None
            returned = returned.elts[index]
        found.append(class_held(instances, returned, function, depth + 1))
    return the_one_found(found)

def _element_instance(instances: Instances, name: ast.Name, scope: Scope):
    binding = instances.names.binding(name.id, scope, name)
    if not isinstance(binding, Iterated) or binding.scope is not scope:
        return None
    target = next(site for b, site in zip(scope.bindings[name.id], scope.sites[name.id]) if b is binding)
    iterable = binding.iterable
    if not (isinstance(target, ast.Tuple) and isinstance(iterable, ast.Call)):
        return None  # a for loop's tuple target (a comprehension's site is the comprehension)
    if not is_zip(instances.names, iterable, scope):
        return None
    index = next((i for i, elt in enumerate(target.elts) if isinstance(elt, ast.Name) and elt.id == name.id), None)
    if index is None or len(target.elts) != len(iterable.args):
        return None
    held = iterable.args[index]
    if not (isinstance(held, ast.Attribute) and isinstance(held.value, ast.Name) and scope.is_self(held.value)):
        return None
    classes = set()
    for stored in instances.names.attributes.get(held.attr, []):
        value = stored.value if isinstance(stored, Assigned) else None
        items = [value.elt] if isinstance(value, ast.ListComp) else []
        items = list(value.elts) if isinstance(value, ast.List) else items
        if not items:
            return None
        for item in items:
            found = instances.classes.class_named(item.func, stored.scope) if isinstance(item, ast.Call) else None
            if found is None:
                return None
            classes.add(id(found))
            owner = found
    return owner if len(classes) == 1 else None


def is_zip(names: Names, call: ast.Call, scope: Scope) -> bool:
    """``zip(a, b)``, the builtin, with plain positional arguments."""
    return isinstance(call.func, ast.Name) and call.func.id == "zip" and names.is_builtin(
        call.func, scope, "zip") and not call.keywords and not has_star_args(call)
