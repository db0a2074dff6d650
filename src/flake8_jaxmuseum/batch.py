"""Checking and fixing many files at once: what the cache knows first, the worker pool
for the rest, and every answer in the order of the files.

The layer under ``jaxmuseum check`` and ``fix``.  A cached file is not parsed: its
entry holds the engine's findings, and selection and ``# noqa`` are applied again to
the text at hand, exactly as :func:`~flake8_jaxmuseum.checking.check_text` applies
them.  Results cross processes, so their findings carry only their fix's label.

In a project (:func:`check_in_project`), the files are modules of one project, solved by
its :class:`~flake8_jaxmuseum.driver.ProjectDriver` (each module from the cache, or on one
pool for the whole solve, as soon as its importers are, until no module's entries grow);
the project's other modules are read from disk and linted for what they do to the files
asked about, their findings unreported.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Optional

from .cache import Cache
from .checking import as_checked, check_text
from .engine import Failure, LintResult, ParseError
from .fixing import fix_text
from .parallel import Crash, run_ordered
from .driver import ProjectDriver
from .project import ProjectIndex
from .semantics.project import ModuleContext
from .semantics.summary import ModuleSummary
from .settings import Settings


@dataclass(frozen=True)
class Source:
    path: str  # as reported
    text: str
    cacheable: bool = True  # False for stdin
    real_path: Optional[str] = None  # the file on disk (None: stdin)
    context: Optional[ModuleContext] = None  # as a module of its project (None: alone)


@dataclass
class FileCheck:
    findings: list = field(default_factory=list)  # Finding (fix labels only), as the settings want them
    failures: list = field(default_factory=list)  # engine.Failure, a worker's crash included
    error: Optional[str] = None  # the file does not parse
    summary: Optional[ModuleSummary] = None  # linted as a module of a project


@dataclass
class FileFix:
    new_text: str
    fixed: list = field(default_factory=list)  # titles of the fixes applied, in order
    remaining: list = field(default_factory=list)  # Finding left in new_text
    failures: list = field(default_factory=list)
    error: Optional[str] = None


@dataclass(frozen=True)
class _Job:
    settings: Settings
    cache: Optional[Cache]
    unsafe: bool = False


def check_sources(sources: list, settings: Settings, cache: Optional[Cache], jobs: Optional[int],
                  progress: Optional[Callable] = None) -> list:
    """A FileCheck per source, in order; only the files the cache does not know are linted.
    ``progress(planned, done)``, when given, hears of the files to check and those checked."""
    results: list = [None] * len(sources)
    todo = []
    for index, source in enumerate(sources):
        results[index] = _from_cache(source, settings, cache)
        if results[index] is None:
            todo.append(index)
    job = _Job(settings, cache)
    progress = progress or _unheard
    progress(len(sources), len(sources) - len(todo))
    answers = run_ordered(_check, job, [sources[index] for index in todo], jobs, _size, lambda: progress(0, 1))
    for index, answer in zip(todo, answers):
        results[index] = FileCheck(failures=[_crashed(answer)]) if isinstance(answer, Crash) else answer
    return results


def _from_cache(source: Source, settings: Settings, cache: Optional[Cache]) -> Optional[FileCheck]:
    """The source's FileCheck as the cache knows it; None when it does not."""
    entry = cache.get(source.text, source.context) if cache is not None and source.cacheable else None
    if entry is None:
        return None
    if entry.error is not None:
        return FileCheck(error=entry.error)
    return FileCheck(_wanted(entry, source, settings), summary=entry.summary)


def fix_sources(sources: list, settings: Settings, cache: Optional[Cache], jobs: Optional[int], unsafe: bool) -> list:
    """A FileFix per source, in order; a file the cache shows nothing to fix in is left alone."""
    results: list = [None] * len(sources)
    todo = []
    for index, source in enumerate(sources):
        entry = cache.get(source.text, source.context) if cache is not None and source.cacheable else None
        if entry is None:
            todo.append(index)
            continue
        if entry.error is not None:
            results[index] = FileFix(source.text, error=entry.error)
            continue
        findings = _wanted(entry, source, settings)
        if any(f.fix is not None and (f.fix.safe or unsafe) for f in findings):
            todo.append(index)
        else:
            results[index] = FileFix(source.text, remaining=findings)
    job = _Job(settings, cache, unsafe)
    answers = run_ordered(_fix, job, [sources[index] for index in todo], jobs, _size)
    for index, answer in zip(todo, answers):
        crashed = isinstance(answer, Crash)
        results[index] = FileFix(sources[index].text, failures=[_crashed(answer)]) if crashed else answer
    return results


def check_in_project(sources: list, settings: Settings, cache: Optional[Cache], jobs: Optional[int],
                     driver: ProjectDriver, reached: Optional[dict] = None,
                     progress: Optional[Callable] = None, notebooks: Optional[dict] = None) -> list:
    """A FileCheck per source, in order: each source that is a module of ``driver``'s
    project checked as one (with what the project's other modules do to it), the others
    alone.  The project's other modules are linted when they may do something to another
    module's functions (:meth:`ProjectIndex.may_enter_others`) or something is done to
    theirs.  The sources come back with their context, for :func:`fix_sources`.
    ``reached``, when given, is filled with the FileCheck of each module not asked about
    that the sources trace or call into (through others too), by its file: the solve
    linted them already.  ``progress``: as :func:`check_sources`'s, over the whole solve.
    ``notebooks``, when given: the files of notebooks (``.ipynb``) checked beside, each that
    the solve linted (it imports the project: its lint is what it does to others) filled with
    (the text of its code cells, that lint, its context): its findings are that lint's, with
    what it imports from the project known, not those of a lint of it alone."""
    given: dict = {}  # a module's file -> its position in sources
    files = [None if source.real_path is None else str(Path(source.real_path).absolute()) for source in sources]
    for position, source in enumerate(sources):
        module = driver.module_at(files[position]) if files[position] is not None else None
        if module is not None and str(module.path) not in given:
            given[str(module.path)] = position
            driver.overrides[str(module.path)] = source.text  # what is checked is the text read here
            if not source.cacheable:
                driver.uncached.add(str(module.path))
    found = driver.check([Path(key) for key in given], progress or _unheard)
    index = driver.index
    for file in notebooks or ():
        module = index.module_at(file)
        answer = None if module is None else driver.result_of(str(module.path))
        if answer is not None:  # the solve linted it: it imports the project
            notebooks[file] = (driver.text(module), answer, index.context(module))
    if reached is not None:
        for key in _reached_from(index, set(given)) - set(given):
            answer = driver.result_of(key)
            if answer is not None:
                reached[key] = _file_check(answer, driver.text(index.modules[key]) or "", settings, key)
    results: list = [None] * len(sources)
    alone = []
    for position, source in enumerate(sources):
        module = index.module_at(files[position]) if files[position] is not None else None
        key = None if module is None else str(module.path)
        if key is not None and given.get(key) == position and key in found:
            results[position] = _file_check(found[key], source.text, settings, source.path)
            sources[position] = replace(source, context=index.context(module))
        else:
            alone.append(position)
    for position, checked in zip(alone, check_sources([sources[p] for p in alone], settings, cache, jobs, progress)):
        results[position] = checked
    return results


def _file_check(answer, text: str, settings: Settings, path: str) -> FileCheck:
    """What the user gets of a driver's answer (a LintResult, a ParseError, None: unreadable)."""
    if answer is None:
        return FileCheck(error="unreadable")
    if isinstance(answer, ParseError):
        return FileCheck(error=str(answer))
    return FileCheck(as_checked(answer, text, settings, path).findings, answer.failures, summary=answer.summary)


def _reached_from(index: ProjectIndex, keys: set) -> set:
    """The modules ``keys`` (files) reach: those an entry of a reached module enters."""
    reached = set(keys)
    by_display = {index.display(module): key for key, module in index.modules.items()}
    grown = True
    while grown:
        grown = False
        for key, entries in index.entries.items():
            if key not in reached and any(by_display.get(_site_file(entry.site)) in reached for entry in entries):
                reached.add(key)
                grown = True
    return reached


def _site_file(site: str) -> str:
    """The file of an entry's site: "pkg/train.py:8", "explore.ipynb:cell 3:1"."""
    return re.sub(r":cell \d+$", "", site.rsplit(":", 1)[0])


def _unheard(planned: int, done: int) -> None:
    pass


def _size(source: Source) -> int:
    return len(source.text)


def _wanted(entry, source: Source, settings: Settings) -> list:
    return as_checked(LintResult(list(entry.findings), []), source.text, settings, source.path).findings


def _crashed(crash: Crash) -> Failure:
    return Failure("worker", crash.description)


def _check(job: _Job, source: Source) -> FileCheck:
    """One file, in whichever process: lint it, keep the answer in the cache."""
    try:
        checked = check_text(source.text, job.settings, source.path, source.context, portable=True)
    except ParseError as error:
        _keep(job, source, None, str(error))
        return FileCheck(error=str(error))
    _keep(job, source, checked.result)
    return FileCheck([f.portable() for f in checked.findings], checked.failures, summary=checked.result.summary)


def _fix(job: _Job, source: Source) -> FileFix:
    try:
        outcome = fix_text(source.text, job.settings, source.path, job.unsafe, context=source.context)
    except ParseError as error:
        _keep(job, source, None, str(error))
        return FileFix(source.text, error=str(error))
    if source.cacheable and job.cache is not None:  # what the next run reads: the fixed text
        job.cache.put(outcome.new_text, outcome.result, context=source.context)
    return FileFix(
        outcome.new_text,
        [fix.title for fix in outcome.fixed],
        [f.portable() for f in outcome.remaining],
        outcome.failures,
    )


def _keep(job: _Job, source: Source, result, error: Optional[str] = None) -> None:
    if source.cacheable and job.cache is not None:
        job.cache.put(source.text, result, error, source.context)
