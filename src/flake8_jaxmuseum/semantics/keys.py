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

The consumption analysis is the second client of :mod:`.flow`, run for each scope that has
consumers.  Its state says, path by path, which binding each key name may hold and which
consumer may have consumed it: a consumer reached while the key may already be consumed is
a reuse (exclusive ``if``/``else`` arms never meet).  A new binding is a fresh key
(``key, sub = split(key)`` rebinds), except one recreated from a constant seed
(``PRNGKey(0)`` in a loop) which brings back the same bits.  Loops reach their own
consumers through the back edge.  A function run again and again (a lax loop body, a
``tree_map`` function) runs as a loop, so a key it closes over is reused.  A key closed
over by a function, and ``self.key`` in a method, are followed while nothing can rebind
them (a store to ``self.key``, a call on ``self`` or one handed ``self`` may).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Iterator, Optional

from ..astutil import argument, const_int, has_star_args, keyword
from .events import CONDITIONAL, DEFERRED, REPEATED, placement
from .flow import Analysis
from .framework_draws import FrameworkDraws
from .loop_purpose import (
    carries_state, iterates_over_things, methods_called_again, plain_names, stored_at_init_only,
)
from .jaxapi import (ALIGNED_SHUFFLES, KEY_CONSTRUCTORS, KEY_CONSUMERS, KEY_REUSE_ERROR, KEY_TAKERS, PER_LEAF_BODIES,
                     REPEATED_BODIES, RNG_STREAMS_KEYWORD)
from .names import Names
from .scopes import Assigned, Imported, Param, Scope, ScopeType, the_one
from .traces import Traces

FREE = "free"  # a key of an enclosing scope, as the function found it
ENTRY = "entry"  # ``self.key`` as the method found it
_SPLIT = frozenset({"split"})
CALLED_AGAIN = "called again"  # the ``body`` of a method a loop calls on one instance
_BODY_LEAVES = frozenset(name.rpartition(".")[2] for name in REPEATED_BODIES)


@dataclass(frozen=True)
class Reuse:
    """``consumer`` consumes ``key``, which ``earlier`` may have consumed already (the
    same call: on a previous iteration).  ``why``: "again" (straight line), "loop" (a
    Python loop), "comprehension" (every element), "body" (a function ``body`` runs
    again and again: its call's qualified name).  ``seed``: the key is rebuilt from a
    constant seed each time.  ``via``: the function a helper call hands the key to."""

    consumer: ast.Call
    key: ast.expr
    scope: Scope
    earlier: ast.Call
    earlier_key: ast.expr
    why: str
    seed: bool = False
    body: Optional[str] = None
    via: Optional[Scope] = None
    # "again" only: ``earlier`` ran in an earlier iteration of a loop around both (it comes
    # later in the text, or sits in the other arm of an ``if``).
    earlier_iteration: bool = False


def _called_name(call: ast.Call) -> Optional[str]:
    """``f`` in ``f(...)``, ``jax.jit(f)(...)``, ``jax.value_and_grad(f)(...)``: maybe a helper."""
    func = call.func
    if isinstance(func, ast.Call) and func.args:
        func = func.args[0]
    return func.id if isinstance(func, ast.Name) else None


def _is_super(node: ast.expr) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "super"


def _expects_key_reuse(block: ast.AST) -> bool:
    """``with self.assertRaises(KeyReuseError):`` (any exception named so)."""
    for item in getattr(block, "items", ()):
        call = item.context_expr
        expected = call.args[0] if isinstance(call, ast.Call) and call.args else None
        name = expected.attr if isinstance(expected, ast.Attribute) else getattr(expected, "id", None)
        if name == KEY_REUSE_ERROR:
            return True
    return False


def _blocks(scope: Scope) -> Iterator[list]:
    """Every statement list of ``scope``'s own code (bodies, else arms, handlers, match
    cases), nested defs and classes left out."""
    pending = [scope.node.body] if isinstance(getattr(scope.node, "body", None), list) else []
    while pending:
        block = pending.pop()
        yield block
        for node in block:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                continue
            pending += [getattr(node, field, None) or [] for field in ("body", "orelse", "finalbody")]
            pending += [part.body for part in (*getattr(node, "handlers", ()), *getattr(node, "cases", ()))]


def _exclusive(scope: Scope, a: ast.AST, b: ast.AST) -> bool:
    """``a`` and ``b`` sit in different arms of one ``if`` of ``scope``'s code: one run of
    the code reaches only one of them."""
    def inside(node: ast.AST, block: list) -> bool:
        return bool(block) and _position(block[0]) <= _position(node) <= (block[-1].end_lineno, block[-1].end_col_offset)

    return any(
        isinstance(node, ast.If) and (
            (inside(a, node.body) and inside(b, node.orelse)) or (inside(b, node.body) and inside(a, node.orelse))
        )
        for block in _blocks(scope) for node in block
    )


def _next_in_block(scope: Scope, statement: ast.stmt) -> Optional[ast.stmt]:
    """The statement after ``statement`` in the block of ``scope``'s code that holds it."""
    for block in _blocks(scope):
        for index, node in enumerate(block):
            if node is statement:
                return block[index + 1] if index + 1 < len(block) else None
    return None


def _position(node: ast.AST) -> tuple:
    return (node.lineno, node.col_offset)


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

    def taken_key(self, call: ast.Call, scope: Scope) -> Optional[ast.expr]:
        """What a call of a jax.random function that needs a key (:data:`~.jaxapi.KEY_TAKERS`:
        the consumers and ``fold_in``) hands it as its key."""
        return self.direct_key(call, scope, KEY_TAKERS)

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
        """``jax.random.PRNGKey(0)``, ``jax.random.key(42)``: the same key bits every time."""
        if not isinstance(node, ast.Call) or not node.args or has_star_args(node):
            return False
        if any(item.arg != "impl" or not isinstance(item.value, ast.Constant) for item in node.keywords):
            return False
        return all(const_int(a) is not None for a in node.args) and (
            self.names.qualified_name(node.func, scope) in KEY_CONSTRUCTORS
        )

    def consumers(self, scope: Scope) -> list:
        """(call, key expression, helper function or None) for each consumer in ``scope``'s own code."""
        found = self._consumers.get(scope)
        if found is None:
            direct, named = [], []
            for call in scope.calls:
                key = self.direct_key(call, scope)
                if key is not None:
                    # Inside ``with pytest.raises(...)`` the draw is the call meant to raise:
                    # it draws nothing (JAX's own key-reuse checker agrees), unless what is
                    # expected is that checker's KeyReuseError: then it is the reuse.
                    swallowing = self.names.flow.swallowing_with(scope, call)
                    if (
                        (swallowing is None or _expects_key_reuse(swallowing)) and not self._thrown_away(call, scope)
                        and not self._idle_split(call, scope)
                    ):
                        direct.append((call, key, None))
                elif any(item.arg == RNG_STREAMS_KEYWORD for item in call.keywords):
                    direct += [(call, key, None) for key in self._framework.keys_drawn(call, scope)]
                elif _called_name(call) is not None:
                    named.append(call)
            self._direct[scope] = direct
            self._named_calls[scope] = named
            found = self._consumers[scope] = direct + self._helper_consumers(scope)
        return found

    def _thrown_away(self, call: ast.Call, scope: Scope) -> bool:
        """The draw's numbers reach nothing: a bare statement (``jax.random.split(key, 3)``;
        not a notebook cell's last line, which shows them), or an assignment whose names the
        very next statement rebinds without reading them (the same split line written twice
        in a row)."""
        shown = self.names.displayed
        if any(statement.value is call and not shown(statement) for statement in scope.expression_statements):
            return True
        statement = next((stmt for _, stmt in scope.stores if isinstance(stmt, ast.Assign) and stmt.value is call), None)
        if statement is None:
            return False
        names = {name for target in statement.targets for name in plain_names(target)}
        following = _next_in_block(scope, statement)
        if not names or None in names or not isinstance(following, ast.Assign):
            return False  # an attribute or subscript keeps the result somewhere
        rebound = {name for target in following.targets for name in plain_names(target)}
        read = {node.id for node in ast.walk(following.value) if isinstance(node, ast.Name)}
        return names <= rebound and not names & read

    def _idle_split(self, call: ast.Call, scope: Scope) -> bool:
        """A split whose keys reach no draw (handed to a model whose dropout the call turns
        off): its numbers repeat nothing anyone sees."""
        return self.direct_key(call, scope, _SPLIT) is not None and self._framework.never_drawn(call, scope)

    def _helper_consumers(self, scope: Scope) -> list:
        found = []
        for call in self._named_calls[scope]:
            if _called_name(call) in self._helper_names:
                found.extend(self._helper_keys(call, scope))
        return found

    def _helper_keys(self, call: ast.Call, scope: Scope) -> list:
        wrapped = self.traces.transforms.resolve(call.func, scope)
        if wrapped is None or wrapped.function is None or not wrapped.fully_known or has_star_args(call):
            return []
        function = wrapped.function
        if function.is_method:
            return []
        found = []
        seed = self.constant_seed(function)
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
                if key is not None and (id(key) in self.helper_seeds or self.is_constant_seed(key, function)):
                    self.helper_seeds.add(id(key))
                    self._seeded[function] = key
                    break
        return self._seeded[function]

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
                if scope.type is ScopeType.FUNCTION and (self.consumed_params(scope) or self.constant_seed(scope))
            } - {None}
            if names <= self._helper_names:
                break
            self._helper_names |= names
            self._consuming.clear()
            self._seeded.clear()
            for scope, named in self._named_calls.items():
                if any(_called_name(call) in names for call in named):
                    self._consumers[scope] = self._direct[scope] + self._helper_consumers(scope)
            with_consumers = [scope for scope in scopes if self._consumers[scope]]
        bodies = self._repeated_bodies()
        found: dict = {}
        for scope in with_consumers:
            _Consumption(self, scope, self._consumers[scope], bodies.get(scope)).run(found)
        for method in methods_called_again(self.names, self.traces.instances):
            stored = [
                (call, key, via) for call, key, via in self._consumers.get(method, ())
                if isinstance(key, ast.Attribute) and method.is_self(key.value)
                and stored_at_init_only(self.names, key.attr)
            ]
            if stored:
                _Consumption(self, method, stored, CALLED_AGAIN).run(found)
        return sorted(found.values(), key=lambda reuse: _position(reuse.consumer))

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
        return bodies


class _Consumption(Analysis):
    """Facts: ("cur", key, binding, consumer or None, recreated): the key (a name, or
    "self.attr") may hold that binding (an index into its bindings, FREE, ENTRY, or the id
    of the event that rebound ``self.attr``), consumed by that consumer (``recreated``: in
    an earlier run of its constant-seed binding); ("seed", name or None, binding or
    constant-seed call, consumer): a key rebuilt from a constant seed was consumed."""

    def __init__(self, keys: PRNGKeys, scope: Scope, consumers: list, body: Optional[str]) -> None:
        self.keys = keys
        self.scope = scope
        self.body = body
        self.flow = keys.names.flow
        self.events = self.flow.events(scope)
        self.at: dict = {}  # id(event) -> [(call, key, identity, how)], in evaluation order
        self.names: dict = {}  # tracked name -> NameBindings (None: a free variable)
        self.seeds: dict = {}  # name -> indices of its bindings to a constant seed
        self.attributes: set = set()
        self.items: dict = {}  # name -> its elements consumed as keys ("keys[0]")
        self.kills: dict = {}  # id(event) -> attributes of self it may rebind
        self.key_of: dict = {}  # id(call) -> its key expression
        self.found: dict = {}
        if self.events is None:
            return
        for call, key, via in consumers:
            identity = self._identity(key)
            event = self.events.at(call)
            if identity is None or event is None:
                continue
            how, _ = placement(self.events.path(event, call))
            self.at.setdefault(id(event), []).append((call, key, identity, REPEATED if how is DEFERRED else how, via))
            self.key_of[id(call)] = key
        for items in self.at.values():
            items.sort(key=lambda item: (item[0].end_lineno, item[0].end_col_offset))
        if self.attributes and body != CALLED_AGAIN:  # called again: only __init__ stores the key
            self._find_kills()

    def _identity(self, key: ast.expr) -> Optional[tuple]:
        scope = self.scope
        if isinstance(key, ast.Name):
            name = key.id
            if name in scope.bindings:
                where = self.flow.bindings(scope, name)
                if where is None or where.always:
                    return None  # declared global or nonlocal: rebound from elsewhere
                event = self.events.at(key)
                sites = [site for _, site in where.comprehension]
                if event is None or placement(self.events.path(event, key), name, sites)[1] is not None:
                    return None  # a comprehension's own variable: a new key per element
                self.names[name] = where
                self.seeds[name] = {
                    index for index, binding in enumerate(scope.bindings[name])
                    if isinstance(binding, Assigned) and self.keys.is_constant_seed(binding.value, scope)
                }
                return ("cur", name)
            owner = scope.parent
            while owner is not None and name not in owner.bindings:
                owner = owner.parent
            if owner is None or None in owner.sites.get(name, ()):
                return None  # unknown, or rebound from elsewhere at any time
            self.names[name] = None
            return ("cur", name)
        if isinstance(key, ast.Subscript) and isinstance(key.value, ast.Name) and const_int(key.slice) is not None:
            if self._identity(key.value) is None:  # keys[0]: an element of a tracked name
                return None
            item = f"{key.value.id}[{const_int(key.slice)}]"
            self.items.setdefault(key.value.id, set()).add(item)
            return ("cur", item)
        if isinstance(key, ast.Attribute) and scope.is_self(key.value):
            self.attributes.add(key.attr)
            return ("cur", "self." + key.attr)
        if id(key) in self.keys.helper_seeds or self.keys.is_constant_seed(key, scope):
            return ("seed", key)
        return None

    def _find_kills(self) -> None:
        """Events that may rebind ``self.attr``: a store to it, a call on ``self``
        (``self.reset()``, ``super()...``) or one handed ``self``."""
        scope = self.scope
        for event in self.events.nodes:
            for node in ast.walk(event):
                if isinstance(node, ast.Attribute) and not isinstance(node.ctx, ast.Load):
                    if node.attr in self.attributes and scope.is_self(node.value):
                        self.kills.setdefault(id(event), set()).add(node.attr)
                elif isinstance(node, ast.Call):
                    func = node.func
                    receiver = func.value if isinstance(func, ast.Attribute) else None
                    handed = [a.value if isinstance(a, ast.Starred) else a for a in node.args]
                    handed += [k.value for k in node.keywords]
                    on_self = receiver is not None and (scope.is_self(receiver) or _is_super(receiver))
                    if on_self or any(scope.is_self(a) for a in handed):
                        self.kills.setdefault(id(event), set()).update(self.attributes)

    def run(self, found: dict) -> None:
        if self.at:
            self.flow.run(self.scope, self, repeat=self.body is not None)
        for key, reuse in self.found.items():
            found.setdefault(key, reuse)

    # ---- the client ------------------------------------------------------------------------
    def initial(self, scope: Scope):
        facts = {("cur", name, FREE, None, False) for name, where in self.names.items() if where is None}
        facts |= {
            ("cur", item, FREE, None, False) for name, items in self.items.items() if self.names.get(name, 0) is None
            for item in items
        }
        facts |= {("cur", "self." + attr, ENTRY, None, False) for attr in self.attributes}
        return frozenset(facts)

    def transfer(self, event: ast.AST, state):
        if event is self.scope.node:  # a new call: the local names are unbound again
            state = frozenset(f for f in state if not (f[0] == "cur" and self.names.get(f[1].partition("[")[0])))
        consumers = self.at.get(id(event))
        if consumers:
            state = self._consume_all(consumers, state)
        for name, where in self.names.items():
            made = where.at.get(id(event)) if where is not None else None
            if made is not None:
                state = self._bind(name, made, state)
                for item in self.items.get(name, ()):  # keys = split(key, 3): new elements too
                    state = frozenset(f for f in state if not (f[0] == "cur" and f[1] == item)) | {
                        ("cur", item, index, None, False) for index in made[0]
                    }
        for attr in self.kills.get(id(event), ()):
            pseudo = "self." + attr
            state = frozenset(f for f in state if not (f[0] == "cur" and f[1] == pseudo)) | {
                ("cur", pseudo, id(event), None, False)
            }
        return state

    def _bind(self, name: str, made: tuple, state):
        indices, _, kills = made
        facts = set(f for f in state if not (kills and f[0] == "cur" and f[1] == name))
        for index in indices:
            consumed = {f[3] for f in state if f[0] == "seed" and f[1] == name and f[2] == index}
            if consumed:  # the same bits again, consumed in an earlier run of this binding
                facts |= {("cur", name, index, c, True) for c in consumed}
            else:
                facts.add(("cur", name, index, None, False))
        return frozenset(facts)

    def _consume_all(self, consumers: list, state):
        pending = set()
        for call, key, identity, how, via in consumers:
            removed, added = self._consume(call, key, identity, how, state)
            if how is CONDITIONAL:
                pending |= added  # it may not run: the unconsumed facts stay
            else:
                state = (state - removed) | added
        return state | pending

    def _consume(self, call, key, identity, how, state) -> tuple:
        if identity[0] == "seed":
            seed = identity[1]
            earlier = [f[3] for f in state if f[0] == "seed" and f[1] is None and f[2] is seed]
            self._report(call, key, earlier + ([call] if how is REPEATED else []), how, seed=True)
            return frozenset(), {("seed", None, seed, call)}
        name = identity[1]
        current = [f for f in state if f[0] == "cur" and f[1] == name]
        seeds = self.seeds.get(name, ())
        consumed = [f[3] for f in current if f[3] is not None]
        seeded = any(f[4] for f in current if f[3] is not None)
        self._report(call, key, consumed + ([call] if how is REPEATED else []), how, seed=seeded)
        added = {("cur", name, f[2], call, False) for f in current}
        added |= {("seed", name, f[2], call) for f in current if f[2] in seeds}
        return frozenset(current), added

    def _report(self, call: ast.Call, key: ast.expr, earlier: list, how: str, seed: bool) -> None:
        if not earlier or id(call) in self.found:
            return
        others = [c for c in earlier if c is not call]
        first = min(others, key=_position) if others else call
        if first is not call:
            why = "again"
        elif how is REPEATED:
            why = "comprehension"
        elif any(start <= _position(call) < end for start, end in self.scope.loops) or self.body is None:
            why = "loop"
        else:
            why = "body"
        if (
            seed and why in ("loop", "comprehension") and iterates_over_things(self.scope, self.events, call)
            and not carries_state(self.scope, call)
        ):
            return  # a key rebuilt per configuration, element...: the same data on purpose
        if seed and why == "body" and self.body in PER_LEAF_BODIES:
            return  # rebuilt for each leaf of a tree_map: per thing, as in a loop over data
        if (why == "again" or why == "body" and self.body in PER_LEAF_BODIES) and all(
                self.keys.direct_key(c, self.scope, ALIGNED_SHUFFLES) for c in [*others, call]):
            return  # one order for aligned arrays: features and labels, every leaf of a batch
        via = next((v for c, k, i, h, v in self.at.get(id(self.events.at(call)), ()) if c is call), None)
        if seed and via is not None and why == "again" and self.keys.constant_seed(via) is key:
            return  # two calls of a function that seeds itself: the same run twice, on purpose (a test)
        earlier_iteration = why == "again" and (_position(first) >= _position(call) or _exclusive(self.scope, first, call))
        self.found[id(call)] = Reuse(
            call, key, self.scope, first, self.key_of.get(id(first), key), why, seed,
            self.body if why == "body" else None, via, earlier_iteration,
        )
