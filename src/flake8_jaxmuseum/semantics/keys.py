"""PRNG keys: which calls consume a key, and where a key already consumed is consumed again.

A jax.random sampler (or ``split``) is a pure function of the key bits it is given, so the
same key gives the same numbers (or, for two different samplers, numbers that are functions
of each other).  A *consumer* is a call of one of them (:data:`~.jaxapi.KEY_CONSUMERS`)
with the key as argument 0 or ``key=``, a framework call handed the key for a stream its
module draws from on every run (``model.apply(variables, x, rngs={"dropout": key})`` of a
linen module whose ``__call__`` always calls a non-deterministic ``nn.Dropout``), or a call
of a same-file function that always consumes one of its parameters (hands it to a consumer
on every path that returns, through known transforms such as ``jax.jit``), or a key it
rebuilds from a constant seed (``PRNGKey(0)`` in a jitted train step: every call draws
the same numbers).

The consumption analysis (:mod:`.key_flow`, the second client of :mod:`.flow`) runs for each
scope that has consumers and finds the consumers that may consume a key already consumed.
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional

from ..astutil import argument, const_int, has_star_args, keyword
from .framework_draws import FrameworkDraws
from .key_draws import BRANCHING_LEAVES, branch_keys, carried, loop_carries, thrown_away, transformed_draw
from .key_flow import CALLED_AGAIN, SPLIT, KeyConsumption, position
from .loop_purpose import methods_called_again, stored_at_init_only
from .bound_methods import linen_instance
from .jaxapi import (
    ALIGNED_SHUFFLES, CHOICE_WEIGHTS, KEY_CONSTRUCTORS, KEY_CONSUMERS, KEY_REUSE_ERROR, KEY_TAKERS, KEYED_CONSTRUCTORS,
    KEYED_CONSTRUCTOR_KEYWORD, KEYED_LAYER_KEYWORDS, LINEN_RNG_TAKERS, REPEATED_BODIES, RNG_STREAMS_KEYWORD,
)
from .names import Names
from .scopes import Assigned, Imported, Param, Scope, ScopeType, the_one
from .seed_guards import guarded_seed, seed_for_call
from .traces import Traces

_BODY_LEAVES = frozenset(name.rpartition(".")[2] for name in REPEATED_BODIES)


def _called_name(call: ast.Call) -> Optional[str]:
    """``f`` in ``f(...)``, ``jax.jit(f)(...)``, ``jax.value_and_grad(f)(...)``: maybe a helper."""
    func = call.func
    if isinstance(func, ast.Call) and func.args:
        func = func.args[0]
    return func.id if isinstance(func, ast.Name) else None


def _helper_name(call: ast.Call) -> Optional[str]:
    """:func:`_called_name`, or the method name of ``obj.method(...)``."""
    name = _called_name(call)
    return call.func.attr if name is None and isinstance(call.func, ast.Attribute) else name


def _runs_lambda(call: ast.Call) -> bool:
    """``jax.grad(lambda p: loss(p, x))(params)``: a lambda run through a transform, whose
    body may call a helper that draws."""
    func = call.func
    return isinstance(func, ast.Call) and bool(func.args) and isinstance(func.args[0], ast.Lambda)


def _expects_key_reuse(block: ast.AST) -> bool:
    """``with self.assertRaises(KeyReuseError):`` (any exception named so)."""
    for item in getattr(block, "items", ()):
        call = item.context_expr
        expected = call.args[0] if isinstance(call, ast.Call) and call.args else None
        name = expected.attr if isinstance(expected, ast.Attribute) else getattr(expected, "id", None)
        if name == KEY_REUSE_ERROR:
            return True
    return False


_KEY_TAKING_ATTRIBUTES = frozenset(KEY_TAKERS) | frozenset(LINEN_RNG_TAKERS)


class PRNGKeys:
    """Key consumption in one module, found on the first question (``Semantics.keys``)."""

    def __init__(self, names: Names, traces: Traces) -> None:
        self.names = names
        self.traces = traces
        self._reuses: Optional[list] = None
        self._consumers: dict = {}  # Scope -> [(call, key, via)]
        self._consuming: dict = {}  # function Scope -> parameters it always consumes
        self._helper_names: set = set()
        self._direct: dict = {}  # Scope -> its jax.random consumers
        self._named_calls: dict = {}  # Scope -> its calls of a plain name (maybe a helper)
        self._names: Optional[set] = None
        self._framework = FrameworkDraws(names, traces, self.direct_key)
        self._seeded: dict = {}  # function Scope -> the constant-seed key it always draws from
        self.helper_seeds: set = set()  # ids of those keys, consumed by each call of their function
        self.guarded: dict = {}  # function Scope -> (constant-seed key, flags it is drawn behind) (.seed_guards)
        self._methods: Optional[frozenset] = None  # the names of the module's methods
        self._indexed: dict = {}  # Scope -> id(call) -> the literal index of ``call(...)[i]``
        self._loops: dict = {}  # lax loop body or predicate Scope -> what runs it (.key_draws.loop_carries)
        self._carried: dict = {}  # such a Scope -> the names holding a key it carries unsplit

    # ---- consumers ---------------------------------------------------------------------
    def direct_key(self, call: ast.Call, scope: Scope, functions: frozenset = KEY_CONSUMERS) -> Optional[ast.expr]:
        """The key a jax.random consumer call consumes (argument 0 or ``key=``); with
        ``functions``: the key a call of one of those jax.random functions takes."""
        func = call.func
        if isinstance(func, ast.Attribute):
            if func.attr not in functions:
                return None
        elif not isinstance(func, ast.Name) or func.id not in self._consumer_names():
            return None
        qualname = self.names.qualified_name(func, scope)
        if qualname is None or qualname.rpartition(".")[0] != "jax.random" or qualname[11:] not in functions:
            return None
        return argument(call, 0, "key")

    def restored_attribute(self, key: ast.expr) -> bool:
        """``self.key`` that code outside ``__init__`` stores into again (``self.key, sub =
        jax.random.split(self.key)``): a key built from the seed at one use would be stored
        there and handed to the constructor again on the next call."""
        return isinstance(key, ast.Attribute) and not stored_at_init_only(self.names, key.attr)

    def taken_keys(self, scope: Scope) -> Iterator[tuple]:
        """(call, key) for what each call of ``scope`` hands as a key to a function that needs
        one: a jax.random function (:data:`~.jaxapi.KEY_TAKERS`: the consumers and
        ``fold_in``), an equinox layer built with ``key=`` (:data:`~.jaxapi.KEYED_CONSTRUCTORS`),
        a linen module's ``init``, ``init_with_output`` or ``apply`` its rngs
        (:data:`~.jaxapi.LINEN_RNG_TAKERS`: a key, or each value of a dict of streams); not
        haiku's transformed functions (an int seed is their key).  A call with no keyword
        that names no key taker goes no further (JXM017 asks this of every call)."""
        consumer_names = self._consumer_names()
        for call in scope.calls:
            func = call.func
            if call.keywords or (func.attr in _KEY_TAKING_ATTRIBUTES if isinstance(func, ast.Attribute)
                                 else isinstance(func, ast.Name) and func.id in consumer_names):
                for key in self._taken_keys(call, scope):
                    yield call, key

    def _taken_keys(self, call: ast.Call, scope: Scope) -> list:
        key = self.direct_key(call, scope, KEY_TAKERS)
        if key is not None:
            return [key]
        func = call.func
        if isinstance(func, ast.Attribute) and func.attr in LINEN_RNG_TAKERS:
            rngs = argument(call, *LINEN_RNG_TAKERS[func.attr])
            if rngs is None or not linen_instance(self.traces.instances, func.value, scope):
                return []
            if isinstance(rngs, ast.Dict):
                return [value for name, value in zip(rngs.keys, rngs.values) if name is not None]
            return [rngs]
        key = keyword(call, KEYED_CONSTRUCTOR_KEYWORD) if isinstance(func, (ast.Attribute, ast.Name)) else None
        if key is not None and self.names.qualified_name(func, scope) in KEYED_CONSTRUCTORS:
            return [key]  # (the keyword asked first: a qualified name costs more)
        if any(item.arg in KEYED_LAYER_KEYWORDS for item in call.keywords):
            # ``eqx.nn.Dropout(p)(x, key=0)``: a keyed layer that draws from its call's key
            # (the keyword asked first, then what the callee was built as)
            drawn = self._framework.layer_key_drawn(call, scope)
            if drawn is not None:
                return [drawn]
        return []

    def carried(self, function: Scope) -> frozenset:
        """The names of a lax loop's body or predicate holding a key its body carries unsplit."""
        if function not in self._carried:
            self._carried[function] = carried(self, function, self._loops.get(function))
        return self._carried[function]

    def _consumer_names(self) -> set:
        """Plain names a consumer (or key-taking) call can use: the functions' own names
        (``from jax.random import normal``, also inside a function) and module-level aliases
        of them (``from jax.random import normal as randn``, ``split = jax.random.split``)."""
        if self._names is None:
            self._names = set(KEY_TAKERS)
            for name, bindings in self.names.module_scope.bindings.items():
                for binding in bindings:
                    if isinstance(binding, Imported):
                        leaf = binding.qualname.rpartition(".")[2]
                    elif isinstance(binding, Assigned) and isinstance(binding.value, ast.Attribute):
                        leaf = binding.value.attr
                    else:
                        continue
                    if leaf in KEY_TAKERS:
                        self._names.add(name)
        return self._names

    def is_constant_seed(self, node: ast.expr, scope: Scope) -> bool:
        """``jax.random.PRNGKey(0)``, ``jax.random.key(42)``: the same key bits every time (also
        ``PRNGKey(seed)`` of a ``seed = 0`` that nothing rebinds)."""
        if not isinstance(node, ast.Call) or not node.args or has_star_args(node):
            return False
        if any(item.arg != "impl" or not isinstance(item.value, ast.Constant) for item in node.keywords):
            return False
        return all(const_int(self._seed_value(a, scope)) is not None for a in node.args) and (
            self.names.qualified_name(node.func, scope) in KEY_CONSTRUCTORS
        )

    def _seed_value(self, node: ast.expr, scope: Scope) -> Optional[ast.expr]:
        """What a seed argument is: itself, or what the one assignment reaching the name bound
        it to when nothing rebinds it (``seed += 1``).  An int cannot change in place, so the
        module is not walked for stores into it (:meth:`.names.Names.unchanged_literal` does)."""
        if not isinstance(node, ast.Name):
            return node
        held = self.names.value_of(node, scope)
        return None if held is None or node.id in self.names.mutated_names else held.value

    def consumers(self, scope: Scope) -> list:
        """(call, key expression, helper function or None) for each consumer in ``scope``'s own code."""
        found = self._consumers.get(scope)
        if found is None:
            direct, named = [], []
            for call in scope.calls:
                key = self.direct_key(call, scope)
                if key is None and isinstance(call.func, ast.Call):
                    key = transformed_draw(self, call, scope)  # ``jax.jit(jax.random.bits)(key)``
                keywords = {item.arg for item in call.keywords} if call.keywords else ()
                if key is not None:
                    # Inside ``with pytest.raises(...)`` the draw is the call meant to raise:
                    # it draws nothing (JAX's own key-reuse checker agrees), unless what is
                    # expected is that checker's KeyReuseError: then it is the reuse.
                    swallowing = self.names.flow.swallowing_with(scope, call)
                    if (
                        (swallowing is None or _expects_key_reuse(swallowing)) and not thrown_away(self.names, call, scope)
                        and not self._idle_split(call, scope)
                    ):
                        direct.append((call, key, None))
                elif RNG_STREAMS_KEYWORD in keywords:
                    direct += [(call, key, None) for key in self._framework.keys_drawn(call, scope)]
                elif isinstance(call.func, ast.Attribute) and call.func.attr == "apply":
                    direct += [(call, key, None) for key in self._framework.haiku_keys_drawn(call, scope)]
                elif "rng" in keywords and (
                        key := self._framework.stax_key_drawn(call, scope)) is not None:
                    direct.append((call, key, None))  # ``apply_fun(params, x, rng=key)`` of a stax net with Dropout
                elif "key" in keywords and (
                        key := self._built_key(call, scope) or self._framework.layer_key_drawn(call, scope)) is not None:
                    direct.append((call, key, None))  # ``eqx.nn.Linear(3, 4, key=k)``, ``self.dropout(x, key=k)``
                elif (call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", None)) in (
                        BRANCHING_LEAVES) and (branched := branch_keys(self, call, scope)):  # (named first: 28k calls over flax)
                    direct += [(call, key, None) for key in branched]  # ``lax.cond(p, uniform, normal, key)``
                elif _called_name(call) is not None or _runs_lambda(call):
                    named.append(call)
                elif isinstance(call.func, ast.Attribute) and call.func.attr in self._method_names():
                    named.append(call)  # ``model.encode(x)``: a method of the module, maybe drawing from a seed
            self._direct[scope] = direct
            self._named_calls[scope] = named
            found = self._consumers[scope] = direct + self._helper_consumers(scope)
        return found

    def _built_key(self, call: ast.Call, scope: Scope) -> Optional[ast.expr]:
        """The key an equinox layer's constructor draws its parameters from (``key=``)."""
        key = keyword(call, "key")
        if isinstance(key, ast.Constant) or self.names.qualified_name(call.func, scope) not in KEYED_CONSTRUCTORS:
            return None  # ``key=None``: an Embedding handed its weight draws nothing
        return key

    def copies(self, calls: list, scope: Scope) -> bool:
        """Every call builds the same layer from the key (one equinox constructor, or one class
        of the file whose ``__init__`` draws from it): copies alike, which equinox's tests
        compare on purpose; not when they are elements of one list or call (the layers of one
        ``Sequential``: meant to differ)."""
        built = {self._constructor(call, scope) for call in calls}
        if len(built) != 1 or None in built:
            return False
        wanted = {id(call) for call in calls}
        return not any(
            len(wanted & {id(item) for item in getattr(node, "elts", None) or getattr(node, "args", ())}) > 1
            for node in ast.walk(scope.node) if isinstance(node, (ast.List, ast.Tuple, ast.Call))
        )

    def _constructor(self, call: ast.Call, scope: Scope):
        qualname = self.names.qualified_name(call.func, scope)
        if qualname in KEYED_CONSTRUCTORS:
            return qualname
        info = self.traces.classes.class_named(call.func, scope)
        return None if info is None else id(info.node)

    def _idle_split(self, call: ast.Call, scope: Scope) -> bool:
        """A split whose keys reach no draw (handed to a model whose dropout the call turns
        off): its numbers repeat nothing anyone sees."""
        return self.direct_key(call, scope, SPLIT) is not None and self._framework.never_drawn(call, scope)

    def _helper_consumers(self, scope: Scope) -> list:
        found = []
        for call in self._named_calls[scope]:
            if _called_name(call) is None and isinstance(call.func, ast.Attribute):
                if call.func.attr in self._helper_names:
                    found.extend(self._method_seed(call, scope))
            elif _called_name(call) in self._helper_names or _runs_lambda(call):
                found.extend(self._helper_keys(call, scope))
        return found

    def _method_names(self) -> frozenset:
        if self._methods is None:
            self._methods = frozenset(f.function_name() for f in self.names.functions if f.is_method)
        return self._methods

    def _method_seed(self, call: ast.Call, scope: Scope) -> list:
        """``model.mask(x)`` of an instance of the module's class whose method draws from a
        constant seed each call (not the keys it is handed: those go to methods unfollowed)."""
        called = self.traces.instances.called(call, scope)
        if called is None or called[1:] != (1, 0) or has_star_args(call):
            return []
        seed = seed_for_call(self, called[0], call, 1)
        return [] if seed is None else [(call, seed, called[0])]

    def seed_of(self, function: Scope) -> Optional[ast.expr]:
        """The constant-seed key ``function`` draws from, always or behind its flags."""
        guarded = guarded_seed(self, function)
        return self.constant_seed(function) or (None if guarded is None else guarded[0])

    def _helper_keys(self, call: ast.Call, scope: Scope) -> list:
        if has_star_args(call):
            return []
        wrapped = self.traces.transforms.resolve(call.func, scope)
        if wrapped is None or wrapped.function is None or not wrapped.fully_known:
            return self._init_keys(call, scope)
        function = wrapped.function
        if function.is_method:
            return []
        found = []
        seed = seed_for_call(self, function, call)
        if seed is not None:
            found.append((call, seed, function))
        for name in sorted(self.consumed_params(function)):
            if name in function.positional:
                value = argument(call, function.positional.index(name), name)
            else:
                value = keyword(call, name)
            if value is not None:
                found.append((call, value, function))
        return found

    def _init_keys(self, call: ast.Call, scope: Scope) -> list:
        """``Linear(3, 4, key)`` building a class of the file whose ``__init__`` always
        consumes its key parameter (an equinox module drawing its weights)."""
        classes = self.traces.classes
        info = classes.class_named(call.func, scope)
        init = None if info is None else classes.method(info, "__init__")
        if init is None or not init.positional:
            return []
        found = []
        for name in sorted(self.consumed_params(init)):
            value = init.argument_for(call, name, bound=1)
            if value is not None:
                found.append((call, value, init))
        return found

    def consumed_params(self, function: Scope) -> frozenset:
        """The parameters ``function`` consumes whenever it runs and returns: a consumer
        of the parameter itself (not rebound before), that runs on every call."""
        if function not in self._consuming:
            self._consuming[function] = frozenset()  # breaks recursion
            if function.is_generator:
                return self._consuming[function]  # its body runs when iterated, not when called
            flow = self.names.flow
            names = set()
            for call, key, _ in self.consumers(function):
                if isinstance(key, ast.Name) and key.id in function.params:
                    if flow.reaching(function, key.id, key) == [Param(function, key.id)] and flow.always_runs(
                        function, call
                    ):
                        names.add(key.id)
            # A nested function always called here that always consumes the parameter it
            # closes over (``jax.value_and_grad(loss_fn)(params)`` drawing from ``key``).
            for call in function.calls:
                if _called_name(call) not in function.bindings:
                    continue  # not a def of this function (checked before resolving anything)
                inner = self._nested_run(call, function)
                if inner is None or not flow.always_runs(function, call):
                    continue
                for name in self._free_consumed(inner) & set(function.params):
                    if flow.reaching(function, name, call) == [Param(function, name)]:
                        names.add(name)
            self._consuming[function] = frozenset(names)
        return self._consuming[function]

    def handed_back(self, value: ast.expr, scope: Scope, index: Optional[int]) -> bool:
        """``value`` is a call of a same-file function (through transforms that keep what it
        returns, such as ``jax.jit``) that always consumes a parameter and returns that very
        key, element ``index`` of every tuple it returns (None: the whole value):
        ``x, key = sample(key, shape)`` after ``def sample(key, shape): x = normal(key, shape);
        return x, key`` binds a key the call already consumed."""
        if not isinstance(value, ast.Call) or _called_name(value) not in self._helper_names:
            return False
        wrapped = self.traces.transforms.resolve(value.func, scope)
        if wrapped is None or wrapped.function is None or not wrapped.fully_known or has_star_args(value):
            return False
        function = wrapped.function
        if function.is_method or not function.returns or function.returns_none:
            return False
        if not all(layer.spec.keeps_output for layer in wrapped.layers):
            return False
        consumed = self.consumed_params(function)
        flow = self.names.flow
        names = set()
        for returned in function.returns:
            if index is not None:
                if not isinstance(returned, ast.Tuple) or len(returned.elts) <= index:
                    return False
                returned = returned.elts[index]
            if not (isinstance(returned, ast.Name) and returned.id in consumed):
                return False
            if flow.reaching(function, returned.id, returned) != [Param(function, returned.id)]:
                return False  # rebound on some path: a new key (``key, sub = split(key)``)
            names.add(returned.id)
        return len(names) == 1

    def _nested_run(self, call: ast.Call, function: Scope) -> Optional[Scope]:
        """The def nested in ``function`` that ``call`` runs (through known transforms)."""
        wrapped = self.traces.transforms.resolve(call.func, function)
        if wrapped is None or wrapped.function is None or not wrapped.fully_known or has_star_args(call):
            return None
        inner = wrapped.function
        return inner if inner.parent is function and not inner.is_method and not inner.is_generator else None

    def _free_consumed(self, function: Scope) -> set:
        """The names of enclosing scopes ``function`` consumes whenever it runs and returns."""
        flow = self.names.flow
        return {
            key.id for call, key, _ in self.consumers(function)
            if isinstance(key, ast.Name) and key.id not in function.bindings and flow.always_runs(function, call)
        }

    def constant_seed(self, function: Scope) -> Optional[ast.Call]:
        """The constant-seed key (``jax.random.PRNGKey(0)``) ``function`` draws from whenever
        it runs and returns: every call draws the same numbers."""
        if function not in self._seeded:
            self._seeded[function] = None  # breaks recursion
            if function.is_generator:
                return None
            flow = self.names.flow
            for call, key, _ in self.consumers(function):
                if not flow.always_runs(function, call):
                    continue
                if isinstance(key, ast.Name) and key.id in function.bindings:
                    reaching = the_one(flow.reaching(function, key.id, key))
                    key = reaching.value if isinstance(reaching, Assigned) else None
                elif isinstance(key, ast.Name):  # ``key = PRNGKey(0)`` around the def, bound once for good
                    held = None if key.id in self.names.mutated_names else self.names.value_of(key, function)
                    key = held.value if held is not None else None
                if key is not None and (id(key) in self.helper_seeds or self.is_constant_seed(key, function)):
                    self.helper_seeds.add(id(key))
                    self._seeded[function] = key
                    break
        return self._seeded[function]

    # ---- the children of a split -----------------------------------------------------------
    def children_taken(self, call: ast.Call, scope: Scope, via: Optional[Scope] = None) -> Optional[tuple]:
        """(num, indices): ``call`` splits its key into ``num`` children and only those at
        ``indices`` reach anything (``split(key)[1]``; ``_, sub = split(key)``; a helper
        ``via`` whose only use of the key is such a split); None when that is not proven."""
        if via is not None:
            return self._helper_children(call, scope, via)
        if self.direct_key(call, scope, SPLIT) is None or len(call.args) + len(call.keywords) > 2:
            return None
        num = argument(call, 1, "num")
        num = 2 if num is None else const_int(num)
        if num is None:
            return None
        if scope not in self._indexed:
            self._indexed[scope] = {
                id(node.value): const_int(node.slice) for node in scope.subscripts
                if isinstance(node.value, ast.Call) and isinstance(node.ctx, ast.Load)
            }
        index = self._indexed[scope].get(id(call))
        if index is not None:
            return (num, frozenset({index})) if 0 <= index < num else None
        statement = next((stmt for _, stmt in scope.stores if isinstance(stmt, ast.Assign) and stmt.value is call), None)
        if statement is None or len(statement.targets) != 1:
            return None
        target = statement.targets[0]
        elements = target.elts if isinstance(target, (ast.Tuple, ast.List)) else ()
        if len(elements) != num or not all(isinstance(element, ast.Name) for element in elements):
            return None
        read = {node.id for node in ast.walk(scope.node) if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)}
        return num, frozenset(index for index, element in enumerate(elements) if element.id in read)

    def _helper_children(self, call: ast.Call, scope: Scope, function: Scope) -> Optional[tuple]:
        """What a call of ``function`` takes of the key it hands it: the children of the
        splits that are the parameter's only uses there, all splitting alike."""
        uses = self._param_draws(call, scope, function)
        taken = [None if use is None else self.children_taken(use, function) for use in uses or ()]
        if not taken or None in taken or len({num for num, _ in taken}) != 1:
            return None
        return taken[0][0], frozenset().union(*(indices for _, indices in taken))

    def shuffles(self, call: ast.Call, scope: Scope, via: Optional[Scope] = None) -> bool:
        """``call`` draws from its key only to shuffle (``permutation``, an unweighted
        ``choice``), itself or through the helper ``via`` whose only uses of the key are
        shuffles: one order, meant to be applied alike to aligned arrays."""
        if via is None:
            return self._aligned_draw(call, scope)
        uses = self._param_draws(call, scope, via)
        return bool(uses) and all(use is not None and self._aligned_draw(use, via) for use in uses)

    def _aligned_draw(self, call: ast.Call, scope: Scope) -> bool:
        """A permutation, or a choice without weights: rows drawn by index alone."""
        if self.direct_key(call, scope, ALIGNED_SHUFFLES) is None:
            return False
        weights = argument(call, CHOICE_WEIGHTS.position, CHOICE_WEIGHTS.keyword)
        unweighted = weights is None or isinstance(weights, ast.Constant) and weights.value is None
        return unweighted or self.names.qualified_name(call.func, scope) != "jax.random.choice"

    def _param_draws(self, call: ast.Call, scope: Scope, function: Scope) -> Optional[list]:
        """The jax.random calls of ``function`` that take the parameter ``call`` hands a key
        consumed there, one per read of the parameter (None for a read that is no such key);
        None when the parameter is rebound there."""
        key = next((k for c, k, v in self.consumers(scope) if c is call and v is function), None)
        name = next((
            p for index, p in enumerate(function.positional)
            if argument(call, index, p) is key
        ), None) or next((p for p in function.keyword_only if keyword(call, p) is key), None)
        if name is None or function.bindings.get(name, [None])[1:]:
            return None  # rebound in the function: not only the key handed
        draws = {id(k): c for c, k, v in self.consumers(function) if v is None}
        return [
            draws.get(id(node)) for node in ast.walk(function.node)
            if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Load)
        ]

    # ---- reuses --------------------------------------------------------------------------
    def reuses(self) -> list:
        """Every consumer that may consume an already consumed key, in source order."""
        if self._reuses is None:
            self._reuses = self._find()
        return self._reuses

    def _find(self) -> list:
        scopes = self.names.scopes
        with_consumers = [scope for scope in scopes if self.consumers(scope)]
        if not with_consumers:
            return []
        # Helpers: functions that always consume a parameter, then the functions calling them.
        for _ in range(3):
            names = {
                getattr(scope.node, "name", None) for scope in scopes
                if scope.type is ScopeType.FUNCTION
                and (self.consumed_params(scope) or self.constant_seed(scope) or guarded_seed(self, scope))
            } - {None}
            # a class whose ``__init__`` consumes a key: each construction draws from it
            names |= {
                scope.parent.node.name for scope in scopes
                if getattr(scope.node, "name", None) == "__init__" and scope.is_method and self.consumed_params(scope)
            }
            if names <= self._helper_names:
                break
            self._helper_names |= names
            self._consuming.clear()
            self._seeded.clear()
            self.guarded.clear()
            # (inner scopes first: a lambda run through a transform is read where it runs)
            for scope, named in reversed(list(self._named_calls.items())):
                if any(_helper_name(call) in names or _runs_lambda(call) for call in named):
                    self._consumers[scope] = self._direct[scope] + self._helper_consumers(scope)
            with_consumers = [scope for scope in scopes if self._consumers[scope]]
        bodies = self._repeated_bodies()
        found: dict = {}
        for scope in with_consumers:
            KeyConsumption(self, scope, self._consumers[scope], bodies.get(scope)).run(found)
        for method in methods_called_again(self.names, self.traces.instances):
            stored = [
                (call, key, via) for call, key, via in self._consumers.get(method, ())
                if isinstance(key, ast.Attribute) and method.is_self(key.value)
                and stored_at_init_only(self.names, key.attr)
            ]
            if stored:
                KeyConsumption(self, method, stored, CALLED_AGAIN).run(found)
        return sorted(found.values(), key=lambda reuse: position(reuse.consumer))

    def _repeated_bodies(self) -> dict:
        """Function Scope -> the qualified name of a call that runs it again and again."""
        names = self.names
        bodies: dict = {}
        for scope in names.scopes:
            for call in scope.calls:
                func = call.func
                leaf = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
                if leaf not in _BODY_LEAVES:
                    continue
                qualname = names.qualified_name(func, scope)
                for slot in REPEATED_BODIES.get(qualname, ()):
                    function = self.traces.transforms.runs(argument(call, *slot), scope)
                    if function is not None:
                        bodies.setdefault(function, qualname)
                loop_carries(self, call, scope, qualname, self._loops)
        return bodies
