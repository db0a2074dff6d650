"""Facts that flow from an imported module to its importers: portable definitions.

train.py's ``from model import layer`` tells train.py's model nothing of what ``layer``
is or returns.  Rather than summarise every fact each layer of the model could want, the
project hands train.py the text of model.py's top-level def (or constant) with what it
reads from its module (the defs and constants it calls, transitively), and train.py's model
analyses them as if they were pasted where the import is: every rule's in-file reasoning
(what a def returns, its static_argnums, a loop that blocks reverse mode, a donation, what a
constant holds) then reaches train.py.  What is found inside a pasted definition is
model.py's, found by model.py's own lint: it is not reported in train.py.

Only what pastes without changing a name's meaning is pasted: a name the definition reads
from its module must be bound in train.py by an import of the same thing, or not at all
(then it is pasted too, when it is a def or constant of the project).  Nothing here runs
code; the index (:mod:`flake8_jaxmuseum.project`) computes the :class:`Export` records
from the modules' texts alone, so they are the same before and after any lint.
"""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Iterator, Optional

from ..prefilter import might_use_jax
from .absl_flags import definitions
from .skeleton import writes_global

# What one importer is handed at most (the characters of the pasted statements): a def
# calling half its module would cost its importer that module's analysis.
MAX_EXPORTED_CHARACTERS = 3_000
MAX_EXPORT_DEPTH = 10
# Pasted nodes sit just after the import they replace, on its last line, at columns no
# source reaches, in their own order: statement, then line, then column.
_PASTED_COLUMN = 10 ** 9
_STATEMENT_SPAN = 10 ** 12
_LINE_SPAN = 10 ** 6


@dataclass(frozen=True)
class Export:
    """A top-level statement of another module that train.py may paste: it binds ``name``
    (train.py's name for it) to ``origin`` (its dotted name where it is defined)."""

    name: str
    origin: str
    text: str  # the statement's source lines, decorators included
    # The qualname train.py imports ``name`` as (the import this replaces); "" when train.py
    # does not import it (a def or constant the pasted ones read: train.py must not bind it).
    replaces: str = ""
    uses: tuple = ()  # names of other exports it reads: not pasted without them
    # ((name, its name here), ...): names it reads that train.py binds to something else, or
    # not at all, read under a name no source can spell (``partial@functools.partial``)
    renames: tuple = ()
    # ((name, qualname), ...): the imports of such names, pasted with it (``from functools
    # import partial`` in model.py, which train.py does not import)
    imports: tuple = ()


class Portable(Mapping):
    """A module's portable statements: name -> its statement's text (decorators included),
    the lines of its spans joined when first asked: only what is pasted ever is (joined for
    every def of every module, they cost a tenth of project mode's index on jumanji)."""

    def __init__(self, text: str, spans: dict) -> None:
        self._text, self._spans = text, spans
        self._lines: Optional[list] = None
        self._joined: dict = {}

    def __contains__(self, name) -> bool:
        return name in self._spans

    def __getitem__(self, name: str) -> str:
        found = self._joined.get(name)
        if found is None:
            parts = self._spans[name]
            if self._lines is None:
                self._lines = self._text.splitlines(keepends=True)
            found = self._joined[name] = "".join("".join(self._lines[first - 1:last]) for first, last in parts)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self._spans)

    def __len__(self) -> int:
        return len(self._spans)


@dataclass
class ModuleFacts:
    """What a module's text says of its top-level names, for pasting into importers."""

    portable: Mapping  # name -> its statement's text (a Portable)
    imports: dict  # name -> dotted qualname, for names bound once, by an import
    classes: frozenset  # names bound once, to a class
    bound: Counter  # every module-level name -> how many statements bind it
    text: str = ""
    _reads: dict = field(default_factory=dict)
    # name -> the positions in the module's body of its portable statements, and the module's
    # whole parse while a solve keeps it for its lint: what they read is read off it, not
    # parsed again (None: parsed from the portable text)
    places: dict = field(default_factory=dict)
    whole: Optional[ast.Module] = None
    # name -> the (first, last) lines of the text its portable text joins: what a cache entry
    # keeps of it (the texts themselves cost more to write as JSON and read back than to join)
    spans: dict = field(default_factory=dict)
    # ((flag name, its DEFINE), ...): the absl flags its text defines (see :mod:`.absl_flags`)
    flags: tuple = ()

    def reads(self, name: str) -> Optional[tuple]:
        """The module-level names the portable statement ``name`` reads, sorted (read from
        its text when first asked: only what is pasted is ever asked); None if unreadable."""
        if name not in self._reads:
            places = self.places.get(name) if self.whole is not None else None
            try:
                statements = [self.whole.body[place] for place in places] if places else ast.parse(
                    self.portable[name]).body
            except (SyntaxError, ValueError, RecursionError, MemoryError):
                statements = []
            if statements:
                own = statements[0].name if hasattr(statements[0], "name") else name
                self._reads[name] = tuple(sorted(set().union(*map(_free_names, statements)) - {own}))
            else:
                self._reads[name] = None
        return self._reads[name]

    def used(self, name: str) -> bool:
        """``name`` appears in the text more than once as a word (its import, and a use): a
        name only imported (a package's re-export) is not worth pasting."""
        text, size = self.text, len(name)
        seen = 0
        start = text.find(name)
        while start != -1:  # (found by str.find, not a regex per name: importers ask of every import)
            end = start + size
            if not (start and _in_word(text[start - 1]) or end < len(text) and _in_word(text[end])):
                seen += 1
                if seen > 1:
                    return True
            start = text.find(name, end)
        return False


def _in_word(character: str) -> bool:
    return character.isalnum() or character == "_"


def facts_to_json(facts: ModuleFacts) -> dict:
    """What :class:`ModuleFacts` keeps beyond its module's text (a cache entry's data)."""
    return {"portable": facts.spans, "imports": facts.imports, "classes": sorted(facts.classes),
            "bound": dict(facts.bound), "flags": [list(pair) for pair in facts.flags]}


def facts_from_json(data: dict, text: str) -> ModuleFacts:
    spans = {str(name): tuple((int(first), int(last)) for first, last in parts) for name, parts in data["portable"].items()}
    return ModuleFacts(Portable(text, spans), dict(data["imports"]), frozenset(data["classes"]),
                       Counter(data["bound"]), text, spans=spans,
                       flags=tuple((str(name), str(define)) for name, define in data.get("flags", ())))


def module_facts(tree: ast.Module, text: str, absolute) -> ModuleFacts:
    """The facts of a module parsed as ``tree`` from ``text``; ``absolute(level, module)``:
    the dotted module a relative import names (the module's context's)."""
    bound: Counter = Counter()
    binders: dict = {}
    imports: dict = {}
    body = tree.body
    rebinders: dict = {}  # name -> the statement binding it again (``step = jax.jit(step)``)
    walrus = ":=" in text
    for statement in body:
        names = _module_bindings(statement, walrus)
        for name in names:
            bound[name] += 1
            if name in binders:
                rebinders[name] = statement
            binders.setdefault(name, statement)
        if isinstance(statement, ast.Import):
            for alias in statement.names:
                if alias.asname is not None:
                    imports[alias.asname] = alias.name
                else:
                    top = alias.name.split(".", 1)[0]
                    imports[top] = top
        elif isinstance(statement, ast.ImportFrom):
            base = absolute(statement.level, statement.module) if statement.level else statement.module
            for alias in statement.names:
                if base and alias.name != "*":
                    imports[alias.asname or alias.name] = f"{base}.{alias.name}"
    shared = _shared_lines(body)
    position = {id(statement): place for place, statement in enumerate(body)}
    places: dict = {}
    spans: dict = {}
    classes = set()
    for name, statement in binders.items():
        if bound[name] == 2 and _rebound_by_transform(statement, rebinders[name]) and not (
                shared.intersection((id(statement), id(rebinders[name])))):
            again = rebinders[name]  # the def and its rebinding, pasted together
            spans[name] = (_span(statement), (again.lineno, again.end_lineno))
            places[name] = (position[id(statement)], position[id(again)])
            continue
        if bound[name] != 1:
            continue
        if _portable(statement) and id(statement) not in shared:
            spans[name] = (_span(statement),)
            places[name] = (position[id(statement)],)
        elif isinstance(statement, ast.ClassDef):
            classes.add(name)
    if writes_global(text):  # a def's ``global name`` binds the module's name too
        for node in ast.walk(tree):
            if isinstance(node, ast.Global):
                bound.update(node.names)
    once_imported = {name: qualname for name, qualname in imports.items() if bound[name] == 1}
    return ModuleFacts(Portable(text, spans), once_imported, frozenset(classes), bound, text, spans=spans,
                       places=places, flags=definitions(text, body, lambda node: _qualified(node, once_imported)))


def _qualified(node: ast.expr, imports: dict) -> Optional[str]:
    """The dotted name a top-level expression names through the module's imports
    (``flags.DEFINE_bool`` after ``from absl import flags``: ``absl.flags.DEFINE_bool``)."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name) or node.id not in imports:
        return None
    return ".".join([imports[node.id], *reversed(parts)])


def _span(statement: ast.stmt) -> tuple:
    """The statement's first and last lines, its decorators' included."""
    return min([statement.lineno] + [d.lineno for d in getattr(statement, "decorator_list", [])]), statement.end_lineno


def _rebound_by_transform(definition: ast.stmt, again: ast.stmt) -> bool:
    """``def step(...)`` then, at the top level, ``step = jax.jit(step, donate_argnums=0)``
    (or ``class MLP`` then ``MLP = nn.remat(MLP, static_argnums=(1,))``): a def rebound to
    a call over itself, which means the same pasted elsewhere with it."""
    if not isinstance(definition, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) or not isinstance(
            again, ast.Assign):
        return False
    value = again.value
    return (len(again.targets) == 1 and isinstance(again.targets[0], ast.Name) and again.targets[0].id == definition.name
            and isinstance(value, ast.Call) and len(value.args) >= 1 and isinstance(value.args[0], ast.Name)
            and value.args[0].id == definition.name)


def _portable(statement: ast.stmt) -> bool:
    """A def, ``NAME = value`` (annotated or not), or ``A, B = call(...)``: a statement that
    means the same pasted elsewhere, for one name it binds (the others bound there under
    names no source spells: see :func:`_rename`)."""
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return True
    if isinstance(statement, ast.Assign):
        if len(statement.targets) != 1:
            return False
        target = statement.targets[0]
        return isinstance(target, ast.Name) or isinstance(target, ast.Tuple) and isinstance(
            statement.value, ast.Call) and all(isinstance(element, ast.Name) for element in target.elts)
    return isinstance(statement, ast.AnnAssign) and statement.value is not None and isinstance(statement.target, ast.Name)


def _shared_lines(body: list) -> set:
    """The statements that share a line with another (``a = 1; b = 2``): their lines are not theirs alone."""
    shared = set()
    for before, after in zip(body, body[1:]):
        if after.lineno <= before.end_lineno:
            shared.update((id(before), id(after)))
        for decorator in getattr(after, "decorator_list", []):
            if decorator.lineno <= before.end_lineno:
                shared.update((id(before), id(after)))
    return shared


def _module_bindings(statement: ast.stmt, walrus: bool = True) -> set:
    """The names a top-level statement binds in its module (not inside the defs, classes,
    lambdas and comprehensions it holds).  ``walrus``: its module's text may hold an
    assignment expression (``:=``); without one, only targets and nested statements bind
    (the values are not walked: a module's tables are long literals)."""
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return {statement.name}
    if isinstance(statement, (ast.Import, ast.ImportFrom)):  # (a module's most statements, after its defs)
        return {(alias.asname or alias.name).split(".")[0] for alias in statement.names if alias.name != "*"}
    if not walrus:
        parts = _BINDING_PARTS.get(type(statement))
        if parts is not None:
            names = set()
            for part in parts:
                found = getattr(statement, part, None)
                for node in found if isinstance(found, list) else () if found is None else (found,):
                    names |= _module_bindings(node, walrus) if isinstance(node, ast.stmt) else _target_names(node)
            return names
    names = set()
    stack: list = [statement]
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
            continue
        if isinstance(node, (ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            continue
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((alias.asname or alias.name).split(".")[0] for alias in node.names if alias.name != "*")
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        elif type(node).__name__ in ("MatchAs", "MatchStar") and getattr(node, "name", None):
            names.add(node.name)
        elif type(node).__name__ == "MatchMapping" and getattr(node, "rest", None):
            names.add(node.rest)
        stack.extend(ast.iter_child_nodes(node))
    return names


# Of a statement that binds no name of its own but by these parts: the targets (expressions)
# and statements (lists of them) that may bind, when no ``:=`` is anywhere in the text.
_BINDING_PARTS = {
    ast.Assign: ("targets",), ast.AnnAssign: ("target",), ast.AugAssign: ("target",), ast.Delete: ("targets",),
    ast.For: ("target", "body", "orelse"), ast.AsyncFor: ("target", "body", "orelse"),
    ast.While: ("body", "orelse"), ast.If: ("body", "orelse"), ast.Expr: (), ast.Pass: (), ast.Return: (),
    ast.Raise: (), ast.Assert: (), ast.Global: (), ast.Nonlocal: (), ast.Break: (), ast.Continue: (),
}


def _target_names(target: ast.expr) -> set:
    """The names an assignment target (or a with's ``as`` part) binds."""
    if isinstance(target, ast.Name):
        return {target.id}
    return {node.id for node in ast.walk(target) if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del))}


def _free_names(statement: ast.stmt) -> set:
    """The names a statement reads that nothing inside it binds: what it reads from its module."""
    read, inner = set(), set()
    for node in ast.walk(statement):
        if isinstance(node, ast.Name):
            (read if isinstance(node.ctx, ast.Load) else inner).add(node.id)
        elif isinstance(node, ast.arg):
            inner.add(node.arg)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node is not statement:
            inner.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            inner.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            inner.add(node.name)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            inner.update(node.names)  # a global statement writes the module: not pasted (see exports_of)
    return read - inner


def _rename(statement: ast.stmt, name: str, renames: dict, origin: str = "") -> None:
    """The statement binds ``name`` (``from model import layer as dense`` pastes ``def dense``)
    and reads each name of ``renames`` under its new one (a free name: nothing inside binds it).
    An unpacking binds ``name`` in place of ``origin``'s last part, the others under names no
    source spells (``init_fun@model.predict``): the importer binds them to something else, or
    pastes them apart."""
    if renames:
        for node in ast.walk(statement):
            if isinstance(node, ast.Name) and node.id in renames:
                node.id = renames[node.id]
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        statement.name = name
    elif isinstance(statement, ast.Assign) and isinstance(statement.targets[0], ast.Tuple):
        own = origin.rpartition(".")[2]
        for element in statement.targets[0].elts:
            element.id = name if element.id == own else f"{element.id}@{origin}"
    elif isinstance(statement, ast.Assign):
        statement.targets[0].id = name
    elif isinstance(statement, ast.AnnAssign):
        statement.target.id = name


# ---- the index's side: what an importer is handed ---------------------------------------------
def reads_constructions(text: str, exports: tuple) -> bool:
    """What a construction of a class of the module of ``text`` (in another module) hands its
    ``__init__`` may count in its model (``text``, and ``exports``, pasted into it): it holds an
    ``__init__`` for the entry to run, or reads ``apply_fn`` (a TrainState an entry's facts may
    hand); or it never says jax, linted only for what it is handed.  Otherwise nothing reads
    the entry (half of jumanji's constructions: NamedTuples and dataclasses)."""
    return not might_use_jax(text) or any(
        "__init__" in source or "apply_fn" in source for source in (text, *(export.text for export in exports)))


def exports_of(index, module) -> tuple:
    """The :class:`Export` records of the definitions ``module`` imports by name from the
    project (``from model import layer``) and of what they read, each pasting cleanly:
    dependencies before what reads them.  ``index``: the :class:`~flake8_jaxmuseum.project.ProjectIndex`
    (its ``facts(module)`` and ``named(name, importer)``)."""
    text = index.text_of(module)
    if not text or module.is_package or not might_use_jax(text) or not index.imports_definitions(module, text):
        return ()  # (a package's __init__ mostly re-exports; a module that never says jax is not linted)
    facts = index.facts(module)
    if facts is None or not facts.imports:
        return ()  # (a package's __init__ mostly re-exports: nothing to paste)
    built: dict = {}  # (module name, name) -> Export, None while being built, False when it does not paste
    order: list = []
    spent = [0]

    known = getattr(index, "meanings", {})  # (the same for every importer of a solve: kept by the index)

    def meaning(target, name: str, depth: int = 0):
        """What ``target``'s module-level ``name`` is: ("def", module, name) for a portable
        definition of the project, ("name", dotted) for anything else it provably is; None: unknown."""
        key = (str(target.path), name, depth)
        if key not in known:
            known[key] = _meaning(target, name, depth)
        return known[key]

    def _meaning(target, name: str, depth: int):
        found = index.facts(target)
        if found is None or depth > MAX_EXPORT_DEPTH:
            return None
        if name in found.portable:
            return ("def", target, name)
        if found.bound.get(name, 0) != 1:
            return None
        if name in found.classes:
            return ("name", f"{target.name}.{name}")
        qualname = found.imports.get(name)
        if qualname is None:
            return None
        return _meaning_of_import(index, target, qualname, meaning, depth + 1)

    def paste(target, name: str, as_name: str, replaces: str) -> bool:
        key = (target.name, name)
        if key in built:
            done = built[key]
            return done is None or (done is not False and done.name == as_name)
        text = index.facts(target).portable[name]
        if spent[0] + len(text) > MAX_EXPORTED_CHARACTERS or writes_global(text):
            built[key] = False
            return False
        reads = index.facts(target).reads(name)
        if reads is None:
            built[key] = False
            return False
        built[key] = None
        spent[0] += len(text)
        uses, renames, imports = [], [], []
        for read in reads:
            if index.facts(target).bound.get(read, 0) == 0:
                continue  # a builtin, or nothing at all
            wanted = meaning(target, read)
            if wanted is None:
                built[key] = False
                return False
            mine = facts.bound.get(read, 0)
            held = facts.imports.get(read) if mine == 1 else None
            if held is not None and _meaning_of_import(index, module, held, meaning) == wanted:
                # The importer's name means the same: pasted in place of its import, if it pastes.
                if wanted[0] == "def" and paste(wanted[1], wanted[2], read, held):
                    uses.append(read)
                continue
            if wanted[0] == "name":  # an import, or a class: imported under a name of its own
                renames.append((read, f"{read}@{wanted[1]}"))
                imports.append((f"{read}@{wanted[1]}", wanted[1]))
                continue
            here = read if mine == 0 else f"{read}@{wanted[1].name}.{wanted[2]}"
            if not paste(wanted[1], wanted[2], here, ""):
                built[key] = False
                return False
            uses.append(here)
            if here != read:
                renames.append((read, here))
        export = Export(as_name, f"{target.name}.{name}", text, replaces, tuple(uses), tuple(renames), tuple(imports))
        built[key] = export
        order.append(export)
        return True

    tops = index.top_names
    for name, qualname in sorted(facts.imports.items()):
        if qualname.partition(".")[0] not in tops or facts.bound.get(name) != 1 or not facts.used(name):
            continue  # (an import from outside the project means no def of it: ``_meaning_of_import``)
        wanted = _meaning_of_import(index, module, qualname, meaning)
        if wanted is not None and wanted[0] == "def":
            paste(wanted[1], wanted[2], name, qualname)
    direct = {export.name for export in order if export.replaces}
    return tuple(order) if direct else ()


def _meaning_of_import(index, importer, qualname: str, meaning, depth: int = 0):
    """What the dotted ``qualname`` an import of ``importer`` names is (see ``meaning``): a
    name its module binds (``from pkg import model`` after pkg's ``from .model import model``:
    the def, not the submodule), else a module, else a name outside the project."""
    module_name, _, last = qualname.rpartition(".")
    source = index.named(module_name, importer) if module_name else None
    found = index.facts(source) if source is not None else None
    if found is not None and found.bound.get(last):
        return meaning(source, last, depth)
    if source is None or index.named(qualname, importer) is not None:
        return ("name", qualname)  # a module, or outside the project: its dotted name says what it is
    return meaning(source, last, depth)


# ---- the importer's side: pasting ------------------------------------------------------------
@dataclass
class Pasted:
    """What :func:`paste` did to a module's tree: the model reads the tree with the exports
    pasted; the rules' reports inside them (``nodes``) are not the module's."""

    nodes: set = field(default_factory=set)  # ids of every pasted node
    origins: dict = field(default_factory=dict)  # id of a pasted top-level def/assignment -> its origin
    names: dict = field(default_factory=dict)  # name -> origin, for every pasted name
    replaced: dict = field(default_factory=dict)  # name -> the qualname the module imported it as

    def origin_of(self, node: ast.AST) -> Optional[str]:
        return self.origins.get(id(node))


def paste(tree: ast.Module, exports: tuple) -> tuple:
    """(the tree to analyse, the :class:`Pasted` record or None): ``tree`` with each export
    that pastes cleanly in place of the import that bound its name (after the module's
    imports when nothing did).  ``tree`` itself is not changed (flake8 shares it)."""
    if not exports:
        return tree, None
    imported = {(alias.asname or alias.name) for statement in tree.body if isinstance(statement, ast.ImportFrom)
                for alias in statement.names}
    chosen = {export.name: export for export in exports if not export.replaces or export.name in imported}
    changed = True
    while changed:  # an export reading one that does not paste does not paste either
        changed = False
        for name, export in list(chosen.items()):
            if any(used not in chosen for used in export.uses):
                del chosen[name]
                changed = True
    if not chosen:
        return tree, None
    pasted = Pasted()
    statements = []
    for export in sorted(chosen.values(), key=lambda e: exports.index(e)):
        try:
            parsed = ast.parse(export.text).body
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return tree, None
        if not parsed or len(parsed) > 2 or (len(parsed) == 2 and not _rebound_by_transform(*parsed)):
            return tree, None
        own = parsed[0].name if len(parsed) == 2 else None
        for statement in parsed:
            _rename(statement, export.name, dict(export.renames), export.origin)
        if own is not None and own != export.name:  # ``step = jax.jit(step)``, imported as another name
            parsed[1].value.args[0].id = export.name
        for name, qualname in export.imports:
            if name not in pasted.names:
                pasted.names[name] = qualname
                imported = ast.Import(names=[ast.alias(name=qualname, asname=name)])
                statements.append((len(statements), ast.fix_missing_locations(ast.copy_location(imported, parsed[0])), export))
        for statement in parsed:
            statements.append((len(statements), statement, export))
    replaced_names = {name for name, export in chosen.items() if export.replaces}
    body = []
    anchor = None
    for statement in tree.body:
        if isinstance(statement, ast.ImportFrom) and any((alias.asname or alias.name) in replaced_names
                                                         for alias in statement.names):
            kept = [alias for alias in statement.names if (alias.asname or alias.name) not in replaced_names]
            if kept:
                body.append(ast.copy_location(ast.ImportFrom(statement.module, kept, statement.level), statement))
                body[-1].end_lineno, body[-1].end_col_offset = statement.end_lineno, statement.end_col_offset
            if anchor is None:
                anchor = statement
                body.extend(_placed(statements, statement, pasted))
            continue
        body.append(statement)
    if anchor is None:  # only defs the module does not import: after its last leading import
        return tree, None
    for name, export in chosen.items():
        pasted.names[name] = export.origin
        if export.replaces:
            pasted.replaced[name] = export.replaces
    module = ast.Module(body=body, type_ignores=tree.type_ignores)
    return module, pasted


def _placed(statements: list, anchor: ast.stmt, pasted: Pasted) -> list:
    """The parsed statements, placed after ``anchor`` in text order."""
    line = anchor.end_lineno
    out = []
    for number, statement, export in statements:
        base = _PASTED_COLUMN + number * _STATEMENT_SPAN
        for node in ast.walk(statement):
            pasted.nodes.add(id(node))
            if hasattr(node, "lineno") and hasattr(node, "col_offset"):
                node.col_offset = base + node.lineno * _LINE_SPAN + node.col_offset
                node.lineno = line
                if getattr(node, "end_lineno", None) is not None:
                    node.end_col_offset = base + node.end_lineno * _LINE_SPAN + (node.end_col_offset or 0)
                    node.end_lineno = line
        if not isinstance(statement, ast.Import):
            pasted.origins[id(statement)] = export.origin
        out.append(statement)
    return out
