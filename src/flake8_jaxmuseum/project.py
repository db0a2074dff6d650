"""A project: many modules, one analysis.  model.py's ``loss`` jitted from train.py is
traced in model.py as if the jit were written there.

The :class:`ProjectIndex` names each file as Python would import it (``pkg/model.py`` is
``pkg.model`` when ``pkg`` has an ``__init__.py``; ``src/`` layouts and flat folders of
scripts too), keeps each module's picklable :class:`~.semantics.summary.ModuleSummary`
(its functions, re-exports, and what it does to the names it imports), resolves those
names over the import graph (``__init__`` re-exports included), and hands each module
the entries into its functions (:class:`~.semantics.project.ModuleContext`).

Solving follows the import graph: entries flow from an importer to the modules it
imports, so a module waiting for a lint is linted once no module importing it (directly
or not) still waits for one: importers before what they import, a chain of any length in
one pass, each module of no import cycle linted once.  Inside a cycle it
is a fixpoint (entries only grow, so it ends).  A module's findings are those of its
last lint.
"""

from __future__ import annotations

import ast
import os
import re
from collections import defaultdict, deque
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Iterable, Optional

from .import_graph import ImportOrder, imported_modules
from .prefilter import might_use_jax
from .semantics.jaxapi import TRACING_LEAF_NAMES
from .semantics.project import ModuleContext
from .semantics.summary import ModuleSummary, names_only
from .sourcefile import decode_python

MAX_REEXPORT_DEPTH = 10
# Lints of one module in a solve: only a module of an import cycle is linted more than
# once, and entries only grow, so this is a guard, never reached by a project seen so far;
# a module that reaches it keeps its last result and says so (a Failure of "project").
MAX_LINTS_PER_MODULE = 64


@dataclass(frozen=True)
class ProjectModule:
    path: Path  # absolute
    name: str  # dotted, as imported
    is_package: bool  # an __init__.py
    source_root: Path  # the folder its name starts from (``src/``, or a script's own folder)


NOTEBOOK_SUFFIX = ".ipynb"


def module_of(path: Path) -> ProjectModule:
    """``path`` as Python imports it: the folders above it that are packages (hold an
    ``__init__.py``) prefix its name; the first that is not is its source root.  A notebook
    runs from its folder and no import names it: a name no import can match, its folder
    the source root of what it imports."""
    path = Path(path).absolute()
    if path.suffix == NOTEBOOK_SUFFIX:
        return ProjectModule(path, "<notebook {}>".format(path.stem.replace(".", "_")), False, path.parent)
    is_package = path.name == "__init__.py"
    parts = [] if is_package else [path.stem]
    folder = path.parent
    while (folder / "__init__.py").exists() and folder.name.isidentifier() and folder.parent != folder:
        parts.insert(0, folder.name)
        folder = folder.parent
    return ProjectModule(path, ".".join(parts), is_package, folder)


class ProjectIndex:
    """The modules of a project (by file), their summaries and the entries each receives.

    Two files may have one name (``train.py`` in two folders of scripts): an import
    resolves to the module of the importer's own source root, else to the only module of
    that name; otherwise it is left unresolved."""

    def __init__(self, modules: Iterable[ProjectModule], root: Optional[Path] = None) -> None:
        self.root = root  # messages name files relative to it
        self.modules: dict = {}  # its file (absolute, as a string) -> ProjectModule
        self._by_name: dict = defaultdict(list)  # dotted name -> [ProjectModule]
        for module in sorted(modules, key=lambda m: str(m.path)):
            if module.name and str(module.path) not in self.modules:
                self.modules[str(module.path)] = module
                self._by_name[module.name].append(module)
        self._top_names = {name.split(".", 1)[0] for name in self._by_name}
        self.summaries: dict = {}  # its file -> ModuleSummary (None: it does not parse)
        self.entries: dict = defaultdict(set)  # its file -> TransformEntry, CallEntry, FedEntry into it
        self._text_of: Callable = module_text  # a module -> its text (an editor's, or on disk)
        self.stopped: set = set()  # the files of modules MAX_LINTS_PER_MODULE stopped

    @classmethod
    def of_files(cls, paths: Iterable[Path], root: Optional[Path] = None) -> "ProjectIndex":
        return cls((module_of(Path(path)) for path in paths), root)

    def module_at(self, path: Path) -> Optional[ProjectModule]:
        """The module of the file ``path``, if it is one of the project's."""
        return self.modules.get(str(Path(path).absolute()))

    def context(self, module: ProjectModule) -> ModuleContext:
        return ModuleContext(
            module.name, self.display(module), module.is_package, frozenset(self.entries.get(str(module.path), ()))
        )

    # ---- the import graph ----------------------------------------------------------------
    def named(self, name: str, importer: ProjectModule) -> Optional[ProjectModule]:
        """The module ``importer`` gets by importing ``name``."""
        candidates = self._by_name.get(name, ())
        own = [m for m in candidates if m.source_root == importer.source_root]
        if len(own) == 1:
            return own[0]
        return candidates[0] if len(candidates) == 1 and not own else None

    def resolve(self, qualname: str, importer: ProjectModule, depth: int = 0) -> Optional[tuple]:
        """(module, function name) of the def a dotted name of ``importer`` leads to,
        through modules of the project and the names they re-export; None when it leaves
        the project or is ambiguous."""
        if depth > MAX_REEXPORT_DEPTH:
            return None
        module_name, _, name = qualname.rpartition(".")
        module = self.named(module_name, importer) if name else None
        if module is None:
            return None
        summary = self.summary(module)
        if summary is None:
            return None
        if name in summary.functions or name in summary.classes:
            return module, name
        reexported = dict(summary.reexports).get(name)
        if reexported is not None and reexported != qualname:
            return self.resolve(reexported, module, depth + 1)
        return None

    def summary(self, module: ProjectModule) -> Optional[ModuleSummary]:
        """The module's summary: from its last lint, or (a module not linted yet, or never:
        it says no jax) from its names alone, which are all an importer resolves."""
        key = str(module.path)
        if key not in self.summaries:
            self.summaries[key] = _names_only(self._text_of(module), self.context(module))
        return self.summaries[key]

    def record(self, module: ProjectModule, summary: ModuleSummary) -> set:
        """Take a module's summary from its lint; the files of the modules whose entries grew."""
        self.summaries[str(module.path)] = summary
        grown = set()
        for outgoing in summary.outgoing:
            resolved = self.resolve(outgoing.target, module)
            if resolved is None:
                continue
            target, function = resolved
            entry = replace(outgoing.entry, function=function)
            key = str(target.path)
            if entry not in self.entries[key]:
                self.entries[key].add(entry)
                grown.add(key)
        return grown

    # ---- solving -------------------------------------------------------------------------
    def may_enter_others(self, text: str) -> bool:
        """A module with this text may do something to another module's functions by itself:
        it says jax, names a transform or lax primitive (nothing is traced without one, but
        for what other modules do to it: then it is linted again anyway), and imports a
        module of the project (an import naming one of its top-level names, or a relative
        import).  Checked on the text, before any parse."""
        if not might_use_jax(text) or not _TRACING.search(text):
            return False
        for match in _IMPORT.finditer(text):
            relative, named = match.groups()
            if relative and relative.startswith("."):
                return True
            for name in (relative or named or "").split(","):
                if name.strip().split(".", 1)[0] in self._top_names:
                    return True
        return False

    def solve(self, linter, first: Optional[Iterable[str]] = None, text_of: Optional[Callable] = None) -> dict:
        """Lint the modules of ``first`` (default: all), then every module whose entries
        grow, each as soon as the modules importing it (directly or not) are linted
        (:class:`ImportOrder`), until nothing grows.  ``linter`` lints modules as they
        come (a :class:`SerialLinter`, or in parallel, from a cache: its business):
        ``linter.submit(key, module, context)``, then ``linter.next_done()`` hands back
        ``(key, result)`` of one, the result with a ``summary`` (None when the module did
        not parse or never says jax); ``text_of(module)``: its text (default: on disk),
        read for its imports.  Returns the module's file -> its last result; a module
        stopped by MAX_LINTS_PER_MODULE gets a Failure saying so."""
        self._text_of = text_of or module_text
        order = ImportOrder({key: self.imports(module, self._text_of(module) or "") for key, module in self.modules.items()})
        results: dict = {}
        lints: dict = defaultdict(int)
        pending = set(self.modules if first is None else first)
        busy: set = set()  # submitted, not answered yet: linted again only once answered

        def submit(keys: Iterable[str]) -> None:
            for key in sorted(keys):
                if key in pending and key not in busy and order.is_open(key):
                    pending.discard(key)
                    busy.add(key)
                    lints[key] += 1  # counted as it starts: one that grows while busy may be its last
                    linter.submit(key, self.modules[key], self.context(self.modules[key]))

        def settle(numbers: list) -> None:
            """Submit what the components hold; finish those with nothing left to lint."""
            while numbers:
                members = order.members[numbers.pop()]
                submit(members)
                if not any(key in pending or key in busy for key in members):
                    numbers.extend(order.finish(order.component(members[0])))

        settle(order.roots())
        while busy:
            key, result = linter.next_done()
            busy.discard(key)
            results[key] = result
            summary = getattr(result, "summary", None)
            grown = self.record(self.modules[key], summary) if summary is not None else set()
            for target in grown:
                if lints[target] < MAX_LINTS_PER_MODULE:
                    pending.add(target)
                else:
                    self.stopped.add(target)
            submit(grown | {key})
            if order.is_open(key):
                settle([order.component(key)])
        return {key: self.noting_stop(key, result) for key, result in results.items()}

    def noting_stop(self, key: str, result):
        """``result``, the module ``key``'s, with a Failure when its solve was stopped."""
        if key not in self.stopped or not hasattr(result, "failures"):
            return result
        from .engine import Failure

        stop = Failure("project", f"linted {MAX_LINTS_PER_MODULE} times as a module of its project, stopped: "
                                  "what other modules do to it may be missing")
        return replace(result, failures=[*result.failures, stop])

    def imports(self, module: ProjectModule, text: str) -> set:
        """The files of the project's modules that ``module`` imports (read from ``text``,
        unparsed: a name in a string may add one; what it adds is only an order)."""
        context = ModuleContext(module.name, is_package=module.is_package)
        found = set()
        for name in imported_modules(text, context):
            target = self.named(name, module)
            if target is not None and target is not module:
                found.add(str(target.path))
        return found

    def display(self, module: ProjectModule) -> str:
        """How messages name the module's file: relative to the project root."""
        if self.root is not None:
            try:
                return module.path.relative_to(Path(self.root).absolute()).as_posix()
            except ValueError:
                pass
        return module.path.as_posix()


class SerialLinter:
    """A :meth:`ProjectIndex.solve` linter that lints here, one module at a time:
    ``lint(module, context)`` -> its result."""

    def __init__(self, lint: Callable) -> None:
        self._lint = lint
        self._waiting: deque = deque()

    def submit(self, key: str, module: ProjectModule, context: ModuleContext) -> None:
        self._waiting.append((key, module, context))

    def next_done(self) -> tuple:
        key, module, context = self._waiting.popleft()
        return key, self._lint(module, context)


def module_text(module: ProjectModule) -> Optional[str]:
    """A module's text on disk, decoded as Python decodes it (a notebook's: its code cells
    as one module); None when it cannot be read as Python source, or as a notebook."""
    try:
        data = module.path.read_bytes()
    except OSError:
        return None
    if module.path.suffix != NOTEBOOK_SUFFIX:
        try:
            return decode_python(data)[0]
        except (SyntaxError, LookupError, UnicodeDecodeError):
            return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if not might_use_jax(text):
        return ""  # nothing of JAX: not worth reading as a notebook
    from .ipynb import NotebookError, read

    try:
        return read(text).module.text
    except NotebookError:
        return None


def _names_only(text: Optional[str], context: ModuleContext) -> Optional[ModuleSummary]:
    try:
        tree = ast.parse(text) if text is not None else None
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    if tree is None:
        return None
    try:
        return names_only(tree, context)
    except Exception:  # noqa: BLE001 - our bug: the module's own lint reports it; the project goes on
        return None


def lint_project(paths: Iterable[Path], lint_text: Callable, root: Optional[Path] = None) -> dict:
    """Every file of ``paths`` linted as a module of one project: path (as given) -> the
    last result of ``lint_text(text, context)`` (an engine LintResult, its fixes only
    labels: a project's trees are not kept alive; an exception is handed back, for the
    caller to report as when the file is linted alone)."""
    files = [Path(p) for p in paths]
    index = ProjectIndex.of_files(files, root)
    texts: dict = {}

    def lint_module(module: ProjectModule, context: ModuleContext):
        text = text_of(module)
        if text is None:
            return ValueError(f"{module.path}: not readable as Python source (or as a notebook)")
        try:
            return _kept(lint_text(text, context))
        except Exception as error:  # noqa: BLE001 - handed back to the caller
            return error

    def text_of(module: ProjectModule) -> Optional[str]:
        if module.path not in texts:
            texts[module.path] = module_text(module)
        return texts[module.path]

    by_file = index.solve(SerialLinter(lint_module), None, text_of)
    found = {}
    for path in files:
        module = index.module_at(path)
        if module is not None and str(module.path) in by_file:
            found[path] = by_file[str(module.path)]
        else:  # not importable by a name (``my-script.py``): alone
            found[path] = lint_module(module_of(path), ModuleContext(module_of(path).name, path.as_posix()))
    return found


# The names of every transform and lax primitive (``jit`` in ``@jax.jit``, ``nnx.jit``...).
_TRACING = re.compile(r"\b(?:" + "|".join(sorted(TRACING_LEAF_NAMES)) + r")\b")
# ``import a.b, c`` or ``from x.y import z`` / ``from . import z`` at a line's start.
_IMPORT = re.compile(
    r"^[ \t]*(?:from[ \t]+(\.+[\w.]*|[A-Za-z_][\w.]*)[ \t]+import\b|import[ \t]+([A-Za-z_][\w. \t,]*))", re.M
)


# ---- which files make a project ---------------------------------------------------------------
# Folders that hold no module of the project: tools' caches, environments, builds.
SKIPPED_FOLDERS = frozenset({
    "__pycache__", "node_modules", "site-packages", "build", "dist", "venv", "env", "__pypackages__",
})
# A project with more Python files than this is linted file by file (its index would cost
# more than it finds).
MAX_PROJECT_FILES = 20_000


def source_root(path: Path) -> Path:
    """The folder above the topmost package that holds ``path`` (its own folder for a script)."""
    folder = Path(path).resolve().parent
    while (folder / "__init__.py").exists() and folder.parent != folder:
        folder = folder.parent
    return folder


def searched(folder: Path) -> bool:
    """Whether a search for Python files descends into ``folder`` (the project's, and
    ``jaxmuseum check``'s of a folder): not hidden, not an environment (a ``pyvenv.cfg``),
    a cache or a build."""
    return not folder.name.startswith(".") and folder.name not in SKIPPED_FOLDERS and not (folder / "pyvenv.cfg").exists()


def project_files(root: Path, excluded: Callable = lambda path: False) -> Optional[list]:
    """The Python files and notebooks of the project at ``root``, sorted; hidden folders, environments
    (a ``pyvenv.cfg``), caches and builds left out, and what ``excluded`` says.  None when
    there are more than MAX_PROJECT_FILES."""
    found = []
    for folder, subfolders, files in os.walk(root):
        here = Path(folder)
        subfolders[:] = sorted(name for name in subfolders if searched(here / name) and not excluded(here / name))
        for name in sorted(files):
            if name.endswith((".py", NOTEBOOK_SUFFIX)) and not excluded(here / name):
                found.append(here / name)
                if len(found) > MAX_PROJECT_FILES:
                    return None
    return found


class ProjectSession:
    """A project for a process that lints its files one at a time: the flake8 plugin (one
    session per process and project root) and the language server (open documents over
    the files on disk).

    :meth:`lint` answers for one file as a module of the project; the first question
    solves the project (the modules that may do something to others, then whatever that
    reaches), :meth:`invalidate` makes the next question solve it again.  Lints are
    remembered by (file, text, context), and kept in ``cache`` (a
    :class:`~flake8_jaxmuseum.cache.Cache`) when one is given, so a solve after an edit
    lints only what the edit changed."""

    def __init__(self, root: Path, lint_text: Callable, cache=None, excluded: Callable = lambda path: False) -> None:
        self.root = Path(root)
        self._lint_text = lint_text  # (text, context) -> LintResult; raises ParseError
        self._cache = cache
        files = project_files(self.root, excluded)
        self._modules = [] if files is None else [module_of(path) for path in files]
        self._files = {str(module.path) for module in self._modules}
        self.enabled = files is not None
        self.overrides: dict = {}  # a module's file -> the text an editor holds
        self._texts: dict = {}  # a module's file -> its text on disk (None: unreadable)
        self._memo: dict = {}  # (file, text, context) -> LintResult (portable) or ParseError
        self._open: dict = {}  # an open document's file -> ((file, text, context), its whole LintResult)
        self.index: Optional[ProjectIndex] = None

    def invalidate(self, path: Optional[Path] = None) -> None:
        """The project changed (``path`` on disk, or an open document): solve it again."""
        if path is not None:
            self._texts.pop(str(Path(path).absolute()), None)
        self.index = None

    def close(self, path: Path) -> None:
        """An editor closed the document: the file on disk is the module again."""
        file = str(Path(path).absolute())
        if self.overrides.pop(file, None) is not None:
            self._open.pop(file, None)
            self.invalidate(Path(file))

    def text(self, module: ProjectModule) -> Optional[str]:
        key = str(module.path)
        if key in self.overrides:
            return self.overrides[key]
        if key not in self._texts:
            self._texts[key] = module_text(module)
        return self._texts[key]

    def solved(self) -> ProjectIndex:
        if self.index is None:
            # What an editor typed before is gone: keep the lints of the texts there are now.
            self._memo = {key: found for key, found in self._memo.items() if self._is_current(key[0], key[1])}
            index = ProjectIndex(self._modules, self.root)
            first = [key for key, module in index.modules.items() if index.may_enter_others(self.text(module) or "")]
            index.solve(SerialLinter(self._lint), first, self.text)
            self.index = index
        return self.index

    def _is_current(self, key: str, text: str) -> bool:
        return self.overrides.get(key, self._texts.get(key)) == text

    def context(self, path: Path) -> Optional[ModuleContext]:
        """The file's context in the project; None when it is none of its modules (then
        the project is not solved for it)."""
        if not self.enabled or str(Path(path).absolute()) not in self._files:
            return None
        index = self.solved()
        module = index.module_at(path)
        return None if module is None else index.context(module)

    def lint(self, path: Path, text: str, tree: Optional[ast.Module] = None):
        """The engine's result for ``text``, the file ``path`` of the project (alone when it
        is not one of its modules); raises ParseError as the engine does."""
        context = self.context(path)
        if context is None:
            return self._lint_text(text, None, tree)
        file = str(Path(path).absolute())
        found = self._answer(file, text, context, tree)
        if isinstance(found, Exception):
            raise found
        return self.solved().noting_stop(file, found)

    def result(self, path: Path, text: str):
        """The engine's whole result for an open document (its fixes buildable), as a
        module of the project: the solve's own lint of it when it had one, else a lint."""
        context = self.context(path)
        file = str(Path(path).absolute())
        found = self._open.get(file)
        if found is not None and found[0] == (file, text, context):
            return found[1]
        return self._lint_text(text, context, None)

    def _lint(self, module: ProjectModule, context: ModuleContext):
        text = self.text(module)
        if text is None:
            return None
        found = self._answer(str(module.path), text, context, None)
        return None if isinstance(found, Exception) else found

    def _answer(self, file: str, text: str, context: ModuleContext, tree: Optional[ast.Module]):
        """The module's result in ``context``: remembered, kept in the cache, or linted
        (and then kept); the ParseError when it does not parse."""
        key = (file, text, context)
        found = self._memo.get(key)
        if found is not None:
            return found
        entry = self._cache.get(text, context) if self._cache is not None else None
        if entry is not None:
            from .engine import LintResult

            found = LintResult(list(entry.findings), [], None, entry.summary)
        else:
            try:
                result = self._lint_text(text, context, tree)
            except Exception as error:  # noqa: BLE001 - a ParseError: no summary; raised again when asked
                self._memo[key] = error
                return error
            if self._cache is not None:
                self._cache.put(text, result, context=context)
            found = _kept(result)
            if file in self.overrides:
                self._open[file] = (key, result)  # an editor's document: its quick fixes need it whole
        self._memo[key] = found
        return found


def _kept(result):
    """What a session remembers of a lint: findings with their fixes' labels, failures and
    the summary; not the file, its tree or fixes that hold them (a project's worth of
    trees kept alive makes every garbage collection of the host process slower)."""
    from .engine import LintResult

    return LintResult([finding.portable() for finding in result.findings], result.failures, None, result.summary)


_SESSIONS: dict = {}  # (project root, LintOptions) -> ProjectSession, one per process
_ROOTS: dict = {}  # a file's folder -> (its project root, the folder of its cache), one lookup per folder


def project_root(path: Path) -> Path:
    """The root of the project a file belongs to: the nearest folder above it with a
    pyproject.toml, setup.cfg, setup.py or .git; outside any, its source root."""
    from .settings import find_project_root

    return find_project_root(Path(path).absolute().parent) or source_root(path)


def session_for(path: str, options) -> ProjectSession:
    """The session of the project ``path`` belongs to, made once per process and kept
    (flake8 lints a process's files one by one: the project is solved once), with the
    on-disk cache of ``jaxmuseum check`` (the same entries)."""
    from .cache import Cache, default_directory
    from .engine import lint
    from .settings import Settings, find_project_root

    folder = Path(path).absolute().parent
    roots = _ROOTS.get(folder)
    if roots is None:
        roots = _ROOTS[folder] = (project_root(Path(path)), find_project_root(folder))
    root, cache_root = roots
    key = (str(root), options)
    session = _SESSIONS.get(key)
    if session is None:
        cache = Cache(default_directory(cache_root), Settings(target_jax=options.target_jax))
        cache.prepare()

        def lint_text(text: str, context, tree=None):
            return lint(text, tree=tree, options=options, project=context)

        session = _SESSIONS[key] = ProjectSession(root, lint_text, cache)
    return session
