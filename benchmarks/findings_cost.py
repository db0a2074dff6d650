"""What a file with mistakes costs, next to the same file without them.

    python benchmarks/findings_cost.py [--rounds 5]

Uses the pinned real libraries (see real_libraries.py): jax's ``lax_numpy.py`` (9.6k
lines) and flax's ``linen/module.py`` (3.3k lines), each as published and with a
mistake appended (``x = jnp.zeros(3)`` then ``x[0] = 1.0``), and a 10k-line file with
50 fixable findings.  Measures, as medians (and maxima) of interleaved rounds:

1. ``engine.lint`` in this process;
2. ``flake8 --select JXM`` on the file (wall time of the whole process);
3. ``jaxmuseum check`` on the file;
4. ``jaxmuseum fix`` on the 50-finding file (a fresh copy each round);
5. the language server: a real stdio client opens the file, then edits it once a
   second, every other edit adding the mistake, and times each edit until its
   diagnostics arrive (the 0.3 s debounce subtracted).

A benchmark, not a test: nothing fails on timings.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT / "src"))

import real_libraries  # noqa: E402

MISTAKE = "\nimport jax.numpy as jnp\n_probe = jnp.zeros(3)\n_probe[0] = 1.0\n"
DEBOUNCE = 0.3


def sources() -> dict:
    trees = real_libraries.fetch()
    jax_tree = trees["jax==0.10.2"]
    flax_tree = trees["flax==0.12.8"]
    lax_numpy = (jax_tree / "jax/_src/numpy/lax_numpy.py").read_text()
    module = (flax_tree / "flax/linen/module.py").read_text()
    fifty = lax_numpy + "\nimport jax.numpy as jnp\n_probe = jnp.zeros(64)\n" + "".join(
        f"_probe[{i}] = {i}.0\n" for i in range(50)
    )
    return {
        "lax_numpy.py": (lax_numpy, lax_numpy + MISTAKE),
        "linen/module.py": (module, module + MISTAKE),
        "50 findings": (None, fifty),
    }


def wall(command: list, cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run(command, cwd=cwd, capture_output=True, check=False)
    return time.perf_counter() - start


def summary(values: list) -> str:
    return f"median {statistics.median(values):.3f} s, max {max(values):.3f} s"


async def lsp_latencies(text: str, mistaken: str, edits: int = 10) -> list:
    """Seconds from each didChange to its diagnostics, beyond the debounce."""
    from lsprotocol import types
    from pygls.lsp.client import BaseLanguageClient

    client = BaseLanguageClient("findings-cost", "1")
    arrived: asyncio.Queue = asyncio.Queue()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def diagnostics(params):
        arrived.put_nowait((time.perf_counter(), len(params.diagnostics)))

    await client.start_io(sys.executable, "-m", "flake8_jaxmuseum", "lsp")
    await client.initialize_async(types.InitializeParams(capabilities=types.ClientCapabilities()))
    client.initialized(types.InitializedParams())
    with tempfile.TemporaryDirectory() as folder:
        uri = (Path(folder) / "bench.py").as_uri()
        client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(uri=uri, language_id="python", version=1, text=text)
            )
        )
        await arrived.get()
        latencies = []
        for version in range(2, edits + 2):
            await asyncio.sleep(1.0)
            body = mistaken if version % 2 == 0 else text
            sent = time.perf_counter()
            client.text_document_did_change(
                types.DidChangeTextDocumentParams(
                    text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                    content_changes=[types.TextDocumentContentChangeWholeDocument(text=body)],
                )
            )
            received, _ = await arrived.get()
            latencies.append(received - sent - DEBOUNCE)
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()
    return latencies


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    from flake8_jaxmuseum.engine import lint

    files = sources()
    work = Path(tempfile.mkdtemp(prefix="findings-cost-"))
    try:
        for name, (clean, mistaken) in files.items():
            print(f"== {name}: {len((mistaken or clean).splitlines())} lines")
            variants = [("without", clean), ("with", mistaken)] if clean is not None else [("with", mistaken)]
            paths = {}
            for label, text in variants:
                path = work / f"{label}.py"
                path.write_text(text)
                paths[label] = path
            times: dict = {}
            for _ in range(args.rounds):
                for label, text in variants:
                    start = time.perf_counter()
                    lint(text)
                    times.setdefault(("engine.lint", label), []).append(time.perf_counter() - start)
                    flake8 = [sys.executable, "-m", "flake8", "--select", "JXM", paths[label].name]
                    times.setdefault(("flake8 --select JXM", label), []).append(wall(flake8, work))
                    check = [sys.executable, "-m", "flake8_jaxmuseum", "check", paths[label].name]
                    times.setdefault(("jaxmuseum check", label), []).append(wall(check, work))
                if clean is None:
                    target = work / "fixing.py"
                    shutil.copy(paths["with"], target)
                    fix = [sys.executable, "-m", "flake8_jaxmuseum", "fix", target.name]
                    times.setdefault(("jaxmuseum fix", "with"), []).append(wall(fix, work))
            for (what, label), values in times.items():
                ratio = ""
                if label == "with" and (what, "without") in times:
                    ratio = f"  ({statistics.median(values) / statistics.median(times[(what, 'without')]):.2f}x)"
                print(f"{what:22} {label:8} {summary(values)}{ratio}")
            if clean is not None:
                latencies = asyncio.run(lsp_latencies(clean, mistaken))
                print(f"{'lsp edit->diagnostics':22} {'':8} {summary(latencies)} (beyond the debounce)")
    finally:
        shutil.rmtree(work)
    return 0


if __name__ == "__main__":
    sys.exit(main())
