"""What project mode costs against ``--no-project`` on real repositories (issue 32: at most 1.2x).

    python benchmarks/project_cost.py [--runs 5] [--jobs N] REPOSITORY...

For each repository (a folder: a checkout of a public project), it runs ``jaxmuseum check
--no-cache --output-format json .`` there as a project and with ``--no-project``, in turn
(project, alone, project, alone...), and takes each run's CPU time (user + system, of the
process and its workers, as the kernel accounts a finished child).  It prints per
repository the median CPU of each, the ratio of each pair (median, min, max) and whether
both print the same findings (code, file, line, column), and the ratio of the totals.  A
benchmark, not a test: nothing fails on timings; it exits 1 when a repository's findings
differ between the modes.  The machine's load moves single runs: quote the paired ratios.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

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


def main(argv: list = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("repositories", nargs="+", type=Path)
    parser.add_argument("--runs", type=int, default=5, help="pairs of runs per repository (default 5)")
    parser.add_argument("--jobs", default="auto", help="jaxmuseum's --jobs (default: auto)")
    args = parser.parse_args(argv)
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
