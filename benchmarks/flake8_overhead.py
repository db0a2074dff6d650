"""What installing flake8-jaxmuseum costs a flake8 run, measured side by side.

    python benchmarks/flake8_overhead.py [--rounds 5] [--skip-jax-libraries]

Builds three virtual environments under .cache/bench (plain flake8; flake8 with
flake8-bugbear, the reference; flake8 with this project), downloads the pinned real
libraries (see real_libraries.py), then runs, interleaved round by round:

1. ``flake8 -j1`` over flax's sources in each environment (a copy of them with a
   pyproject.toml, so that the plugin lints each file as a module of the flax project, as
   it would in flax's checkout);
2. ``flake8 -j1`` over CPython's email, json, asyncio and logging packages (no JAX);
3. ``jaxmuseum check`` over flax, optax, equinox and jax, against plain ``flake8 -j1``.

It prints the medians of child CPU time (user + system) and peak memory, and the
ratios.  A benchmark, not a test: nothing fails on timings.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

import real_libraries  # noqa: E402

BENCH = ROOT / ".cache" / "bench"
FLAKE8 = "flake8==7.5.0"
ENVIRONMENTS = {
    "plain": [FLAKE8],
    "bugbear": [FLAKE8, "flake8-bugbear==26.10.27"],
    "jaxmuseum": [FLAKE8, str(ROOT)],
}
STDLIB_PACKAGES = ("email", "json", "asyncio", "logging")


def environment(name: str) -> Path:
    """The bin folder of a ready environment, built on first use."""
    folder = BENCH / name
    bin_dir = folder / "bin"
    if not (folder / ".complete").exists():
        venv.EnvBuilder(with_pip=True, clear=True).create(folder)
        subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "-q", *ENVIRONMENTS[name]], check=True)
        (folder / ".complete").write_text("")
    elif name == "jaxmuseum":  # measure the working tree, not the build of an older run
        subprocess.run(
            [str(bin_dir / "python"), "-m", "pip", "install", "-q", "--no-deps", "--force-reinstall", str(ROOT)],
            check=True,
        )
    return bin_dir


def project_copy(tree: Path) -> Path:
    """``tree`` copied under BENCH with a pyproject.toml: a project of its own (the
    unpacked wheels sit in this repository's .cache, whose files are no module of it)."""
    copy = BENCH / f"{tree.name}-project"
    if not (copy / "pyproject.toml").exists():
        shutil.copytree(tree, copy, dirs_exist_ok=True)
        (copy / "pyproject.toml").write_text("[project]\nname = 'benchmark-copy'\n")
    return copy


def measure(command: list) -> tuple:
    """(CPU seconds, peak resident MB) of one child process."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode not in (0, 1):
        raise RuntimeError(f"{command[0]} exited {process.returncode}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def run(rounds: int, with_jax_libraries: bool) -> dict:
    bins = {name: environment(name) for name in ENVIRONMENTS}
    trees = real_libraries.fetch()
    flax = str(project_copy(trees["flax==0.12.8"]) / "flax")
    stdlib = [str(Path(sysconfig.get_paths()["stdlib"]) / p) for p in STDLIB_PACKAGES]
    every = [str(t) for t in trees.values()]
    flake8 = ["-j1", "--isolated", "--exit-zero"]
    jobs = {}
    for name, bin_dir in bins.items():
        jobs[("flax", name)] = [str(bin_dir / "flake8"), *flake8, flax]
        jobs[("stdlib", name)] = [str(bin_dir / "flake8"), *flake8, *stdlib]
    if with_jax_libraries:
        jobs[("libraries", "plain flake8")] = [str(bins["plain"] / "flake8"), *flake8, *every]
        jobs[("libraries", "jaxmuseum check")] = [str(bins["jaxmuseum"] / "jaxmuseum"), "check", "--no-cache", "--jobs", "1", "--exit-zero", *every]
    samples: dict = {key: [] for key in jobs}
    for _ in range(rounds):  # interleaved: drift in the machine hits every variant alike
        for key, command in jobs.items():
            samples[key].append(measure(command))
    return samples


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--skip-jax-libraries", action="store_true", help="skip the slow third comparison")
    args = parser.parse_args()
    samples = run(args.rounds, not args.skip_jax_libraries)
    medians = {
        key: (statistics.median(s for s, _ in values), statistics.median(m for _, m in values))
        for key, values in samples.items()
    }
    baselines = {"flax": "plain", "stdlib": "plain", "libraries": "plain flake8"}
    print(f"{'corpus':<10} {'variant':<16} {'CPU s':>8} {'vs base':>8} {'peak MB':>8} {'+MB':>6}")
    for (corpus, variant), (seconds, memory) in medians.items():
        base_seconds, base_memory = medians[(corpus, baselines[corpus])]
        print(
            f"{corpus:<10} {variant:<16} {seconds:>8.2f} {seconds / base_seconds - 1:>+8.0%} "
            f"{memory:>8.0f} {memory - base_memory:>+6.0f}"
        )
    print(f"medians of {args.rounds} interleaved rounds; CPU = user + system time of the child")
    return 0


if __name__ == "__main__":
    sys.exit(main())
