"""Per-example losses: values holding one loss per example (or per output), which a user
reduces with a mean over the batch (optax's examples: ``optax.l2_loss(pred, y).mean()``).

Recognised by their form, never by a name: an optax loss that keeps its inputs' shape or
gives one value per label, a squared or absolute difference (``(pred - y) ** 2``,
``jnp.abs(pred - y)``), a negated sum over the class axis of log-probabilities
(``-jnp.sum(labels * jax.nn.log_softmax(logits), axis=-1)``), a constant multiple or an
axis reduction of one of these, and a name or a same-file function every return of which
is one.  Anything else (``x ** 2``, ``X @ w - y``) is not known to be a loss.
"""

from __future__ import annotations

import ast

from ...astutil import is_number
from ..jaxapi import CLASS_AXIS_LOSSES, ELEMENTWISE_LOSSES, ERROR_FUNCTIONS, LOG_PROBABILITIES, optax_loss_name
from ..jaxapi.library import reduces
from ..names import Names, always_returns
from ..scopes import Assigned, Scope
from ..transforms import Transforms

_MAX_DEPTH = 12


class Losses:
    def __init__(self, names: Names, transforms: Transforms) -> None:
        self.names = names
        self.transforms = transforms

    def per_example(self, node: ast.expr, scope: Scope, depth: int = 0) -> bool:
        """``node`` provably holds per-example losses (by its form: see the module)."""
        if depth > _MAX_DEPTH:
            return False
        if isinstance(node, ast.BinOp):
            if isinstance(node.op, ast.Pow):
                return is_number(node.right) and node.right.value == 2 and self._is_difference(node.left, scope)
            if isinstance(node.op, (ast.Mult, ast.Div)):
                # 0.5 * (pred - y) ** 2, loss / 2
                sides = (node.left, node.right) if isinstance(node.op, ast.Mult) else (node.left,)
                return (is_number(node.right) or is_number(node.left)) and any(
                    self.per_example(side, scope, depth + 1) for side in sides if not is_number(side)
                )
            return False
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            # -jnp.sum(labels * log_softmax(logits), axis=-1): a cross-entropy per example
            operand = self._axis_reduced(node.operand, scope)
            return operand is not None and self._has_log_probability(operand, scope)
        if isinstance(node, ast.Name):
            bindings = self.names.reaching(node.id, scope, node)
            return bool(bindings) and all(
                isinstance(binding, Assigned) and self.per_example(binding.value, binding.scope, depth + 1)
                for binding in bindings
            )
        if isinstance(node, ast.Call):
            return self._loss_call(node, scope, depth)
        return False

    def _loss_call(self, call: ast.Call, scope: Scope, depth: int) -> bool:
        qualname = self.names.qualified_name(call.func, scope)
        if qualname is not None:
            qualname = optax_loss_name(qualname)
            if qualname in ELEMENTWISE_LOSSES or qualname in CLASS_AXIS_LOSSES:
                return True
            if qualname in ERROR_FUNCTIONS:
                return len(call.args) == 1 and not call.keywords and self._is_difference(call.args[0], scope)
            operand = self._axis_reduced(call, scope)
            if operand is None:
                return False
            # Summed over an axis: the squared errors of each example's outputs, or a
            # cross-entropy whose minus sign is inside (jnp.sum(-labels * log_softmax(z), axis=-1)).
            if self.per_example(operand, scope, depth + 1):
                return True
            return _is_negated(operand) and self._has_log_probability(operand, scope)
        # A same-file function (as it is, or jitted): every return a per-example loss.
        wrapped = self.transforms.resolve(call.func, scope)
        if wrapped is None or wrapped.function is None or wrapped.function.is_method:
            return False
        if not all(layer.known and layer.spec.keeps_output and not layer.spec.maps for layer in wrapped.layers):
            return False
        function = wrapped.function
        if not function.returns or not always_returns(function):
            return False
        return all(self.per_example(value, function, depth + 1) for value in function.returns)

    def _axis_reduced(self, node: ast.expr, scope: Scope):
        """The operand of a reduction over a given axis (``jnp.sum(x, axis=-1)``), or None."""
        if not isinstance(node, ast.Call) or not node.args:
            return None
        qualname = self.names.qualified_name(node.func, scope)
        reduction = None if qualname is None else reduces(qualname)
        if reduction is None or reduction.arity != 1 or reduction.axis is None:
            return None
        given = {item.arg: item.value for item in node.keywords}
        if None in given or set(given) - {"axis", "keepdims"}:
            return None
        axis = node.args[reduction.axis] if len(node.args) > reduction.axis else given.get("axis")
        if axis is None or (isinstance(axis, ast.Constant) and axis.value is None):
            return None
        return node.args[0]

    def _is_difference(self, node: ast.expr, scope: Scope) -> bool:
        """``pred - y``, also through a name every binding of which is one."""
        if isinstance(node, ast.Name):
            bindings = self.names.reaching(node.id, scope, node)
            return bool(bindings) and all(isinstance(b, Assigned) and _subtracts(b.value) for b in bindings)
        return _subtracts(node)

    def _has_log_probability(self, node: ast.expr, scope: Scope, follow: bool = True) -> bool:
        """A call of ``jax.nn.log_softmax`` or ``log_sigmoid`` inside ``node``, also through a
        name bound once (``log_p = jax.nn.log_softmax(logits)``)."""
        for inner in ast.walk(node):
            if isinstance(inner, ast.Call) and self.names.qualified_name(inner.func, scope) in LOG_PROBABILITIES:
                return True
            if follow and isinstance(inner, ast.Name) and isinstance(inner.ctx, ast.Load):
                assigned = self.names.value_of(inner, scope)
                if assigned is not None and self._has_log_probability(assigned.value, assigned.scope, follow=False):
                    return True
        return False


def _subtracts(node: ast.expr) -> bool:
    return isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub)


def _is_negated(node: ast.expr) -> bool:
    """``-labels * log_p`` or ``labels * -log_p``: a product with a negated factor."""
    while isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Mult, ast.Div)):
        if isinstance(node.right, ast.UnaryOp) and isinstance(node.right.op, ast.USub):
            return True
        node = node.left
    return isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub)
