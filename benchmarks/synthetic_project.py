"""A synthetic project of N modules, to time project mode against its size.

    python benchmarks/synthetic_project.py FOLDER N [--chain]

Writes ``FOLDER/pkg/m0.py`` ... ``m{N-1}.py`` and ``FOLDER/main.py`` (and a
pyproject.toml): each module imports two of the next ten and calls their functions from
its ``f``, every tenth jits its own step, ``main.py`` jits ``m0.f0`` (so every ``f`` is
traced, through the import graph), and the last module branches on its tracer (one
JXM002).  ``--chain``: each module imports only the next (main.py -> m0 -> ... -> m{N-1}).
Then time ``jaxmuseum check --no-cache FOLDER`` with and without ``--no-project``.
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path


def write(folder: Path, size: int, chain: bool = False, seed: int = 0) -> None:
    chooser = random.Random(seed)
    package = folder / "pkg"
    package.mkdir(parents=True, exist_ok=True)
    (folder / "pyproject.toml").write_text("[project]\nname = 'synthetic'\n")
    (package / "__init__.py").write_text("")
    (folder / "main.py").write_text(
        "import jax\nimport jax.numpy as jnp\n\nfrom pkg.m0 import f0\n\nprint(jax.jit(f0)(jnp.ones(3)))\n"
    )
    for k in range(size):
        later = list(range(k + 1, min(size, k + 11)))
        imported = later[:1] if chain else sorted(chooser.sample(later, min(2, len(later))))
        lines = ["import jax", "import jax.numpy as jnp", ""]
        lines += [f"from pkg.m{j} import f{j}" for j in imported]
        lines += ["", "", f"def helper{k}(x):", "    return x * 2 + 1", "", ""]
        lines += [f"def f{k}(x):"]
        if k == size - 1:
            lines += ["    if jnp.sum(x) > 0:", "        return x", "    return -x"]
        elif imported:
            lines += [f"    y = jnp.tanh(x) + helper{k}(x)"]
            lines += ["    return " + " + ".join(f"f{j}(y)" for j in imported)]
        else:
            lines += ["    return jnp.sin(x)"]
        if k % 10 == 0:
            lines += ["", "", "@jax.jit", f"def step{k}(x):", f"    return f{k}(x) * 0.5"]
        (package / f"m{k}.py").write_text("\n".join(lines) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", type=Path)
    parser.add_argument("size", type=int)
    parser.add_argument("--chain", action="store_true", help="each module imports only the next")
    args = parser.parse_args()
    write(args.folder, args.size, args.chain)


if __name__ == "__main__":
    main()
