"""The keys a framework call draws from, handed by stream: linen's
``model.apply(variables, x, rngs={"dropout": key})`` draws from ``key`` when the module's
method always runs a layer that draws from the "dropout" stream (a non-deterministic
``nn.Dropout``).  A client of :mod:`.keys`, which counts such a call as a consumer of the key.

And the keys a call of the module's code never draws from: equinox's vision_transformer
example evaluates with ``jax.vmap(functools.partial(model, enable_dropout=False))(x,
key=jax.random.split(key, n))`` on every batch; the model splits the key and hands the
children only to ``eqx.nn.Dropout(x, inference=not enable_dropout, key=k)``, which then
draws nothing, so the same split on every batch repeats nothing anyone sees.
"""

from __future__ import annotations

import ast
from typing import Callable, Optional

from ..astutil import FUNCTION_DEFS, argument, first_positional, has_star_args, keyword
from .jaxapi import DRAWING_LAYERS, KEYED_LAYERS, PARTIAL, RNG_STREAMS_KEYWORD, STAX_DROPOUT, STAX_SERIAL, TRANSFORMED
from .jaxapi.prng_keys import HAIKU_DROPOUT, HAIKU_NEXT_RNG_KEY
from .loop_purpose import plain_names
from .names import Names
from .held_classes import class_held, is_zip
from .scopes import AMBIGUOUS, UNBOUND, Assigned, Param, Scope, Unpacked, the_one
from .traces import Traces
from .transforms import MAX_DEPTH

_DERIVERS = frozenset({"split", "fold_in"})  # jax.random functions whose result is keys
_UNKNOWN = object()


class FrameworkDraws:
    def __init__(self, names: Names, traces: Traces, direct_key: Callable) -> None:
        self.names = names
        self.traces = traces
        self._direct_key = direct_key  # the keys layer's: which key a jax.random call takes
        self._parents: dict = {}  # Scope -> {id(node): its parent}, over the scope's own code
        self._own: dict = {}  # Scope -> the nodes of its own code

    def keys_drawn(self, call: ast.Call, scope: Scope) -> list:
        """The keys of ``rngs={"stream": key}`` that a framework call draws from: a linen
        ``apply`` (or ``state.apply_fn``) whose method draws from the stream on every run."""
        rngs = keyword(call, RNG_STREAMS_KEYWORD)
        if not isinstance(rngs, ast.Dict) or not all(
            isinstance(k, ast.Constant) and isinstance(k.value, str) for k in rngs.keys
        ):
            return []
        called = self.traces.instances.called(call, scope)
        if called is None or called[2] != 1:  # a linen apply: the variables do not reach the method
            return []
        streams = self._streams_drawn(called[0], call, called[1], called[2], scope)
        return [value for k, value in zip(rngs.keys, rngs.values) if k.value in streams]

    def haiku_keys_drawn(self, call: ast.Call, scope: Scope) -> list:
        """The rng of a haiku ``transformed.apply(params, rng, x)`` (``hk.transform``'s, or
        ``transform_with_state``'s after the state) whose function draws from
        ``hk.next_rng_key()`` on every run: a jax.random function, or ``hk.dropout`` with a
        literal rate strictly between 0 and 1, handed it as its key."""
        func = call.func
        if not (isinstance(func, ast.Attribute) and func.attr == "apply") or has_star_args(call):
            return []
        transformed = self.traces.instances.transformed(func.value, scope)
        if transformed is None:
            return []
        function, skips, qualname = transformed
        if skips != TRANSFORMED[qualname].apply_skips:
            return []  # ``hk.without_apply_rng``: no rng
        rng = argument(call, skips - 1, "rng")
        return [rng] if rng is not None and self._draws_next_key(function) else []

    def _draws_next_key(self, function: Scope) -> bool:
        names = self.names
        for call in function.calls:
            if not names.flow.always_runs(function, call):
                continue
            if names.qualified_name(call.func, function) == HAIKU_DROPOUT:
                key, rate = argument(call, 0, "rng"), argument(call, 1, "rate")
                rate_value = rate.value if isinstance(rate, ast.Constant) else None
                if type(rate_value) not in (int, float) or not 0 < rate_value < 1:
                    continue
            else:
                key = self._direct_key(call, function)
            if isinstance(key, ast.Call) and names.qualified_name(key.func, function) == HAIKU_NEXT_RNG_KEY:
                return True
        return False

    def _streams_drawn(self, method: Scope, applied: ast.Call, bound: int, skipped: int, scope: Scope) -> set:
        """The streams ``method`` draws from whenever it runs, called by ``applied``: a
        drawing layer built and called at once (``nn.Dropout(0.5)(x, deterministic=not
        train)``) whose rate is a literal strictly between 0 and 1 and whose deterministic
        flag is provably false (a literal, or ``not``/the value of a parameter the call gives,
        ``scope`` the call's)."""
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
            if len(given) != 1 or self._flag_value(given[0], method, applied, bound, skipped, scope) is not False:
                continue
            stream = keyword(layer_call, layer.stream_keyword)
            if stream is None:
                streams.add(layer.stream)
            elif isinstance(stream, ast.Constant) and isinstance(stream.value, str):
                streams.add(stream.value)
        return streams

    def _flag_value(self, node: ast.expr, method: Scope, applied: ast.Call, bound: int, skipped: int,
                    scope: Scope) -> Optional[bool]:
        """The bool ``node`` holds when ``applied`` (in ``scope``) runs ``method``: a literal,
        ``not`` of one, or a parameter the call (or its default) gives a literal bool, or the
        parameter of ``scope`` it hands on that every call of the module gives the same one
        (``train=train`` in ``def forward(params, batch, train)``, run as ``forward(p, b, True)``)."""
        if isinstance(node, ast.Constant):
            return node.value if isinstance(node.value, bool) else None
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            inner = self._flag_value(node.operand, method, applied, bound, skipped, scope)
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
        if isinstance(value, ast.Name):
            return self._handed_bool(value, scope)
        return value.value if isinstance(value, ast.Constant) and isinstance(value.value, bool) else None

    def _handed_bool(self, node: ast.Name, scope: Scope) -> Optional[bool]:
        """The one literal bool every call of the module hands ``scope``'s parameter ``node``."""
        if node.id not in scope.params or self.names.flow.reaching(scope, node.id, node) != [Param(scope, node.id)]:
            return None
        handed = {fed.value if isinstance(fed, ast.Constant) and type(fed.value) is bool else None
                  for fed, _, _ in self.traces.fed_arguments(scope, node.id)}
        return handed.pop() if len(handed) == 1 and None not in handed else None


    # ---- keys nobody draws from ---------------------------------------------------------
    def never_drawn(self, split: ast.Call, scope: Scope) -> bool:
        """The keys ``split`` (a ``jax.random.split`` call of ``scope``) returns are handed,
        straight or through names bound once, only to calls of the module's functions and
        modules that provably never draw from them, under the literal flags of each call
        (``functools.partial(model, enable_dropout=False)``): its numbers reach no draw."""
        if _a_statement_holds(split, scope):
            return False  # ``k1, k2 = split(key)``, the common case: no call takes the keys as they are
        return self._keys_idle(split, scope, {}, 0)

    def _keys_idle(self, node: ast.expr, scope: Scope, constants: dict, depth: int) -> bool:
        """Every way the keys ``node`` holds (a read of a key name, or a split or fold_in
        of one) leave it reaches no draw."""
        if depth > MAX_DEPTH:
            return False
        parents = self._parents_in(scope)
        parent = parents.get(id(node))
        if isinstance(parent, ast.keyword):
            parent = parents.get(id(parent))
        if not isinstance(parent, ast.Call) or node is parent.func:
            return False
        loop = parents.get(id(parent))
        if isinstance(loop, ast.For) and loop.iter is parent and is_zip(self.names, parent, scope):
            # ``for block, k in zip(self.blocks, keys)``: the loop's own name for each key
            elts = loop.target.elts if isinstance(loop.target, ast.Tuple) else ()
            index = next((i for i, arg in enumerate(parent.args) if arg is node), None)
            if index is None or len(elts) != len(parent.args) or not isinstance(elts[index], ast.Name):
                return False
            return self._name_idle(elts[index].id, scope, constants, depth + 1)
        if self._derives(parent, node, scope):
            statement = parents.get(id(parent))
            if not (isinstance(statement, ast.Assign) and statement.value is parent):
                return False
            names = [name for target in statement.targets for name in plain_names(target)]
            return bool(names) and None not in names and all(
                self._name_idle(name, scope, constants, depth + 1) for name in names
            )
        if self._ignored_by_layer(parent, node, scope, constants):
            return True
        return self._handed_idle(parent, node, scope, constants, depth + 1)

    def _name_idle(self, name: str, scope: Scope, constants: dict, depth: int) -> bool:
        """``name``, bound once in ``scope``'s own code, is read only where it reaches no draw."""
        if the_one(scope.bindings.get(name)) in (UNBOUND, AMBIGUOUS) or name in scope.declared:
            return False
        return self._reads_idle(name, scope, constants, depth)

    def _reads_idle(self, name: str, scope: Scope, constants: dict, depth: int) -> bool:
        """Every read of ``name`` in ``scope``'s own code reaches no draw, and no nested
        function or class reads it (it may run at any time)."""
        if self._read_by_nested(scope, name):
            return False
        reads = [node for node in self._own_nodes(scope) if isinstance(node, ast.Name) and node.id == name
                 and isinstance(node.ctx, ast.Load)]
        return all(self._keys_idle(read, scope, constants, depth) for read in reads)

    def _read_by_nested(self, scope: Scope, name: str) -> bool:
        return any(
            isinstance(node, ast.Name) and node.id == name
            for inner in self._own_nodes(scope) if isinstance(inner, (*FUNCTION_DEFS, ast.Lambda, ast.ClassDef))
            for node in ast.walk(inner)
        )

    def _derives(self, call: ast.Call, node: ast.expr, scope: Scope) -> bool:
        """``call`` is ``jax.random.split(node, ...)`` or ``fold_in(node, ...)``: keys from keys."""
        return self._direct_key(call, scope, _DERIVERS) is node

    def _ignored_by_layer(self, call: ast.Call, node: ast.expr, scope: Scope, constants: dict) -> bool:
        """``self.dropout(x, inference=True, key=node)`` of an equinox Dropout: no draw."""
        layer = self._keyed_layer(call.func, scope)
        if layer is None or keyword(call, layer.key) is not node:
            return False
        flags = [keyword(call, name) for name in layer.deterministic]
        given = [flag for flag in flags if flag is not None]
        return len(given) == 1 and self._constant(given[0], constants) is True

    def stax_key_drawn(self, call: ast.Call, scope: Scope) -> Optional[ast.expr]:
        """The ``rng=`` of a stax network's ``apply_fun(params, x, rng=key)``, the second of
        ``init_fun, apply_fun = stax.serial(...)``, when a layer of it is a train-mode
        ``Dropout(rate)`` of a literal keep rate strictly between 0 and 1: it draws from a
        child of the key on every call (jax#170)."""
        rng = keyword(call, "rng")
        if rng is None or not isinstance(call.func, ast.Name) or has_star_args(call):
            return None
        binding = self.names.binding(call.func.id, scope, call.func)
        if not (isinstance(binding, Unpacked) and binding.index == 1 and isinstance(binding.value, ast.Call)):
            return None
        return rng if self._stax_drops(binding.value, binding.scope, 0) else None

    def _stax_drops(self, node: ast.expr, scope: Scope, depth: int) -> bool:
        """The stax layer ``node`` (a ``serial`` of layers, a name bound once to one) holds a
        drawing ``Dropout``."""
        names = self.names
        if depth > MAX_DEPTH:
            return False
        if isinstance(node, ast.Name):
            held = names.value_of(node, scope)
            return held is not None and self._stax_drops(held.value, held.scope, depth + 1)
        if not isinstance(node, ast.Call) or has_star_args(node):
            return False
        qualname = names.qualified_name(node.func, scope)
        if qualname == STAX_SERIAL:
            return any(self._stax_drops(layer, scope, depth + 1) for layer in node.args)
        if qualname != STAX_DROPOUT:
            return False
        rate, mode = argument(node, 0, "rate"), argument(node, 1, "mode")
        rate_value = rate.value if isinstance(rate, ast.Constant) else None
        train = mode is None or isinstance(mode, ast.Constant) and mode.value == "train"
        return type(rate_value) in (int, float) and 0 < rate_value < 1 and train

    def layer_key_drawn(self, call: ast.Call, scope: Scope) -> Optional[ast.expr]:
        """The key ``self.dropout(x, key=k)`` draws from: an equinox Dropout built with a
        literal rate strictly between 0 and 1 (or the default) and no true inference flag,
        called with none either (or a literal false one)."""
        built = self._keyed_layer(call.func, scope, construction=True)
        if built is None:
            return None
        layer, construction, where = built
        key = keyword(call, layer.key)
        flags = [keyword(call, name) for name in layer.deterministic]
        flags += [argument(construction, position, name) for name, position in layer.built_flags]
        if key is None or any(flag is not None and self._constant(flag, {}) is not False for flag in flags):
            return None
        rate = argument(construction, layer.rate_position, layer.rate)
        value = layer.rate_default if rate is None else rate.value if isinstance(rate, ast.Constant) else None
        return key if type(value) in (int, float) and 0 < value < 1 and not has_star_args(construction) else None

    def _keyed_layer(self, node: ast.expr, scope: Scope, construction: bool = False):
        """The :class:`~.jaxapi.KeyedLayer` ``node`` is built as, or holds; with
        ``construction``: (that layer, the constructor call, its scope)."""
        names = self.names
        if isinstance(node, ast.Call):
            layer = KEYED_LAYERS.get(names.qualified_name(node.func, scope))
            return (layer, node, scope) if construction and layer is not None else layer
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and scope.is_self(node.value):
            stores = names.attributes.get(node.attr, [])
            layers = [
                self._keyed_layer(b.value, b.scope, construction) if isinstance(b, Assigned) and isinstance(
                    b.value, ast.Call) else None
                for b in stores
            ]
            return layers[0] if len(layers) == 1 or not construction and len(set(layers)) == 1 else None
        if isinstance(node, ast.Name):
            held = names.value_of(node, scope)
            return None if held is None else self._keyed_layer(held.value, held.scope, construction)
        return None

    def _handed_idle(self, call: ast.Call, node: ast.expr, scope: Scope, constants: dict, depth: int) -> bool:
        """``node`` is an argument of ``call``, which runs a function or module of the file
        that never draws from the parameter it lands in, under the call's literal flags."""
        if has_star_args(call) or isinstance(node, ast.Starred):
            return False
        callee = self._callee(call.func, scope, 0)
        if callee is None:
            return False
        function, skipped, fixed = callee
        positional = function.positional[skipped:]
        handed = {item.arg: item.value for item in call.keywords}
        if node in call.args:
            index = call.args.index(node)
            if index >= len(positional):
                return False
            name = positional[index]
        else:
            name = next((arg for arg, value in handed.items() if value is node), None)
        if name is None or name not in function.params or name in fixed:
            return False
        values = dict(zip(positional, call.args))
        values.update(fixed)
        values.update(handed)
        called_constants = {}
        for param in function.params:
            value = values.get(param)
            if value is None and not has_star_args(call):
                value = _default(function, param)
            constant = _UNKNOWN if value is None else self._constant(value, constants)
            if constant is not _UNKNOWN:
                called_constants[param] = constant
        if function.is_generator or function.bindings.get(name) != [Param(function, name)]:
            return False
        return self._reads_idle(name, function, called_constants, depth)

    def _callee(self, func: ast.expr, scope: Scope, depth: int) -> Optional[tuple]:
        """(def, leading parameters the caller does not hand, keywords fixed by a partial)
        that calling ``func`` runs: an instance of the module's classes (its ``__call__``),
        also an element of a list of them picked by a ``for ... in zip(self.blocks, ...)``,
        or a def, through ``functools.partial`` (keywords only) and known transforms."""
        names, traces = self.names, self.traces
        if depth > MAX_DEPTH:
            return None
        if isinstance(func, ast.Call):
            if has_star_args(func):
                return None
            if names.qualified_name(func.func, scope) == PARTIAL:
                if len(func.args) != 1:
                    return None
                inner = self._callee(func.args[0], scope, depth + 1)
                if inner is None:
                    return None
                fixed = {item.arg: item.value for item in func.keywords}
                fixed.update(inner[2])
                return inner[0], inner[1], fixed
            layer = traces.transforms.layer(func.func, scope)
            if layer is None or not layer.known or layer.spec.module_first:
                return None
            return self._callee(first_positional(func), scope, depth + 1)
        owner = class_held(traces.instances, func, scope, depth) if func is not None else None
        if owner is not None:
            method = traces.transforms.class_method(owner.scope, "__call__")
            if method is None or not method.is_method or not method.positional:
                return None
            if traces.transforms.of_def(method).layers:
                return None
            return method, 1, {}
        wrapped = traces.transforms.resolve(func, scope) if func is not None else None
        if wrapped is None or wrapped.function is None or wrapped.layers or wrapped.bound:
            return None
        return wrapped.function, 0, {}

    def _constant(self, node: ast.expr, constants: dict):
        """The Python value ``node`` holds: a literal, ``not`` of one, a parameter whose
        value the call gives; _UNKNOWN otherwise."""
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            inner = self._constant(node.operand, constants)
            return _UNKNOWN if inner is _UNKNOWN else not inner
        if isinstance(node, ast.Name):
            return constants.get(node.id, _UNKNOWN)
        return _UNKNOWN

    def _parents_in(self, scope: Scope) -> dict:
        found = self._parents.get(scope)
        if found is None:
            found = self._parents[scope] = {}
            for node in self._own_nodes(scope):
                for child in ast.iter_child_nodes(node):
                    found[id(child)] = node
        return found

    def _own_nodes(self, scope: Scope) -> list:
        """The nodes of ``scope``'s own code: nested defs, lambdas and classes as single nodes."""
        found = self._own.get(scope)
        if found is None:
            found = self._own[scope] = self._walk_own(scope)
        return found

    def _walk_own(self, scope: Scope) -> list:
        nodes, pending = [], list(ast.iter_child_nodes(scope.node))
        if isinstance(scope.node, FUNCTION_DEFS):
            pending = list(scope.node.body)
        while pending:
            node = pending.pop()
            nodes.append(node)
            if not isinstance(node, (*FUNCTION_DEFS, ast.Lambda, ast.ClassDef)):
                pending.extend(ast.iter_child_nodes(node))
        return nodes


def _default(function: Scope, name: str) -> Optional[ast.expr]:
    """The default value of ``function``'s parameter ``name``, if it has one."""
    arguments = function.node.args
    positional = [*arguments.posonlyargs, *arguments.args]
    defaults = dict(zip([a.arg for a in positional[len(positional) - len(arguments.defaults):]], arguments.defaults))
    defaults.update((a.arg, d) for a, d in zip(arguments.kwonlyargs, arguments.kw_defaults) if d is not None)
    return defaults.get(name)


def _a_statement_holds(node: ast.expr, scope: Scope) -> bool:
    """``node`` is the value a statement of ``scope``'s own code assigns, returns or throws
    away (its parent there is that statement, no call): asked of the sites the walk keeps,
    before anything builds the scope's map of parents."""
    return (
        any(statement.value is node for _, statement in scope.stores)
        or any(statement.value is node for _, statement in scope.subscript_stores)
        or any(statement.value is node for statement in scope.expression_statements)
        or any(value is node for value in scope.returns)
    )

