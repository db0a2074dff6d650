"""Settings: ``[tool.jaxmuseum]`` in the nearest ``pyproject.toml``, with flags on top."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field, fields
from fnmatch import fnmatch
from pathlib import Path
from typing import Optional

from flake8.utils import parse_comma_separated_list

from .options import LintOptions, validated_target_jax


class ConfigError(Exception):
    """Bad configuration or usage: one line, exit code 2."""


NOT_FINDINGS = {"affects_findings": False}


@dataclass
class Settings:
    select: tuple = ("JXM",)
    ignore: tuple = ()
    per_file_ignores: dict = field(default_factory=dict)  # glob -> codes
    exclude: tuple = ()
    # Whether ``exclude`` drops paths named on the command line too (pre-commit names every
    # staged file), as ruff's force-exclude; otherwise it applies to what folders hold.
    force_exclude: bool = field(default=False, metadata=NOT_FINDINGS)
    # Settings that cannot change a finding say so (``NOT_FINDINGS``); every other one is
    # part of the cache's key, including any added later.
    docs_url: Optional[str] = field(default=None, metadata=NOT_FINDINGS)  # where the museum is hosted
    jobs: Optional[int] = field(default=None, metadata=NOT_FINDINGS)  # worker processes; None: every core
    # How `jaxmuseum check` writes its report; None: full on a terminal, concise when piped.
    output_format: Optional[str] = field(default=None, metadata=NOT_FINDINGS)
    target_jax: Optional[str] = None  # None: the newest JAX release the linter knows
    # Each file as a module of its project (model.py's loss jitted in train.py is traced in
    # model.py); False: each file alone.
    project: bool = True

    @property
    def options(self) -> LintOptions:
        """What the engine and the rules need to know of these settings."""
        return LintOptions(target_jax=self.target_jax)

    def wants(self, code: str, path: str) -> bool:
        if not code.startswith(self.select) or (self.ignore and code.startswith(self.ignore)):
            return False
        for pattern, codes in self.per_file_ignores.items():
            if matches(path, pattern) and code.startswith(tuple(codes)):
                return False
        return True

    def excluded(self, path: Path) -> bool:
        return any(matches(str(path), pattern) for pattern in self.exclude)

    def excludes_named(self, path: Path) -> bool:
        """Whether a path named on the command line is left out: only with force-exclude,
        when it or a folder above it is excluded."""
        return self.force_exclude and any(self.excluded(p) for p in (path, *path.parents) if str(p) != ".")

    def findings_fingerprint(self) -> str:
        """Every setting that can change a finding, as canonical JSON (for the cache's key)."""
        relevant = {f.name: getattr(self, f.name) for f in fields(self) if f.metadata.get("affects_findings", True)}
        return json.dumps(relevant, sort_keys=True, default=repr)


def matches(path: str, pattern: str) -> bool:
    """A glob against a path, its file name, or any trailing part of it."""
    path = path.replace(os.sep, "/")
    return fnmatch(path, pattern) or fnmatch(Path(path).name, pattern) or fnmatch(path, f"*/{pattern}")


def code_prefixes(value: object, key: str) -> tuple:
    """Validated code prefixes from a list or a comma-separated string, in capitals
    (``jxm001`` is JXM001, as ``explain`` and ``exhibit`` read it)."""
    from .rules import RULES_BY_CODE

    if isinstance(value, str):
        value = parse_comma_separated_list(value)
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{key}: expected a list of code prefixes, got {value!r}")
    for prefix in value:
        if not any(code.startswith(prefix.upper()) for code in RULES_BY_CODE):
            raise ConfigError(f"{key}: unknown code {prefix!r} (known: {', '.join(RULES_BY_CODE)})")
    return tuple(prefix.upper() for prefix in value)


def job_count(value: object, key: str) -> Optional[int]:
    """A positive number of worker processes, or "auto" (None: every available core)."""
    if value == "auto":
        return None
    if isinstance(value, str) and value.isdigit():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ConfigError(f"{key}: expected a positive number of processes or \"auto\", got {value!r}")
    return value


PROJECT_MARKERS = ("pyproject.toml", "setup.cfg", "setup.py", ".git")


def find_project_root(start: Path, known: Optional[dict] = None) -> Optional[Path]:
    """The nearest folder at or above ``start`` that is a project's: it holds a
    pyproject.toml, setup.cfg, setup.py or .git; None outside any project.  ``known``: a
    folder -> its answer, kept across the calls for many folders (they share their parents)."""
    known = {} if known is None else known
    walked = []
    found = None
    for directory in [start, *start.parents]:
        if directory in known:
            found = known[directory]
            break
        walked.append(directory)
        if any((directory / marker).exists() for marker in PROJECT_MARKERS):
            found = directory
            break
    for directory in walked:
        known[directory] = found
    return found


def find_pyproject(start: Path) -> Optional[Path]:
    for directory in [start, *start.parents]:
        candidate = directory / "pyproject.toml"
        if candidate.is_file():
            return candidate
    return None


KNOWN_KEYS = frozenset({"select", "ignore", "per-file-ignores", "exclude", "force-exclude", "docs-url", "target-jax", "jobs",
                        "project", "output-format"})
OUTPUT_FORMATS = ("full", "concise", "json", "sarif", "github", "gitlab", "junit")


def checked_target_jax(value: object, key: str) -> str:
    try:
        return validated_target_jax(value, key)
    except ValueError as error:
        raise ConfigError(str(error)) from None


def read_settings(start: Path, config: Optional[str] = None, select: Optional[str] = None,
                  ignore: Optional[str] = None, target: Optional[str] = None,
                  project: Optional[bool] = None, force_exclude: bool = False) -> Settings:
    """Settings for files under ``start``: its nearest pyproject.toml (or ``config``),
    then the ``select``/``ignore``/``target`` (``--target-jax``)/``project``
    (``--no-project``)/``force_exclude`` flags on top."""
    settings = Settings()
    pyproject = Path(config) if config else find_pyproject(start)
    if pyproject is not None:
        _apply_table(settings, pyproject, _table(pyproject))
    if select:
        settings.select = code_prefixes(select, "--select")
    if ignore:
        settings.ignore = code_prefixes(ignore, "--ignore")
    if target is not None:
        settings.target_jax = checked_target_jax(target, "--target-jax")
    if project is not None:
        settings.project = project
    if force_exclude:
        settings.force_exclude = True
    return settings


def _table(pyproject: Path) -> dict:
    try:
        import tomllib
    except ModuleNotFoundError:  # Python < 3.11
        import tomli as tomllib
    try:
        return tomllib.loads(pyproject.read_text(encoding="utf-8")).get("tool", {}).get("jaxmuseum", {})
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise ConfigError(f"{pyproject}: {error}") from None


def _apply_table(settings: Settings, pyproject: Path, table: dict) -> None:
    unknown = set(table) - KNOWN_KEYS
    if unknown:
        raise ConfigError(f"{pyproject}: [tool.jaxmuseum] has unknown keys: {', '.join(sorted(unknown))}")
    if "select" in table:
        settings.select = code_prefixes(table["select"], "select")
    if "ignore" in table:
        settings.ignore = code_prefixes(table["ignore"], "ignore")
    if "per-file-ignores" in table:
        value = table["per-file-ignores"]
        if not isinstance(value, dict):
            raise ConfigError(f"{pyproject}: per-file-ignores: expected a table of glob = [codes]")
        settings.per_file_ignores = {
            glob: code_prefixes(codes, f"per-file-ignores.{glob}") for glob, codes in value.items()
        }
    if "docs-url" in table:
        value = table["docs-url"]
        if not isinstance(value, str) or not value.startswith(("https://", "http://")):
            raise ConfigError(f"{pyproject}: docs-url: expected an http(s) URL, got {value!r}")
        settings.docs_url = value
    if "jobs" in table:
        settings.jobs = job_count(table["jobs"], f"{pyproject}: jobs")
    if "exclude" in table:
        value = table["exclude"]
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise ConfigError(f"{pyproject}: exclude: expected a list of globs")
        settings.exclude = tuple(value)
    if "force-exclude" in table:
        if not isinstance(table["force-exclude"], bool):
            raise ConfigError(f"{pyproject}: force-exclude: expected true or false, got {table['force-exclude']!r}")
        settings.force_exclude = table["force-exclude"]
    if "target-jax" in table:
        settings.target_jax = checked_target_jax(table["target-jax"], f"{pyproject}: target-jax")
    if "output-format" in table:
        if table["output-format"] not in OUTPUT_FORMATS:
            raise ConfigError(f"{pyproject}: output-format: expected one of {', '.join(OUTPUT_FORMATS)}, "
                              f"got {table['output-format']!r}")
        settings.output_format = table["output-format"]
    if "project" in table:
        if not isinstance(table["project"], bool):
            raise ConfigError(f"{pyproject}: project: expected true or false, got {table['project']!r}")
        settings.project = table["project"]
