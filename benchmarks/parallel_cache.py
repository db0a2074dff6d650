"""What the worker pool and the cache buy ``jaxmuseum check`` on big trees (issue 18).

    python benchmarks/parallel_cache.py [--rounds 5] [--cache DIR]

Over a copy of flax, optax, equinox and jax (the pinned wheels, see real_libraries.py),
it runs, interleaved round by round, ``jaxmuseum check --format json``:

1. cold, ``--jobs 1`` (an empty cache folder, so the cost of writing it counts);
2. cold, every core (the default);
3. warm: the cache full, nothing changed;
4. warm after changing one file (a comment appended to flax's ``linen/module.py``).

It checks that all four print the same bytes, and prints each one's median wall time
against the targets: (2) at most 0.6x (1), (3) at most 15% of (1).  A benchmark, not a
test: nothing fails on timings.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

import real_libraries  # noqa: E402

FOUR = ("flax==0.12.8", "optax==0.2.8", "equinox==0.13.8", "jax==0.10.2")
TOUCHED = Path("flax-0.12.8", "flax", "linen", "module.py")
RUNS = ("cold, --jobs 1", "cold, every core", "warm, nothing changed", "warm, one file changed")


def check(trees: list, *flags: str) -> tuple:
    """(wall seconds, CPU seconds of it and its workers, stdout) of one ``jaxmuseum check``."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    environment.pop("JAXMUSEUM_CACHE_DIR", None)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-m", "flake8_jaxmuseum", "check", "--format", "json", *flags, *map(str, trees)],
        capture_output=True, env=environment,
    )
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if result.returncode not in (0, 1):
        raise SystemExit(f"jaxmuseum check failed ({result.returncode}): {result.stderr.decode()[-2000:]}")
    return elapsed, cpu, result.stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--cache", type=Path, default=real_libraries.DEFAULT_CACHE, help="the unpacked wheels")
    args = parser.parse_args()
    trees = real_libraries.fetch(args.cache)
    with tempfile.TemporaryDirectory(prefix="jaxmuseum-bench-") as scratch:
        work = Path(scratch)
        copies = []
        for requirement in FOUR:
            copies.append(work / trees[requirement].name)
            shutil.copytree(trees[requirement], copies[-1])
        files = sum(len(real_libraries.python_files(tree)) for tree in copies)
        times: dict = {name: [] for name in RUNS}
        cpu_times: dict = {name: [] for name in RUNS}
        outputs: set = set()
        for round_number in range(args.rounds):
            cold_one, cold_all = work / f"cache-{round_number}-a", work / f"cache-{round_number}-b"
            runs = [
                check(copies, "--jobs", "1", "--cache-dir", str(cold_one)),
                check(copies, "--cache-dir", str(cold_all)),
                check(copies, "--cache-dir", str(cold_all)),
            ]
            with open(work / TOUCHED, "a", encoding="utf-8") as touched:
                touched.write(f"# round {round_number}\n")
            runs.append(check(copies, "--cache-dir", str(cold_all)))
            for name, (elapsed, cpu, output) in zip(RUNS, runs):
                times[name].append(elapsed)
                cpu_times[name].append(cpu)
                outputs.add(output)
            print(f"round {round_number + 1} (wall/CPU): " + ", ".join(f"{w:.2f}/{c:.2f} s" for w, c, _ in runs),
                  flush=True)
    if len(outputs) != 1:
        print("the runs printed different output!")
        return 1
    medians = {name: statistics.median(values) for name, values in times.items()}
    base = medians[RUNS[0]]
    print(f"\njaxmuseum check over {', '.join(FOUR)} ({files} files), median of {args.rounds} interleaved "
          f"rounds on {os.cpu_count()} cores; identical output in every run")
    targets = {RUNS[1]: "target <= 0.60x", RUNS[2]: "target <= 0.15x"}
    for name, median in medians.items():
        cpu = statistics.median(cpu_times[name])
        print(f"  {name:<24} {median:6.2f} s wall ({cpu:5.2f} s CPU)  {median / base:5.2f}x of cold --jobs 1  "
              f"{targets.get(name, '')}")
    loads = ", ".join(f"{load:.2f}" for load in os.getloadavg())
    print(f"  load average at the end: {loads} (other work shares the cores)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
