"""``jaxmuseum check --watch``: check, then check again whenever a file of the project
changes, until Ctrl-C.

The watching is watchfiles' (the operating system's file events, through Rust's notify;
an optional dependency, imported only here).  Each run is a whole ``check``: the cache
makes it lint only what changed, and what the change does to the project's other modules
(an edit in train.py re-checks what it jits in model.py).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Callable

from ..settings import ConfigError, find_project_root
from .files import UsageError

WATCHED_SUFFIXES = (".py", ".ipynb")
WATCHED_NAMES = ("pyproject.toml",)  # [tool.jaxmuseum]


def watch(args: argparse.Namespace, check: Callable[[argparse.Namespace], int]) -> int:
    """Run ``check(args)`` now and after every change; returns only on Ctrl-C (which the
    caller reports, as any interruption)."""
    try:
        import watchfiles
    except ImportError:
        raise UsageError("--watch needs the watchfiles package: pip install 'flake8-jaxmuseum[watch]'") from None
    if "-" in args.paths:
        raise UsageError("--watch reads files, not stdin")
    once = argparse.Namespace(**{**vars(args), "watch": False})
    # Every half second an empty set, so that the first one says the watcher is set up:
    # from then on, a change is seen, even while a check runs.
    changes_seen = watchfiles.watch(*_watched(args), watch_filter=_relevant(watchfiles), yield_on_timeout=True,
                                    rust_timeout=500)
    next(changes_seen)
    _check_and_wait(once, check)
    for changes in changes_seen:
        if not changes:
            continue
        changed = sorted({os.path.relpath(path) for _, path in changes})
        shown = ", ".join(changed[:3]) + (f" and {len(changed) - 3} more" if len(changed) > 3 else "")
        print(f"jaxmuseum: {shown} changed; checking again", file=sys.stderr, flush=True)
        _check_and_wait(once, check)
    return 0


def _check_and_wait(args: argparse.Namespace, check: Callable[[argparse.Namespace], int]) -> None:
    try:
        check(args)
    except (UsageError, ConfigError) as error:  # a file deleted, a bad pyproject.toml: say so, go on
        print(f"jaxmuseum: error: {error}", file=sys.stderr)
    sys.stdout.flush()
    print("jaxmuseum: watching for changes (Ctrl-C to stop)", file=sys.stderr, flush=True)


def _watched(args: argparse.Namespace) -> list:
    """The project's folder (an edit anywhere in it can change a finding), else the paths."""
    if args.config:
        return [Path(args.config).resolve().parent]
    root = find_project_root(Path.cwd().resolve())
    return [root] if root is not None else [Path(path).resolve() for path in args.paths]


def _relevant(watchfiles):
    """watchfiles' default filter (no .git, caches, environments), for Python files,
    notebooks and pyproject.toml only."""

    class Relevant(watchfiles.DefaultFilter):
        def __call__(self, change, path: str) -> bool:
            name = os.path.basename(path)
            return (name.endswith(WATCHED_SUFFIXES) or name in WATCHED_NAMES) and super().__call__(change, path)

    return Relevant()
