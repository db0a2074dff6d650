"""What project mode costs against ``--no-project`` on real repositories (issue 32: at most 1.2x).

    python benchmarks/project_cost.py [--runs 5] [--jobs N] REPOSITORY...
    python benchmarks/project_cost.py --parts [--runs 3] REPOSITORY...

For each repository (a folder: a checkout of a public project), it runs ``jaxmuseum check
--no-cache --output-format json .`` there as a project and with ``--no-project``, in turn
(project, alone, project, alone...), and takes each run's CPU time (user + system, of the
process and its workers, as the kernel accounts a finished child).  It prints per
repository the median CPU of each, the ratio of each pair (median, min, max) and whether
both print the same findings (code, file, line, column), and the ratio of the totals.  A
benchmark, not a test: nothing fails on timings; it exits 1 when a repository's findings
differ between the modes.  The machine's load moves single runs: quote the paired ratios.

``--parts`` says where project mode's cost goes, in this process (no start-up, one job): the
number of functions a trace enters in the files alone and in the project solved (project mode
analyses what other modules trace, which the files alone do not know is traced), the CPU of one
solve split by what it is spent on (parses, lints, summaries, the rest: each part's own), then the CPU
of every repository's files linted alone, of the project solved (the driver of ``check``)
whole, of its floor (each file linted once in the context the solve ends with, its entries
and exports, with no summary and no index: what analysing what the entries reveal costs by
itself; and that without the pasted definitions), and of the project solved with one part
switched off at a time, each the fastest of ``--runs`` rounds: the summaries' outgoing entries
computed but not recorded (what they lead to), not computed at all, the definitions of other
modules not pasted (their export records still made), and no exports at all.  What a part
costs is the difference from the whole.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent


def run(repository: Path, project: bool, jobs: str) -> tuple:
    """(CPU seconds, the findings as a sorted list) of one ``check`` of ``repository``."""
    command = [sys.executable, "-m", "flake8_jaxmuseum", "check", "--no-cache", "--jobs", jobs,
               "--output-format", "json", "."]
    if not project:
        command.insert(4, "--no-project")
    environment = dict(os.environ, PYTHONPATH=str(ROOT / "src"), JAX_PLATFORMS="cpu")
    with subprocess.Popen(command, cwd=repository, env=environment, stdout=subprocess.PIPE,
                          stderr=subprocess.DEVNULL) as process:
        output = process.stdout.read()
        _, _, usage = os.wait4(process.pid, 0)
        process.returncode = 0  # reaped here: Popen must not wait for it again
    findings = sorted((f["code"], f["path"], f["line"], f["column"]) for f in json.loads(output or b"[]"))
    return usage.ru_utime + usage.ru_stime, findings


def parts(repositories: list, runs: int) -> None:
    """Print the CPU of each part of project mode (see ``--parts``), summed over ``repositories``."""
    import time
    from contextlib import nullcontext
    from dataclasses import replace
    from unittest import mock

    sys.path.insert(0, str(ROOT / "src"))
    from flake8_jaxmuseum import driver, engine, project
    from flake8_jaxmuseum.layout import project_files
    from flake8_jaxmuseum.options import LintOptions
    from flake8_jaxmuseum.semantics import model, summary

    options = LintOptions()
    trees = [(path, project_files(path)) for path in (p.absolute() for p in repositories)]

    def alone() -> None:
        for _, files in trees:
            for file in files:
                if file.suffix == ".py":
                    try:
                        engine.lint(file.read_text(errors="replace"), options=options)
                    except engine.ParseError:
                        pass

    def solved() -> None:
        for root, files in trees:
            driver.ProjectDriver(root, options, None, files, jobs=1).check(files)

    finals = []  # (text, its final context in the project solved), each Python file of every repository
    for root, files in trees:
        solve = driver.ProjectDriver(root, options, None, files, jobs=1)
        solve.check(files)
        for file in files:
            module = solve.index.module_at(file)
            if file.suffix == ".py" and module is not None:
                finals.append((file.read_text(errors="replace"), solve.index.context(module)))

    def in_final_contexts(exports: bool) -> Callable:
        def run() -> None:  # each file linted in its final context: no summary, no index, no solve
            for text, context in finals:
                try:
                    engine.lint(text, options=options, project=context if exports else replace(context, exports=()),
                                summarized=False)
                except engine.ParseError:
                    pass
        return run

    def names_only(semantics, name, *_):
        return summary._unpasted(summary._names(name, semantics.module_scope), semantics.pasted)

    record = project.ProjectIndex.record  # the original, which the patch below calls without the entries

    variants = [
        ("files alone", alone, None),
        ("project, whole", solved, None),
        ("final contexts only", in_final_contexts(True), None),
        ("... without exports", in_final_contexts(False), None),
        ("entries not recorded", solved, mock.patch.object(
            project.ProjectIndex, "record", lambda self, module, found: record(self, module, replace(found, outgoing=())))),
        ("no outgoing entries", solved, mock.patch.object(engine, "summarize", names_only)),
        ("nothing pasted", solved, mock.patch.object(model, "paste", lambda tree, exports: (tree, None))),
        ("no exports", solved, mock.patch.object(project.ProjectIndex, "exports", lambda self, module: ())),
    ]
    solved()  # a warm-up: imports, the file system's caches
    counted = _traced_functions(model, alone), _traced_functions(model, solved)
    print(f"functions a trace enters: {counted[0][0]} in {counted[0][1]} models of the files alone, "
          f"{counted[1][0]} in {counted[1][1]} models of the project solved")
    split = _split(engine, solved)
    print("the project solved, by what its time is spent on (each part's own time, one run): " + ", ".join(
        f"{label} {spent:.3f} s" for label, spent in split.items()))
    times = {}
    for label, run, patch in variants:
        best = None
        for _ in range(runs):
            with patch if patch is not None else nullcontext():
                started = time.process_time()
                run()
                spent = time.process_time() - started
            best = spent if best is None else min(best, spent)
        times[label] = best
    whole, files = times["project, whole"], times["files alone"]
    for label, spent in times.items():
        part = "" if label in ("files alone", "project, whole") or label in _FLOORS else (
            f"  (the part: {whole - spent:6.3f} s)")
        print(f"{label:24} {spent:7.3f} s  {spent / files:5.2f}x the files alone{part}")


# Not a part switched off: the floor of any design that analyses what the project's entries reveal,
# every file linted once in the context the solve ends with (its entries and exports), without the
# summaries and the index that find them; and that without the pasted definitions.
_FLOORS = ("final contexts only", "... without exports")


def _split(engine, run) -> dict:
    """The CPU of one ``run`` of a solve, each part's own (a part's time less the parts it calls):
    the parses of modules linted, the lints (model and rules), the summaries made after them, and
    the rest (the index: names, facts, exports, the solve; reading files; the collector)."""
    import time
    from unittest import mock

    spent = {"parse": 0.0, "lint": 0.0, "summaries": 0.0}
    inner = []  # the time of the parts under way that their callees took

    def timed(function, label):
        def run_timed(*args, **kwargs):
            started = time.process_time()
            inner.append(0.0)
            try:
                return function(*args, **kwargs)
            finally:
                elapsed, nested = time.process_time() - started, inner.pop()
                spent[label] += elapsed - nested
                if inner:
                    inner[-1] += elapsed
        return run_timed

    with mock.patch.object(engine, "parse", timed(engine.parse, "parse")), mock.patch.object(
            engine, "_lint_tree", timed(engine._lint_tree, "lint")), mock.patch.object(
            engine, "summarize", timed(engine.summarize, "summaries")):
        started = time.process_time()
        run()
        whole = time.process_time() - started
    return {**spent, "the rest": whole - sum(spent.values())}


def _traced_functions(model, run) -> tuple:
    """(the functions a trace enters, summed over every model ``run`` builds; the models): project
    mode analyses what other modules trace, which the files alone do not know is traced (each such
    function costs the model and the rules their traced-code questions), besides the project's own work."""
    from unittest import mock

    built = model.Semantics.__init__
    found = [0, 0]

    def counting(self, *args, **kwargs):
        built(self, *args, **kwargs)
        found[0] += sum(1 for _ in self.traced_functions())
        found[1] += 1

    with mock.patch.object(model.Semantics, "__init__", counting):
        run()
    return tuple(found)


def main(argv: list = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("repositories", nargs="+", type=Path)
    parser.add_argument("--runs", type=int, default=5, help="pairs of runs per repository (default 5)")
    parser.add_argument("--jobs", default="auto", help="jaxmuseum's --jobs (default: auto)")
    parser.add_argument("--parts", action="store_true", help="where project mode's cost goes, in this process")
    args = parser.parse_args(argv)
    if args.parts:
        parts(args.repositories, args.runs)
        return 0
    print(f"{'repository':28} {'project s':>9} {'alone s':>8} {'ratio':>6} {'min':>6} {'max':>6}  findings")
    totals = [0.0, 0.0]
    differ = False
    for repository in args.repositories:
        project_times, alone_times, ratios = [], [], []
        run(repository, True, args.jobs)  # a warm-up: the file system's caches
        for _ in range(args.runs):
            project_time, project_findings = run(repository, True, args.jobs)
            alone_time, alone_findings = run(repository, False, args.jobs)
            project_times.append(project_time)
            alone_times.append(alone_time)
            ratios.append(project_time / alone_time)
        same = project_findings == alone_findings
        differ |= not same
        project_median, alone_median = statistics.median(project_times), statistics.median(alone_times)
        totals[0] += project_median
        totals[1] += alone_median
        print(f"{repository.name:28} {project_median:9.3f} {alone_median:8.3f} {statistics.median(ratios):6.3f} "
              f"{min(ratios):6.3f} {max(ratios):6.3f}  {len(project_findings)} "
              f"{'identical' if same else 'DIFFER: %d alone' % len(alone_findings)}")
    print(f"{'total (medians)':28} {totals[0]:9.3f} {totals[1]:8.3f} {totals[0] / totals[1]:6.3f}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
