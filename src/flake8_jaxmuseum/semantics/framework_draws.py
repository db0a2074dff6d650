"""The keys a framework call draws from, handed by stream: linen's
``model.apply(variables, x, rngs={"dropout": key})`` draws from ``key`` when the module's
method always runs a layer that draws from the "dropout" stream (a non-deterministic
``nn.Dropout``).  A client of :mod:`.keys`, which counts such a call as a consumer of the key.
"""

from __future__ import annotations

import ast
from typing import Optional

from ..astutil import argument, has_star_args, keyword
from .jaxapi import DRAWING_LAYERS, RNG_STREAMS_KEYWORD
from .instances import Instances
from .names import Names
from .scopes import Param, Scope


class FrameworkDraws:
    def __init__(self, names: Names, instances: Instances) -> None:
        self.names = names
        self.instances = instances

    def keys_drawn(self, call: ast.Call, scope: Scope) -> list:
        """The keys of ``rngs={"stream": key}`` that a framework call draws from: a linen
        ``apply`` (or ``state.apply_fn``) whose method draws from the stream on every run."""
        rngs = keyword(call, RNG_STREAMS_KEYWORD)
        if not isinstance(rngs, ast.Dict) or not all(
            isinstance(k, ast.Constant) and isinstance(k.value, str) for k in rngs.keys
        ):
            return []
        called = self.instances.called(call, scope)
        if called is None or called[2] != 1:  # a linen apply: the variables do not reach the method
            return []
        streams = self._streams_drawn(called[0], call, called[1], called[2])
        return [value for k, value in zip(rngs.keys, rngs.values) if k.value in streams]

    def _streams_drawn(self, method: Scope, applied: ast.Call, bound: int, skipped: int) -> set:
        """The streams ``method`` draws from whenever it runs, called by ``applied``: a
        drawing layer built and called at once (``nn.Dropout(0.5)(x, deterministic=not
        train)``) whose rate is a literal strictly between 0 and 1 and whose deterministic
        flag is provably false (a literal, or ``not``/the value of a parameter the call gives)."""
        names = self.names
        streams = set()
        for call in method.calls:
            layer_call = call.func
            if not isinstance(layer_call, ast.Call) or has_star_args(call) or has_star_args(layer_call):
                continue
            layer = DRAWING_LAYERS.get(names.qualified_name(layer_call.func, method))
            if layer is None or not names.flow.always_runs(method, call):
                continue
            rate = argument(layer_call, layer.rate_position, layer.rate)
            rate_value = rate.value if isinstance(rate, ast.Constant) else None
            if type(rate_value) not in (int, float) or not 0 < rate_value < 1:
                continue
            given = [flag for flag in (keyword(layer_call, layer.deterministic), argument(call, 1, layer.deterministic))
                     if flag is not None]
            if len(given) != 1 or self._flag_value(given[0], method, applied, bound, skipped) is not False:
                continue
            stream = keyword(layer_call, layer.stream_keyword)
            if stream is None:
                streams.add(layer.stream)
            elif isinstance(stream, ast.Constant) and isinstance(stream.value, str):
                streams.add(stream.value)
        return streams

    def _flag_value(self, node: ast.expr, method: Scope, applied: ast.Call, bound: int, skipped: int) -> Optional[bool]:
        """The bool ``node`` holds when ``applied`` runs ``method``: a literal, ``not`` of
        one, or a parameter the call (or its default) gives a literal bool."""
        if isinstance(node, ast.Constant):
            return node.value if isinstance(node.value, bool) else None
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            inner = self._flag_value(node.operand, method, applied, bound, skipped)
            return None if inner is None else not inner
        if not isinstance(node, ast.Name) or node.id not in method.params:
            return None
        if self.names.flow.reaching(method, node.id, node) != [Param(method, node.id)]:
            return None
        name = node.id
        position = method.positional.index(name) if name in method.positional else None
        if position is not None and position < bound:
            return None
        value = argument(applied, None if position is None else position - bound + skipped, name)
        if value is None and not has_star_args(applied):
            value = _default(method, name)
        return value.value if isinstance(value, ast.Constant) and isinstance(value.value, bool) else None


def _default(function: Scope, name: str) -> Optional[ast.expr]:
    """The default value of ``function``'s parameter ``name``, if it has one."""
    arguments = function.node.args
    positional = [*arguments.posonlyargs, *arguments.args]
    defaults = dict(zip([a.arg for a in positional[len(positional) - len(arguments.defaults):]], arguments.defaults))
    defaults.update((a.arg, d) for a, d in zip(arguments.kwonlyargs, arguments.kw_defaults) if d is not None)
    return defaults.get(name)
