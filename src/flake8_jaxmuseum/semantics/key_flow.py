"""Where a key already consumed is consumed again: the consumption analysis, a client of
:mod:`.flow` run for each scope with consumers (:mod:`.keys` finds them).

Its state says, path by path, which binding each key name may hold and which consumer may
have consumed it: a consumer reached while the key may already be consumed is a reuse
(exclusive ``if``/``else`` arms never meet).  A new binding is a fresh key (``key, sub =
split(key)`` rebinds), except one recreated from a constant seed (``PRNGKey(0)`` in a loop)
which brings back the same bits.  Loops reach their own consumers through the back edge.
A function run again and again (a lax loop body, a ``tree_map`` function) runs as a loop, so
a key it closes over is reused.  A key closed over by a function, and ``self.key`` in a
method, are followed while nothing can rebind them (a store to ``self.key``, a call on
``self`` or one handed ``self`` may).  Two splits of one key indexed apart (``split(key)[0]``,
then ``split(key)[1]``) derive the same children again and take a different one each: no
reuse.

In a function, a draw whose numbers are held only by local names (``theta = uniform(key)``)
repeats nothing seen while none of them is read: a second draw of the key on a path where the
first's names are not read before it is a reuse only once they are read after it (``if n ==
1: return uniform(key)`` never reads ``theta``: the first draw is dead on that path).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Iterator, Optional

from ..astutil import const_int
from .events import CONDITIONAL, DEFERRED, INLINE, REPEATED, placement
from .flow import Analysis
from .jaxapi import PER_LEAF_BODIES
from .key_draws import blocks, viewed
from .loop_purpose import carries_state, iterates_over_things, runs_as_test_cases, runs_in_one_iteration
from .scopes import Assigned, Scope, ScopeType, Unpacked

FREE = "free"  # a key of an enclosing scope, as the function found it
ENTRY = "entry"  # ``self.key`` as the method found it
CALLED_AGAIN = "called again"  # the ``body`` of a method a loop calls on one instance
SPLIT = frozenset({"split"})


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
    # ``earlier`` is a helper call that drew from the key and handed it back (``x, key =
    # sample(key)``): the key the name holds now is the one it drew from.
    handed_back: bool = False
    # ``why`` "body" only: the key is one the lax loop's body hands back unsplit in its carry.
    carried: bool = False


# Calls on an object that leave its fields as they are (a dict's reads, a flax struct's
# ``replace`` returns a new one, a TrainState's ``apply_fn`` is a pure function); any other
# method may store into it.
_KEEPING_CALLS = frozenset({"get", "keys", "values", "items", "copy", "replace", "apply_fn"})


def _field(key: ast.expr) -> Optional[str]:
    """``["key"]`` of ``state["key"]``, ``.rng`` of ``state.rng``; None for any other key."""
    if isinstance(key, ast.Subscript) and isinstance(key.value, ast.Name) and isinstance(key.slice, ast.Constant) and (
            isinstance(key.slice.value, str)):
        return f"[{key.slice.value!r}]"
    if isinstance(key, ast.Attribute) and isinstance(key.value, ast.Name):
        return "." + key.attr
    return None


def _base(item: str) -> str:
    """``keys`` of the item ``keys[0]``, ``state`` of ``state.rng``."""
    return item.partition("[")[0].partition(".")[0]


def _is_super(node: ast.expr) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "super"


def _exclusive(scope: Scope, a: ast.AST, b: ast.AST) -> bool:
    """``a`` and ``b`` sit in different arms of one ``if`` of ``scope``'s code: one run of
    the code reaches only one of them."""
    def inside(node: ast.AST, block: list) -> bool:
        return bool(block) and position(block[0]) <= position(node) <= (block[-1].end_lineno, block[-1].end_col_offset)

    return any(
        isinstance(node, ast.If) and (
            (inside(a, node.body) and inside(b, node.orelse)) or (inside(b, node.body) and inside(a, node.orelse))
        )
        for block in blocks(scope) for node in block
    )


def position(node: ast.AST) -> tuple:
    return (node.lineno, node.col_offset)


class KeyConsumption(Analysis):
    """Facts: ("cur", key, binding, consumer or None, recreated): the key (a name, or
    "self.attr") may hold that binding (an index into its bindings, FREE, ENTRY, or the id
    of the event that rebound ``self.attr``), consumed by that consumer (``recreated``: in
    an earlier run of its constant-seed binding); ("seed", name or None, binding or
    constant-seed call, consumer): a key rebuilt from a constant seed was consumed.  ``keys``:
    the module's :class:`.keys.PRNGKeys`, which found the consumers."""

    def __init__(self, keys, scope: Scope, consumers: list, body: Optional[str]) -> None:
        self.keys = keys
        self.scope = scope
        self.body = body
        self.flow = keys.names.flow
        self.events = self.flow.events(scope)
        self.at: dict = {}  # id(event) -> [(call, key, identity, how)], in evaluation order
        self.names: dict = {}  # tracked name -> NameBindings (None: a free variable)
        self.seeds: dict = {}  # name -> indices of its bindings to a constant seed
        self.attributes: set = set()
        self.items: dict = {}  # name -> its elements consumed as keys ("keys[0]", "state.rng")
        self._kept: dict = {}  # name -> no code of the scope changes its fields in place
        self.kills: dict = {}  # id(event) -> attributes of self it may rebind
        self.key_of: dict = {}  # id(call) -> its key expression
        self.found: dict = {}
        self._indexed: Optional[dict] = None  # id(call) -> the literal index of ``call(...)[i]``
        self.handed: set = set()  # ids of the helper calls that hand back a key they consumed
        self.holders: dict = {}  # id(call) -> the local names alone holding its numbers
        self.held_at: dict = {}  # id(event) -> [(call, its holders)] the event binds
        self._reads: dict = {}  # id(event) -> the names it reads
        self._pending: dict = {}  # (id(call), id(earlier)) -> _report's arguments, once earlier is read
        self.carried: set = set()  # names holding a key the lax loop body hands back unsplit
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
        key = viewed(self.keys, key, scope)  # ``key.reshape((1,))``, ``key2 = key[None]``: the same bits
        if isinstance(key, ast.Name):
            name = key.id
            if self.body is not None and self.body != CALLED_AGAIN and name in self.keys.carried(scope):
                self.names[name] = None  # the same key on every run, as one closed over is
                self.carried.add(name)
                return ("cur", name)
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
        field = _field(key)
        if field is not None:  # ``state["key"]``, ``state.rng``: a field of a tracked name
            kept = self._kept.get(key.value.id)
            if kept is None:
                kept = self._kept[key.value.id] = self._fields_kept(key.value.id)
            if not kept or self._identity(key.value) is None:
                return None
            item = key.value.id + field
            self.items.setdefault(key.value.id, set()).add(item)
            return ("cur", item)
        if id(key) in self.keys.helper_seeds or self.keys.is_constant_seed(key, scope):
            return ("seed", key)
        return None

    def _fields_kept(self, name: str) -> bool:
        """No code of the scope may change a field of ``name`` in place: no store into
        ``name[...]`` or ``name.attr``, no method that may change it called on it, not handed
        whole to a call (which may store into it)."""
        for node in ast.walk(self.scope.node):
            if isinstance(node, (ast.Subscript, ast.Attribute)) and not isinstance(node.ctx, ast.Load):
                if isinstance(node.value, ast.Name) and node.value.id == name:
                    return False
            elif isinstance(node, ast.Call):
                func = node.func
                if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == name and (
                        func.attr not in _KEEPING_CALLS):
                    return False
                handed = [*node.args, *(k.value for k in node.keywords)]
                if any(isinstance(a, ast.Name) and a.id == name for a in handed):
                    return False
        return True

    def _via(self, call: ast.Call) -> Optional[Scope]:
        """The helper a consumer call hands the key to (None: a jax.random call)."""
        return next((v for c, k, i, h, v in self.at.get(id(self.events.at(call)), ()) if c is call), None)

    def _find_holders(self) -> bool:
        for items in self.at.values():
            for call, _, _, how, via in items:
                event = self.events.at(call)
                holders = self._holders(call, event, how, via)
                if holders:
                    self.holders[id(call)] = holders
                    self.held_at.setdefault(id(event), []).append((call, holders))
        return bool(self.holders)

    def _holders(self, call: ast.Call, event: ast.AST, how: str, via) -> Optional[frozenset]:
        """The local names of a function that alone hold what ``call`` drew (``theta = 0.5 *
        uniform(key)``, ``a, b = split(key)``), none of them read by a nested scope nor bound
        elsewhere; None when its numbers may be seen otherwise (returned, stored, handed on)."""
        scope = self.scope
        if scope.type is not ScopeType.FUNCTION or via is not None or how not in (INLINE, CONDITIONAL):
            return None
        if isinstance(event, ast.Assign):
            targets, value = event.targets, event.value
        elif isinstance(event, (ast.AnnAssign, ast.AugAssign)) and event.value is not None:
            targets, value = [event.target], event.value
        else:
            return None
        if not any(node is call for node in ast.walk(value)):
            return None
        names = set()
        for target in targets:
            elements = target.elts if isinstance(target, (ast.Tuple, ast.List)) else [target]
            if not all(isinstance(element, ast.Name) for element in elements):
                return None
            names |= {element.id for element in elements}
        for name in names:
            where = self.flow.bindings(scope, name)
            if where is None or where.always or name in self._closed_over():
                return None
        return frozenset(names)

    def _closed_over(self) -> set:
        """Names that a def, lambda or class nested in the scope reads (at a time unknown)."""
        if not hasattr(self, "_nested_reads"):
            self._nested_reads = set()
            for node in ast.walk(self.scope.node):
                if node is not self.scope.node and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                    self._nested_reads |= {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
        return self._nested_reads

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
            # Reuses found: again, now following the draws held by locals alone, whose
            # numbers a path may never read (only then: it costs a walk of every event).
            if self.found and self._find_holders():
                self.found, self._pending = {}, {}
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
            state = frozenset(
                f for f in state if not (f[0] == "cur" and self.names.get(_base(f[1])) or f[0] == "held")
            )
        consumers = self.at.get(id(event))
        if consumers:
            state = self._consume_all(consumers, state)
        if self.holders and event is not self.scope.node:
            state = self._hold(event, self._read(event, state))
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

    def _read(self, event: ast.AST, state):
        """Draws whose names ``event`` reads are seen; a reuse waiting on one is one now."""
        reads = self._reads.get(id(event))
        if reads is None:
            reads = self._reads[id(event)] = frozenset(
                node.id for node in ast.walk(event) if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)
            )
        for f in state:
            if f[0] == "pend" and f[3] in reads:
                self._report(*self._pending[f[1:3]])
        return state | {("seen", f[1]) for f in state if f[0] == "held" and f[2] in reads}

    def _hold(self, event: ast.AST, state):
        """The names ``event`` rebinds hold another value now; those it binds to a draw hold it."""
        held = [f for f in state if f[0] == "held" or f[0] == "pend"]
        if held:
            rebound = set()
            for name in {f[-1] for f in held}:
                made = self.flow.bindings(self.scope, name).at.get(id(event))
                if made is not None and made[2]:
                    rebound.add(name)
            state = frozenset(f for f in state if not (f[0] in ("held", "pend") and f[-1] in rebound))
        for call, holders in self.held_at.get(id(event), ()):
            state |= {("held", id(call), name) for name in holders}
        return state

    def _bind(self, name: str, made: tuple, state):
        indices, _, kills = made
        facts = set(f for f in state if not (kills and f[0] == "cur" and f[1] == name))
        for index in indices:
            consumed = {f[3] for f in state if f[0] == "seed" and f[1] == name and f[2] == index}
            if consumed:  # the same bits again, consumed in an earlier run of this binding
                facts |= {("cur", name, index, c, True) for c in consumed}
            else:
                facts.add(("cur", name, index, self._handed_back(name, index), False))
        return frozenset(facts)

    def _handed_back(self, name: str, index: int) -> Optional[ast.Call]:
        """The helper call a binding takes back the key from that the call consumed (``x, key
        = sample(key, shape)`` of a ``sample`` that draws from ``key`` and returns it)."""
        binding = self.scope.bindings[name][index]
        if isinstance(binding, Unpacked) and binding.index is not None:
            value, position = binding.value, binding.index
        elif isinstance(binding, Assigned):
            value, position = binding.value, None
        else:
            return None
        if not self.keys.handed_back(value, self.scope, position):
            return None
        self.handed.add(id(value))
        return value

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
        # Bound to a constant seed and never split: each run draws what the seed rebuilt there would.
        literal = bool(current) and all(f[2] in seeds for f in current)
        added = {("cur", name, f[2], call, False) for f in current}
        unseen = [c for c in consumed if c is not call and id(c) in self.holders and ("seen", id(c)) not in state]
        if unseen and len(unseen) == len(consumed) and how is not REPEATED and not seeded and not literal:
            for earlier in unseen:  # its numbers not read yet: a reuse if its names are read after this draw
                self._pending[(id(call), id(earlier))] = (call, key, [earlier], how, False, False)
                added |= {("pend", id(call), id(earlier), f[2]) for f in state if f[0] == "held" and f[1] == id(earlier)}
        else:
            self._report(call, key, consumed + ([call] if how is REPEATED else []), how, seed=seeded, literal=literal)
        added |= {("seed", name, f[2], call) for f in current if f[2] in seeds}
        return frozenset(current), added

    def _report(self, call: ast.Call, key: ast.expr, earlier: list, how: str, seed: bool, literal: bool = False) -> None:
        """``literal``: the key is a name bound to a constant seed (``key = PRNGKey(42)``), the
        same bits a seed rebuilt on each iteration gives (in a test's loop over cases, meant)."""
        if not earlier or id(call) in self.found:
            return
        others = [c for c in earlier if c is not call]
        first = min(others, key=position) if others else call
        if first is not call:
            why = "again"
        elif how is REPEATED:
            why = "comprehension"
        elif self.scope.in_loop(call) or self.body is None:
            why = "loop"
        else:
            why = "body"
        if (
            (seed or literal and runs_as_test_cases(self.scope, call)) and why in ("loop", "comprehension")
            and iterates_over_things(self.scope, self.events, call)
            and not carries_state(self.scope, call, key)
        ):
            return  # a key rebuilt per configuration, element...: the same data on purpose
        if why == "loop" and first is call and self.body is None and runs_in_one_iteration(self.scope, call):
            return  # ``if i == 1:`` on the loop's own index: one iteration draws, once
        if seed and why == "body" and self.body in PER_LEAF_BODIES:
            return  # rebuilt for each leaf of a tree_map: per thing, as in a loop over data
        if (why == "again" or why == "body" and self.body in PER_LEAF_BODIES) and all(
                self.keys.shuffles(c, self.scope, self._via(c)) for c in [*others, call]):
            return  # one order for aligned arrays: features and labels, every leaf of a batch
        if why == "again" and self.keys.copies([*others, call], self.scope):
            return  # one layer built again from its key: an identical copy, on purpose (a test)
        once = how is not REPEATED and self.body is None and not any(
            start <= position(call) < end for start, end in self.scope.loops
        )  # run again, the pair repeats: each child taken twice
        if why == "again" and once and call not in earlier and self._children_apart([*others, call]):
            return  # split(key)[0], then split(key)[1]: the same children derived again, one taken each
        via = self._via(call)
        if seed and via is not None and why == "again" and self.keys.seed_of(via) is key and written_within(key, via):
            return  # two calls of a function that seeds itself: the same run twice, on purpose (a test)
        earlier_iteration = why == "again" and (
            position(first) >= position(call) or _exclusive(self.scope, first, call)
        )
        self.found[id(call)] = Reuse(
            call, key, self.scope, first, self.key_of.get(id(first), key), why, seed,
            self.body if why == "body" else None, via, earlier_iteration, id(first) in self.handed,
            why == "body" and isinstance(key, ast.Name) and key.id in self.carried,
        )

    def _children_apart(self, calls: list) -> bool:
        """``calls`` split one key alike, each taking other children (``split(key)[0]``, then
        ``split(key)[1]``; a helper drawing from the first child, then ``_, sub = split(key)``)."""
        taken = [self.keys.children_taken(call, self.scope, self._via(call)) for call in calls]
        if None in taken or len({num for num, _ in taken}) != 1:
            return False
        return sum(len(indices) for _, indices in taken) == len(frozenset().union(*(i for _, i in taken)))


def written_within(node: ast.AST, function: Scope) -> bool:
    """``node`` is written inside ``function``'s def (a seed it makes itself, not one of its
    module's that it reads: ``key = PRNGKey(0)`` above a sampler drawing from it at each call)."""
    return function.node.lineno <= node.lineno <= function.node.end_lineno
