"""Crash resistance over the whole CPython standard library.

    python benchmarks/stdlib_crash_run.py [--limit N] [--project]

Every ``.py`` file of this interpreter's standard library gets JAX imports prepended
(so no file is skipped by the "no jax here" shortcut and the analysis walks real,
varied syntax) and is linted.  Reports files, lines, findings, files that do not parse
(test data with deliberate syntax errors, not a crash), internal errors, and crashes;
the goal for the last two is zero.  The exit code is 1 when there is any.  With
``--project`` the files are linted as one project (``flake8_jaxmuseum.project``): every
module's summary built and resolved over the standard library's import graph.
"""

from __future__ import annotations

import argparse
import sys
import sysconfig
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from flake8_jaxmuseum.engine import ParseError, lint  # noqa: E402

PRELUDE = "import jax\nimport jax.numpy as jnp\nfrom jax import jit, vmap, grad, lax\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=0, help="lint only the first N files")
    parser.add_argument("--project", action="store_true", help="lint the files as one project")
    args = parser.parse_args()
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    files = sorted(p for p in stdlib.rglob("*.py") if "site-packages" not in p.parts)
    if args.limit:
        files = files[: args.limit]
    lines = findings = 0
    unparseable, internal, crashes = [], [], []
    start = time.perf_counter()
    if args.project:
        from flake8_jaxmuseum.driver import ProjectDriver
        from flake8_jaxmuseum.options import LintOptions

        driver = ProjectDriver(stdlib, LintOptions(), files=files)
        readable = []
        for path in files:
            try:
                text = path.read_text(encoding="utf-8")
            except (UnicodeDecodeError, OSError):
                continue
            lines += text.count("\n")
            readable.append(path)
            driver.overrides[str(path.absolute())] = PRELUDE + text  # every module says jax
        results = driver.check(readable)
        for path, result in results.items():
            if result is None:
                continue
            if isinstance(result, ParseError):
                unparseable.append(path)
            elif isinstance(result, Exception):
                crashes.append(f"{path}: {type(result).__name__}: {result}")
            else:
                findings += len(result.findings)
                internal += [f"{path}: {failure}" for failure in result.failures]
        files = readable
    for path in [] if args.project else files:
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue  # a few test files are deliberately not UTF-8
        lines += text.count("\n")
        try:
            result = lint(PRELUDE + text)
        except ParseError:
            unparseable.append(path)
            continue
        except Exception as error:  # noqa: BLE001 - this script exists to count these
            crashes.append(f"{path}: {type(error).__name__}: {error}")
            continue
        findings += len(result.findings)
        internal += [f"{path}: {failure}" for failure in result.failures]
    elapsed = time.perf_counter() - start
    for line in internal + crashes:
        print(line)
    print(
        f"{len(files)} files, {lines} lines of {stdlib} in {elapsed:.0f} s: {findings} findings, "
        f"{len(unparseable)} unparseable, {len(internal)} internal errors, {len(crashes)} crashes"
    )
    return 1 if internal or crashes else 0


if __name__ == "__main__":
    sys.exit(main())
