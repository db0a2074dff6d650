"""The one walk over a module's ``ast``: scopes, bindings, and the sites rules visit.

Iterative (deeply nested code must not overflow the stack) and dispatching on node
type; expression contexts and operators, which never hold code, are skipped.
"""

from __future__ import annotations

import ast
from typing import Iterator, Optional, Sequence

from ..astutil import end_of, target_names
from .jaxapi.function_takers import FUNCTION_TAKER_NAMES
from .jaxapi.removed_apis import REMOVED_LEAF_NAMES
from .scopes import OPAQUE, Assigned, Defined, Imported, Iterated, Param, Scope, ScopeType, Unpacked, Variadic
from .project import ModuleContext


class Indexer:
    """The single pass: scopes, bindings and rule sites."""

    def __init__(self, module: ast.Module, context: Optional[ModuleContext] = None) -> None:
        # The module's place in its project: relative imports name modules through it.
        self.context = context
        self.module_scope = Scope(module, None, ScopeType.MODULE)
        self.scope = self.module_scope
        self.functions: list = []  # function and lambda scopes, in source order
        self.scope_of: dict = {}  # FunctionDef/Lambda node -> Scope
        self.scopes: list = [self.module_scope]
        # Names whose value may change with no new binding: ``x += y``, ``x.shape = s``,
        # ``x.resize(s)``.  Module-wide and by name: cheap, and errs on the silent side.
        self.mutated: set = set()
        self.next_statement: dict = {}  # id(If without else) -> the next statement
        # Attribute name -> what is stored into it anywhere (``obj.attr = value``).
        self.attributes: dict = {}
        # Name loads of the last parts of removed JAX APIs: id -> [(Name, scope)].
        self.name_loads: dict = {}
        self.tries: list = []  # Try statements (a handler may expect a missing name)
        # (call, scope) of calls by a library function taker's last name (``apply_along_axis``,
        # ``map``): the few :mod:`.handed_functions` reads, picked out here at no extra walk.
        self.taker_calls: list = []
        self.future_annotations = False  # ``from __future__ import annotations``
        self.unevaluated: list = []  # annotations Python never evaluates
        self.nonlocals: list = []  # (scope, name) of each ``nonlocal name``, resolved after the walk

    # ---- scopes -----------------------------------------------------------------
    def _push(self, node: ast.AST, type_: ScopeType, params: Optional[ast.arguments]) -> None:
        scope = Scope(node, self.scope, type_)
        self.scopes.append(scope)
        if params is not None:
            positional = [*params.posonlyargs, *params.args]
            scope.positional = [p.arg for p in positional]
            scope.keyword_only = [p.arg for p in params.kwonlyargs]
            # defaults belong to the last positional parameters; kw_defaults hold None for "none"
            with_default = positional[len(positional) - len(params.defaults):] if params.defaults else []
            scope.defaulted = {p.arg for p in with_default} | {
                p.arg for p, default in zip(params.kwonlyargs, params.kw_defaults) if default is not None
            }
            for name in scope.positional + scope.keyword_only:
                scope.bind(name, Param(scope, name), node)
            for star in (params.vararg, params.kwarg):
                if star is not None:
                    scope.variadic.append(star.arg)
                    scope.bind(star.arg, Variadic(scope, star.arg, star is params.kwarg), node)
            self.functions.append(scope)
            self.scope_of[node] = scope
        self.scope = scope

    def _pop(self) -> None:
        assert self.scope.parent is not None
        self.scope = self.scope.parent

    # ---- the walk -----------------------------------------------------------------
    def walk(self, root: ast.AST) -> None:
        dispatch = _DISPATCH
        removed = REMOVED_LEAF_NAMES
        name_loads = self.name_loads
        Name, Attribute, Constant, Load, Call = ast.Name, ast.Attribute, ast.Constant, ast.Load, ast.Call
        stack: list = [root]
        pop = stack.pop
        push = stack.append
        extend = stack.extend
        while stack:
            item = pop()
            cls = type(item)
            # The commonest nodes (half of a module's), handled here without a call.
            if cls is Name:
                if item.id in removed and type(item.ctx) is Load:
                    name_loads.setdefault(item.id, []).append((item, self.scope))
                continue
            if cls is Attribute:
                if item.attr in removed and type(item.ctx) is Load:
                    self.scope.api_loads.append(item)
                push(item.value)
                continue
            if cls is Constant:
                continue
            if cls is Call:  # a tenth of the nodes: visit_Call's work, and its children (each keyword's value)
                self.visit_Call(item, stack)
                if item.keywords:
                    extend([keyword.value for keyword in reversed(item.keywords)])
                if item.args:
                    extend(reversed(item.args))
                push(item.func)
                continue
            entry = dispatch.get(cls)
            if entry is None:
                entry = dispatch[cls] = (_HANDLERS.get(cls), _child_plan(cls))
            handler, plan = entry
            if handler is not None and handler(self, item, stack):
                continue  # the handler scheduled the children itself
            # Children pushed last field first, a list's last element first: they pop in
            # source order.  What is pushed and no node (a list's None: ``**spread`` dict
            # keys, absent kw_defaults) pops with no handler and no fields.
            for name, statements in plan:
                value = getattr(item, name, None)
                if type(value) is list:
                    if value:
                        if statements:
                            self._record_next_statements(value)
                        extend(reversed(value))
                elif value is not None:
                    push(value)

    def _schedule_body(self, node: ast.AST, enter, outer: list, stack: list) -> None:
        """Outer parts (decorators, defaults...) in this scope; the body in its own."""
        body = node.body if isinstance(node.body, list) else [node.body]
        if isinstance(node.body, list):
            self._record_next_statements(body)
        stack.append((None,))
        stack.extend(reversed(body))
        stack.append((enter, node))
        stack.extend(reversed([part for part in outer if part is not None]))

    @staticmethod
    def _signature_parts(params: ast.arguments) -> list:
        """Defaults and annotations: evaluated where the def or lambda is."""
        parts = [*params.defaults, *params.kw_defaults]
        for param in (*params.posonlyargs, *params.args, params.vararg, *params.kwonlyargs, params.kwarg):
            if param is not None and param.annotation is not None:
                parts.append(param.annotation)
        return parts

    def visit_FunctionDef(self, node: ast.FunctionDef, stack: list) -> bool:
        self.scope.bind(node.name, Defined(node), node)
        if self.future_annotations:
            params = node.args
            for param in (*params.posonlyargs, *params.args, params.vararg, *params.kwonlyargs, params.kwarg):
                if param is not None and param.annotation is not None:
                    self.unevaluated.append(param.annotation)
            if node.returns is not None:
                self.unevaluated.append(node.returns)
        outer = [*node.decorator_list, *self._signature_parts(node.args), node.returns]
        self._schedule_body(node, Indexer._enter_function, outer, stack)
        return True

    visit_AsyncFunctionDef = visit_FunctionDef

    def _enter_function(self, node: ast.FunctionDef) -> None:
        self._push(node, ScopeType.FUNCTION, node.args)
        # A static method takes no instance: its first parameter is an ordinary one.
        static = any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in node.decorator_list)
        self.scope.is_method = self.scope.parent.type is ScopeType.CLASS and not static

    def visit_Lambda(self, node: ast.Lambda, stack: list) -> bool:
        self._schedule_body(node, Indexer._enter_lambda, self._signature_parts(node.args), stack)
        return True

    def _enter_lambda(self, node: ast.Lambda) -> None:
        self._push(node, ScopeType.LAMBDA, node.args)
        self.scope.returns.append(node.body)

    def visit_ClassDef(self, node: ast.ClassDef, stack: list) -> bool:
        self.scope.bind(node.name, Defined(node), node)
        outer = [*node.decorator_list, *node.bases, *(k.value for k in node.keywords)]
        self._schedule_body(node, Indexer._enter_class, outer, stack)
        return True

    def _enter_class(self, node: ast.ClassDef) -> None:
        self._push(node, ScopeType.CLASS, None)

    # ---- bindings ---------------------------------------------------------------
    def _bind_target(self, target: ast.expr, value: Optional[ast.expr], after: tuple, site: ast.AST) -> None:
        if type(target) is ast.Name and value is not None:  # ``x = v``, the commonest, in one step
            self.scope.bind(target.id, Assigned(value, self.scope, after), site)
            return
        if isinstance(target, (ast.Tuple, ast.List)) and isinstance(value, (ast.Tuple, ast.List)):
            if len(target.elts) == len(value.elts) and not any(
                isinstance(e, ast.Starred) for e in (*target.elts, *value.elts)
            ):
                for t, v in zip(target.elts, value.elts):
                    self._bind_target(t, v, after, site)
                return
        flat = isinstance(target, (ast.Tuple, ast.List)) and all(isinstance(e, ast.Name) for e in target.elts)
        for position, (name, whole) in enumerate(target_names(target)):
            if value is None:
                self.scope.bind(name, OPAQUE, site)
            elif whole:
                self.scope.bind(name, Assigned(value, self.scope, after), site)
            else:
                self.scope.bind(name, Unpacked(value, self.scope, after, position if flat else None), site)
        self._bind_attributes(target, value if isinstance(target, ast.Attribute) else None, after)

    def _bind_attributes(self, target: ast.expr, value: Optional[ast.expr], after: tuple) -> None:
        """``obj.attr = value`` (value None: unknown, e.g. unpacked or iterated)."""
        if isinstance(target, ast.Attribute):
            binding = OPAQUE if value is None else Assigned(value, self.scope, after)
            self.attributes.setdefault(target.attr, []).append(binding)
        elif isinstance(target, (ast.Tuple, ast.List)):
            for element in target.elts:
                self._bind_attributes(element, None, after)
        elif isinstance(target, ast.Starred):
            self._bind_attributes(target.value, None, after)

    def visit_Assign(self, node: ast.Assign, stack: list) -> None:
        for target in node.targets:
            self._store(target, node)
            self._bind_target(target, node.value, end_of(node), node)

    def visit_AnnAssign(self, node: ast.AnnAssign, stack: list) -> None:
        self._store(node.target, node)
        if self.future_annotations or self.scope.type is ScopeType.FUNCTION:
            self.unevaluated.append(node.annotation)  # local annotations are never evaluated
        if node.value is not None:
            self._bind_target(node.target, node.value, end_of(node), node)
        elif self.scope.type is ScopeType.CLASS and isinstance(node.target, ast.Name):
            self.scope.bind(node.target.id, OPAQUE, node)  # a declared field: instances may hold anything

    def visit_AugAssign(self, node: ast.AugAssign, stack: list) -> None:
        # ``x += v`` keeps x's kind (array stays array, list stays list): no new binding,
        # but its shape may change (broadcasting), so shapes must not trust x.
        self._store(node.target, node)
        if isinstance(node.target, ast.Name):
            self.mutated.add(node.target.id)

    def visit_NamedExpr(self, node: ast.NamedExpr, stack: list) -> None:
        self._bind_target(node.target, node.value, end_of(node), node)

    def visit_For(self, node: ast.For, stack: list) -> None:
        self._loop(node)
        for name, position in _iterated_names(node.target):
            self.scope.bind(name, Iterated(node.iter, self.scope, end_of(node.iter), position), node.target)
        self._bind_attributes(node.target, None, end_of(node.iter))

    visit_AsyncFor = visit_For

    def _loop(self, node: ast.AST, stack: Optional[list] = None) -> None:
        self.scope.loops.append(((node.lineno, node.col_offset), end_of(node)))

    visit_ListComp = visit_SetComp = visit_DictComp = visit_GeneratorExp = _loop

    def visit_comprehension(self, node: ast.comprehension, stack: list) -> None:
        for name, position in _iterated_names(node.target):
            self.scope.bind(name, Iterated(node.iter, self.scope, end_of(node.iter), position), node)
        for test in node.ifs:
            self.scope.truth_tests.append((test, "comprehension if", test))

    def visit_With(self, node: ast.With, stack: list) -> None:
        for item in node.items:
            if isinstance(item.context_expr, ast.Call):
                self.scope.with_calls.append((item.context_expr, ((node.lineno, node.col_offset), end_of(node))))

    visit_AsyncWith = visit_With

    def visit_withitem(self, node: ast.withitem, stack: list) -> None:
        if node.optional_vars is not None:
            for name, _ in target_names(node.optional_vars):
                self.scope.bind(name, OPAQUE, node)
            self._bind_attributes(node.optional_vars, None, (0, 0))

    def visit_ExceptHandler(self, node: ast.ExceptHandler, stack: list) -> None:
        if node.name is not None:
            self.scope.bind(node.name, OPAQUE, node)

    def visit_Delete(self, node: ast.Delete, stack: list) -> None:
        for target in node.targets:
            for name, _ in target_names(target):
                self.scope.bind(name, OPAQUE, node)
            self._bind_attributes(target, None, (0, 0))

    def visit_Global(self, node: ast.Global, stack: list) -> None:
        for name in node.names:
            self.scope.bind(name, OPAQUE, node)
            self.scope.declared[name] = "global"
            if self.scope is not self.module_scope:
                self.module_scope.bind(name, OPAQUE, None)  # assigned from a function, at any time

    def visit_Nonlocal(self, node: ast.Nonlocal, stack: list) -> None:
        for name in node.names:
            self.scope.bind(name, OPAQUE, node)
            self.scope.declared[name] = "nonlocal"
            self.nonlocals.append((self.scope, name))

    def resolve_nonlocals(self) -> None:
        """``nonlocal x`` in a nested function may rebind the enclosing function's ``x``
        whenever it runs: an unknown binding there too (its owner may bind ``x`` later in
        the text, so this waits for the end of the walk)."""
        for scope, name in self.nonlocals:
            owner = scope.parent
            while owner is not None and (owner.type is ScopeType.CLASS or name not in owner.bindings):
                owner = owner.parent
            if owner is not None and owner.type is not ScopeType.MODULE:
                owner.bind(name, OPAQUE, None)

    # ``match`` captures: ``case Point(x=a)``, ``case [first, *rest]``, ``case {**rest}``.
    def visit_MatchAs(self, node: ast.AST, stack: list) -> None:
        if node.name is not None:
            self.scope.bind(node.name, OPAQUE, node)

    visit_MatchStar = visit_MatchAs

    def visit_MatchMapping(self, node: ast.AST, stack: list) -> None:
        if node.rest is not None:
            self.scope.bind(node.rest, OPAQUE, node)

    def visit_TypeAlias(self, node: ast.AST, stack: list) -> None:
        if isinstance(node.name, ast.Name):
            self.scope.bind(node.name.id, OPAQUE, node)

    def visit_Import(self, node: ast.Import, stack: list) -> None:
        self.scope.imports.append(node)
        for alias in node.names:
            if alias.asname is not None:
                self.scope.bind(alias.asname, Imported(alias.name), node)
            else:
                top = alias.name.split(".", 1)[0]
                self.scope.bind(top, Imported(top), node)

    def visit_ImportFrom(self, node: ast.ImportFrom, stack: list) -> None:
        self.scope.imports.append(node)
        base = node.module if node.module is not None and not node.level else None
        if node.level and self.context is not None:
            base = self.context.absolute(node.level, node.module)
        if base == "__future__" and any(alias.name == "annotations" for alias in node.names):
            self.future_annotations = True
        for alias in node.names:
            if alias.name == "*":
                return
            local = alias.asname if alias.asname is not None else alias.name
            self.scope.bind(local, Imported(f"{base}.{alias.name}") if base else OPAQUE, node)

    # ---- rule sites -------------------------------------------------------------
    def _store(self, target: ast.expr, stmt: ast.stmt) -> None:
        if isinstance(target, ast.Subscript):
            self.scope.subscript_stores.append((target, stmt))
            return
        self.scope.stores.append((target, stmt))
        if isinstance(target, ast.Attribute) and target.attr == "shape" and isinstance(target.value, ast.Name):
            self.mutated.add(target.value.id)

    def _record_next_statements(self, body: Sequence) -> None:
        """``if c: ...`` with no else, and the statement after it (for rewrites)."""
        if len(body) < 2:
            return
        If = ast.If
        for statement, following in zip(body, body[1:]):
            if type(statement) is If and not statement.orelse:
                self.next_statement[id(statement)] = following

    def visit_If(self, node: ast.If, stack: list) -> None:
        self.scope.truth_tests.append((node.test, "if", node))

    def visit_While(self, node: ast.While, stack: list) -> None:
        self._loop(node)
        self.scope.truth_tests.append((node.test, "while", node))

    def visit_IfExp(self, node: ast.IfExp, stack: list) -> None:
        self.scope.truth_tests.append((node.test, "conditional expression", node))

    def visit_Assert(self, node: ast.Assert, stack: list) -> None:
        self.scope.truth_tests.append((node.test, "assert", node))

    def visit_UnaryOp(self, node: ast.UnaryOp, stack: list) -> None:
        if isinstance(node.op, ast.Not):
            self.scope.truth_tests.append((node.operand, "not", node))

    def visit_BoolOp(self, node: ast.BoolOp, stack: list) -> None:
        # Only the first operand is always converted; the last one is returned as is.
        word = "and" if isinstance(node.op, ast.And) else "or"
        self.scope.truth_tests.append((node.values[0], word, node))

    def visit_Subscript(self, node: ast.Subscript, stack: list) -> None:
        self.scope.subscripts.append(node)

    def visit_Call(self, node: ast.Call, stack: list) -> None:
        self.scope.calls.append(node)
        func = node.func
        if isinstance(func, ast.Attribute):
            if func.attr in FUNCTION_TAKER_NAMES:
                self.taker_calls.append((node, self.scope))
            elif func.attr == "resize" and isinstance(func.value, ast.Name):
                self.mutated.add(func.value.id)
        elif isinstance(func, ast.Name) and func.id in FUNCTION_TAKER_NAMES:
            self.taker_calls.append((node, self.scope))

    def visit_Try(self, node: ast.Try, stack: list) -> None:
        self.tries.append(node)

    visit_TryStar = visit_Try

    def visit_Yield(self, node: ast.AST, stack: list) -> None:
        self.scope.is_generator = True

    visit_YieldFrom = visit_Yield

    def visit_Expr(self, node: ast.Expr, stack: list) -> None:
        self.scope.expression_statements.append(node)

    def visit_Return(self, node: ast.Return, stack: list) -> None:
        if node.value is not None:
            self.scope.returns.append(node.value)
        else:
            self.scope.returns_none = True


# Fields that never hold code worth a visit: load/store contexts, operators, comments.
_NOT_CODE = frozenset({"ctx", "op", "ops", "type_comment", "type_ignores", "kind"})
_STATEMENT_LISTS = frozenset({"body", "orelse", "finalbody"})
# The grammar's types of fields that hold no node (``Name(identifier id, ...)``).
_SCALAR_TYPES = frozenset({"identifier", "string", "constant", "int", "object"})


def _child_plan(cls: type) -> tuple:
    """(field, is a statement list) for each field of ``cls`` that may hold code, last field
    first.  Fields the grammar (each node class's docstring) types as identifiers, strings,
    constants or ints are left out; unreadable, the field stays (a value that is no node
    then pops with no handler and no fields: the walk skips it)."""
    scalar: set = set()
    signature = (cls.__doc__ or "").partition("(")[2].rpartition(")")[0]
    for declaration in signature.split(","):
        words = declaration.split()
        if len(words) == 2 and words[0].rstrip("*?") in _SCALAR_TYPES:
            scalar.add(words[1])
    names = [name for name in getattr(cls, "_fields", ()) if name not in _NOT_CODE and name not in scalar]
    return tuple((name, name in _STATEMENT_LISTS) for name in reversed(names))


# Class -> (its handler or None, its plan), filled as the walk meets classes.
_DISPATCH: dict = {}


def _leave_or_enter(indexer: "Indexer", item: tuple, stack: list) -> bool:
    """A scope marker the walk scheduled: (None,) leaves a scope, (enter, node) enters one."""
    if item[0] is None:
        indexer._pop()
    else:
        item[0](indexer, item[1])
    return True


_HANDLERS = {
    getattr(ast, name[len("visit_"):]): getattr(Indexer, name)
    for name in dir(Indexer)
    if name.startswith("visit_") and hasattr(ast, name[len("visit_"):])
}
_HANDLERS[tuple] = _leave_or_enter


def _iterated_names(target: ast.expr) -> Iterator[tuple]:
    """(name, its position in a flat tuple of names, or None) for a loop's target."""
    flat = isinstance(target, (ast.Tuple, ast.List)) and all(isinstance(e, ast.Name) for e in target.elts)
    for position, (name, _) in enumerate(target_names(target)):
        yield name, position if flat else None
