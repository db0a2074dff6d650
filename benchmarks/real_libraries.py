"""Lint the published sources of real JAX libraries and report every finding.

    python benchmarks/real_libraries.py [--cache DIR]

Downloads the pinned wheels (``pip download --no-deps``), unpacks them, lints every
``.py`` file with the engine and prints the findings, the counts and the time taken.
The goal is no finding; any that remains must be a real bug listed, with its reason,
in ``tests/real_library_baseline.txt``.  The slow test in
``tests/test_real_libraries.py`` runs this and compares with the baseline.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from flake8_jaxmuseum.engine import ParseError, lint  # noqa: E402

LIBRARIES = (
    "flax==0.12.8", "optax==0.2.8", "equinox==0.13.8", "jax==0.10.2",
    "numpyro==0.22.0", "diffrax==0.7.2", "blackjax==1.7.1", "jaxopt==0.8.5", "dm-haiku==0.0.17",
    "chex==0.1.92", "distrax==0.1.9", "jraph==0.0.6.dev0", "optimistix==0.1.0", "lineax==0.1.1", "rlax==0.1.9",
)
DEFAULT_CACHE = ROOT / ".cache" / "real-libraries"


def fetch(cache: Path = DEFAULT_CACHE) -> dict:
    """Unpacked source trees by requirement, downloading only what is missing."""
    trees = {}
    for requirement in LIBRARIES:
        name, version = requirement.split("==")
        tree = cache / f"{name}-{version}"
        if not (tree / ".complete").exists():
            wheels = cache / "wheels"
            wheels.mkdir(parents=True, exist_ok=True)
            wheel_name = name.replace("-", "_")  # dm-haiku ships dm_haiku-0.0.17-...whl
            found = sorted(wheels.glob(f"{wheel_name}-{version}-*.whl"))
            if not found:
                subprocess.run(
                    [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
                     "-q", "-d", str(wheels), requirement],
                    check=True,
                )
                found = sorted(wheels.glob(f"{wheel_name}-{version}-*.whl"))
            with zipfile.ZipFile(found[0]) as wheel:
                wheel.extractall(tree)
            (tree / ".complete").write_text("")
        trees[requirement] = tree
    return trees


def python_files(tree: Path) -> list:
    return sorted(p for p in tree.rglob("*.py") if ".dist-info" not in p.parts[-2])


def lint_trees(trees: dict) -> tuple:
    """(findings as 'path:line:col: CODE message' relative to the cache, files, lines, errors)."""
    findings, errors = [], []
    files = lines = 0
    for requirement, tree in trees.items():
        for path in python_files(tree):
            source = path.read_text(encoding="utf-8", errors="surrogateescape")
            files += 1
            lines += source.count("\n")
            relative = f"{tree.name}/{path.relative_to(tree)}"
            try:
                result = lint(source)
            except ParseError as error:
                errors.append(f"{relative}: {error}")
                continue
            for f in result.findings:
                findings.append(f"{relative}:{f.line}:{f.column + 1}: {f.code} {f.message}")
            errors += [f"{relative}: {failure}" for failure in result.failures]
    return findings, files, lines, errors


def lint_trees_as_projects(trees: dict) -> list:
    """Each library linted as one project (every module with what its other modules do to
    it, as ``jaxmuseum check`` does in a checkout): 'path:line:col: CODE message' findings."""
    from flake8_jaxmuseum.driver import ProjectDriver
    from flake8_jaxmuseum.options import LintOptions

    findings = []
    for requirement, tree in trees.items():
        files = python_files(tree)
        results = ProjectDriver(tree, LintOptions(), files=files).check(files)
        for path in files:
            result = results.get(str(path.absolute()))
            if result is None or isinstance(result, Exception):
                continue
            relative = f"{tree.name}/{path.relative_to(tree)}"
            findings += [f"{relative}:{f.line}:{f.column + 1}: {f.code} {f.message}" for f in result.findings]
    return findings


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE)
    args = parser.parse_args()
    trees = fetch(args.cache)
    start = time.perf_counter()
    findings, files, lines, errors = lint_trees(trees)
    elapsed = time.perf_counter() - start
    for line in findings + errors:
        print(line)
    print(f"{len(findings)} findings, {len(errors)} unparseable, in {files} files / {lines} lines "
          f"of {', '.join(LIBRARIES)}; {elapsed:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
