"""A single-file rule case split mechanically into the modules of a project.

Top-level imports go to both modules; top-level function and class definitions (with their
decorators) to model.py; every other statement to train.py, which imports each definition by
name.  An assignment a definition reads (a module constant) moves to model.py with the
definitions, when it is bound once by a plain assignment of names that model.py already has.
As a chain of three modules, the definitions split again by what reads what: helpers.py
holds those another definition reads, model.py the rest (importing helpers.py's names, which
train.py then imports from model.py); when none reads another, model.py only re-exports them.
A case that cannot split so without changing what runs raises :class:`Unsplittable`.
"""

from __future__ import annotations

import ast
import builtins
from dataclasses import dataclass

BUILTINS = frozenset(dir(builtins)) | {"__file__", "__name__", "__doc__"}


class Unsplittable(Exception):
    """The case does not split cleanly; the message says why."""


@dataclass(frozen=True)
class Split:
    """The modules' texts by file name, and where each original line went: line -> ((file, line), ...)."""

    files: dict
    lines: dict

    def mapped(self, expected: list) -> list:
        """(file, line, column, code) of each expected (line, column, code), sorted."""
        return sorted((file, new, column, code) for line, column, code in expected for file, new in self.lines[line])


# Names a match pattern binds (Python 3.10+).
_MATCH_CAPTURES = tuple(kind for kind in (getattr(ast, "MatchAs", None), getattr(ast, "MatchStar", None)) if kind)

def _bound_names(node: ast.AST) -> set:
    """Every name a subtree binds (parameters, targets, imports, defs, handlers)."""
    names = set()
    for child in ast.walk(node):
        if isinstance(child, ast.Name) and isinstance(child.ctx, (ast.Store, ast.Del)):
            names.add(child.id)
        elif isinstance(child, ast.arg):
            names.add(child.arg)
        elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(child.name)
        elif isinstance(child, (ast.Import, ast.ImportFrom)):
            names.update((alias.asname or alias.name).split(".")[0] for alias in child.names)
        elif isinstance(child, ast.ExceptHandler) and child.name:
            names.add(child.name)
        elif isinstance(child, _MATCH_CAPTURES) and child.name:
            names.add(child.name)
    return names


def _read_names(node: ast.AST) -> set:
    return {child.id for child in ast.walk(node) if isinstance(child, ast.Name) and isinstance(child.ctx, ast.Load)}


def _free_names(node: ast.AST) -> set:
    """Names a definition reads from its module (read, not bound anywhere inside it)."""
    inner = _bound_names(node) - ({node.name} if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) else set())
    return _read_names(node) - inner


def _first_line(statement: ast.stmt) -> int:
    return min([statement.lineno] + [d.lineno for d in getattr(statement, "decorator_list", [])])


def _is_docstring(statement: ast.stmt) -> bool:
    return isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant) and isinstance(statement.value.value, str)


def split_case(text: str, package: bool = False, chain: bool = False) -> Split:
    """The case as model.py and train.py (or, with ``package``, pkg/model.py re-exported by
    pkg/__init__.py and train.py importing from pkg; with ``chain``, helpers.py <- model.py <-
    train.py, the definitions split by what reads what)."""
    tree = ast.parse(text)
    body = tree.body
    lines = text.splitlines()
    spans = [(_first_line(s), s.end_lineno) for s in body]
    for (_, end), (start, _) in zip(spans, spans[1:]):
        if start <= end:
            raise Unsplittable("two top-level statements share a line")
    for node in ast.walk(tree):
        if isinstance(node, ast.Global):
            raise Unsplittable("a global statement")
    definitions = [s for s in body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]
    if not definitions:
        raise Unsplittable("no top-level definition")
    imports = [s for s in body if isinstance(s, (ast.Import, ast.ImportFrom))]
    imported = set().union(*(_bound_names(s) for s in imports)) if imports else set()
    script = [s for s in body if s not in definitions and s not in imports]
    binders: dict = {}  # name -> the script statements binding it at module level
    for statement in script:
        for name in _bound_names(statement) if not isinstance(statement, (ast.If, ast.For, ast.While, ast.With, ast.Try)) \
                else _module_level_bindings(statement):
            binders.setdefault(name, []).append(statement)
    defined = {d.name for d in definitions}
    if len(defined) != len(definitions):
        raise Unsplittable("a definition is defined twice")
    if defined & imported:
        raise Unsplittable("a definition's name is also imported")
    # The script statements that must move to model.py: what definitions read, and rebindings of a definition.
    moved: set = set()
    needed = [name for d in definitions for name in sorted(_free_names(d))] + sorted(defined & set(binders))
    seen = set()
    while needed:
        name = needed.pop()
        if name in seen or name not in binders:
            continue
        seen.add(name)
        statements = binders[name]
        if name in imported:
            raise Unsplittable(f"{name!r}, which a definition reads, is both imported and assigned")
        if len(statements) > 1:
            raise Unsplittable(f"{name!r}, which a definition reads, is bound more than once at module level")
        (statement,) = statements
        if not (isinstance(statement, (ast.Assign, ast.AnnAssign))
                and all(isinstance(n, ast.Name) for t in _targets(statement) for n in _target_names(t))):
            raise Unsplittable(f"{name!r}, which a definition reads, is bound by a {type(statement).__name__}, not a plain assignment")
        moved.add(id(statement))
        needed.extend(sorted(_free_names(statement.value) if statement.value else set()))
    model_statements = [s for s in body if s in imports or s in definitions or id(s) in moved]
    model_names = set()
    for statement in model_statements:
        if statement in imports:
            continue
        if isinstance(statement, ast.stmt) and id(statement) in moved:
            missing = _free_names(statement.value) - model_names - imported - defined - BUILTINS
            if missing:
                raise Unsplittable(f"a moved assignment reads {sorted(missing)} before model.py binds it")
            model_names |= _bound_names(statement)
        else:
            model_names.add(statement.name)
    train_statements = [s for s in body if s in imports or (s in script and id(s) not in moved)]
    for statement in train_statements:
        if statement not in imports and _read_names(statement) & {n for n in model_names if n not in defined}:
            first_moved = min(_first_line(s) for s in body if id(s) in moved)
            if _first_line(statement) < first_moved:
                raise Unsplittable("a script statement reads a moved constant before its assignment")
    names = sorted(model_names)
    files, where = {}, {}
    if chain:
        _emit_chain(model_statements, imports, lines, files, where)
        importer = f"from model import {', '.join(names)}"
    else:
        importer = f"from {'pkg' if package else 'model'} import {', '.join(names)}"
        model_file = "pkg/model.py" if package else "model.py"
        files[model_file] = _emit(model_statements, lines, model_file, where, [])
    # train.py: the script in order, importing the definitions after its leading imports and docstring.
    files["train.py"] = _emit_importing(train_statements, imports, importer, lines, "train.py", where)
    if package:
        files["pkg/__init__.py"] = [f"from .model import {', '.join(names)}", "", f"__all__ = {names!r}"]
    return Split({name: "\n".join(text_lines) + "\n" for name, text_lines in files.items()},
                 {line: tuple(sorted(targets)) for line, targets in where.items()})


def _emit_importing(statements: list, imports: list, importer: str, lines: list, file: str, where: dict) -> list:
    """``statements`` in order, with ``importer`` after their leading imports and docstring."""
    at = next((i for i, s in enumerate(statements) if not (s in imports or (i == 0 and _is_docstring(s)))), len(statements))
    out = _emit(statements[:at], lines, file, where, [])
    out += ["", importer, ""]
    return _emit(statements[at:], lines, file, where, out)


def _emit_chain(statements: list, imports: list, lines: list, files: dict, where: dict) -> None:
    """The definitions (and the assignments they read) as helpers.py <- model.py: helpers.py
    holds what another of them reads (and what that reads), model.py the rest, importing
    helpers.py's names and so re-exporting them to train.py; when that leaves model.py no
    definition, helpers.py holds them all and model.py only re-exports them."""
    items = [s for s in statements if s not in imports]
    binds = {id(s): ({s.name} if isinstance(s, _DEFINITIONS) else _bound_names(s)) for s in items}
    # A definition and the assignments rebinding its name (``step = jax.jit(step)``) move as one.
    defining = {s.name: id(s) for s in items if isinstance(s, _DEFINITIONS)}
    unit = {id(s): next((defining[n] for n in sorted(binds[id(s)]) if n in defining), id(s)) for s in items}
    owner = {name: unit[id(s)] for s in items for name in binds[id(s)]}
    reads: dict = {}
    for s in items:
        read = _free_names(s) if isinstance(s, _DEFINITIONS) else _free_names(s.value) if s.value else set()
        reads.setdefault(unit[id(s)], set()).update(owner[n] for n in read if n in owner and owner[n] != unit[id(s)])
    helpers = set().union(*reads.values()) if reads else set()
    stack = list(helpers)
    while stack:  # what a helper reads is a helper
        for read in reads[stack.pop()] - helpers:
            helpers.add(read)
            stack.append(read)
    helpers = {id(s) for s in items if unit[id(s)] in helpers}
    if not helpers or not any(id(s) not in helpers and isinstance(s, _DEFINITIONS) for s in items):
        helpers = {id(s) for s in items}  # none reads another (or all are read): model.py only re-exports them
    helper_names = sorted({n for s in items if id(s) in helpers for n in binds[id(s)]})
    files["helpers.py"] = _emit([s for s in statements if s in imports or id(s) in helpers], lines, "helpers.py", where, [])
    files["model.py"] = _emit_importing([s for s in statements if id(s) not in helpers], imports,
                                        f"from helpers import {', '.join(helper_names)}", lines, "model.py", where)


_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _module_level_bindings(statement: ast.stmt) -> set:
    """Names a compound statement binds in its module (not inside the defs it holds)."""
    names = set()
    stack = [statement]
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
            continue
        if isinstance(node, ast.Lambda):
            continue
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        stack.extend(ast.iter_child_nodes(node))
    return names


def _targets(statement: ast.stmt) -> list:
    return statement.targets if isinstance(statement, ast.Assign) else [statement.target]


def _target_names(target: ast.expr) -> list:
    if isinstance(target, (ast.Tuple, ast.List)):
        return [n for element in target.elts for n in _target_names(element)]
    return [target]


def _emit(statements: list, lines: list, file: str, where: dict, out: list) -> list:
    """Append each statement's lines to ``out`` (two blank lines between), recording where they went."""
    for statement in statements:
        if out:
            out += ["", ""] if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) else [""]
        for number in range(_first_line(statement), statement.end_lineno + 1):
            out.append(lines[number - 1])
            where.setdefault(number, set()).add((file, len(out)))
    return out
