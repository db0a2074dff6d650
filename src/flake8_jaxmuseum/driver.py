"""The one driver of a project: `jaxmuseum check`, the flake8 plugin, the language server,
the tests and the benchmarks all lint a project's modules through a :class:`ProjectDriver`.

A driver holds a project (its root and files), the texts of its modules (an editor's, or
the command line's, over the files on disk) and what it linted (by file, text and
context).  A solve (:meth:`ProjectIndex.solve`, importers first) lints the files asked
about and the modules that may do something to others, each from what the driver
remembers, the cache, or a lint on the worker pool (in this process for one job: flake8
and the language server lint one file at a time); a file's answer is its lint in its
final context.  Answers are the engine's (findings before settings and ``# noqa``, which
each front end applies as it does for a file alone), with only their fixes' labels but
for an editor's open documents.
"""

from __future__ import annotations

import ast
import gc
import hashlib
from collections import deque
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Optional

from .engine import Failure, LintResult, ParseError, lint, without_bom
from .options import LintOptions
from .parallel import Crash, WorkerPool
from .layout import project_files, project_root
from .project import ProjectIndex
from .project_modules import ProjectModule, module_of, module_text
from .semantics.project import ModuleContext


@dataclass(frozen=True)
class _Job:
    """What every lint of a driver shares (picklable: it goes to the worker processes)."""

    options: LintOptions
    cache: object  # a Cache, or None
    whole: bool = False  # answers keep their file and fixes (one job only: nothing crosses processes)


@dataclass(frozen=True)
class _Unit:
    text: str
    context: ModuleContext
    cacheable: bool = True
    tree: Optional[ast.Module] = None  # its parse when the caller has it (flake8's, or a solve's), never sent to a worker


def _lint_unit(job: _Job, unit: _Unit):
    """One module's lint, in whichever process: its LintResult (kept in the cache), or the
    ParseError when it does not parse."""
    try:
        result = lint(unit.text, tree=unit.tree, options=job.options, project=unit.context, portable=not job.whole)
    except ParseError as error:
        if job.cache is not None and unit.cacheable:
            job.cache.put(unit.text, None, str(error), unit.context)
        return error
    if job.cache is not None and unit.cacheable:
        job.cache.put(unit.text, result, context=unit.context)
    return result if job.whole else kept(result)


def kept(result: LintResult) -> LintResult:
    """What a driver remembers of a lint: findings with their fixes' labels, failures and
    the summary; not the file, its tree or fixes that hold them (a project's worth of
    trees kept alive makes every garbage collection of the host process slower)."""
    return LintResult([finding.portable() for finding in result.findings], result.failures, None, result.summary)


def _unheard(planned: int, done: int) -> None:
    pass


class ProjectDriver:
    """A project's modules linted as one: ``files`` (default: the project's files under
    ``root``), with ``options``; ``cache`` (a :class:`~flake8_jaxmuseum.cache.Cache`) keeps
    lints across runs; ``jobs``: processes for a solve (1: here); ``whole``: answers for
    the files in :attr:`overrides` keep their fixes (the language server's quick fixes).

    :meth:`check` solves for the files asked about; :meth:`lint` and :meth:`result` answer
    for one file, solving the project at the first question; :meth:`invalidate` makes the
    next question solve it again, linting only what changed."""

    def __init__(self, root: Path, options: LintOptions, cache=None, files: Optional[Iterable[Path]] = None,
                 excluded: Callable = lambda path: False, jobs: Optional[int] = 1, whole: bool = False,
                 shared: bool = False, hands_trees: bool = False) -> None:
        self.root = Path(root)
        found = project_files(self.root, excluded) if files is None else list(files)
        self.enabled = found is not None  # None: too many files for one project
        packages: dict = {}  # a folder -> the package it is, one look for __init__.py per folder
        self._modules = [module_of(Path(path), packages) for path in found or ()]
        # its file -> the module, when it has a name an import can give
        self._files = {str(module.path): module for module in self._modules if module.name}
        self._job = _Job(options, cache, whole)
        self._jobs = jobs
        self.overrides: dict = {}  # a module's file -> its text here (an editor's, the command line's)
        self.uncached: set = set()  # the files whose texts the cache must not keep (stdin's)
        self._texts: dict = {}  # a module's file -> its text on disk (None: unreadable)
        self._memo: dict = {}  # (file, text, context) -> LintResult or ParseError
        self._open: dict = {}  # an override's file -> ((file, text, context), its whole LintResult)
        self._asked: frozenset = frozenset()  # the files the last solve linted as asked
        self.index: Optional[ProjectIndex] = None
        # Other processes solve the same project with the same cache (flake8's workers): one
        # solves at a time, so the next reads the entries the first wrote, not lint them again.
        self._shared = shared and cache is not None
        # flake8 parses each file for its plugins; one a solve linted here, ahead of flake8's
        # turn at it, was parsed then: its tree is kept for flake8 (:func:`kept_tree`).
        self.hands_trees = hands_trees
        self._trees: dict = {}  # a module's file -> (its text, its parse), until flake8 takes it
        self.given: dict = {}  # a module's file -> (its text, its caller's parse of it), for the next solve
        self._tree_characters = 0

    # ---- texts ---------------------------------------------------------------------------
    def module_at(self, path: Path) -> Optional[ProjectModule]:
        found = self._files.get(str(path))  # an absolute path, as callers mostly have
        return found if found is not None else self._files.get(str(Path(path).absolute()))

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

    # ---- solving -------------------------------------------------------------------------
    def solved(self, asked: Iterable[str] = (), progress: Callable = _unheard) -> ProjectIndex:
        """The project solved, with the files ``asked`` about (theirs, as strings) linted in it."""
        asked = frozenset(asked)
        if self.index is None or not asked <= self._asked:
            with solve_turn(self._job.cache, self.root) if self._shared else nullcontext():
                return self._solve(asked, progress)
        return self.index

    def _solve(self, asked: frozenset, progress: Callable) -> ProjectIndex:
        """Solve the project (see :meth:`solved`)."""
        # What an editor typed before is gone: keep the lints of the texts there are now.
        self._memo = {key: found for key, found in self._memo.items() if self._is_current(key[0], key[1])}
        index = ProjectIndex(self._modules, self.root)
        index.kept = self._job.cache
        first = [key for key, module in index.modules.items()
                 if key in asked or index.may_enter_others(self.text(module) or "")]
        with WorkerPool(_lint_unit, self._job, self._jobs, len(first)) as pool:
            index.solve(_Linter(self, pool, progress), first, self.text)
        self.given = {}
        if self.hands_trees:
            # What the solve leaves (the trees kept for flake8, the lints remembered) lives to
            # the end of flake8's run: frozen, the collector's passes over the host's heap skip
            # it (0.5G instructions of a cold flake8 run over flax).
            gc.freeze()
        self.index, self._asked = index, asked
        return self.index

    def keep_tree(self, file: str, text: str, tree: ast.Module) -> None:
        """Keep a solve's parse of ``text``, the module ``file``, for flake8's turn at it."""
        if self.hands_trees and file not in self._trees and self._tree_characters + len(text) <= MAX_HANDED_CHARACTERS:
            self._trees[file] = (text, tree)
            self._tree_characters += len(text)

    def tree_of(self, path: Path, lines: list) -> Optional[ast.Module]:
        """The kept parse of the module ``path`` when ``lines`` are its text (once)."""
        kept_parse = self._forget_tree(str(Path(path).absolute()))
        return kept_parse[1] if kept_parse is not None and without_bom(kept_parse[0]) == without_bom(
            "".join(lines)) else None

    def _forget_tree(self, file: str) -> Optional[tuple]:
        kept_parse = self._trees.pop(file, None)
        if kept_parse is not None:
            self._tree_characters -= len(kept_parse[0])
        return kept_parse

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

    def check(self, paths: Iterable[Path], progress: Callable = _unheard) -> dict:
        """Each file of ``paths`` that is a module of the project (by its absolute path, a
        string) -> its answer as one: a LintResult, the ParseError when it does not parse,
        or None when it cannot be read.  ``progress(planned, done)`` hears of the solve's
        lints.  The files that are none of its modules are the caller's, to lint alone."""
        files = [str(Path(path).absolute()) for path in paths] if self.enabled else []
        files = [file for file in files if file in self._files]
        index = self.solved(files, progress)
        found = {}
        for file in files:
            module = index.module_at(file)
            text = None if module is None else self.text(module)
            found[file] = None if text is None else self._noting_stop(file, self._answer(file, text, index.context(module)))
        return found

    def result_of(self, file: str):
        """The answer the last solve has for the module ``file`` in its final context;
        None when it did not lint it."""
        module = self.index.module_at(file) if self.index is not None else None
        text = None if module is None else self.text(module)
        found = None if text is None else self._memo.get((file, text, self.index.context(module)))
        return None if found is None else self._noting_stop(file, found)

    def lint(self, path: Path, text: str, tree: Optional[ast.Module] = None):
        """The engine's result for ``text``, the file ``path`` of the project (alone when it
        is not one of its modules); raises ParseError as the engine does."""
        file = str(Path(path).absolute())
        if tree is not None and self.index is None:
            self.given = {file: (text, tree)}  # the solve about to start lints it: with this parse
        context = self.context(path)
        if context is None:
            return lint(text, tree=tree, options=self._job.options)
        found = self._answer(file, text, context, tree)
        self._forget_tree(file)  # (flake8's turn at it: the tree kept for it, if any, is of no more use)
        if isinstance(found, Exception):
            raise found
        return self._noting_stop(file, found)

    def result(self, path: Path, text: str):
        """The engine's whole result for an open document (its fixes buildable), as a
        module of the project: the solve's own lint of it when it had one, else a lint
        (without a summary: a module the solve did not lint does nothing to others)."""
        context = self.context(path)
        file = str(Path(path).absolute())
        found = self._open.get(file)
        if found is not None and found[0] == (file, text, context):
            return found[1]
        return lint(text, options=self._job.options, project=context, summarized=False)

    def _noting_stop(self, file: str, found):
        return self.index.noting_stop(file, found) if self.index is not None else found

    def _answer(self, file: str, text: str, context: ModuleContext, tree: Optional[ast.Module] = None):
        """The module's answer in ``context``: remembered, from the cache, or linted here."""
        found = self._known(file, text, context)
        if found is None:
            found = self._keep(file, text, context, _lint_unit(self._job, _Unit(text, context, file not in self.uncached, tree)))
        return found

    def _known(self, file: str, text: str, context: ModuleContext):
        """The answer remembered or in the cache (then remembered); None when neither knows it."""
        key = (file, text, context)
        found = self._memo.get(key)
        if found is not None:
            return found
        cache = self._job.cache
        entry = cache.get(text, context) if cache is not None and file not in self.uncached else None
        if entry is None:
            return None
        found = ParseError(entry.error) if entry.error is not None else LintResult(list(entry.findings), [], None, entry.summary)
        self._memo[key] = found
        return found

    def _keep(self, file: str, text: str, context: ModuleContext, found):
        """Remember a lint's answer (a worker's crash is a failure of the module's)."""
        if isinstance(found, Crash):
            found = LintResult([], [Failure("worker", found.description)])
        elif isinstance(found, LintResult) and found.file is not None:
            if file in self.overrides:
                self._open[file] = ((file, text, context), found)  # an editor's document: its quick fixes need it whole
            found = kept(found)
        self._memo[(file, text, context)] = found
        return found


class _Linter:
    """:meth:`ProjectIndex.solve`'s linter: each module remembered, from the cache, or
    handed to the pool as soon as the solve asks for it."""

    def __init__(self, driver: ProjectDriver, pool: WorkerPool, progress: Callable) -> None:
        self._driver, self._pool, self._progress = driver, pool, progress
        self._answered: deque = deque()  # (key, answer) known without a lint
        self._asked: dict = {}  # key -> (text, context) handed to the pool

    @property
    def lints_here(self) -> bool:
        """Its lints run in this process (no worker): a tree parsed here may be handed to one."""
        return not self._pool.size

    def parse(self, key: str, text: str) -> ast.Module:
        """The parse of ``text``, the module of file ``key``: the one its caller handed the
        driver (flake8's, of the file it asked about), else a parse; raises ParseError."""
        given = self._driver.given.pop(key, None)
        if given is not None and without_bom(given[0]) == without_bom(text):
            return given[1]
        from . import engine

        return engine.parse(text)

    def submit(self, key: str, module: ProjectModule, context: ModuleContext,
               tree: Optional[ast.Module] = None) -> None:
        """Lint ``module`` in ``context``; ``tree``: its whole parse, when the solve has it."""
        driver = self._driver
        text = driver.text(module)
        if text is None:
            self._answered.append((key, None))
            return
        known = driver._known(key, text, context)
        self._progress(1, 0 if known is None else 1)
        if known is None and tree is None and driver.hands_trees and self.lints_here:
            try:  # (a module the solve had only a skeleton of: its parse is flake8's too)
                tree = self.parse(key, text)
            except ParseError:
                pass
        if tree is not None:
            driver.keep_tree(key, text, tree)
        if known is None:
            self._asked[key] = (text, context)
            self._pool.submit(key, _Unit(text, context, key not in driver.uncached, tree), len(text))
        else:
            self._answered.append((key, known))

    def next_done(self) -> tuple:
        if self._answered:
            return self._answered.popleft()
        key, answer = self._pool.next_done()
        self._progress(0, 1)
        text, context = self._asked.pop(key)
        return key, self._driver._keep(key, text, context, answer)


def solve_turn(cache, root: Path):
    """The turn of a project's solve among the processes sharing ``cache`` (see
    :meth:`~flake8_jaxmuseum.cache.Cache.turn`)."""
    return cache.turn("solve-" + hashlib.sha256(str(Path(root).absolute()).encode()).hexdigest()[:16])


MAX_HANDED_CHARACTERS = 2_000_000  # the trees kept for flake8 at once: about the size of flax's 110 files
_DRIVERS: dict = {}  # (project root, LintOptions) -> ProjectDriver, one per process
_ROOTS: dict = {}  # a file's folder -> (its project root, the folder of its cache), one lookup per folder


def driver_for(path: str, options: LintOptions) -> ProjectDriver:
    """The driver of the project ``path`` belongs to, made once per process and kept
    (flake8 lints a process's files one by one: the project is solved once), with the
    on-disk cache of ``jaxmuseum check`` (the same entries)."""
    from .cache import Cache, default_directory
    from .settings import Settings, find_project_root

    folder = Path(path).absolute().parent
    roots = _ROOTS.get(folder)
    if roots is None:
        roots = _ROOTS[folder] = (project_root(Path(path)), find_project_root(folder))
    root, cache_root = roots
    key = (str(root), options)
    driver = _DRIVERS.get(key)
    if driver is None:
        cache = Cache(default_directory(cache_root), Settings(target_jax=options.target_jax))
        cache.prepare()
        driver = _DRIVERS[key] = ProjectDriver(root, options, cache, shared=True, hands_trees=True)
    return driver


def kept_tree(path: str, lines: list) -> Optional[ast.Module]:
    """The parse of the file ``path`` (its text: ``lines``) that a driver of :func:`driver_for`
    kept from its solve (flake8's parse of the file, made ahead); None when none kept it.  The
    lines are joined only to compare with a kept text: most files of a run have none."""
    for driver in _DRIVERS.values():
        tree = driver.tree_of(Path(path), lines)
        if tree is not None:
            return tree
    return None
