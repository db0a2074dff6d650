"""The module's functions an optax optimizer calls inside its ``update``: schedules, a custom
``GradientTransformation``'s update, masks.  The call graph traces them when the update runs
traced; a schedule is called with the step count, a scalar int32 array (so ``np.cos(step)``,
``int(step)`` there convert a tracer).  Part of the tracing layer: names, bindings and the
transform resolver, never a value kind.
"""

from __future__ import annotations

import ast
from typing import Callable, Optional

from ..astutil import argument, keyword
from .jaxapi import OPTAX, OPTAX_INIT_SLOTS, OPTIMIZER_HOLDERS, OPTIMIZER_METHODS, OPTIMIZER_UPDATE
from .jaxapi.frameworks import OPTAX_INJECT_HYPERPARAMS, OPTAX_SCHEDULE_KEYWORDS, OPTAX_SCHEDULE_TAKERS
from .names import Names
from .scopes import Assigned, Param, Scope
from .transforms import MAX_DEPTH, Transforms


class OptimizerCallbacks:
    def __init__(self, names: Names, transforms: Transforms, fed_arguments: Callable) -> None:
        """``fed_arguments(function, name)``: see :class:`.instances.Instances`."""
        self.names = names
        self.transforms = transforms
        self.fed_arguments = fed_arguments
        self.schedules: set = set()  # the callbacks found in a schedule's slot

    def counts_steps(self, function: Scope, name: str) -> bool:
        """``name`` is the first parameter of a schedule an optimizer calls with its step count."""
        return function in self.schedules and function.positional[:1] == [name]

    def update_callbacks(self, call: ast.Call, scope: Scope) -> list:
        """The module's functions an optax optimizer's ``update`` runs (``tx.update(grads,
        state, params)`` with ``tx = optax.adam(learning_rate=schedule)``, a flax TrainState's
        ``apply_gradients`` and an nnx Optimizer's ``update``, which run their ``tx``'s): its
        schedules, a custom transformation's update, masks; every function handed to the
        optimizer's construction but a ``GradientTransformation``'s init."""
        func = call.func
        if not (isinstance(func, ast.Attribute) and func.attr in OPTIMIZER_METHODS and isinstance(func.value, ast.Name)):
            return []
        found: list = []
        held = self._held_call(func.value, scope, 0) or self._the_one_holder(func.attr)
        if held is None:
            return found
        value, where = held
        holder = OPTIMIZER_HOLDERS.get(self.names.qualified_name(value.func, where))
        if holder is None and func.attr == OPTIMIZER_UPDATE:
            self._optax_functions(value, where, found, 0)
        elif holder is not None and func.attr == holder.method:
            optimizer = argument(value, holder.position, holder.keyword)
            if optimizer is not None:
                self._optax_functions(optimizer, where, found, 0)
        return found

    def _held_call(self, node: ast.expr, scope: Scope, depth: int) -> Optional[tuple]:
        """(call, its scope) that a name provably holds: bound once to it, or a parameter
        every call of the module hands the same one (``train_step(model, optimizer, x)``)."""
        if depth > MAX_DEPTH:
            return None
        if isinstance(node, ast.Call):
            return node, scope
        if not isinstance(node, ast.Name):
            return None
        binding = self.names.binding(node.id, scope, node)
        if isinstance(binding, Assigned):
            return self._held_call(binding.value, binding.scope, depth + 1)
        if not isinstance(binding, Param):
            return None
        fed = {id(found[0]): found for found in (
            self._held_call(value, where, depth + 1) for value, where, _ in self.fed_arguments(binding.scope, node.id)
        ) if found is not None}
        return next(iter(fed.values())) if len(fed) == 1 else None

    def _the_one_holder(self, method: str) -> Optional[tuple]:
        """(call, its scope): the one construction in the module of a holder whose ``method``
        is its own (``state.apply_gradients(...)`` with one ``TrainState.create``)."""
        holders = [
            (call, scope) for scope in self.names.scopes for call in scope.calls
            if (holder := OPTIMIZER_HOLDERS.get(self.names.qualified_name(call.func, scope)))
            and holder.distinctive and holder.method == method
        ]
        return holders[0] if len(holders) == 1 else None

    def _schedule_slot(self, node: ast.Call, head: ast.expr, qualname: str, scope: Scope) -> Optional[ast.expr]:
        """The argument of ``node`` an optimizer calls as a schedule, when it takes one."""
        if qualname == OPTAX_INJECT_HYPERPARAMS and isinstance(node.func, ast.Call) and node.func.args:
            qualname = self.names.qualified_name(node.func.args[0], scope)  # inject_hyperparams(optax.sgd)(lr)
        elif head is not node.func:
            return None
        if qualname not in OPTAX_SCHEDULE_TAKERS:
            return None
        return node.args[0] if node.args else next(
            (item.value for item in node.keywords if item.arg in OPTAX_SCHEDULE_KEYWORDS), None)

    def _optax_functions(self, node: ast.expr, scope: Scope, found: list, depth: int) -> bool:
        """Collect the functions handed to an optax construction ``node``; False when it is none."""
        if depth > MAX_DEPTH:
            return False
        if isinstance(node, ast.Name):  # ``tx = optax.adam(...)`` handed on by name
            held = self.names.value_of(node, scope)
            return held is not None and self._optax_functions(held.value, held.scope, found, depth + 1)
        if not isinstance(node, ast.Call):
            return False
        names = self.names
        head = node.func.func if isinstance(node.func, ast.Call) else node.func  # inject_hyperparams(optax.adam)(...)
        qualname = names.qualified_name(head, scope)
        if qualname is None or qualname.split(".", 1)[0] != OPTAX:
            return False
        skipped = None
        if qualname in OPTAX_INIT_SLOTS:
            position, name = OPTAX_INIT_SLOTS[qualname]
            skipped = node.args[position] if len(node.args) > position else keyword(node, name)
        schedule = self._schedule_slot(node, head, qualname, scope)
        for value in [*node.args, *(k.value for k in node.keywords)]:
            if value is skipped or self._optax_functions(value, scope, found, depth + 1):
                continue
            if isinstance(value, (ast.List, ast.Tuple)):
                for item in value.elts:
                    self._optax_functions(item, scope, found, depth + 1)
                continue
            callable_value = isinstance(value, (ast.Name, ast.Lambda, ast.Call))  # a factory's schedule too
            function = self.transforms.function_of(value, scope) if callable_value else None
            if function is not None and function not in found:
                found.append(function)
                if value is schedule:
                    self.schedules.add(function)
        return True
