"""What ``jaxmuseum`` already checked: the engine's answer per file, kept on disk.

An entry is keyed by the file's text, its place in its project when it is linted as a
module of one (its name and how the other modules enter it: the
:class:`~flake8_jaxmuseum.semantics.project.ModuleContext`), the tool (its version, a digest of its own source,
so that editing a rule during development misses too, and the Python that parses) and
every setting that can change a finding (:meth:`Settings.findings_fingerprint`).  It
holds the engine's findings before ``# noqa`` and selection are applied (those are
cheap and applied again on a hit), each with its fix's label, or the parse error, and
in a project the module's summary (what the other modules see of it).  A result with an
internal error is never kept.

Entries are small JSON files, written to a temporary file and renamed, so runs at once
never see half an entry; an entry that does not read back exactly (corrupt, truncated,
written by someone else) is a miss, and the next write replaces it.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import sys
import tempfile
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator, Optional

from . import __version__
from .engine import Finding, LintResult
from .fixes import FixLabel
from .semantics.exports import ModuleFacts, facts_from_json, facts_to_json
from .semantics.project import ModuleContext, context_to_json
from .semantics.summary import ModuleSummary, summary_from_json, summary_to_json
from .settings import Settings

DIRECTORY_NAME = ".jaxmuseum_cache"
ENVIRONMENT_VARIABLE = "JAXMUSEUM_CACHE_DIR"
FORMAT = 3  # bump when an entry's layout changes
PACKAGE = Path(__file__).resolve().parent
KEPT_BUILDS = 4  # folders of recently used tool builds kept (say, two environments and two branches)
_BUILD_FOLDER = re.compile(r"[0-9a-f]{16}")
_FIELDS = 8  # line, column, code, message, end line, end column, fix title, fix safe


@dataclass(frozen=True)
class Entry:
    findings: tuple  # Finding, each fix only a FixLabel
    error: Optional[str] = None  # the ParseError's message, when the text does not parse
    summary: Optional[ModuleSummary] = None  # linted as a module of a project


def tool_digest() -> str:
    """This linter, as far as findings go: version, format, Python, and the bytes of its
    own modules (a few hundred kB, read once per run)."""
    digest = hashlib.sha256(f"{__version__}\0{FORMAT}\0{sys.version}\0".encode())
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE)
        if relative.parts[0] == "museum":  # exhibits: data, not the linter
            continue
        digest.update(f"{relative.as_posix()}\0".encode())
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


_TOOLS: dict = {}  # (PACKAGE, __version__) -> tool_digest(), of the source this process runs


def _this_tool() -> str:
    """:func:`tool_digest`, read once per process: each project's driver makes a Cache (flake8
    over flax's copy, two projects, read and hashed the linter's 1.4 MB twice)."""
    key = (PACKAGE, __version__)
    found = _TOOLS.get(key)
    if found is None:
        found = _TOOLS[key] = tool_digest()
    return found


def default_directory(project_root: Optional[Path]) -> Path:
    """``$JAXMUSEUM_CACHE_DIR``, else ``.jaxmuseum_cache`` at the project root, else (a file
    checked outside any project) the user's cache folder: never a stray folder wherever the
    command happened to run."""
    configured = os.environ.get(ENVIRONMENT_VARIABLE)
    if configured:
        return Path(configured)
    return project_root / DIRECTORY_NAME if project_root is not None else user_cache_directory()


def user_cache_directory() -> Path:
    """Where a user's caches go: ``$XDG_CACHE_HOME``/jaxmuseum (~/.cache/jaxmuseum), the
    platform's own folder on macOS and Windows."""
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "jaxmuseum"
    if os.name == "nt" and os.environ.get("LOCALAPPDATA"):
        return Path(os.environ["LOCALAPPDATA"]) / "jaxmuseum" / "Cache"
    base = os.environ.get("XDG_CACHE_HOME") or ""
    return (Path(base) if os.path.isabs(base) else Path.home() / ".cache") / "jaxmuseum"


MAX_KEPT_KEYS = 4096  # the keys a Cache remembers (each is asked for twice, one lint apart)


class Cache:
    """Entries under ``directory``; picklable, so worker processes write their own."""

    def __init__(self, directory: Path, settings: Settings) -> None:
        self.directory = Path(directory)
        tool = _this_tool()
        self._versioned = self.directory / tool[:16]  # one folder per tool build: easy to prune
        self._prefix = f"{tool}\0{settings.findings_fingerprint()}\0".encode()
        self._keys: dict = {}  # (text, context) -> its key: a lint asks for it to get, then to put
        self._folders: set = set()  # the entries' folders made by this process
        self._digests: dict = {}  # a text -> its sha256, for every key of it (see _text_digest)

    def __getstate__(self) -> dict:
        state = dict(self.__dict__)
        state["_digests"] = {}  # (texts: not worth sending to a worker)
        return state

    def _text_digest(self, text: str) -> bytes:
        """The sha256 of a module's text, which every key of it holds: its facts', its names'
        and its lint's in each context it is linted in (hashed once, not once per key: 3.2 MB
        less hashed in a cold flake8 run over flax)."""
        found = self._digests.get(text)
        if found is None:
            if len(self._digests) > MAX_KEPT_KEYS:
                self._digests.clear()
            found = self._digests[text] = hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest()
        return found

    def key(self, text: str, context: Optional[ModuleContext] = None) -> str:
        found = self._keys.get((text, context))
        if found is None:
            if len(self._keys) > MAX_KEPT_KEYS:
                self._keys.clear()
            found = self._keys[(text, context)] = self._key(text, context)
        return found

    def _key(self, text: str, context: Optional[ModuleContext]) -> str:
        digest = hashlib.sha256(self._prefix)
        if context is not None:
            digest.update(json.dumps(context_to_json(context), sort_keys=True).encode() + b"\0")
        digest.update(self._text_digest(text))
        return digest.hexdigest()

    def _path(self, key: str) -> Path:
        return self._versioned / key[:2] / f"{key[2:]}.json"

    def get(self, text: str, context: Optional[ModuleContext] = None) -> Optional[Entry]:
        """The entry for ``text`` (as the module ``context`` says), or None: missing,
        unreadable or not exactly ours."""
        key = self.key(text, context)
        try:
            data = json.loads(self._path(key).read_bytes())
            return _entry(data, key)
        except (OSError, ValueError, TypeError, KeyError, IndexError, AttributeError):
            return None

    def put(self, text: str, result: Optional[LintResult], error: Optional[str] = None,
            context: Optional[ModuleContext] = None) -> None:
        """Keep the engine's ``result`` for ``text`` (or its parse ``error``); never one
        with an internal error.  A cache that cannot be written is no cache, not a failure."""
        if result is not None and result.failures:
            return
        key = self.key(text, context)
        findings = [_row(finding) for finding in result.findings] if result is not None else []
        summary = summary_to_json(result.summary) if result is not None and result.summary is not None else None
        data = json.dumps({"key": key, "error": error, "findings": findings, "summary": summary}, separators=(",", ":"))
        path = self._path(key)
        try:
            self._folder(path)
            write_atomically(path, data.encode("utf-8"))
        except OSError:
            self._folders.discard(path.parent)  # (removed under us: made again next time)

    def facts(self, text: str, module: str, is_package: bool, compute: Callable) -> Optional[ModuleFacts]:
        """What a module's text says of its top-level names (:class:`.exports.ModuleFacts`,
        for pasting into its importers), kept beside the lint entries: a run whose lints all
        come from the cache reads them rather than parsing every module an importer pastes from."""
        return self._derived("facts", text, module, is_package, compute, facts_to_json,
                             lambda data: facts_from_json(data, text))

    def names(self, text: str, module: str, is_package: bool, compute: Callable) -> Optional[ModuleSummary]:
        """A module's names-only summary (:func:`.summary.names_only`: what importers resolve
        through a module the solve does not lint), kept as :meth:`facts` are."""
        return self._derived("names", text, module, is_package, compute, summary_to_json, summary_from_json)

    def _derived(self, kind: str, text: str, module: str, is_package: bool, compute: Callable, to_json: Callable,
                 from_json: Callable):
        """What ``compute()`` derives from a module's text alone: read from the cache, else
        computed and kept (None, for a text that does not parse, is computed each time)."""
        digest = hashlib.sha256(self._prefix)
        digest.update(f"{kind}\0{module}\0{is_package}\0".encode())
        digest.update(self._text_digest(text))
        path = self._path(digest.hexdigest())
        try:
            return from_json(json.loads(path.read_bytes()))
        except (OSError, ValueError, TypeError, KeyError, AttributeError):
            pass
        found = compute()
        if found is not None:
            try:
                self._folder(path)
                write_atomically(path, json.dumps(to_json(found), separators=(",", ":")).encode("utf-8"))
            except (OSError, TypeError, ValueError):
                self._folders.discard(path.parent)
        return found

    def _folder(self, path: Path) -> None:
        """Make the folder of an entry's ``path`` once per process (a solve writes hundreds)."""
        if path.parent not in self._folders:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._folders.add(path.parent)

    @contextmanager
    def turn(self, name: str) -> Iterator[None]:
        """Hold the lock ``name`` of this build's folder while the block runs: processes
        sharing the cache take turns (flake8's workers each solving one project: the first
        lints, the others then read its entries).  Without file locks (not POSIX) or a
        writable folder, no turn is taken."""
        try:
            import fcntl

            self._versioned.mkdir(parents=True, exist_ok=True)
            handle = open(self._versioned / f"{name}.lock", "ab")
        except (ImportError, OSError):
            handle = None
        if handle is None:
            yield
            return
        try:
            fcntl.flock(handle, fcntl.LOCK_EX)  # released when the handle closes, or the process ends
            yield
        finally:
            handle.close()

    def prepare(self) -> None:
        """The folder, marked as a cache for git (``.gitignore``: ``*``) and for backup
        tools (``CACHEDIR.TAG``), as ruff does; the folders of all but the few builds of
        the tool used last are removed (a developer editing a rule makes a build per edit)."""
        try:
            self._versioned.mkdir(parents=True, exist_ok=True)
            os.utime(self._versioned)  # used now: the pruning below keeps the latest
            for name, text in (("CACHEDIR.TAG", CACHEDIR_TAG), (".gitignore", GITIGNORE)):
                if not (self.directory / name).is_file():
                    write_atomically(self.directory / name, text.encode())
            builds = [path for path in self.directory.iterdir() if _BUILD_FOLDER.fullmatch(path.name) and path.is_dir()]
            builds.sort(key=lambda path: path.stat().st_mtime, reverse=True)
            for old in builds[KEPT_BUILDS:]:
                if old != self._versioned:
                    shutil.rmtree(old, ignore_errors=True)
        except OSError:
            pass


GITIGNORE = "# Automatically created by jaxmuseum.\n*\n"
CACHEDIR_TAG = (
    "Signature: 8a477f597d28d172789f06886806bc55\n"
    "# This file is a cache directory tag created by jaxmuseum.\n"
    "# For information about cache directory tags see https://bford.info/cachedir/\n"
)


def write_atomically(path: Path, data: bytes) -> None:
    """A temporary file beside ``path``, then a rename: readers see all of it or nothing."""
    descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise


def _row(finding: Finding) -> list:
    fix = finding.fix
    return [finding.line, finding.column, finding.code, finding.message, finding.end_line, finding.end_column,
            fix.title if fix is not None else None, fix.safe if fix is not None else None]


def _entry(data: object, key: str) -> Entry:
    """The entry ``data`` describes, checked field by field; raises ValueError otherwise."""
    if not isinstance(data, dict) or data.get("key") != key:
        raise ValueError("not this file's entry")
    error, rows = data["error"], data["findings"]
    if not (error is None or isinstance(error, str)) or not isinstance(rows, list):
        raise ValueError("malformed entry")
    findings = []
    for row in rows:
        if not isinstance(row, list) or len(row) != _FIELDS:
            raise ValueError("malformed finding")
        line, column, code, message, end_line, end_column, title, safe = row
        numbers = (line, column, end_line, end_column)
        if not all(type(n) is int for n in numbers) or not (isinstance(code, str) and isinstance(message, str)):
            raise ValueError("malformed finding")
        if not ((title is None and safe is None) or (isinstance(title, str) and type(safe) is bool)):
            raise ValueError("malformed fix")
        fix = FixLabel(title, safe) if title is not None else None
        findings.append(Finding(line, column, code, message, end_line, end_column, fix))
    summary = data.get("summary")
    return Entry(tuple(findings), error, None if summary is None else summary_from_json(summary))
