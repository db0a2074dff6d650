"""``jaxmuseum``: check, fix, explain, and the museum on the terminal.

This front end only parses arguments, reads and writes files and formats results;
checking (settings, ``# noqa``) and fixing are :mod:`~flake8_jaxmuseum.checking`'s and
:mod:`~flake8_jaxmuseum.fixing`'s, shared with the language server.
"""

from __future__ import annotations

import argparse
import difflib
import os
import sys
from pathlib import Path
from typing import Iterator, Optional

from .. import __version__
from ..settings import OUTPUT_FORMATS, ConfigError, Settings, find_project_root, job_count, read_settings
from .files import InputFile, UsageError, decode, python_files, read_file, same_code, write_atomically
from .notebooks import check_notebook, fix_notebook, solved_slots, with_noqa_added

EXIT_CLEAN, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2
EXIT_INTERRUPTED = 130  # as a shell reports SIGINT
DEFAULT_SITE = "jaxmuseum-site"  # where `jaxmuseum museum` writes, in the working directory
EXIT_BROKEN_PIPE = 141  # as a shell reports SIGPIPE (git's status when its reader leaves)
# --format, before --output-format: its names and what they are now.
DEPRECATED_FORMATS = {"text": "concise", "json": "json", "sarif": "sarif", "github": "github"}


def _settings(args: argparse.Namespace) -> Settings:
    """``[tool.jaxmuseum]`` from the pyproject.toml nearest the working directory, flags on top."""
    return read_settings(Path.cwd(), args.config, args.select, args.ignore, args.target_jax,
                         False if args.no_project else None, args.force_exclude)


def _inputs(args: argparse.Namespace, settings: Settings) -> Iterator[InputFile]:
    if args.paths == ["-"]:
        yield decode(sys.stdin.buffer.read(), args.stdin_filename or "-", None)
        return
    if "-" in args.paths:
        raise UsageError("'-' (stdin) cannot be mixed with paths")
    files = python_files(args.paths, settings)
    if not files and not all(settings.excludes_named(Path(name)) for name in args.paths):
        raise UsageError(f"no Python files or notebooks in {' '.join(args.paths)}")
    for path in files:
        yield read_file(path, str(path))


def _report_failures(path: str, failures: list, suffix: str = "") -> None:
    for failure in failures:
        print(f"{path}: {failure} (please report it){suffix}", file=sys.stderr)


def _sources(inputs: list, args: argparse.Namespace) -> list:
    from ..batch import Source

    return [
        Source(source.path, source.text, source.real_path is not None,
               _stdin_file(args) if source.real_path is None else str(source.real_path))
        for source in inputs
    ]


def _stdin_file(args: argparse.Namespace) -> Optional[str]:
    """The file the text on stdin stands for (``--stdin-filename``), as flake8 reads it: in
    a project, that module's text is stdin's, and the project is the one on disk."""
    return args.stdin_filename if args.paths == ["-"] else None


def _cache(args: argparse.Namespace, settings: Settings):
    """The cache the flags and environment ask for, or None (``--no-cache``; stdin without
    ``--stdin-filename``, which has no project whose files the cache would serve)."""
    if args.no_cache or (args.paths == ["-"] and not args.stdin_filename):
        return None
    from ..cache import Cache, default_directory

    if args.cache_dir:
        directory = Path(args.cache_dir)
    else:
        root = Path(args.config).resolve().parent if args.config else find_project_root(Path.cwd().resolve())
        directory = default_directory(root)
    cache = Cache(directory, settings)
    cache.prepare()
    return cache


def _check_scripts(args: argparse.Namespace, settings: Settings, sources: list, cache, jobs,
                   reached: Optional[dict] = None, progress=None, notebooks: Optional[dict] = None) -> list:
    """A FileCheck per source; in a project, each source gets its place in it (its context).
    Each file's project is found from the file, as flake8 and ruff find configuration (the
    nearest folder above it with a pyproject.toml, setup.cfg, setup.py or .git; outside
    any, the folder above its topmost package): files of two roots are two projects.
    ``reached``, ``progress``, ``notebooks`` (the files of the notebooks checked, each filled
    with its project's answer): see :func:`~flake8_jaxmuseum.batch.check_in_project`."""
    from ..batch import check_in_project, check_sources
    from ..driver import ProjectDriver
    from ..layout import project_files, project_root

    if not settings.project:
        return check_sources(sources, settings, cache, jobs, progress)
    by_root: dict = {}  # a project root (None: stdin, alone) -> the positions of its sources
    roots: dict = {}  # a file's folder -> its project root, one lookup per folder
    marked: dict = {}  # a folder -> the nearest above it with a marker (see find_project_root)
    notebooks_of: dict = {}  # a project root -> the files of its notebooks checked

    def root_of(real_path: str) -> Optional[Path]:
        folder = Path(real_path).absolute().parent
        return roots.get(folder) or roots.setdefault(folder, project_root(Path(real_path), marked))

    for position, source in enumerate(sources):
        by_root.setdefault(None if source.real_path is None else root_of(source.real_path), []).append(position)
    for file in notebooks or ():
        root = root_of(file)
        by_root.setdefault(root, [])
        notebooks_of.setdefault(root, []).append(file)
    results: list = [None] * len(sources)
    for root, positions in by_root.items():
        group = [sources[position] for position in positions]
        files = None if root is None else project_files(root, settings.excluded)
        if files is None:  # stdin, or too many files for one project: each file alone
            checked = check_sources(group, settings, cache, jobs, progress)
        else:
            asked = [*(Path(source.real_path) for source in group), *map(Path, notebooks_of.get(root, ()))]
            searched = {str(path) for path in files}  # those a search found are in it already
            named = _named_in(root, [path for path in asked if str(path.absolute()) not in searched])
            driver = ProjectDriver(root, settings.options, cache, [*files, *named], jobs=jobs)
            answers = dict.fromkeys(notebooks_of.get(root, ()))
            checked = check_in_project(group, settings, cache, jobs, driver, reached, progress, answers)
            notebooks.update((file, answer) for file, answer in answers.items() if answer is not None)
        for position, source, answer in zip(positions, group, checked):
            sources[position], results[position] = source, answer  # with its context, for fix_sources
    return results


def _named_in(root: Path, paths: list) -> list:
    """The files named on the command line that are under ``root``: modules of its project
    even when ``exclude`` leaves them out of a search of its folders."""
    inside = []
    for path in paths:
        try:
            path.resolve().relative_to(root.resolve())
        except ValueError:
            continue
        inside.append(path)
    return inside


def _report_reached(reached: dict) -> None:
    """One line on stderr when the files checked trace or call into files not checked that
    have findings (``check train.py`` while the mistake it jits is in model.py)."""
    counts = {os.path.relpath(file): len(checked.findings) for file, checked in sorted(reached.items())
              if checked.findings}
    if not counts:
        return
    files = list(counts)
    shown = ", ".join(files[:3]) + (f" and {len(files) - 3} more" if len(files) > 3 else "")
    to_check = " ".join(files) if len(files) <= 3 else (os.path.commonpath(files) or ".")
    total = sum(counts.values())
    print(f"jaxmuseum: {total} finding{'s' * (total != 1)} in files not checked here that these files trace or "
          f"call into: {shown} (run `jaxmuseum check {to_check}` to see them)", file=sys.stderr)


def _jobs(args: argparse.Namespace, settings: Settings) -> Optional[int]:
    return job_count(args.jobs, "--jobs") if args.jobs is not None else settings.jobs


def _output_format(args: argparse.Namespace, settings: Settings) -> str:
    """The flag, else ``output-format``, else full for a person at a terminal and concise
    (flake8's line) for a pipe, a file or CI."""
    if args.format and args.output_format and DEPRECATED_FORMATS.get(args.format) != args.output_format:
        raise UsageError("--format is the old name of --output-format: give one")
    chosen = args.output_format or DEPRECATED_FORMATS.get(args.format) or settings.output_format
    return chosen or ("full" if sys.stdout.isatty() else "concise")


def command_check(args: argparse.Namespace) -> int:
    if args.watch:
        from .watch import watch

        return watch(args, command_check)
    from ..engine import ParseError
    from ..ipynb import NotebookError, is_notebook
    from .output import SYNTAX_ERROR, report, statistics, summary, unparsed
    from .progress import progress_bar

    settings = _settings(args)
    if args.add_noqa and "-" in args.paths:
        raise UsageError("--add-noqa writes files: give paths, not - (stdin)")
    output_format = _output_format(args, settings)
    inputs = list(_inputs(args, settings))
    scripts = [source for source in inputs if not is_notebook(source.path)]
    reached: dict = {}
    solved = solved_slots(inputs)
    with progress_bar() as progress:
        checks = _check_scripts(args, settings, _sources(scripts, args), _cache(args, settings),
                                _jobs(args, settings), reached, progress, solved)
    checked_scripts = {id(source): checked for source, checked in zip(scripts, checks)}
    if args.add_noqa:
        return _add_noqa(inputs, checked_scripts, settings, solved)
    # A file that does not parse is the user's to mend (--exit-zero forgives it, as ruff
    # does a syntax error); a rule that failed is ours, and always exits 2.
    results, texts, unreadable, failed = [], {}, False, False
    for source in inputs:
        if is_notebook(source.path):
            try:
                notebook, cells = check_notebook(source, settings, solved.get(str(source.real_path)))
            except (ParseError, NotebookError) as error:
                print(f"{source.path}: {error}", file=sys.stderr)
                results.append((source.path, unparsed(str(error))))
                unreadable = True
                continue
            for error in cells.errors:  # a cell that does not parse; the others are checked
                print(f"{source.path}: {error}", file=sys.stderr)
                results.append((source.path, unparsed(str(error))))
                unreadable = True
            texts.update({(source.path, number): text for number, text in enumerate(notebook.sources, 1)})
            checked = cells.checked
        else:
            checked = checked_scripts[id(source)]
            if checked.error is not None:
                print(f"{source.path}: {checked.error}", file=sys.stderr)
                results.append((source.path, unparsed(checked.error)))
                unreadable = True
                continue
            texts[(source.path, None)] = source.text
        if checked.failures:  # the other rules' findings still count
            _report_failures(source.path, checked.failures)
            failed = True
        results += [(source.path, finding) for finding in checked.findings]
    report(results, output_format, sys.stdout, settings.docs_url, texts, [source.path for source in inputs])
    if args.statistics:
        statistics(results, sys.stdout)
    # The summary is for a person: after full's frames, as ruff prints it; beside concise's
    # lines only on a terminal's stderr, so that a captured report stays flake8's, line for line.
    if output_format == "full":
        print(summary(results, len(inputs)))
    elif output_format == "concise" and sys.stderr.isatty():
        sys.stdout.flush()
        print(summary(results, len(inputs)), file=sys.stderr)
    findings = any(finding.code != SYNTAX_ERROR for _, finding in results)
    _report_reached(reached)
    if failed or (unreadable and not args.exit_zero):
        return EXIT_ERROR
    return EXIT_FINDINGS if findings and not args.exit_zero else EXIT_CLEAN


def _add_noqa(inputs: list, checked_scripts: dict, settings: Settings, solved: dict) -> int:
    """``check --add-noqa``: a ``# noqa: CODE`` where flake8 reads it for every finding, so
    that a codebase starts clean and only new findings fail.  A file is written (atomically,
    as ``fix`` writes) only when its syntax tree is unchanged: only comments were added."""
    from ..engine import ParseError
    from ..ipynb import NotebookError, is_notebook
    from ..noqa import with_noqa

    added, files, failed = 0, 0, False
    for source in inputs:
        try:
            if is_notebook(source.path):
                new_text, count = with_noqa_added(source, settings, solved.get(str(source.real_path)))
            else:
                checked = checked_scripts[id(source)]
                if checked.error is not None:
                    raise ParseError(checked.error)
                if checked.failures:  # never write what a failing rule may have misjudged
                    _report_failures(source.path, checked.failures, "; not changed")
                    failed = True
                    continue
                new_text, count = with_noqa(source.text, checked.findings)
                same_code(source.text, new_text)
        except (ParseError, NotebookError) as error:
            print(f"{source.path}: {error}; not changed", file=sys.stderr)
            failed = True
            continue
        if not count:
            continue
        try:
            write_atomically(source, new_text)
        except OSError as error:
            print(f"{source.path}: cannot write: {error.strerror}", file=sys.stderr)
            failed = True
            continue
        added, files = added + count, files + 1
    print(f"Added {added} noqa code{'' if added == 1 else 's'} to {files} file{'' if files == 1 else 's'}.",
          file=sys.stderr)
    return EXIT_ERROR if failed else EXIT_CLEAN


def _diff(path: str, old: str, new: str):
    return difflib.unified_diff(
        old.splitlines(keepends=True), new.splitlines(keepends=True), fromfile=f"a/{path}", tofile=f"b/{path}"
    )


def command_fix(args: argparse.Namespace) -> int:
    from ..batch import fix_sources
    from ..engine import ParseError
    from ..ipynb import NotebookError, is_notebook
    from .output import report

    settings = _settings(args)
    inputs = list(_inputs(args, settings))
    scripts = [source for source in inputs if not is_notebook(source.path)]
    cache, jobs = _cache(args, settings), _jobs(args, settings)
    sources = _sources(scripts, args)
    solved = solved_slots(inputs)
    if settings.project:  # each source's place in its project
        _check_scripts(args, settings, sources, cache, jobs, notebooks=solved)
    outcomes = fix_sources(sources, settings, cache, jobs, args.unsafe_fixes)
    fixed_scripts = {id(source): outcome for source, outcome in zip(scripts, outcomes)}
    remaining, changed, failed, fixed_count = [], 0, False, 0
    for source in inputs:
        if is_notebook(source.path):
            try:
                outcome, new_text, diff = fix_notebook(source, settings, args.unsafe_fixes,
                                                       solved.get(str(source.real_path)))
            except (ParseError, NotebookError) as error:
                print(f"{source.path}: {error}; not fixed", file=sys.stderr)
                failed = True
                continue
        else:
            outcome = fixed_scripts[id(source)]
            new_text, diff = outcome.new_text, _diff(source.path, source.text, outcome.new_text)
            if outcome.error is not None:
                print(f"{source.path}: {outcome.error}; not fixed", file=sys.stderr)
                failed = True
                continue
        if outcome.failures:  # never write what a failing rule may have misjudged
            _report_failures(source.path, outcome.failures, "; not fixed")
            failed = True
            continue
        remaining += [(source.path, finding) for finding in outcome.remaining]
        fixed_count += len(outcome.fixed)
        if new_text == source.text:
            continue
        changed += 1
        if source.real_path is None and not args.diff:
            sys.stdout.write(new_text)
            continue
        if args.diff:
            sys.stdout.writelines(diff)
        else:
            try:
                write_atomically(source, new_text)
            except OSError as error:
                print(f"{source.path}: cannot write: {error.strerror}", file=sys.stderr)
                failed = True
                continue
        for title in outcome.fixed:
            print(f"{source.path}: {'would fix' if args.diff else 'fixed'}: {title}", file=sys.stderr)
    if not args.diff:
        report(remaining, "concise", sys.stderr if args.paths == ["-"] else sys.stdout)
    verb = "Would fix" if args.diff else "Fixed"
    print(f"{verb} {fixed_count} finding(s) in {changed} file(s); {len(remaining)} remaining.", file=sys.stderr)
    if failed:
        return EXIT_ERROR
    if args.diff:
        return EXIT_FINDINGS if changed else EXIT_CLEAN
    return EXIT_FINDINGS if remaining else EXIT_CLEAN


def command_explain(args: argparse.Namespace) -> int:
    from ..documents import rule_page
    from ..rules import ALL_RULES, RULES_BY_CODE
    from .terminal import render

    if args.code is None:  # what there is to explain
        for rule in ALL_RULES:
            print(f"{rule.code}  {render(rule.title, colour=False)}")
        return EXIT_CLEAN
    code = args.code.upper()
    if code not in RULES_BY_CODE:
        raise UsageError(f"unknown rule {args.code!r} (known: {', '.join(RULES_BY_CODE)})")
    page = rule_page(code)
    if page is None:
        rule = RULES_BY_CODE[code]
        print(f"{code}: {rule.title}\n\n{rule.description}")
    else:
        print(render(page.read_text(encoding="utf-8")))
    return EXIT_CLEAN


def command_exhibits(args: argparse.Namespace) -> int:
    from ..documents import exhibits
    from .terminal import render

    for exhibit in exhibits():  # 09  JXM014  An API that JAX has removed
        title = exhibit.caption.split(": ", 1)[-1]  # the caption less its "Exhibit 09: "
        print(f"{exhibit.number}  {exhibit.rule}  {render(title, colour=False)}")
    return EXIT_CLEAN


def command_exhibit(args: argparse.Namespace) -> int:
    from ..documents import exhibit_markdown, exhibits
    from .terminal import render

    wanted = args.number.strip()
    if wanted.isdigit():
        found = [exhibit for exhibit in exhibits() if exhibit.number == f"{int(wanted):02d}"]
    else:  # a rule's code (JXM002), or the start of a folder name (02-traced)
        found = [exhibit for exhibit in exhibits() if exhibit.rule == wanted.upper() or exhibit.name.startswith(wanted)]
    if not found:
        raise UsageError(f"no exhibit {args.number!r}; `jaxmuseum exhibits` lists them")
    print(render(exhibit_markdown(found[0])))
    return EXIT_CLEAN


def command_museum(args: argparse.Namespace) -> int:
    from ..site import build_site

    settings = _settings_without_paths(args)
    output = Path(args.output)
    _check_museum_folder(output, args.force)
    try:
        pages = build_site(output, settings.docs_url)
    except OSError as error:
        raise UsageError(f"{args.output}: cannot write the museum: {error.strerror or error}") from None
    print(f"Wrote the museum ({len(pages)} pages) to {args.output}; open {output / 'index.html'}")
    return EXIT_CLEAN


def _check_museum_folder(output: Path, force: bool) -> None:
    """The museum is written only into a new or empty folder, or one holding a museum this
    tool wrote (or anywhere with ``--force``): never over another site's index.html."""
    from ..site import is_museum

    if output.exists() and not output.is_dir():
        raise UsageError(f"{output}: not a folder")
    try:
        occupied = output.is_dir() and any(output.iterdir())
    except OSError as error:
        raise UsageError(f"{output}: cannot read: {error.strerror}") from None
    if occupied and not force and not is_museum(output):
        raise UsageError(f"{output}: the folder holds other files and no museum written by jaxmuseum; "
                         "pass --force to write the museum into it (its files of the same names are replaced)")


def _settings_without_paths(args: argparse.Namespace) -> Settings:
    return read_settings(Path.cwd(), getattr(args, "config", None))


def parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="jaxmuseum", description="Catch the JAX mistakes of the first month.")
    parser.add_argument("--version", action="version", version=f"jaxmuseum {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)

    def with_paths(command: argparse.ArgumentParser) -> None:
        command.add_argument("paths", nargs="*", default=["."],
                             help="files (.py, .ipynb), folders (recursively), or - for stdin (default: .)")
        command.add_argument("--stdin-filename", help="the name to report for stdin")
        command.add_argument("--select", help="comma-separated code prefixes to report")
        command.add_argument("--ignore", help="comma-separated code prefixes to leave out")
        command.add_argument("--config", help="a pyproject.toml to read instead of the nearest one")
        command.add_argument("--jobs", "-j", help="worker processes: a number or auto (default: every core; 1: none)")
        command.add_argument("--no-cache", action="store_true", help="neither read nor write the cache")
        command.add_argument("--cache-dir", help="where to keep the cache (default: $JAXMUSEUM_CACHE_DIR, "
                                                 "or .jaxmuseum_cache at the project root, or the user cache folder outside a project)")
        command.add_argument(
            "--target-jax", metavar="VERSION", help="the JAX release the code runs on (default: the newest known)"
        )
        command.add_argument("--no-project", action="store_true",
                             help="lint each file alone, not as a module of its project")
        command.add_argument("--force-exclude", action="store_true",
                             help="apply exclude to the paths named too (for pre-commit, which names every file)")

    check = commands.add_parser("check", help="report findings")
    with_paths(check)
    check.add_argument("--output-format", choices=OUTPUT_FORMATS,
                       help="full (code frames), concise (flake8's line), json, sarif, github, gitlab or junit "
                            "(default: output-format in [tool.jaxmuseum], else full on a terminal, concise piped)")
    check.add_argument("--format", choices=tuple(DEPRECATED_FORMATS), help="deprecated: --output-format (text: concise)")
    check.add_argument("--statistics", action="store_true", help="count findings per code")
    check.add_argument("--add-noqa", action="store_true",
                       help="add a `# noqa: CODE` for every finding (where flake8 reads it) and report how many")
    check.add_argument("--exit-zero", action="store_true",
                       help="exit 0 even with findings or files that do not parse (not when a rule fails)")
    check.add_argument("--watch", action="store_true",
                       help="check again whenever a file of the project changes (needs watchfiles)")
    check.set_defaults(handler=command_check)

    fix = commands.add_parser("fix", help="apply safe fixes in place")
    with_paths(fix)
    fix.add_argument("--unsafe-fixes", action="store_true", help="also apply fixes that may change behaviour")
    fix.add_argument("--diff", action="store_true", help="print a unified diff and write nothing")
    fix.set_defaults(handler=command_fix)

    explain = commands.add_parser("explain", help="show a rule's page (without a code: list the rules)")
    explain.add_argument("code", nargs="?")
    explain.set_defaults(handler=command_explain)

    exhibits = commands.add_parser("exhibits", help="list the museum's exhibits")
    exhibits.set_defaults(handler=command_exhibits)
    exhibit = commands.add_parser("exhibit", help="show one exhibit: caption, code, error, fix")
    exhibit.add_argument("number", help="its number (2, 02) or its rule's code (JXM002)")
    exhibit.set_defaults(handler=command_exhibit)
    museum = commands.add_parser("museum", help="write the museum as a static HTML site")
    museum.add_argument("--output", default=DEFAULT_SITE, help=f"the folder to write it to (default: {DEFAULT_SITE})")
    museum.add_argument("--config", help="a pyproject.toml to read instead of the nearest one")
    museum.add_argument("--force", action="store_true",
                        help="write into a folder that holds other files (those of the same names are replaced)")
    museum.set_defaults(handler=command_museum)
    # Served by flake8_jaxmuseum.lsp, which the program's entry point starts instead of
    # this front end; listed here so that --help shows it.
    commands.add_parser("lsp", help="run the language server (LSP over stdio)")
    return parser


def main(argv: Optional[list] = None) -> int:
    try:
        args = parser().parse_args(argv)
    except SystemExit as exit_:  # argparse: 0 for --help/--version, 2 for usage errors
        return int(exit_.code or 0)
    if args.command == "lsp":
        print("jaxmuseum: error: start the language server with `jaxmuseum lsp`", file=sys.stderr)
        return EXIT_ERROR
    try:
        status = args.handler(args)
        sys.stdout.flush()  # here, where a reader that left is caught, not at exit
        return status
    except (UsageError, ConfigError) as error:
        print(f"jaxmuseum: error: {error}", file=sys.stderr)
        return EXIT_ERROR
    except KeyboardInterrupt:  # workers stopped; every file written is whole
        print("jaxmuseum: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # ``jaxmuseum check | head -1``: the reader left; end quietly, as git does
        _silence_stdout()
        return EXIT_BROKEN_PIPE


def _silence_stdout() -> None:
    """Point stdout at /dev/null: Python flushes it once more on the way out."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
