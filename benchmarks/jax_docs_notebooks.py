"""The linter on JAX's own documentation notebooks: what it flags, and what it costs.

    python benchmarks/jax_docs_notebooks.py NOTEBOOK_DIR [--rounds 5]

NOTEBOOK_DIR: the ``.ipynb`` files of a jax-ml/jax checkout (``docs/**/*.ipynb``),
copied flat or not.  For each notebook it prints

1. the cells tagged ``raises-exception`` (the mistakes JAX's docs make on purpose),
   and the findings in each; then every finding outside those cells, to judge by hand;
2. the cost, as medians of interleaved rounds in this process: checking the notebook
   (JSON read, nbformat, masking, lint), and linting the same code as a ``.py`` text
   (the concatenated cells), so the difference is what the notebook format adds.

A benchmark, not a test: nothing fails.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

from flake8_jaxmuseum import ipynb
from flake8_jaxmuseum.checking import check_text
from flake8_jaxmuseum.engine import ParseError
from flake8_jaxmuseum.settings import Settings


def tagged_cells(raw: str) -> set:
    cells = json.loads(raw)["cells"]
    return {n for n, cell in enumerate(cells, 1) if "raises-exception" in cell.get("metadata", {}).get("tags", [])}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    settings = Settings()
    paths = sorted(Path(args.folder).rglob("*.ipynb"))
    total_tagged = total_flagged = total_elsewhere = 0
    notebook_times, module_times, sizes = [], [], []
    for path in paths:
        raw = path.read_text(encoding="utf-8")
        try:
            notebook = ipynb.read(raw)
            result = ipynb.check(notebook, settings, str(path))
        except (ipynb.NotebookError, ParseError) as error:
            print(f"{path.name}: {error}")
            continue
        findings = result.checked.findings
        for error in result.errors:
            print(f"{path.name}: {error} (cell left out)")
        tagged = tagged_cells(raw)
        flagged = {f.cell for f in findings} & tagged
        elsewhere = [f for f in findings if f.cell not in tagged]
        total_tagged += len(tagged)
        total_flagged += len(flagged)
        total_elsewhere += len(elsewhere)
        if tagged or findings:
            print(f"{path.name}: raises-exception cells {sorted(tagged)}, flagged {sorted(flagged)}")
            for f in elsewhere:
                print(f"    elsewhere: cell {f.cell}:{f.line}:{f.column + 1}: {f.code} {f.message}")
        text = result.module.text  # the cells checked
        as_notebook, as_module = [], []
        for _ in range(args.rounds):
            start = time.perf_counter()
            ipynb.check(ipynb.read(raw), settings, str(path))
            as_notebook.append(time.perf_counter() - start)
            start = time.perf_counter()
            check_text(text, settings, "same.py")
            as_module.append(time.perf_counter() - start)
        notebook_times.append(statistics.median(as_notebook))
        module_times.append(statistics.median(as_module))
        sizes.append((len(raw), text.count("\n")))
    print(f"\n{len(paths)} notebooks, {sum(s for s, _ in sizes) / 1e6:.1f} MB of JSON, "
          f"{sum(n for _, n in sizes)} lines of code cells")
    print(f"raises-exception cells: {total_tagged}; with a finding in the cell: {total_flagged}; "
          f"findings elsewhere: {total_elsewhere}")
    print(f"time, summed medians: as notebooks {sum(notebook_times) * 1e3:.1f} ms, "
          f"the same code as .py text {sum(module_times) * 1e3:.1f} ms")
    worst = max(range(len(sizes)), key=lambda i: notebook_times[i] - module_times[i], default=None)
    if worst is not None:
        print(f"largest overhead: {paths[worst].name} ({sizes[worst][0] / 1e6:.2f} MB): "
              f"{notebook_times[worst] * 1e3:.1f} ms vs {module_times[worst] * 1e3:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
