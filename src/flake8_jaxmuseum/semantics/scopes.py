"""Scopes and the bindings recorded in them, in source order.

A binding says how a name got its value (assigned, unpacked, iterated, imported,
defined, a parameter) and, where it matters, from which point in the text on it
holds (``after``), so a use sees only the bindings that can reach it.
"""

from __future__ import annotations

import ast
import enum
from dataclasses import dataclass, field
from typing import Iterable, Optional, Union

from ..astutil import FUNCTION_DEFS, argument


# Bindings are values: compared and hashed by their fields, never changed once made.  Not
# frozen dataclasses, whose __init__ sets each field through object.__setattr__ (three to
# six times the cost): the walk makes thousands per module.
@dataclass(unsafe_hash=True)
class Assigned:
    """``name = value`` (also annotated assignment and the walrus)."""

    value: ast.expr
    scope: "Scope"
    # Where the binding takes effect: the end of its statement (line, byte column).
    after: tuple = field(default=(0, 0), compare=False)


@dataclass(unsafe_hash=True)
class Unpacked:
    """``a, b = value``: one element of an unpacked value."""

    value: ast.expr
    scope: "Scope"
    after: tuple = field(default=(0, 0), compare=False)
    # The element's position when the target is a flat tuple of names (``a, b = ...``).
    index: Optional[int] = field(default=None, compare=False)


@dataclass(unsafe_hash=True)
class Iterated:
    """``for name in iterable`` (also comprehension targets)."""

    iterable: ast.expr
    scope: "Scope"
    after: tuple = field(default=(0, 0), compare=False)
    # The element's position when the target is a flat tuple of names (``for k, v in d.items()``).
    index: Optional[int] = field(default=None, compare=False)


def iterated_into_a_name(binding: Iterated, name: str) -> bool:
    """``binding`` is ``for name in ...`` (a loop's or a comprehension's): the target is the
    name itself, not a tuple (nested or starred) that holds it."""
    scope = binding.scope
    for made, site in zip(scope.bindings.get(name, ()), scope.sites.get(name, ())):
        if made is binding:
            return isinstance(site.target if isinstance(site, ast.comprehension) else site, ast.Name)
    return False


@dataclass(unsafe_hash=True)
class Imported:
    qualname: str


@dataclass(unsafe_hash=True)
class Defined:
    """``def name`` or ``class name``."""

    node: Union[ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef]


@dataclass(unsafe_hash=True)
class Param:
    scope: "Scope"
    name: str


@dataclass(unsafe_hash=True)
class Variadic:
    """A def's ``*args`` (a tuple of what the calls hand past its positional parameters) or
    ``**kwargs`` (a dict of the keywords it does not name); ``keywords``: the latter."""

    scope: "Scope"
    name: str
    keywords: bool


class _Opaque:
    """A binding nothing can be said about (``with ... as``, ``global``, ``del``...)."""

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return "OPAQUE"


OPAQUE = _Opaque()

Binding = Union[Assigned, Unpacked, Iterated, Imported, Defined, Param, Variadic, _Opaque]


class _Lookup:
    """What a lookup of "the one binding of a name" finds when there is not one."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return self.name


UNBOUND = _Lookup("UNBOUND")  # no binding of the name reaches
AMBIGUOUS = _Lookup("AMBIGUOUS")  # several may hold


def the_one(bindings: Optional[list]):
    """The one binding in ``bindings``; :data:`UNBOUND` if there is none, :data:`AMBIGUOUS`
    if there are several.  :meth:`.names.Names.binding` asks it of the bindings that reach a use."""
    if not bindings:
        return UNBOUND
    return bindings[0] if len(bindings) == 1 else AMBIGUOUS


def rewrapped(name: str, bindings: Optional[list], defs: tuple = FUNCTION_DEFS) -> Optional[Assigned]:
    """``def step`` then ``step = jax.jit(step)``: the assignment, when ``bindings`` (of
    ``name``, in one scope) are a def (of ``defs``: ``class MLP`` then ``MLP =
    nn.remat(MLP)``) and then a call that hands it on; None otherwise."""
    if not bindings or len(bindings) != 2 or not isinstance(bindings[0], Defined):
        return None
    last = bindings[1]
    if not isinstance(bindings[0].node, defs) or not isinstance(last, Assigned):
        return None
    value = last.value
    handed_on = isinstance(value, ast.Call) and any(isinstance(a, ast.Name) and a.id == name for a in value.args)
    return last if handed_on else None


class ScopeType(enum.Enum):
    MODULE = "module"
    CLASS = "class"
    FUNCTION = "function"
    LAMBDA = "lambda"


_FUNCTION_TYPES = (ScopeType.FUNCTION, ScopeType.LAMBDA)


@dataclass(eq=False, repr=False, init=False)
class Scope:
    # Its fields, declared below, are set by __init__ with literals: a module's thousands of
    # scopes are built in the walk, and a dataclass's __init__ calls a factory for each.
    node: ast.AST
    parent: Optional["Scope"]
    type: ScopeType
    bindings: dict = field(default_factory=dict)  # name -> list[Binding]
    # name -> the node that made each binding, parallel to ``bindings[name]``: the
    # statement (assignment, import, def, ``del``...), the ``for`` target, the ``with``
    # item, the ``except`` handler, the walrus, the comprehension, the match pattern, or
    # the scope's own node for a parameter; None for a binding made from elsewhere at an
    # unknown time (``global x`` in a function, ``nonlocal x`` in a nested one).
    sites: dict = field(default_factory=dict)
    # Positional parameters in order, then keyword-only ones; names only.
    positional: list = field(default_factory=list)
    keyword_only: list = field(default_factory=list)
    variadic: list = field(default_factory=list)  # the names of ``*args`` and ``**kwargs``, those it has
    is_method: bool = False
    is_generator: bool = False  # has ``yield``: calling it runs nothing yet
    defaulted: set = field(default_factory=set)  # parameters that have a default
    # Sites the rules visit, recorded during the single pass.
    truth_tests: list = field(default_factory=list)  # (expr, construct, owner node)
    subscript_stores: list = field(default_factory=list)  # (Subscript, stmt)
    # Other assignment targets: names, attributes, tuples of them (``x = v``,
    # ``self.a = v``, ``a, b = v``, ``x += v``), as (target, stmt).
    stores: list = field(default_factory=list)
    # Names this scope declares ``global`` or ``nonlocal``: name -> "global" | "nonlocal".
    declared: dict = field(default_factory=dict)
    subscripts: list = field(default_factory=list)  # Subscript nodes, stores included
    calls: list = field(default_factory=list)  # Call nodes
    returns: list = field(default_factory=list)  # returned expressions
    returns_none: bool = False  # a bare ``return`` somewhere
    imports: list = field(default_factory=list)  # Import and ImportFrom statements
    # Attribute loads whose attribute is the last part of a removed JAX API's name
    # (``jaxapi.removed_apis.REMOVED_LEAF_NAMES``): ``jax.tree_map``, ``ops.index_update``.
    api_loads: list = field(default_factory=list)
    # Spans ((line, col), (end line, end col)) of loops and comprehensions: code in
    # them may see bindings made later in the text.
    loops: list = field(default_factory=list)
    # ``with f(...):`` blocks: (the call, span of the with statement), for context managers
    # that change how JAX runs the block (``jax.ensure_compile_time_eval()``).
    with_calls: list = field(default_factory=list)
    # Expression statements (``ast.Expr``): values computed and thrown away.
    expression_statements: list = field(default_factory=list)
    _straight_line: Optional[frozenset] = field(default=None, repr=False)
    # The for/while statements of its own code, found at the first question (events.loops_of).
    own_loops: Optional[list] = field(default=None, repr=False)

    def __init__(self, node: ast.AST, parent: Optional["Scope"], type: ScopeType) -> None:
        self.node = node
        self.parent = parent
        self.type = type
        self.bindings = {}
        self.sites = {}
        self.positional = []
        self.keyword_only = []
        self.variadic = []
        self.is_method = False
        self.is_generator = False
        self.defaulted = set()
        self.truth_tests = []
        self.subscript_stores = []
        self.stores = []
        self.declared = {}
        self.subscripts = []
        self.calls = []
        self.returns = []
        self.returns_none = False
        self.imports = []
        self.api_loads = []
        self.loops = []
        self.with_calls = []
        self.expression_statements = []
        self._straight_line = None
        self.own_loops = None

    def __repr__(self) -> str:
        line = getattr(self.node, "lineno", 1)
        return f"<Scope {self.type.value} {self.function_name() if self.type in _FUNCTION_TYPES else ''} line {line}>"

    def bind(self, name: str, binding: Binding, site: Optional[ast.AST] = None) -> None:
        made = self.bindings.get(name)  # (bindings and sites have the same names: only this adds one)
        if made is None:
            self.bindings[name] = [binding]
            self.sites[name] = [site]
        else:
            made.append(binding)
            self.sites[name].append(site)

    @property
    def params(self) -> list:
        return self.positional + self.keyword_only

    def default_of(self, name: str) -> Optional[ast.expr]:
        """The default of this function's parameter ``name`` (evaluated in the scope around
        the def), which a call that leaves it out hands it; None when it has none."""
        args = getattr(self.node, "args", None)
        if not isinstance(args, ast.arguments):
            return None
        positional = [*args.posonlyargs, *args.args]
        names = [parameter.arg for parameter in positional]
        if name in names:
            index = names.index(name) - (len(positional) - len(args.defaults))
            return args.defaults[index] if index >= 0 else None
        defaults = {parameter.arg: default for parameter, default in zip(args.kwonlyargs, args.kw_defaults)}
        return defaults.get(name)

    def argument_for(self, call: ast.Call, name: str, bound: int = 0) -> Optional[ast.expr]:
        """The argument of ``call`` (of this function) for parameter ``name`` (``bound``:
        leading parameters the callable already holds, a bound method's instance)."""
        if name in self.keyword_only:
            return argument(call, None, name)
        position = self.positional.index(name) - bound
        return argument(call, position, name) if position >= 0 else None

    def in_loop(self, node: ast.AST) -> bool:
        """``node`` lies in a loop or comprehension of this scope's own code (the indexer's spans)."""
        where = (node.lineno, node.col_offset)
        return any(start <= where < end for start, end in self.loops)

    def lookup(self, name: str) -> Optional[list]:
        """The bindings of ``name`` as seen from this scope (Python's LEGB, classes skipped)."""
        scope: Optional[Scope] = self
        first = True
        while scope is not None:
            if (first or scope.type is not ScopeType.CLASS) and name in scope.bindings:
                return scope.bindings[name]
            first = False
            scope = scope.parent
        return None

    def reaching(self, bindings: list, use: ast.expr, first_pass: bool = False) -> list:
        """The bindings of this scope that may hold when ``use`` (an expression of this
        scope) runs: those made earlier in the text, or (unless ``first_pass``, the first
        time the code runs) anywhere in a loop (or comprehension) around the use.  Bindings
        of other kinds (parameters, imports, defs...) always count; those a module-level
        ``x = ...`` before the use overwrote do not (see :meth:`not_overwritten`)."""
        horizon = (use.lineno, use.col_offset)
        position = horizon
        if not first_pass:
            for start, end in self.loops:
                if start <= position < end and end > horizon:
                    horizon = end
        reaching = [b for b in bindings if getattr(b, "after", (0, 0)) <= horizon]
        return self.not_overwritten(reaching, position)

    def not_overwritten(self, reaching: list, position: tuple) -> list:
        """``reaching`` without the bindings that a module-level ``x = ...`` before
        ``position`` (line, column) overwrote: code directly in a module's body runs in
        order, so every path to the use ran that assignment last (a notebook cell
        rebinding a name a previous cell bound)."""
        if self._straight_line is None:
            body = self.node.body if self.type is ScopeType.MODULE else []
            self._straight_line = frozenset(
                id(statement.value) for statement in body
                if isinstance(statement, (ast.Assign, ast.AnnAssign)) and statement.value is not None
            )
        last = max(
            (b for b in reaching if isinstance(b, Assigned) and id(b.value) in self._straight_line and b.after <= position),
            key=lambda b: b.after,
            default=None,
        )
        if last is None:
            return reaching
        return [b for b in reaching if not hasattr(b, "after") or b.after >= last.after]

    def defined(self, name: str) -> Optional[ast.AST]:
        """The def or class ``name`` holds, seen from here, when it is bound once and for all
        to one (not rebound, not assigned, not imported)."""
        binding = the_one(self.lookup(name))
        return binding.node if isinstance(binding, Defined) else None

    def is_builtin(self, node: ast.expr, name: str) -> bool:
        """``node`` is the builtin ``name``, not shadowed here."""
        return isinstance(node, ast.Name) and node.id == name and self.lookup(name) is None

    def function_name(self) -> str:
        node = self.node
        return node.name if isinstance(node, FUNCTION_DEFS) else "<lambda>"

    def attribute_targets(self, attr: str) -> list:
        """The ``<x>.attr`` targets of this scope's own plain assignments (``self.step = ...``),
        read off its recorded stores, not a walk of its body."""
        return [target for target, statement in self.stores if isinstance(statement, ast.Assign)
                and isinstance(target, ast.Attribute) and target.attr == attr]

    def is_self(self, node: ast.expr) -> bool:
        """``node`` is this method's instance parameter (not rebound; not a static or class method)."""
        if not (isinstance(node, ast.Name) and self.is_method and self.positional):
            return False
        name = self.positional[0]
        if node.id != name or self.bindings.get(name) != [Param(self, name)]:
            return False
        return not any(
            isinstance(d, ast.Name) and d.id in ("staticmethod", "classmethod") for d in self.node.decorator_list
        )


def agreed_over_bindings(bindings, active: set, key, of_assigned, of_param):
    """The one answer every binding of a name gives (``of_assigned`` for an assignment,
    ``of_param`` for a parameter); None when a binding is of another kind, one answer is None,
    two differ, or ``key`` is already being asked in ``active`` (a cycle)."""
    if not bindings or key in active:
        return None
    active.add(key)
    try:
        found = set()
        for binding in bindings:
            if isinstance(binding, Assigned):
                found.add(of_assigned(binding))
            elif isinstance(binding, Param):
                found.add(of_param(binding))
            else:
                return None
            if None in found or len(found) > 1:
                return None
        return found.pop()
    finally:
        active.discard(key)


def annotation_of(function: Scope, name: str) -> Optional[ast.expr]:
    """The annotation of parameter ``name`` of ``function``'s def."""
    node = function.node
    arguments = getattr(node, "args", None)
    if arguments is None:
        return None
    for arg in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs):
        if arg.arg == name:
            return arg.annotation
    return None


def the_one_found(found: Iterable) -> Optional[object]:
    """The one thing ``found`` holds (by identity), when it holds one and no None."""
    things = {id(thing): thing for thing in found}
    return next(iter(things.values())) if len(things) == 1 and None not in things.values() else None
