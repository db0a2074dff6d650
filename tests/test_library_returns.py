"""The library table (``semantics/jaxapi/library_returns.json``) is what JAX and optax do.

The probe ``tests/probes/library_returns.py`` calls every public function of JAX's array
modules and optax on abstract arrays of ranks 0 to 3; here it runs again under the pinned JAX
(``JAXMUSEUM_JAX_PYTHON``: 0.10.2 with optax, or 0.4.38 alone) and the table must hold exactly
what it printed for that version: rows, and what it skipped and why.  After a JAX upgrade,
regenerate the table under both versions:

    .venv/bin/python tests/probes/library_returns.py > new.json
    /path/to/jax-0.4.38/python tests/probes/library_returns.py > old.json
    .venv/bin/python tests/probes/library_returns.py --merge new.json old.json \\
        > src/flake8_jaxmuseum/semantics/jaxapi/library_returns.json

The tests without JAX hold the analysis to the table: the sets still typed by hand agree with
it, and the table is read only when a module asks about a library function.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import subprocess
import sys

from conftest import PROBES, ROOT, JaxRun, needs_jax
from flake8_jaxmuseum.semantics.jaxapi.library import _DATA, library_returns, returns_one_array

PROBE = PROBES / "library_returns.py"
RUN = JaxRun.script(PROBE)


def _probe_module():
    spec = importlib.util.spec_from_file_location("library_returns_probe", PROBE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _differences(expected: dict, found: dict) -> list:
    names = sorted(set(expected) | set(found))
    return [f"{name}: table {expected.get(name)!r}, probe {found.get(name)!r}"
            for name in names if expected.get(name) != found.get(name)]


@needs_jax(RUN)
def test_the_table_is_what_the_probe_finds(jax_service):
    outcome = jax_service.outcome(RUN)
    assert "rows" in outcome, outcome
    table = json.loads(_DATA.read_text(encoding="utf-8"))
    version = outcome["jax"]
    assert version in table["versions"], f"the table records no run under jax {version}: regenerate it"
    expected = _probe_module().view(table, version)
    assert outcome["modules"] == expected["modules"]
    differences = _differences(expected["rows"], outcome["rows"]) + _differences(expected["skipped"], outcome["skipped"])
    assert not differences, "\n".join(differences[:40])


# ---- the shipped table, without JAX ----------------------------------------------------------

def _call(text: str) -> ast.Call:
    return ast.parse(text, mode="eval").body


def test_the_merge_gives_back_each_version():
    probe = _probe_module()
    table = json.loads(_DATA.read_text(encoding="utf-8"))
    assert set(table["versions"]) == {"0.10.2", "0.4.38"}
    again = json.loads(probe.dumps(probe.merge(*(probe.view(table, v) for v in ("0.10.2", "0.4.38")))))
    assert again == table


def test_rows_answer_what_a_call_returns():
    summed = library_returns("jax.numpy.sum")
    assert (summed.kind, summed.rank, summed.dtype, summed.axis) == ("array", "reduction", "same", 1)
    assert library_returns("jax.numpy.sin")[:4] == ("array", 1, "broadcast", "float")
    assert library_returns("optax.global_norm")[:4] == ("array", 1, "reduction", "float")
    assert library_returns("jax.random.normal").key and library_returns("jax.random.normal").rank == "shape"
    assert library_returns("jax.numpy.shape").kind == "python"
    assert returns_one_array("jax.numpy.unique", _call("jnp.unique(x)"))
    assert not returns_one_array("jax.numpy.unique", _call("jnp.unique(x, return_counts=True)"))
    assert not returns_one_array("jax.numpy.linspace", _call("jnp.linspace(0, 1, 5, True, True)"))  # retstep
    assert returns_one_array("jax.numpy.where", _call("jnp.where(c, x, y)"))
    assert not returns_one_array("jax.numpy.where", _call("jnp.where(c)"))
    assert not returns_one_array("jax.numpy.array_str", _call("jnp.array_str(x)"))  # a str
    assert not returns_one_array("jax.numpy.polydiv", _call("jnp.polydiv(a, b)"))  # a tuple
    assert library_returns("jax.numpy.not_a_function") is None


def test_the_sets_still_typed_by_hand_agree_with_the_table():
    from flake8_jaxmuseum.semantics.jaxapi import CLASS_AXIS_LOSSES, ELEMENTWISE_LOSSES, KEY_CONSUMERS, RANDOM_SAMPLERS

    rows = {name: library_returns(f"jax.random.{name}") for name in KEY_CONSUMERS}
    # every consumer draws from its key (fold_in and clone derive one: not consumers, though their
    # output depends on the key too)
    assert {name for name, row in rows.items() if row is None or not row.key} == set(), rows
    assert library_returns("jax.random.fold_in").key and library_returns("jax.random.clone").key
    for name in RANDOM_SAMPLERS:  # shapes.py reads their shape as argument 1: one sample without it
        row = library_returns(f"jax.random.{name}")
        assert (row.rank, row.arity, row.key) == ("shape", 1, True), name
    for name in ELEMENTWISE_LOSSES:
        assert library_returns(name).rank == "broadcast", name
    assert library_returns("optax.softmax_cross_entropy").rank == "drop_last"
    assert CLASS_AXIS_LOSSES  # softmax_cross_entropy_with_integer_labels needs integer labels: the probe skips it


def test_the_table_is_read_only_when_asked():
    script = (
        "from flake8_jaxmuseum.engine import lint\n"
        "from flake8_jaxmuseum.semantics.jaxapi import library\n"
        "lint('import jax\\n\\n@jax.jit\\ndef f(x):\\n    return x + 1\\n')\n"
        "assert library._table.cache_info().currsize == 0, 'read for a module without library calls'\n"
        "lint('import jax.numpy as jnp\\nx = jnp.sum(jnp.ones(3))\\nx[0] = 1\\n')\n"
        "assert library._table.cache_info().currsize == 1\n"
    )
    subprocess.run([sys.executable, "-c", script], check=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT / "src")})
