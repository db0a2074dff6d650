"""``jaxmuseum``: check, fix, explain, and the museum on the terminal.

The same engine as the flake8 plugin; this module only finds files, reads and writes
them safely, applies configuration and ``# noqa``, and formats the results.
"""

from __future__ import annotations

import argparse
import difflib
import io
import json
import os
import sys
import tempfile
import tokenize
from dataclasses import dataclass, field
from fnmatch import fnmatch
from pathlib import Path
from typing import Optional

from flake8.defaults import NOQA_FILE, NOQA_INLINE_REGEXP
from flake8.utils import parse_comma_separated_list

from . import __version__
from .prefilter import might_use_jax

SKIPPED_DIRECTORIES = frozenset(
    {".git", ".hg", ".svn", ".venv", "venv", ".tox", ".nox", ".eggs", "__pycache__", "build", "dist", "node_modules"}
)
EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2
MAX_FIX_ROUNDS = 10


class UsageError(Exception):
    """Bad usage or configuration: one line, exit code 2."""


# --------------------------------------------------------------------------- documents


def _project_root() -> Optional[Path]:
    """Where ``rules/`` and ``exhibits/`` live (a source checkout or editable install)."""
    for parent in Path(__file__).resolve().parents:
        if (parent / "rules" / "JXM001.md").is_file() and (parent / "exhibits").is_dir():
            return parent
    return None


def rule_page(code: str) -> Optional[Path]:
    root = _project_root()
    page = root / "rules" / f"{code}.md" if root else None
    return page if page is not None and page.is_file() else None


def rule_url(code: str) -> Optional[str]:
    page = rule_page(code)
    return page.as_uri() if page else None


# --------------------------------------------------------------------------- settings


@dataclass
class Settings:
    select: tuple = ("JXM",)
    ignore: tuple = ()
    per_file_ignores: dict = field(default_factory=dict)  # glob -> codes
    exclude: tuple = ()

    def wants(self, code: str, path: str) -> bool:
        if not code.startswith(self.select) or (self.ignore and code.startswith(self.ignore)):
            return False
        for pattern, codes in self.per_file_ignores.items():
            if _matches(path, pattern) and code.startswith(tuple(codes)):
                return False
        return True

    def excluded(self, path: Path) -> bool:
        return any(_matches(str(path), pattern) for pattern in self.exclude)


def _matches(path: str, pattern: str) -> bool:
    path = path.replace(os.sep, "/")
    return fnmatch(path, pattern) or fnmatch(Path(path).name, pattern) or fnmatch(path, f"*/{pattern}")


def _codes(value: object, key: str) -> tuple:
    from .rules import RULES_BY_CODE

    if isinstance(value, str):
        value = parse_comma_separated_list(value)
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise UsageError(f"{key}: expected a list of code prefixes, got {value!r}")
    for prefix in value:
        if not any(code.startswith(prefix) for code in RULES_BY_CODE):
            raise UsageError(f"{key}: unknown code {prefix!r} (known: {', '.join(RULES_BY_CODE)})")
    return tuple(value)


def _find_pyproject(start: Path) -> Optional[Path]:
    for directory in [start, *start.parents]:
        candidate = directory / "pyproject.toml"
        if candidate.is_file():
            return candidate
    return None


def load_settings(args: argparse.Namespace) -> Settings:
    """``[tool.jaxmuseum]`` from the nearest pyproject.toml, then the command line on top."""
    return read_settings(Path.cwd(), args.config, args.select, args.ignore)


def read_settings(start: Path, config: Optional[str] = None, select: Optional[str] = None,
                  ignore: Optional[str] = None) -> Settings:
    """Settings for files under ``start``: its nearest pyproject.toml, then flags on top."""
    settings = Settings()
    pyproject = Path(config) if config else _find_pyproject(start)
    if pyproject is not None:
        try:
            import tomllib
        except ModuleNotFoundError:  # Python < 3.11
            import tomli as tomllib
        try:
            table = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("tool", {}).get("jaxmuseum", {})
        except (OSError, tomllib.TOMLDecodeError) as error:
            raise UsageError(f"{pyproject}: {error}") from None
        known = {"select", "ignore", "per-file-ignores", "exclude"}
        unknown = set(table) - known
        if unknown:
            raise UsageError(f"{pyproject}: [tool.jaxmuseum] has unknown keys: {', '.join(sorted(unknown))}")
        if "select" in table:
            settings.select = _codes(table["select"], "select")
        if "ignore" in table:
            settings.ignore = _codes(table["ignore"], "ignore")
        if "per-file-ignores" in table:
            value = table["per-file-ignores"]
            if not isinstance(value, dict):
                raise UsageError(f"{pyproject}: per-file-ignores: expected a table of glob = [codes]")
            settings.per_file_ignores = {glob: _codes(codes, f"per-file-ignores.{glob}") for glob, codes in value.items()}
        if "exclude" in table:
            value = table["exclude"]
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise UsageError(f"{pyproject}: exclude: expected a list of globs")
            settings.exclude = tuple(value)
    if select:
        settings.select = _codes(select, "--select")
    if ignore:
        settings.ignore = _codes(ignore, "--ignore")
    return settings


# --------------------------------------------------------------------------- files


@dataclass
class SourceFile:
    path: str  # as the user named it (or --stdin-filename)
    text: str
    encoding: str
    real_path: Optional[Path]  # None for stdin


def read_source(path: Path, display: str) -> SourceFile:
    """Decode as Python does (coding cookie, BOM), keeping line endings as they are."""
    data = path.read_bytes()
    return decode(data, display, path)


def decode(data: bytes, display: str, real_path: Optional[Path]) -> SourceFile:
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
        text = data.decode(encoding)
    except (SyntaxError, LookupError, UnicodeDecodeError) as error:
        raise UsageError(f"{display}: cannot decode: {error}") from None
    if encoding == "utf-8" and data.startswith(b"\xef\xbb\xbf"):
        encoding = "utf-8-sig"
    if text.startswith("\ufeff"):
        text = text[1:]
    return SourceFile(display, text, encoding, real_path)


def python_files(paths: list, settings: Settings) -> list:
    found = []
    for name in paths:
        path = Path(name)
        if not path.exists():
            raise UsageError(f"{name}: no such file or directory")
        if path.is_dir():
            for root, directories, files in os.walk(path):
                directories[:] = sorted(
                    d for d in directories if d not in SKIPPED_DIRECTORIES and not settings.excluded(Path(root, d))
                )
                found += [Path(root, f) for f in sorted(files) if f.endswith(".py") and not settings.excluded(Path(root, f))]
        elif not settings.excluded(path):
            found.append(path)
    return found


def write_atomically(source: SourceFile, new_text: str) -> None:
    """Temporary file in the same folder, same permissions and encoding, then rename:
    an interruption leaves the old file or the new one, never half of one."""
    target = source.real_path
    assert target is not None
    data = new_text.encode(source.encoding)
    mode = target.stat().st_mode
    descriptor, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temporary, mode & 0o7777)
        os.replace(temporary, target)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise


# --------------------------------------------------------------------------- linting


def _noqa_filter(findings: list, text: str, settings: Settings, path: str) -> list:
    """Exactly flake8's rules: ``# flake8: noqa`` alone on a line skips the file;
    ``# noqa`` silences its line; ``# noqa: CODES`` silences those codes (prefixes)."""
    lines = text.splitlines()
    if any(NOQA_FILE.match(line) for line in lines):
        return []
    kept = []
    for finding in findings:
        if not settings.wants(finding.code, path):
            continue
        line = lines[finding.line - 1] if 0 < finding.line <= len(lines) else ""
        match = NOQA_INLINE_REGEXP.search(line)
        if match is not None:
            codes = match.groupdict()["codes"]
            if codes is None:
                continue
            listed = parse_comma_separated_list(codes)
            if finding.code in listed or finding.code.startswith(tuple(listed)):
                continue
        kept.append(finding)
    return kept


def lint_text(text: str, settings: Settings, path: str) -> list:
    from .engine import lint_source

    if not might_use_jax(text):
        return []
    return _noqa_filter(lint_source(text), text, settings, path)


@dataclass
class FixOutcome:
    new_text: str
    fixed: list  # Fix objects applied, in order
    remaining: list  # findings left


def fix_text(text: str, settings: Settings, path: str, unsafe: bool) -> FixOutcome:
    """Apply fixes round after round until nothing more applies; verify the result parses."""
    import ast

    import libcst as cst

    from .engine import lint
    from .cstedit import apply_fixes

    fixed: list = []
    current = text
    for _ in range(MAX_FIX_ROUNDS):
        if not might_use_jax(current):
            break
        linted = lint(current)
        findings = _noqa_filter(linted.findings, current, settings, path)
        fixes = [f.fix for f in findings if f.fix is not None and (f.fix.safe or unsafe)]
        if not fixes:
            break
        new_module, applied = apply_fixes(linted.cst_module, fixes)
        if not applied:
            break
        candidate = new_module.code
        try:
            cst.parse_module(candidate)
            ast.parse(candidate)
        except (cst.ParserSyntaxError, SyntaxError, ValueError):
            break  # never keep a result that does not parse
        current = candidate
        fixed += applied
    remaining = lint_text(current, settings, path)
    return FixOutcome(current, fixed, remaining)


# --------------------------------------------------------------------------- output


def _finding_dict(path: str, finding) -> dict:
    fix = None
    if finding.fix is not None:
        fix = {"title": finding.fix.title, "applicability": "safe" if finding.fix.safe else "unsafe"}
    return {
        "code": finding.code,
        "message": finding.message,
        "path": path,
        "line": finding.line,
        "column": finding.column + 1,
        "end_line": finding.end_line,
        "end_column": finding.end_column + 1,
        "fix": fix,
        "url": rule_url(finding.code),
    }


def _sarif(results: list) -> dict:
    from .rules import ALL_RULES

    rules = []
    for rule in ALL_RULES:
        entry = {
            "id": rule.CODE,
            "name": rule.TITLE.replace(" ", "-"),
            "shortDescription": {"text": rule.TITLE},
            "fullDescription": {"text": " ".join((rule.__doc__ or rule.TITLE).split())},
            "defaultConfiguration": {"level": "warning"},
        }
        url = rule_url(rule.CODE)
        if url:
            entry["helpUri"] = url
        rules.append(entry)
    index = {rule["id"]: i for i, rule in enumerate(rules)}
    return {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [
            {
                "tool": {"driver": {"name": "jaxmuseum", "version": __version__, "rules": rules}},
                "results": [
                    {
                        "ruleId": finding.code,
                        "ruleIndex": index[finding.code],
                        "level": "warning",
                        "message": {"text": finding.message},
                        "locations": [
                            {
                                "physicalLocation": {
                                    "artifactLocation": {"uri": Path(path).as_posix()},
                                    "region": {
                                        "startLine": finding.line,
                                        "startColumn": finding.column + 1,
                                        "endLine": finding.end_line,
                                        "endColumn": finding.end_column + 1,
                                    },
                                }
                            }
                        ],
                    }
                    for path, finding in results
                ],
            }
        ],
    }


def _github_escape(text: str, property_value: bool = False) -> str:
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    if property_value:
        text = text.replace(":", "%3A").replace(",", "%2C")
    return text


def report(results: list, fmt: str, out) -> None:
    """``results``: (path, finding) pairs."""
    if fmt == "json":
        json.dump([_finding_dict(path, finding) for path, finding in results], out, indent=2)
        out.write("\n")
    elif fmt == "sarif":
        json.dump(_sarif(results), out, indent=2)
        out.write("\n")
    elif fmt == "github":
        for path, f in results:
            out.write(
                f"::warning file={_github_escape(path, True)},line={f.line},col={f.column + 1},"
                f"endLine={f.end_line},endColumn={f.end_column + 1},title={f.code}::"
                f"{_github_escape(f.text())}\n"
            )
    else:
        for path, f in results:
            out.write(f"{path}:{f.line}:{f.column + 1}: {f.text()}\n")


def statistics(results: list, out) -> None:
    from .rules import RULES_BY_CODE

    counts: dict = {}
    for _, finding in results:
        counts[finding.code] = counts.get(finding.code, 0) + 1
    for code in sorted(counts):
        out.write(f"{counts[code]:<6} {code}  {RULES_BY_CODE[code].TITLE}\n")


# --------------------------------------------------------------------------- commands


def _sources(args: argparse.Namespace, settings: Settings):
    """Yield SourceFile objects; unreadable ones raise UsageError."""
    if args.paths == ["-"]:
        data = sys.stdin.buffer.read()
        yield decode(data, args.stdin_filename or "-", None)
        return
    if "-" in args.paths:
        raise UsageError("'-' (stdin) cannot be mixed with paths")
    files = python_files(args.paths, settings)
    if not files:
        raise UsageError(f"no Python files in {' '.join(args.paths)}")
    for path in files:
        try:
            yield read_source(path, str(path))
        except OSError as error:
            raise UsageError(f"{path}: cannot read: {error.strerror}") from None


def command_check(args: argparse.Namespace) -> int:
    from .engine import InternalError, ParseError

    settings = load_settings(args)
    results, failed = [], False
    for source in _sources(args, settings):
        try:
            findings = lint_text(source.text, settings, source.path)
        except ParseError as error:
            print(f"{source.path}: {error}", file=sys.stderr)
            failed = True
            continue
        except InternalError as error:  # the other rules' findings still count
            print(f"{source.path}: {error} (please report it)", file=sys.stderr)
            findings = _noqa_filter(error.findings, source.text, settings, source.path)
            failed = True
        results += [(source.path, finding) for finding in findings]
    report(results, args.format, sys.stdout)
    if args.statistics:
        statistics(results, sys.stdout)
    if failed:
        return EXIT_ERROR
    return EXIT_FINDINGS if results and not args.exit_zero else EXIT_CLEAN


def command_fix(args: argparse.Namespace) -> int:
    from .engine import InternalError, ParseError

    settings = load_settings(args)
    remaining, changed, failed = [], 0, False
    fixed_count = 0
    for source in _sources(args, settings):
        try:
            outcome = fix_text(source.text, settings, source.path, args.unsafe_fixes)
        except (ParseError, InternalError) as error:
            print(f"{source.path}: {error}; not fixed", file=sys.stderr)
            failed = True
            continue
        remaining += [(source.path, finding) for finding in outcome.remaining]
        fixed_count += len(outcome.fixed)
        if outcome.new_text == source.text:
            continue
        changed += 1
        if args.diff or source.real_path is None:
            if source.real_path is None and not args.diff:
                sys.stdout.write(outcome.new_text)
                continue
            sys.stdout.writelines(
                difflib.unified_diff(
                    source.text.splitlines(keepends=True),
                    outcome.new_text.splitlines(keepends=True),
                    fromfile=f"a/{source.path}",
                    tofile=f"b/{source.path}",
                )
            )
        else:
            try:
                write_atomically(source, outcome.new_text)
            except OSError as error:
                print(f"{source.path}: cannot write: {error.strerror}", file=sys.stderr)
                failed = True
                continue
        for fix in outcome.fixed:
            print(f"{source.path}: {'would fix' if args.diff else 'fixed'}: {fix.title}", file=sys.stderr)
    if not args.diff:
        report(remaining, "text", sys.stderr if args.paths == ["-"] else sys.stdout)
    verb = "Would fix" if args.diff else "Fixed"
    print(f"{verb} {fixed_count} finding(s) in {changed} file(s); {len(remaining)} remaining.", file=sys.stderr)
    if failed:
        return EXIT_ERROR
    if args.diff:
        return EXIT_FINDINGS if changed else EXIT_CLEAN
    return EXIT_FINDINGS if remaining else EXIT_CLEAN


def command_explain(args: argparse.Namespace) -> int:
    from .rules import RULES_BY_CODE

    code = args.code.upper()
    if code not in RULES_BY_CODE:
        raise UsageError(f"unknown rule {args.code!r} (known: {', '.join(RULES_BY_CODE)})")
    page = rule_page(code)
    if page is None:
        rule = RULES_BY_CODE[code]
        print(f"{code}: {rule.TITLE}\n\n{rule.__doc__}")
    else:
        print(page.read_text(encoding="utf-8"), end="")
    return EXIT_CLEAN


def _exhibit_folders() -> list:
    root = _project_root()
    if root is None:
        raise UsageError("the exhibits are not installed with this copy (use a source checkout)")
    return sorted(p for p in (root / "exhibits").iterdir() if p.is_dir() and p.name[:2].isdigit())


def command_exhibits(args: argparse.Namespace) -> int:
    for folder in _exhibit_folders():
        caption = (folder / "README.md").read_text(encoding="utf-8").splitlines()[0].lstrip("# ")
        print(f"{folder.name[:2]}  {caption}")
    return EXIT_CLEAN


def command_exhibit(args: argparse.Namespace) -> int:
    number = f"{int(args.number):02d}" if args.number.isdigit() else args.number
    folders = [f for f in _exhibit_folders() if f.name.startswith(number)]
    if not folders:
        raise UsageError(f"no exhibit {args.number!r}; `jaxmuseum exhibits` lists them")
    folder = folders[0]
    errors = sorted(folder.glob("error-jax-*.txt"))
    parts = [
        (folder / "README.md").read_text(encoding="utf-8").rstrip(),
        "## The failing code\n\n" + (folder / "failing.py").read_text(encoding="utf-8").rstrip(),
        *(
            f"## The error, as {e.stem.removeprefix('error-').replace('-', ' ')} printed it\n\n"
            + e.read_text(encoding="utf-8").rstrip()
            for e in errors
        ),
        "## The fix\n\n" + (folder / "fix.py").read_text(encoding="utf-8").rstrip(),
    ]
    print("\n\n".join(parts))
    return EXIT_CLEAN


def command_lsp(args: argparse.Namespace) -> int:
    from .lsp import main as serve  # pygls loads only for the editor

    return serve()


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="jaxmuseum", description="Catch the JAX mistakes of the first month.")
    parser.add_argument("--version", action="version", version=f"jaxmuseum {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)

    def with_paths(command: argparse.ArgumentParser) -> None:
        command.add_argument("paths", nargs="+", help="files, folders (recursively), or - for stdin")
        command.add_argument("--stdin-filename", help="the name to report for stdin")
        command.add_argument("--select", help="comma-separated code prefixes to report")
        command.add_argument("--ignore", help="comma-separated code prefixes to leave out")
        command.add_argument("--config", help="a pyproject.toml to read instead of the nearest one")

    check = commands.add_parser("check", help="report findings")
    with_paths(check)
    check.add_argument("--format", choices=("text", "json", "sarif", "github"), default="text")
    check.add_argument("--statistics", action="store_true", help="count findings per code")
    check.add_argument("--exit-zero", action="store_true", help="exit 0 even with findings")
    check.set_defaults(handler=command_check)

    fix = commands.add_parser("fix", help="apply safe fixes in place")
    with_paths(fix)
    fix.add_argument("--unsafe-fixes", action="store_true", help="also apply fixes that may change behaviour")
    fix.add_argument("--diff", action="store_true", help="print a unified diff and write nothing")
    fix.set_defaults(handler=command_fix)

    explain = commands.add_parser("explain", help="show a rule's page")
    explain.add_argument("code")
    explain.set_defaults(handler=command_explain)

    exhibits = commands.add_parser("exhibits", help="list the museum's exhibits")
    exhibits.set_defaults(handler=command_exhibits)
    exhibit = commands.add_parser("exhibit", help="show one exhibit: caption, code, error, fix")
    exhibit.add_argument("number")
    exhibit.set_defaults(handler=command_exhibit)
    lsp = commands.add_parser("lsp", help="run the language server (LSP over stdio)")
    lsp.set_defaults(handler=command_lsp)
    return parser


def main(argv: Optional[list] = None) -> int:
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:  # argparse: 0 for --help/--version, 2 for usage errors
        return int(exit_.code or 0)
    try:
        return args.handler(args)
    except UsageError as error:
        print(f"jaxmuseum: error: {error}", file=sys.stderr)
        return EXIT_ERROR


if __name__ == "__main__":
    sys.exit(main())
