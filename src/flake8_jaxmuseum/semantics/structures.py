"""Pytree structures: what a value is as a pytree (None, a tuple or list of n children, a dict
of string keys, or a leaf: an array or a number, with its rank and dtype kind where proven), and what a function
returns.

Proven only from the text: a literal tuple, list, dict (``{"a": x}``, ``dict(a=x)``) or None; a leaf is a number, or what the
shape, rank, dtype or array proofs call an array; a name every binding of which reaching
the use has one structure.  Anything else (a call of an unknown function, a parameter, a
NamedTuple) is unknown, and two structures differ only where both are known.  The lax
control-flow bodies' outputs are the first client (JXM024): scan's ``(carry, y)`` pair,
cond's equal branches, a loop's carry.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Callable, Optional

from ..astutil import is_number
from .names import Names
from .scopes import Scope, ScopeType, agreed_over_bindings
from .traces import Traces
from .tracing_kinds import Entry
from .values.dtypes import DtypeKinds
from .values.precise_dtypes import precise_dtype
from .values.proofs import ArrayProof
from .values.shapes import ShapeInference

MAX_DEPTH = 20
NONE, TUPLE, LIST, DICT, LEAF = "None", "tuple", "list", "dict", "leaf"


@dataclass(frozen=True)
class Structure:
    node: str  # NONE, TUPLE, LIST, DICT or LEAF
    children: tuple = ()  # a tuple's or list's elements, a dict's values: Structure, or None where unknown
    keys: tuple = ()  # a dict's keys, sorted as JAX flattens them (its values are in this order)
    shape: Optional[tuple] = None  # a leaf's shape, when proven
    rank: Optional[int] = None  # a leaf's rank, when proven
    least_rank: int = 0  # a lower bound on a leaf's rank
    dtype: Optional[str] = None  # a leaf's dtype kind: "bool", "int", "inexact"
    # The leaf is proven a strongly typed array of that kind (a weak-typed ``0`` or
    # ``jnp.array(0)`` is not: as a loop's carry it takes the body's dtype).
    strong: bool = False
    # A strongly typed leaf's exact dtype where the text names it (values/precise_dtypes.py).
    precise: Optional[str] = None

    def describe(self) -> str:
        """"None", "a 3-tuple", "a list of 2", "a scalar", "an array of rank 2", "an int scalar"..."""
        if self.node == NONE:
            return "None"
        if self.node == TUPLE:
            return f"a {len(self.children)}-tuple"
        if self.node == LIST:
            return f"a list of {len(self.children)}"
        if self.node == DICT:
            return f"a dict with keys {', '.join(map(repr, self.keys))}" if self.keys else "an empty dict"
        kind = f"{self.precise} " if self.precise else {"inexact": "float ", "int": "int ", "bool": "bool "}.get(
            self.dtype or "", "")
        if self.shape is not None:
            said = f"{kind}scalar" if not self.shape else f"{kind}array of shape {_shape_text(self.shape)}"
        elif self.rank is not None:
            said = f"{kind}scalar" if self.rank == 0 else f"{kind}array of rank {self.rank}"
        elif self.least_rank:
            said = f"{kind}array of rank {self.least_rank} or more"
        else:
            said = f"{kind}array"
        return ("an " if said[0] in "aeiou" else "a ") + said


def _shape_text(shape: tuple) -> str:
    return "(" + ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "") + ")"


def differs(left: Optional[Structure], right: Optional[Structure], dtypes: bool = True) -> Optional[str]:
    """What proves two structures different (as JAX compares branch outputs or a carry),
    or None when they may be equal.  ``dtypes``: compare dtype kinds too (a loop's carry
    started with a weak-typed literal takes the body's dtype: not compared there)."""
    if left is None or right is None:
        return None
    if left.node != right.node:
        return "structure"
    if left.node in (TUPLE, LIST, DICT):
        if len(left.children) != len(right.children) or left.keys != right.keys:
            return "structure"
        for a, b in zip(left.children, right.children):
            found = differs(a, b, dtypes)
            if found:
                return found
        return None
    if left.node != LEAF:
        return None
    if left.shape is not None and right.shape is not None and left.shape != right.shape:
        return "shape"
    for one, other in ((left, right), (right, left)):
        if one.rank is not None and (
            (other.rank is not None and other.rank != one.rank) or other.least_rank > one.rank
        ):
            return "shape"
    if dtypes and left.dtype and right.dtype and left.dtype != right.dtype:
        return "dtype"
    if dtypes and left.precise and right.precise and left.precise != right.precise:
        return "dtype"  # both strongly typed: float32 against float16 (cond compares exact dtypes)
    return None


# The kinds a strongly typed carry of each kind cannot become (verified on jax 0.4.38 and
# 0.10.2: an int carry made float, a bool carry made int or float, raise).
_WIDER = {"int": ("inexact",), "bool": ("int", "inexact")}
# The kinds no carry of each kind can become, weakly typed or not: JAX promotes a weak init
# only up to the body's dtype, never down (verified on jax 0.4.38 and 0.10.2: a float carry, ``0.`` or
# ``jnp.zeros(3)``, returned as an int or a bool, and an int one, ``0`` too, returned as a
# bool, raise ``carry input and carry output must have equal types``; jax-ml/jax's
# testWhileTypeErrors: ``while_loop(lambda c: True, lambda c: True, np.float32(0.))``).
NARROWER = {"inexact": ("int", "bool"), "int": ("bool",)}


def retyped(init: Optional[Structure], carry: Optional[Structure]) -> Optional[tuple]:
    """(the path, as JAX prints a key path, the init's leaf and the carry's) of a leaf of a
    loop's carry proven a strongly typed int (or bool) array at ``init`` and a float (or int)
    in the body's output, which JAX refuses (a weak-typed one would take the output's dtype),
    or proven of any kind at ``init`` and of a narrower one in the output (a float carry
    returned as a bool: :data:`NARROWER`, weak or not); None when none is proven."""
    if init is None or carry is None or init.node != carry.node:
        return None
    if init.node in (TUPLE, LIST, DICT):
        if len(init.children) != len(carry.children) or init.keys != carry.keys:
            return None
        labels = [f"[{key!r}]" for key in init.keys] if init.node == DICT else [f"[{i}]" for i in range(len(init.children))]
        for label, a, b in zip(labels, init.children, carry.children):
            found = retyped(a, b)
            if found is not None:
                return (label + found[0], *found[1:])
        return None
    if init.node == LEAF and init.strong and carry.dtype in _WIDER.get(init.dtype or "", ()):
        return "", init, carry
    if init.node == LEAF and carry.node == LEAF and carry.dtype in NARROWER.get(init.dtype or "", ()):
        return "", init, carry
    if init.node == LEAF and carry.node == LEAF and init.precise and carry.precise and init.precise != carry.precise:
        return "", init, carry  # float32 returned as float16 (jax-ml/jax#1681): both named, both strong
    return None


def where_differs(left: Structure, right: Structure) -> tuple:
    """(the path, as JAX prints a key path, and the two sub-structures) of the first place
    ``differs`` finds two structures different; ``("", left, right)`` at the top."""
    if left.node == right.node and left.node in (TUPLE, LIST, DICT):
        if len(left.children) == len(right.children) and left.keys == right.keys:
            labels = [f"[{key!r}]" for key in left.keys] if left.node == DICT else [f"[{i}]" for i in range(len(left.children))]
            for label, a, b in zip(labels, left.children, right.children):
                if differs(a, b):
                    path, deep_left, deep_right = where_differs(a, b)
                    return label + path, deep_left, deep_right
    return "", left, right


def is_pair(structure: Structure) -> Optional[bool]:
    """A pytree node with two children (what scan's body must return), as far as proven; a
    dict of two keys is one too (its carry the first key in sorted order, verified)."""
    if structure.node in (TUPLE, LIST, DICT):
        return len(structure.children) == 2
    return False  # None and leaves have no children


class Structures:
    def __init__(
        self,
        names: Names,
        traces: Traces,
        shapes: ShapeInference,
        dtype_kinds: DtypeKinds,
        arrays: ArrayProof,
        assuming: Callable[[], bool],
    ) -> None:
        self.names = names
        self.traces = traces
        self.shapes = shapes
        self.dtype_kinds = dtype_kinds
        self.arrays = arrays
        self.assuming = assuming  # a value kind is being solved under an assumption (see Valuation)
        self._active: set = set()
        self._returned: dict = {}  # Scope -> list of Structure, or None

    def of(self, node: ast.expr, scope: Scope, depth: int = 0) -> Optional[Structure]:
        """The structure ``node`` provably holds, or None."""
        if depth > MAX_DEPTH:
            return None
        if isinstance(node, ast.Constant) and node.value is None:
            return Structure(NONE)
        if isinstance(node, (ast.Tuple, ast.List)):
            if any(isinstance(item, ast.Starred) for item in node.elts):
                return None
            children = tuple(self.of(item, scope, depth + 1) for item in node.elts)
            return Structure(TUPLE if isinstance(node, ast.Tuple) else LIST, children)
        if isinstance(node, ast.Dict) or (
            isinstance(node, ast.Call) and not node.args and self.names.is_builtin(node.func, scope, "dict")
        ):
            return self._dict(node, scope, depth)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            joined = self._concatenation(node, scope, depth)
            if joined is not None:
                return joined
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
            repeated = self._repetition(node, scope, depth)
            if repeated is not None:
                return repeated
        if isinstance(node, ast.IfExp):
            arms = {self.of(node.body, scope, depth + 1), self.of(node.orelse, scope, depth + 1)}
            return arms.pop() if len(arms) == 1 else None
        if isinstance(node, ast.Subscript):
            taken = self._taken(node, scope, depth)
            if taken is not None:
                return taken
        if isinstance(node, ast.Name):
            found = self._name(node, scope, depth)
            if found is not None:
                return found
        return self._leaf(node, scope)

    def _taken(self, node: ast.Subscript, scope: Scope, depth: int) -> Optional[Structure]:
        """``seq[1]`` or ``seq[:n]`` of a tuple or list of proven length, the index or bounds
        proven ints: the element, or a tuple or list of the elements sliced (``args[:1]`` is
        a list of one where ``args[1]`` is its element)."""
        held = self.of(node.value, scope, depth + 1)
        if held is None or held.node not in (TUPLE, LIST):
            return None
        index = node.slice
        if isinstance(index, ast.Slice):
            bounds = [None if part is None else self.shapes.int_value(part, scope) for part in (index.lower, index.upper, index.step)]
            if any(value is None for part, value in zip((index.lower, index.upper, index.step), bounds) if part is not None):
                return None
            if bounds[2] == 0:
                return None
            return Structure(held.node, held.children[slice(*bounds)])
        position = self.shapes.int_value(index, scope)
        if position is None or not -len(held.children) <= position < len(held.children):
            return None
        return held.children[position]

    def _concatenation(self, node: ast.BinOp, scope: Scope, depth: int) -> Optional[Structure]:
        """``acc + [i]``: two lists (or two tuples) joined; a list or tuple and an array add as
        arrays instead, so both sides must be proven the same sequence."""
        left, right = self.of(node.left, scope, depth + 1), self.of(node.right, scope, depth + 1)
        if left is None or right is None or left.node != right.node or left.node not in (TUPLE, LIST):
            return None
        return Structure(left.node, left.children + right.children)

    def _repetition(self, node: ast.BinOp, scope: Scope, depth: int) -> Optional[Structure]:
        """``(x,) * 2``, ``3 * [h]``: a tuple or list repeated a proven number of times (an
        array times an int multiplies its elements instead, so the sequence must be proven)."""
        for sequence, count in ((node.left, node.right), (node.right, node.left)):
            times = self.shapes.int_value(count, scope)
            if times is None or times < 0 or times > 64:
                continue
            held = self.of(sequence, scope, depth + 1)
            if held is not None and held.node in (TUPLE, LIST):
                return Structure(held.node, held.children * times)
        return None

    def _dict(self, node: ast.expr, scope: Scope, depth: int) -> Optional[Structure]:
        """``{"a": x, "b": y}`` or ``dict(a=x, b=y)``: string keys only (no ``**``, no other
        key: the order JAX sorts them in is then the keys' own)."""
        if isinstance(node, ast.Dict):
            keys = [k.value if isinstance(k, ast.Constant) and isinstance(k.value, str) else None for k in node.keys]
            items = dict(zip(keys, node.values))
        else:
            keys = [k.arg for k in node.keywords]
            items = {k.arg: k.value for k in node.keywords}
        if None in keys:
            return None
        ordered = sorted(items)
        children = tuple(self.of(items[key], scope, depth + 1) for key in ordered)
        return Structure(DICT, children, keys=tuple(ordered))

    def _name(self, node: ast.Name, scope: Scope, depth: int) -> Optional[Structure]:
        names = self.names
        if node.id in names.mutated_names:
            return None
        bindings = names.reaching(node.id, scope, node)
        return agreed_over_bindings(
            bindings, self._active, tuple(id(b) for b in bindings),
            lambda binding: self.of(binding.value, binding.scope, depth + 1),
            lambda binding: self._fed(binding.scope, node.id, depth),
        )

    def _fed(self, function: Scope, name: str, depth: int) -> Optional[Structure]:
        """The one structure every call of the module hands a parameter as it is (jit and lax
        make numbers arrays, leaves stay leaves); not through vmap, nor a slice of scan's xs."""
        traces = self.traces
        if name in function.defaulted or traces.handed_from_project(function, name):
            return None
        if traces.hands_slices(function, name):
            return None
        fed = list(traces.fed_arguments(function, name))
        if not fed or any(entry is Entry.MAPPED or isinstance(value, ast.Starred) for value, _, entry in fed):
            return None
        found = {self.of(value, where, depth + 1) for value, where, _ in fed}
        return found.pop() if len(found) == 1 else None

    def _leaf(self, node: ast.expr, scope: Scope) -> Optional[Structure]:
        """An array or a number, with what is proven of its shape and dtype kind."""
        shapes = self.shapes
        dtype = self.dtype_kinds.kind(node, scope)
        shape = shapes.shape_of(node, scope)
        rank = len(shape) if shape is not None else shapes.exact_rank(node, scope)
        if not (is_number(node) or shape is not None or rank is not None or dtype is not None):
            if not self.arrays.expression(node, scope):
                return None
        if isinstance(node, (ast.Compare, ast.BoolOp)) and dtype is None:
            return None
        least = rank if rank is not None else shapes.rank_at_least(node, scope)
        strong = dtype is not None and self.dtype_kinds.strong_kind(node, scope) == dtype
        precise = precise_dtype(self.names, node, scope) if strong else None
        return Structure(LEAF, shape=shape, rank=rank, least_rank=least, dtype=dtype, strong=strong, precise=precise)

    def returned(self, function: Scope) -> Optional[list]:
        """The structure of every value ``function`` may return (a lambda's body; a def's
        returns, and None where it may end without one), or None when one is unknown, or the
        def is a generator."""
        if function in self._returned:
            return self._returned[function]
        self._returned[function] = None  # recursion proves nothing
        found: Optional[list] = None
        node = function.node
        if isinstance(node, ast.Lambda):
            found = [self.of(node.body, function)]
        elif function.type is ScopeType.FUNCTION and not function.is_generator:
            found = [self.of(value, function) for value in function.returns]
            if function.returns_none or _may_end(node.body):
                found.append(Structure(NONE))  # a bare return, or the end of the body
        if found is not None and (None in found or not found):
            found = None
        if self.assuming():
            del self._returned[function]
        else:
            self._returned[function] = found
        return found


def _may_end(body: list) -> bool:
    """A def's body may run to its end without ``return`` or ``raise`` (read plainly: its
    last statement is neither, nor an ``if`` both of whose arms end so)."""
    if not body:
        return True
    last = body[-1]
    if isinstance(last, (ast.Return, ast.Raise)):
        return False
    if isinstance(last, ast.If) and last.orelse:
        return _may_end(last.body) or _may_end(last.orelse)
    return True
