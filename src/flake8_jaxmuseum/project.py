"""A project: many modules, one analysis.  model.py's ``loss`` jitted from train.py is
traced in model.py as if the jit were written there.

The :class:`ProjectIndex` names each file as Python would import it (``pkg/model.py`` is
``pkg.model`` when ``pkg`` has an ``__init__.py``; ``src/`` layouts and flat folders of
scripts too), keeps each module's picklable :class:`~.semantics.summary.ModuleSummary`
(its functions, re-exports, and what it does to the names it imports), resolves those
names over the import graph (``__init__`` re-exports included), and hands each module
the entries into its functions (:class:`~.semantics.project.ModuleContext`).

Solving is a fixpoint over modules: lint each module with the entries known so far;
each lint gives the module's summary; a module whose entries grew is linted again
(entries only grow, so it ends).  A module's findings are those of its last lint.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Iterable, Optional

from .semantics import Semantics
from .semantics.project import ModuleContext
from .semantics.summary import ModuleSummary, summarize

MAX_REEXPORT_DEPTH = 10
# Rounds of the project fixpoint: a module linted again more often than this keeps its last result.
MAX_PROJECT_ROUNDS = 8


@dataclass(frozen=True)
class ProjectModule:
    path: Path
    name: str  # dotted, as imported
    is_package: bool  # an __init__.py


def module_of(path: Path) -> ProjectModule:
    """``path`` as Python imports it: the folders above it that are packages (hold an
    ``__init__.py``) prefix its name; the first that is not is its source root."""
    path = Path(path)
    is_package = path.name == "__init__.py"
    parts = [] if is_package else [path.stem]
    folder = path.parent
    while (folder / "__init__.py").exists() and folder.name.isidentifier():
        parts.insert(0, folder.name)
        if folder.parent == folder:
            break
        folder = folder.parent
    return ProjectModule(path, ".".join(parts), is_package)


class ProjectIndex:
    """The modules of a project by name, their summaries and the entries each receives."""

    def __init__(self, modules: Iterable[ProjectModule]) -> None:
        self.modules: dict = {}
        for module in sorted(modules, key=lambda m: str(m.path)):
            if module.name:
                self.modules.setdefault(module.name, module)  # two roots, one name: the first
        self.summaries: dict = {}  # module name -> ModuleSummary
        self.entries: dict = defaultdict(set)  # module name -> its TransformEntry/CallEntry
        self._names_only: Callable = _names_only

    @classmethod
    def of_files(cls, paths: Iterable[Path]) -> "ProjectIndex":
        return cls(module_of(Path(path)) for path in paths)

    def context(self, module: ProjectModule, display: Optional[str] = None) -> ModuleContext:
        return ModuleContext(
            module.name, display or str(module.path), module.is_package, frozenset(self.entries.get(module.name, ()))
        )

    # ---- the import graph ----------------------------------------------------------------
    def resolve(self, qualname: str, depth: int = 0) -> Optional[tuple]:
        """(module name, function name) of the def a dotted name leads to, through modules
        of the project and the names they re-export; None when it leaves the project."""
        if depth > MAX_REEXPORT_DEPTH:
            return None
        module_name, _, name = qualname.rpartition(".")
        module = self.modules.get(module_name)
        if module is None or not name:
            return None
        summary = self.summary(module)
        if summary is None:
            return None
        if name in summary.functions:
            return module_name, name
        reexported = dict(summary.reexports).get(name)
        if reexported is not None and reexported != qualname:
            return self.resolve(reexported, depth + 1)
        return None

    def summary(self, module: ProjectModule) -> Optional[ModuleSummary]:
        """The module's summary: from its last lint, or (a module no lint analysed: it
        never says jax) from its names alone."""
        found = self.summaries.get(module.name)
        if found is None:
            found = self.summaries[module.name] = self._names_only(module, self.context(module))
        return found

    def record(self, summary: ModuleSummary) -> set:
        """Take a module's summary from its lint; the names of the modules whose entries grew."""
        self.summaries[summary.name] = summary
        grown = set()
        for outgoing in summary.outgoing:
            resolved = self.resolve(outgoing.target)
            if resolved is None:
                continue
            target, function = resolved
            entry = replace(outgoing.entry, function=function)
            if entry not in self.entries[target]:
                self.entries[target].add(entry)
                grown.add(target)
        return grown

    # ---- solving -------------------------------------------------------------------------
    def solve(self, lint_module: Callable, names: Optional[Iterable[str]] = None) -> dict:
        """Lint every module (or those ``names``) with ``lint_module(module, context)`` ->
        an object with a ``summary`` (an engine LintResult), again while its entries grow.
        Returns module name -> the last result."""
        results: dict = {}
        pending = sorted(self.modules if names is None else names)
        for _ in range(MAX_PROJECT_ROUNDS):
            grown: set = set()
            for name in pending:
                module = self.modules[name]
                result = lint_module(module, self.context(module))
                results[name] = result
                summary = getattr(result, "summary", None)
                if summary is not None:
                    grown |= self.record(summary)
            pending = sorted(grown)
            if not pending:
                break
        return results


def _names_only(module: ProjectModule, context: ModuleContext) -> Optional[ModuleSummary]:
    try:
        tree = ast.parse(module.path.read_text(encoding="utf-8"))
    except (OSError, SyntaxError, ValueError, UnicodeDecodeError, RecursionError, MemoryError):
        return None
    semantics = Semantics(tree, project=context)
    found = summarize(semantics, context.name, context.path)
    return ModuleSummary(found.name, found.functions, found.reexports, ())


def lint_project(paths: Iterable[Path], lint_text: Callable) -> dict:
    """Every file of ``paths`` linted as a module of one project: path -> the last result of
    ``lint_text(text, context)`` (an engine LintResult; an exception is the caller's to
    report, as when the file is linted alone)."""
    files = [Path(p) for p in paths]
    index = ProjectIndex.of_files(files)
    texts: dict = {}

    def lint_module(module: ProjectModule, context: ModuleContext):
        if module.path not in texts:
            texts[module.path] = module.path.read_text(encoding="utf-8")
        try:
            return lint_text(texts[module.path], context)
        except Exception as error:  # noqa: BLE001 - handed back to the caller
            return error

    by_name = index.solve(lint_module)
    return {module.path: by_name[name] for name, module in index.modules.items() if name in by_name}
