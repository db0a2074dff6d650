"""Snapshot every finding and fix, to prove a refactoring changes nothing a user sees.

    python benchmarks/snapshot.py OUT.json [--libraries] [--no-fixes]
    python benchmarks/snapshot.py --compare BEFORE.json AFTER.json

Lints every rule case, golden fixed file, notebook case and exhibit (and, with
``--libraries``, the 15 real libraries of ``real_libraries.py``), and records each file's
findings (position, code, message, fix title and safety) and, for the case and exhibit
files, the text ``jaxmuseum fix`` writes with safe fixes and with unsafe ones.  Compare
two snapshots taken before and after a change: identical, or each difference explained.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from flake8_jaxmuseum.engine import ParseError, lint  # noqa: E402
from flake8_jaxmuseum.fixing import fix_text  # noqa: E402
from flake8_jaxmuseum.settings import Settings  # noqa: E402


def own_files() -> list:
    found = sorted((ROOT / "tests" / "cases").rglob("*.py"))
    found += sorted((ROOT / "tests" / "notebooks").rglob("*.py"))
    found += sorted((ROOT / "exhibits").rglob("*.py"))
    return found


def describe(text: str) -> list:
    try:
        result = lint(text)
    except ParseError as error:
        return [f"unparseable: {error}"]
    rows = [
        f"{f.line}:{f.column}-{f.end_line}:{f.end_column} {f.code} {f.message}"
        + ("" if f.fix is None else f" [fix {f.fix.applicability}: {f.fix.title}]")
        for f in result.findings
    ]
    return rows + [f"failure: {failure}" for failure in result.failures]


def fixed(text: str, path: str, unsafe: bool) -> str:
    try:
        outcome = fix_text(text, Settings(), path, unsafe)
    except ParseError:
        return "unparseable"
    if outcome.new_text == text:
        return "unchanged"
    return hashlib.sha256(outcome.new_text.encode()).hexdigest()[:16]


def snapshot(libraries: bool, fixes: bool) -> dict:
    found: dict = {}
    for path in own_files():
        text = path.read_text(encoding="utf-8")
        key = str(path.relative_to(ROOT))
        entry = {"findings": describe(text)}
        if fixes and entry["findings"]:
            entry["safe"] = fixed(text, key, unsafe=False)
            entry["unsafe"] = fixed(text, key, unsafe=True)
        found[key] = entry
    if libraries:
        sys.path.insert(0, str(ROOT / "benchmarks"))
        import real_libraries

        for requirement, tree in real_libraries.fetch().items():
            for path in sorted(tree.rglob("*.py")):
                text = path.read_text(encoding="utf-8", errors="replace")
                rows = describe(text)
                if rows:
                    found[f"{requirement}/{path.relative_to(tree)}"] = {"findings": rows}
    return found


def compare(before: dict, after: dict) -> int:
    differences = 0
    for key in sorted(set(before) | set(after)):
        old, new = before.get(key), after.get(key)
        if old != new:
            differences += 1
            print(f"--- {key}\n  before: {json.dumps(old, indent=None)}\n  after:  {json.dumps(new, indent=None)}")
    print(f"{len(before)} / {len(after)} files, {differences} differ")
    return 1 if differences else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", nargs="?")
    parser.add_argument("--libraries", action="store_true", help="also the 15 real libraries (findings only)")
    parser.add_argument("--no-fixes", action="store_true", help="findings only")
    parser.add_argument("--compare", nargs=2, metavar=("BEFORE", "AFTER"))
    args = parser.parse_args()
    if args.compare:
        before, after = (json.loads(Path(p).read_text()) for p in args.compare)
        return compare(before, after)
    if not args.out:
        parser.error("OUT is required")
    Path(args.out).write_text(json.dumps(snapshot(args.libraries, not args.no_fixes), indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
