"""JAX APIs that are gone: which spellings, since which release, and what replaces them.

The rows live in ``removed_apis.json`` beside this module, as data: each one was
verified by running every spelling of the old name and the replacement under jax
0.10.2 and 0.4.38 (``tests/test_removed_apis.py`` runs them all again under the
pinned JAX, and holds the rule page's table to a rendering of the same rows).

A row's ``old`` is a dotted name (``jax.tree_map``, ``jax.lib.xla_bridge``); a use
of it is an attribute chain, an ``import`` or a ``from ... import`` that resolves to
it.  ``spelled`` narrows that: ``"module"`` rows are gone only as modules
(``import jax.config``, ``from jax.config import ...``: ``jax.config`` the object
is fine); ``"attribute"`` rows only as attributes of an object (``jax.config.config``).

Also here: the JAX releases (a target version must be one of them), and the modules
``import jax`` loads (an attribute path through them needs no import of its own).
This module imports nothing beyond the standard library.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

_DATA = Path(__file__).with_name("removed_apis.json")
_VERSION = re.compile(r"\d+(\.\d+)*")


def version_key(version: str) -> tuple:
    """``"0.4.38"`` -> ``(0, 4, 38)``: releases compare as tuples of integers."""
    return tuple(int(part) for part in version.split("."))


@dataclass(frozen=True)
class Fix:
    """How a use of the old name is migrated.

    ``rename``: the new dotted name (same meaning); ``module``: the module that must
    be imported for an attribute path to reach it.  ``rewrite``: a rewrite of the
    call or the expression, by name (``at``: ``index_update(x, i, v)`` ->
    ``x.at[i].set(v)``, ``method`` holding ``set``...; ``shuffle``, ``in1d``,
    ``msort``, ``argument`` (the call is its argument ``position``), ``negated``,
    ``literal``, ``config_module``)."""

    safe: bool
    rename: Optional[str] = None
    module: Optional[str] = None
    rewrite: Optional[str] = None
    method: Optional[str] = None  # at: the .at[...] method
    of: Optional[str] = None  # negated: the dotted name negated
    text: Optional[str] = None  # literal: the replacing literal
    position: Optional[int] = None  # argument: which argument replaces the call
    arguments: Optional[int] = None  # argument: how many positional arguments the call has
    why: Optional[str] = None  # unsafe: why
    not_in_isinstance: bool = False  # no fix inside isinstance()/issubclass(): the meaning changes
    imports_only: bool = False  # renames import statements only (a module whose members differ)


@dataclass(frozen=True, eq=False)
class Form:
    """One spelling of the old name, as run (``code``), and what each JAX version did."""

    kind: str  # "attr", "from-import", "import" or "call"
    code: str
    outcomes: dict  # JAX version -> "works" / "ExceptionType: message" / "DeprecationWarning: ..."


@dataclass(frozen=True, eq=False)  # one object per row: identity is equality
class RemovedApi:
    old: str  # the dotted name that is gone
    removed_in: str  # the first JAX release without it
    kind: str  # "rename" (same thing, new name), "rewrite" (same meaning, new code), "manual"
    replacement: str  # what to use instead, for people
    note: str
    changelog: str  # where the removal is recorded
    fix: Optional[Fix]
    forms: tuple  # Form, the first one is the row's headline
    check: Optional[Form]  # the replacement, as run
    spelled: str = "any"  # "any", "module" (only as a module), "attribute" (only as an attribute)
    also: tuple = ()  # other dotted names the row covers
    cure_text: str = ""  # what to do, where "use <replacement>" would not say it

    @property
    def cure(self) -> str:
        """What a message says to do instead."""
        return self.cure_text or f"use {self.replacement}"

    @property
    def removed_key(self) -> tuple:
        return version_key(self.removed_in)

    def applies(self, target: tuple) -> bool:
        """Missing from the JAX release ``target`` (a version key) and every later one."""
        return self.removed_key <= target

    @property
    def names(self) -> tuple:
        return (self.old, *self.also)


@dataclass(frozen=True)
class RemovedApiTable:
    rows: tuple
    releases: tuple  # every JAX release, newest first
    loaded_by_import_jax: frozenset  # modules ``import jax`` loads (on every version the table knows)
    # The JAX releases every fix's replacement was run on: a fix is offered only for a
    # target at or above the oldest of them.
    fixes_verified_on: tuple

    def __post_init__(self) -> None:
        by_name: dict = {}
        for row in self.rows:
            for name in row.names:
                by_name[name] = row
        object.__setattr__(self, "_by_name", by_name)

    @property
    def newest(self) -> str:
        return self.releases[0]

    @property
    def fixes_verified_from(self) -> tuple:
        return min(version_key(v) for v in self.fixes_verified_on)

    def row(self, name: str) -> Optional[RemovedApi]:
        return self._by_name.get(name)

    def match(self, qualname: str, target: tuple, spellings: tuple, prefix: bool = True) -> Optional[RemovedApi]:
        """The longest row gone at ``target`` that is ``qualname`` or (``prefix``) a module
        above it, among rows spelled one of ``spellings`` ("any", "module", "attribute")."""
        parts = qualname.split(".")
        for end in range(len(parts), 1, -1):
            if end < len(parts) and not prefix:
                break
            row = self._by_name.get(".".join(parts[:end]))
            if row is not None and row.spelled in spellings and row.applies(target):
                return row
        return None

    def version(self, text: object, what: str = "") -> tuple:
        """The version key of a JAX release; ValueError (one line, starting ``what: ``) otherwise."""
        where = f"{what}: " if what else ""
        if not isinstance(text, str) or not _VERSION.fullmatch(text.strip()):
            raise ValueError(f"{where}malformed JAX version {text!r} (expected a release such as 0.4.38)")
        text = text.strip()
        wanted = _significant(version_key(text))
        releases = [r for r in self.releases if any(version_key(r))]  # not PyPI's placeholder "0.0"
        if not any(_significant(version_key(r)) == wanted for r in releases):
            older = [r for r in releases if version_key(r) < version_key(text)]
            newer = [r for r in releases if version_key(r) > version_key(text)]
            near = " and ".join(r for r in (older[:1] + newer[-1:]))
            raise ValueError(
                f"{where}unknown JAX version {text!r} (known releases: {releases[-1]} to {self.newest}"
                + (f"; the nearest are {near})" if older and newer else ")")
            )
        return version_key(text)


def _significant(key: tuple) -> tuple:
    """``(0, 1, 0)`` and ``(0, 1)`` name one release."""
    while key and key[-1] == 0:
        key = key[:-1]
    return key


def _fix(data: Optional[dict]) -> Optional[Fix]:
    return None if data is None else Fix(**data)


def _form(data: Optional[dict]) -> Optional[Form]:
    if data is None:
        return None
    outcomes = {key: value for key, value in data.items() if key not in ("kind", "code")}
    return Form(data.get("kind", "check"), data["code"], outcomes)


def _load() -> RemovedApiTable:
    data = json.loads(_DATA.read_text(encoding="utf-8"))
    rows = tuple(
        RemovedApi(
            old=row["old"],
            removed_in=row["removed_in"],
            kind=row["kind"],
            replacement=row["replacement"] or "",
            note=row["note"],
            changelog=row["changelog"],
            fix=_fix(row.get("fix")),
            forms=tuple(_form(form) for form in row["forms"]),
            check=_form(row.get("check")),
            spelled=row.get("spelled", "any"),
            also=tuple(row.get("also", ())),
            cure_text=row.get("cure", ""),
        )
        for row in data["rows"]
    )
    releases = tuple(sorted(data["releases"], key=version_key, reverse=True))
    return RemovedApiTable(
        rows, releases, frozenset(data["loaded_by_import_jax"]), tuple(data["fixes_verified_on"])
    )


REMOVED_APIS = _load()
# The last part of every old name: an attribute or name with another last part is no
# removed API, whatever it resolves to (the walk's cheap filter).
REMOVED_LEAF_NAMES = frozenset(name.rpartition(".")[2] for row in REMOVED_APIS.rows for name in row.names)
CURRENT_JAX = REMOVED_APIS.newest  # the release the table (and the tests) are pinned to
