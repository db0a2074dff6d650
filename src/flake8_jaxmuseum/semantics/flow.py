"""Flow of control inside one scope: a small structural forward dataflow, and its first
client, reaching definitions.

A scope's code (module, class body, function or lambda body) runs as a sequence of
*events*: the scope's own node first (it binds the parameters); each simple statement
(a ``def``/``class`` statement binds its name, its body is another scope, not entered);
and the parts of compound statements that run: ``if``/``while`` tests, a ``for`` loop's
iterable (once) and target (each iteration), ``with`` items, ``except`` handlers (they
bind their name), a ``match`` subject, case patterns and guards.

A client (:class:`Analysis`) gives the state at entry, each event's effect (``transfer``)
and how paths merge (``join``).  ``if``/``else`` arms and ``match`` cases merge; loops
iterate to a fixpoint through the back edge, their ``else`` runs when they end without
``break``; ``break``/``continue``/``return``/``raise`` end their path, through the
``finally`` blocks on the way; a handler may start from any point of its ``try`` body;
``finally`` runs once for the normal path and once for the abrupt ones.  A ``with`` body
is straight-line unless its context manager swallows exceptions (``pytest.raises``,
``assertRaises``, ``contextlib.suppress``; a user-defined one is not recognised): the code
after it may then be reached from any point of the body.

Everything is computed on demand and memoised: a scope's events when a question about it
is first asked, reaching definitions per (scope, name).
"""

from __future__ import annotations

import ast
from typing import Optional

from ..astutil import end_of, fewest_iterations
from .events import _MATCH, _TRY, DEFERRED, INLINE, MAX_NESTING, Events, GiveUp, placement, swallows
from .scopes import Scope

MAX_ROUNDS = 60  # loop iterations to reach a fixpoint


class Analysis:
    """A client of the flow: states are immutable values compared with ``==``."""

    def initial(self, scope: Scope):
        """The state before the scope's first event."""
        return frozenset()

    def transfer(self, event: ast.AST, state):
        """The state after ``event`` ran in ``state``."""
        return state

    def raising(self, event: ast.AST, state):
        """The state when ``event`` raises part way (default: as before it)."""
        return state

    def join(self, a, b):
        """Two paths meet (default: the union of two sets)."""
        return a | b


class FlowResult:
    """``before[id(event)]``: the state before the event, merged over every path and every
    loop iteration (no entry: no path reaches it); ``exit``: the state at the scope's normal
    exits (end of body, ``return``), None when none is reachable."""

    def __init__(self, before: dict, exit_state) -> None:
        self.before = before
        self.exit = exit_state


class _Frame:
    """Where ``break``/``continue``/``return`` go: a loop, a ``finally``, the function."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.jumps: dict = {}  # "break" / "continue" / "return" -> state

    def takes(self, jump: str) -> bool:
        return self.kind == "finally" or (self.kind == "loop") is (jump != "return")


class _Run:
    def __init__(self, analysis: Analysis) -> None:
        self.analysis = analysis
        self.before: dict = {}
        self.frames: list = []
        self.raised: list = []  # innermost last: [state] where a try body (or a swallowing with) may raise
        self.depth = 0

    def join(self, *states):
        result = None
        for state in states:
            if state is not None:
                result = state if result is None else self.analysis.join(result, state)
        return result

    def event(self, node: ast.AST, state):
        if state is None:
            return None
        key = id(node)
        self.before[key] = self.join(self.before.get(key), state)
        if self.raised:
            self.may_raise(self.analysis.raising(node, state))
        return self.analysis.transfer(node, state)

    def may_raise(self, state) -> None:
        if state is not None and self.raised:
            holder = self.raised[-1]
            holder[0] = self.join(holder[0], state)

    def jump(self, kind: str, state) -> None:
        for frame in reversed(self.frames):
            if frame.takes(kind):
                frame.jumps[kind] = self.join(frame.jumps.get(kind), state)
                return

    def block(self, statements: list, state):
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise GiveUp
        try:
            for statement in statements:
                if state is None:
                    return None
                state = self.statement(statement, state)
            return state
        finally:
            self.depth -= 1

    def statement(self, node: ast.stmt, state):
        kind = type(node)
        if kind is ast.If:
            state = self.event(node.test, state)
            return self.join(self.block(node.body, state), self.block(node.orelse, state))
        if kind is ast.For or kind is ast.AsyncFor:
            return self.loop(node, self.event(node.iter, state), node.target)
        if kind is ast.While:
            return self.loop(node, state, node.test)
        if kind in _TRY:
            return self.try_(node, state)
        if kind is ast.With or kind is ast.AsyncWith:
            return self.with_(node, state)
        if _MATCH is not None and kind is _MATCH:
            return self.match(node, state)
        state = self.event(node, state)
        if kind is ast.Return or kind is ast.Break or kind is ast.Continue:
            self.jump({ast.Return: "return", ast.Break: "break", ast.Continue: "continue"}[kind], state)
            return None
        return None if kind is ast.Raise else state

    def loop(self, node, entry, head_event: ast.AST):
        """``for`` (head event: binding the target) and ``while`` (the test)."""
        head = entry
        for _ in range(MAX_ROUNDS):
            frame = _Frame("loop")
            self.frames.append(frame)
            try:
                started = self.event(head_event, head)
                end = self.block(node.body, started)
            finally:
                self.frames.pop()
            new = self.join(entry, end, frame.jumps.get("continue"))
            if new == head:
                break
            head = new
        else:
            raise GiveUp
        # The loop ends when the iterator is exhausted (before binding) or the test is false;
        # a loop over ``range(3)`` or a literal list ends only after its body ran.
        if isinstance(node, ast.While):
            exhausted = None if isinstance(node.test, ast.Constant) and node.test.value else started
        else:
            exhausted = self.join(end, frame.jumps.get("continue")) if fewest_iterations(node.iter) else head
        return self.join(self.block(node.orelse, exhausted), frame.jumps.get("break"))

    def guarded(self, statements: list, state) -> tuple:
        """Run ``statements`` noting where they may raise: (end state, raising state)."""
        holder = [None]
        self.raised.append(holder)
        try:
            end = self.block(statements, state)
        finally:
            self.raised.pop()
        return end, holder[0]

    def try_(self, node, state):
        frame = _Frame("finally") if node.finalbody else None
        if frame is not None:
            self.frames.append(frame)
        try:
            end, raising = self.guarded(node.body, state)
            if frame is None:
                self.may_raise(raising)  # an exception no handler matches goes on
                ends = [self.block(node.orelse, end)]
                ends += [self.block(h.body, self.event(h, raising)) for h in node.handlers]
                return self.join(*ends)
            # Exceptions in the handlers and the else block go through the finally block too.
            orelse, raising_after = self.guarded(node.orelse, end)
            ends = [orelse]
            for handler in node.handlers:
                handled, raised_here = self.guarded(handler.body, self.event(handler, raising))
                ends.append(handled)
                raising_after = self.join(raising_after, raised_here)
        finally:
            if frame is not None:
                self.frames.pop()
        out = self.block(node.finalbody, self.join(*ends))
        escaping = self.join(raising, raising_after)
        abrupt = self.block(node.finalbody, self.join(escaping, *frame.jumps.values()))
        if escaping is not None:
            self.may_raise(abrupt)
        for kind in frame.jumps:
            self.jump(kind, abrupt)
        return out

    def with_(self, node, state):
        for item in node.items:
            state = self.event(item, state)
        if not any(swallows(item) for item in node.items):
            return self.block(node.body, state)
        end, raising = self.guarded(node.body, state)
        self.may_raise(raising)  # not every exception is the one expected
        return self.join(end, raising)

    def match(self, node, state):
        entry = self.event(node.subject, state)
        ends = []
        for case in node.cases:
            bound = self.event(case.pattern, entry)
            if case.guard is not None:
                bound = self.event(case.guard, bound)
            ends.append(self.block(case.body, bound))
            if case.guard is None and isinstance(case.pattern, ast.MatchAs) and case.pattern.pattern is None:
                return self.join(*ends)  # ``case _:`` / ``case name:``: nothing falls through
            entry = self.join(entry, bound)  # a failed pattern or guard may have bound names
        return self.join(entry, *ends)


def run(scope: Scope, analysis: Analysis, repeat: bool = False) -> Optional[FlowResult]:
    """Run ``analysis`` over ``scope``'s code; None when the code is too deeply nested.

    ``repeat``: the scope runs again and again (a loop body given to ``lax.fori_loop``, a
    function mapped over a pytree): its exits flow back to its entry."""
    runner = _Run(analysis)
    frame = _Frame("function")
    runner.frames.append(frame)
    node = scope.node
    initial = analysis.initial(scope)
    head = initial
    try:
        for _ in range(MAX_ROUNDS):
            started = runner.event(node, head)
            if isinstance(node, ast.Lambda):
                end = runner.event(node.body, started)
            else:
                end = runner.block(node.body, started)
            exit_state = runner.join(end, frame.jumps.get("return"))
            new = runner.join(initial, exit_state)
            if not repeat or new == head:
                return FlowResult(runner.before, exit_state)
            head = new
    except (GiveUp, RecursionError):
        return None
    return None


# --------------------------------------------------------------------------- bindings


class NameBindings:
    """Where the bindings of one name in one scope happen, by index in ``scope.bindings[name]``.

    ``at``: id(event) -> (indices, walrus indices, kills): the bindings the event makes;
    it kills the earlier ones unless all of them are walruses (``:=`` inside an ``and``,
    a comprehension... may not run).  ``always``: bindings made from elsewhere at unknown
    times (``global``/``nonlocal`` declarations), which reach every use.
    ``comprehension``: bindings of comprehension targets, visible only inside them."""

    def __init__(self, scope: Scope, name: str, events: Events) -> None:
        self.at: dict = {}
        always = []
        self.comprehension: list = []  # (index, ast.comprehension)
        made: dict = {}  # id(event) -> [indices, walrus indices]
        for index, site in enumerate(scope.sites.get(name, ())):
            if isinstance(site, ast.comprehension):
                self.comprehension.append((index, site))
                continue
            if site is None or isinstance(site, (ast.Global, ast.Nonlocal)):
                always.append(index)
                continue
            event = site if site is scope.node else events.at(site)
            if event is None:
                always.append(index)  # cannot place it: let it reach everything
                continue
            entry = made.setdefault(id(event), ([], []))
            entry[1 if isinstance(site, ast.NamedExpr) else 0].append(index)
        self.always = frozenset(always)
        for key, (plain, walrus) in made.items():
            self.at[key] = (frozenset(plain) | frozenset(walrus), frozenset(walrus), bool(plain))


class _ReachingDefinitions(Analysis):
    """The state: the indices of the bindings of one name that may hold."""

    def __init__(self, bindings: NameBindings) -> None:
        self.bindings = bindings

    def initial(self, scope: Scope):
        return self.bindings.always

    def transfer(self, event: ast.AST, state):
        made = self.bindings.at.get(id(event))
        if made is None:
            return state
        indices, _, kills = made
        return (self.bindings.always | indices) if kills else (state | indices)

    def raising(self, event: ast.AST, state):
        made = self.bindings.at.get(id(event))
        return state if made is None else state | made[1]


class Flow:
    """The flow questions of one module, answered on demand (``Semantics.flow``)."""

    def __init__(self) -> None:
        self._events: dict = {}  # Scope -> Events or None
        self._bindings: dict = {}  # (Scope, name) -> NameBindings
        self._reaching: dict = {}  # (Scope, name) -> FlowResult or None

    def events(self, scope: Scope) -> Optional[Events]:
        """The scope's events; None when its statements nest too deeply to follow."""
        if scope not in self._events:
            try:
                self._events[scope] = Events(scope)
            except (GiveUp, RecursionError):
                self._events[scope] = None
        return self._events[scope]

    def run(self, scope: Scope, analysis: Analysis, repeat: bool = False) -> Optional[FlowResult]:
        """Run a client over the scope (not memoised: clients keep what they need)."""
        return None if self.events(scope) is None else run(scope, analysis, repeat)

    def bindings(self, scope: Scope, name: str) -> Optional[NameBindings]:
        """Which events make which bindings of ``name`` in ``scope`` (None: unknown)."""
        key = (scope, name)
        if key not in self._bindings:
            events = self.events(scope)
            self._bindings[key] = None if events is None else NameBindings(scope, name, events)
        return self._bindings[key]

    def reaching(self, scope: Scope, name: str, use: ast.AST) -> list:
        """The bindings of ``name`` in ``scope`` that may hold when ``use`` (a node of the
        scope's code, or of a scope nested in it) runs, in source order.

        Sound: no binding that can reach is missed.  The latest binding in straight-line
        code; those of both arms of an ``if``; in a loop, those made later in the body
        reach through the back edge unless a binding above the use kills them; inside a
        comprehension, its own targets.  A use in a nested function, lambda or generator
        expression runs at an unknown time: every binding may reach it.  A walrus inside
        the same statement, before the use, is added to what reaches (it may not have run)."""
        bindings = scope.bindings.get(name)
        if not bindings:
            return []
        everything = list(bindings)
        events = self.events(scope)
        where = self.bindings(scope, name)
        event = None if events is None else events.at(use)
        if event is None or where is None:
            return everything
        sites = [site for _, site in where.comprehension]
        how, comprehension = placement(events.path(event, use), name, sites)
        if how is DEFERRED:
            return everything
        if comprehension is not None:
            return [bindings[i] for i, site in where.comprehension if site in comprehension.generators]
        result = self._reaching_flow(scope, name)
        state = None if result is None else result.before.get(id(event))
        if state is None:
            return [b for b, site in zip(bindings, scope.sites[name]) if not isinstance(site, ast.comprehension)]
        made = where.at.get(id(event))
        if made is not None and made[1]:
            position = (use.lineno, use.col_offset)
            sites_of = scope.sites[name]
            state = state | {i for i in made[1] if end_of(sites_of[i]) <= position}
        return [bindings[i] for i in sorted(state)]

    def _reaching_flow(self, scope: Scope, name: str) -> Optional[FlowResult]:
        key = (scope, name)
        if key not in self._reaching:
            where = self.bindings(scope, name)
            self._reaching[key] = None if where is None else self.run(scope, _ReachingDefinitions(where))
        return self._reaching[key]

    def always_runs(self, scope: Scope, node: ast.AST) -> bool:
        """``node`` (in ``scope``'s own code) runs whenever the scope runs and returns:
        its statement is at the top of the body (or of a ``with`` there), no ``return``
        comes before it, and within the statement it is not in a branch, a comprehension,
        a lambda or a nested def.  (Exceptions aside: a call that raises returns nothing.)"""
        events = self.events(scope)
        event = None if events is None else events.at(node)
        if event is None:
            return False
        how, _ = placement(events.path(event, node))
        if how is not INLINE or not self._at_top(scope.node, event):
            return False
        start = events.starts[events.nodes.index(event)] if event is not scope.node else (0, 0)
        return not any(
            isinstance(other, ast.Return) and begin < start for other, begin in zip(events.nodes, events.starts)
        )

    @staticmethod
    def _at_top(root: ast.AST, event: ast.AST) -> bool:
        if isinstance(root, ast.Lambda):
            return event is root.body
        statements = list(root.body)
        while statements:
            statement = statements.pop()
            if statement is event:
                return True
            if isinstance(statement, (ast.With, ast.AsyncWith)) and not any(swallows(i) for i in statement.items):
                if any(item is event for item in statement.items):
                    return True
                statements.extend(statement.body)
        return False

    def locate(self, scope: Scope, node: ast.AST) -> Optional[tuple]:
        """(event, how): the event of ``scope``'s code in which ``node`` runs, and how it
        runs there (:data:`~.events.INLINE`, ``CONDITIONAL``, ``REPEATED``, ``DEFERRED``)."""
        events = self.events(scope)
        event = None if events is None else events.at(node)
        return None if event is None else (event, placement(events.path(event, node))[0])

    def swallowing_with(self, scope: Scope, node: ast.AST) -> Optional[ast.AST]:
        """The innermost ``with pytest.raises(...)``-like block (its context manager swallows
        exceptions) around ``node`` in ``scope``'s code, if any."""
        events = self.events(scope)
        event = None if events is None else events.at(node)
        return None if event is None else events.swallowed_by.get(id(event))

    def checking_with(self, scope: Scope, node: ast.AST) -> Optional[ast.AST]:
        """The innermost ``with`` around ``node`` whose manager checks what its body does:
        swallows what it raises (``pytest.raises``) or checks what it warns
        (``pytest.warns``, ``self.assertNoWarnings()``); None if there is none."""
        events = self.events(scope)
        event = None if events is None else events.at(node)
        return None if event is None else events.checked_by.get(id(event))
