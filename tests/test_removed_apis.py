"""JXM014's table of removed JAX APIs, held to JAX and to its documents.

- Every spelling of every row, and every replacement, is run again under the pinned
  JAX (``removed_api_probe.py`` in a subprocess: the linter never imports jax) and must
  do what the table records for that version; a row is missing there exactly when its
  ``removed_in`` says so.
- The rule page's table is a rendering of the same data, and so is
  ``removed_apis_every_row.py``, a file that uses every row: flake8 flags every use,
  and at ``--jaxmuseum-target-jax 0.4.38`` exactly the rows 0.4.38 lacks.
- Every fix the table offers, applied to a use of its row, gives code that runs.
- The target version flows from pyproject, flags and flake8's options; a bad one is a
  one-line error, exit 2.

``JAXMUSEUM_UPDATE_GOLDEN=1`` rewrites the page's table and the every-row file.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import EXHIBITS, ROOT, JaxRun, findings_of, run_script_under_jax
from flake8_jaxmuseum.engine import lint
from flake8_jaxmuseum.fixing import fix_text
from flake8_jaxmuseum.options import LintOptions
from flake8_jaxmuseum.semantics.jaxapi.removed_apis import _DATA, CURRENT_JAX, REMOVED_APIS, version_key
from flake8_jaxmuseum.settings import Settings

UPDATE = os.environ.get("JAXMUSEUM_UPDATE_GOLDEN") == "1"
PAGE = ROOT / "rules" / "JXM014.md"
EVERY_ROW = Path(__file__).with_name("removed_apis_every_row.py")
BEGIN = "<!-- table: generated from src/flake8_jaxmuseum/semantics/jaxapi/removed_apis.json by tests/test_removed_apis.py -->"
END = "<!-- end of table -->"
EXHIBIT = EXHIBITS / "09-removed-api" / "failing.py"
ROWS = REMOVED_APIS.rows
WARNINGS = ("DeprecationWarning", "FutureWarning")


def broken(outcome: str) -> bool:
    """The spelling fails (a warning is no failure)."""
    return outcome != "works" and not outcome.startswith(WARNINGS)


# ---- the table against JAX ---------------------------------------------------------------------
@pytest.fixture(scope="module")
def removed_api_probe_runs() -> dict:
    return run_script_under_jax(Path(__file__).with_name("removed_api_probe.py"), str(_DATA))


def test_every_spelling_does_under_jax_what_the_table_records(removed_api_probe_runs):
    version = removed_api_probe_runs["jax"]
    assert version in ROWS[0].forms[0].outcomes, f"the table records no runs under jax {version}"
    wrong = []
    for row in ROWS:
        for number, form in enumerate(row.forms):
            recorded, got = form.outcomes[version], removed_api_probe_runs["forms"][f"{row.old}#{number}"]
            # One interpreter warns once per deprecated name: a later spelling then just works.
            if got != recorded and not (recorded.startswith(WARNINGS) and got == "works"):
                wrong.append(f"{row.old} ({form.code!r}): recorded {recorded!r}, got {got!r}")
    assert not wrong, "\n".join(wrong)


def test_a_row_is_missing_exactly_from_its_removal_on(removed_api_probe_runs):
    version = version_key(removed_api_probe_runs["jax"])
    for row in ROWS:
        failing = any(broken(removed_api_probe_runs["forms"][f"{row.old}#{n}"]) for n in range(len(row.forms)))
        assert failing == row.applies(version), f"{row.old}: removed_in {row.removed_in}, failing {failing}"


def test_every_replacement_does_what_the_table_records(removed_api_probe_runs):
    version = removed_api_probe_runs["jax"]
    for row in ROWS:
        if row.check is not None:
            assert removed_api_probe_runs["checks"][row.old] == row.check.outcomes[version], row.old
        if row.fix is not None:  # a fix writes the replacement: it must work on every verified version
            assert row.check is not None, row.old
            assert all(row.check.outcomes[v] == "works" for v in REMOVED_APIS.fixes_verified_on), row.old


def test_the_modules_import_jax_loads(removed_api_probe_runs):
    assert REMOVED_APIS.loaded_by_import_jax <= set(removed_api_probe_runs["loaded"])


def test_the_table_knows_the_pinned_jax_as_its_newest_release(removed_api_probe_runs):
    assert removed_api_probe_runs["jax"] in REMOVED_APIS.releases
    if removed_api_probe_runs["jax"] == CURRENT_JAX:  # under the pinned JAX, not the seed's
        assert REMOVED_APIS.newest == CURRENT_JAX
        assert re.search(rf"jax\[cpu\]=={re.escape(CURRENT_JAX)}\b", (ROOT / "pyproject.toml").read_text())


# ---- documents rendered from the data -------------------------------------------------------------
def cell(text: str) -> str:
    return " ".join(text.replace("|", "\\|").split())


def literal_underscores(text: str) -> str:
    """Underscores outside code spans escaped: ``jax/__init__.py`` in JAX's words or a note
    is a path, not Markdown's bold."""
    parts = re.split(r"(`[^`]*`)", text)
    return "".join(part if part.startswith("`") else part.replace("_", "\\_") for part in parts)


def fix_cell(row) -> str:
    spec = row.fix
    if spec is None:
        return "none"
    if spec.rename is not None:
        what = f"`{spec.rename}`" + (" (import statements)" if spec.imports_only else "")
        what += " (not in `isinstance`)" if spec.not_in_isinstance else ""
    elif spec.rewrite == "config_module":
        what = "`from jax import config`, `import jax`"
    else:
        what = f"`{row.replacement}`" + (" (plain arguments)" if spec.rewrite != "literal" else "")
    return f"{'safe' if spec.safe else 'unsafe'}: {what}" + (f"; {spec.why}" if spec.why else "")


def outcome_cell(row, version: str) -> str:
    lines = []
    for form in row.forms:
        spelling = form.code.splitlines()[-1]
        lines.append(f"`{cell(spelling)}`: {literal_underscores(cell(form.outcomes[version]))}")
    return "<br>".join(lines)


def render_table() -> str:
    header = [
        "| removed | in | kind | instead | fix | jax 0.10.2 | jax 0.4.38 |",
        "|---|---|---|---|---|---|---|",
    ]
    lines = []
    for row in ROWS:
        names = "<br>".join(f"`{name}`" for name in row.names) + (" (module)" if row.spelled == "module" else "")
        instead = literal_underscores(cell(row.cure)) + (
            f"<br><small>{literal_underscores(cell(row.note))}</small>" if row.note else "")
        lines.append(
            f"| {names} | {row.removed_in} | {row.kind} | {instead} | {fix_cell(row)} "
            f"| {outcome_cell(row, '0.10.2')} | {outcome_cell(row, '0.4.38')} |"
        )
    return "\n".join([BEGIN, "", *header, *lines, "", END])


def every_row_file() -> tuple:
    """A module using every row (an attribute, a from-import and, for modules, an import),
    and the (line, row) each use must be flagged as."""
    lines = [
        "# Every row of JXM014's table, once per spelling: flake8 --select JXM014 flags every line below the",
        "# imports. Generated from src/flake8_jaxmuseum/semantics/jaxapi/removed_apis.json by tests/test_removed_apis.py.",
        "import jax",
        "",
    ]
    expected = []
    for row in ROWS:
        for name in row.names:
            module, _, leaf = name.rpartition(".")
            uses = []
            if row.spelled in ("any", "attribute"):
                uses.append(name)
            if row.spelled == "any":
                uses.append(f"from {module} import {leaf}")
            if row.spelled == "module" or any(form.kind == "import" for form in row.forms):
                uses.append(f"import {name}")
            for use in uses:
                lines.append(use)
                expected.append((len(lines), row))
    return "\n".join(lines) + "\n", expected


def _update_or_compare(path: Path, wanted: str) -> None:
    if UPDATE:
        path.write_text(wanted)
    assert path.read_text() == wanted, f"{path.name} is not the rendering of the data; JAXMUSEUM_UPDATE_GOLDEN=1 rewrites it"


def test_every_cure_reads_as_an_instruction():
    """A row whose cure is an action, not a spelling to use, says it in its own ``cure`` text:
    "use <replacement>" made "use nothing: delete the call" and "use pass the array itself"."""
    actions = ("nothing", "pass ", "delete ", "remove ", "keep ", "call ", "import ")
    awkward = [row.old for row in REMOVED_APIS.rows if row.cure.startswith(tuple(f"use {a}" for a in actions))]
    assert awkward == []


def test_the_page_table_is_the_data():
    page = PAGE.read_text()
    assert page.count(BEGIN) == 1 and page.count(END) == 1, f"{PAGE.name} lacks the table markers"
    start, end = page.index(BEGIN), page.index(END) + len(END)
    _update_or_compare(PAGE, page[:start] + render_table() + page[end:])


def test_the_every_row_file_is_the_data():
    _update_or_compare(EVERY_ROW, every_row_file()[0])


def flake8(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "flake8", *args], capture_output=True, text=True, cwd=cwd)


def flagged_lines(output: str) -> dict:
    found = {}
    for line in output.splitlines():
        match = re.match(r".*?:(\d+):\d+: JXM014 (.*)$", line)
        if match:
            found[int(match.group(1))] = match.group(2)
    return found


@pytest.mark.parametrize("target", [None, "0.4.38", "0.4.20"])
def test_flake8_flags_every_row_of_the_table(target, tmp_path):
    text, expected = every_row_file()
    (tmp_path / "every_row.py").write_text(text)
    option = [] if target is None else ["--jaxmuseum-target-jax", target]
    found = flagged_lines(flake8("--select", "JXM014", *option, "every_row.py", cwd=tmp_path).stdout)
    version = version_key(target or CURRENT_JAX)
    wanted = {line: row for line, row in expected if row.applies(version)}
    assert sorted(found) == sorted(wanted)
    for line, row in wanted.items():
        assert any(found[line].startswith(f"{name} was removed in JAX {row.removed_in}") for name in row.names), (
            line, found[line])
    if target is None:
        assert len(wanted) == len(expected)  # at the newest release, every use of every row


# ---- every fix gives running code ------------------------------------------------------------------
HEADER = "import functools\n\nimport jax\nimport jax.numpy as jnp\n\n"
# Uses of the rewrite rows (renames need no example: their name alone is a use).
REWRITE_USES = {
    **{f"jax.ops.index_{n}": f"value = jax.ops.index_{n}(jnp.zeros(3), 0, 2.0)" for n in "update add mul min max".split()},
    "jax.random.shuffle": "value = jax.random.shuffle(jax.random.PRNGKey(0), jnp.arange(3.0))",
    "jax.config": "import jax.config",
    "jax.numpy.in1d": "value = jnp.in1d(jnp.arange(4).reshape(2, 2), jnp.array([1]))",
    "jax.numpy.NINF": "value = jnp.NINF",
    "jax.numpy.NZERO": "value = jnp.NZERO * 2",
    "jax.numpy.PZERO": "value = jnp.PZERO",
    "jax.numpy.msort": "value = jnp.msort(jnp.ones((2, 2)))",
    "jax.lax.tie_in": "x = jnp.ones(2)\nvalue = jax.lax.tie_in(x, jnp.zeros(2))",
    "jax.core.raise_to_shaped": "aval = jax.core.ShapedArray((2,), jnp.float32)\nvalue = jax.core.raise_to_shaped(aval)",
}
FROM_IMPORT_USES = {
    "jax.ops.index_update": "from jax.ops import index, index_update\nvalue = index_update(jnp.zeros(3), index[0], 2.0)",
    "jax.random.shuffle": "from jax.random import shuffle\nvalue = shuffle(jax.random.PRNGKey(0), jnp.arange(3.0))",
    "jax.config": "from jax.config import config\nconfig.update('jax_enable_x64', False)",
    "jax.numpy.NINF": "from jax.numpy import NINF\nvalue = NINF",
    "jax.lax.tie_in": "from jax.lax import tie_in\nx = jnp.ones(2)\nvalue = tie_in(x, x + 1)",
}


def fix_samples() -> list:
    """(name, source) of programs using each fixable row, each fix's module in its own file
    (one interpreter could otherwise lend a module another file forgot to import)."""
    groups: dict = {}
    for row in ROWS:
        spec = row.fix
        if spec is None:
            continue
        if spec.rename is None:
            uses = [REWRITE_USES[row.old]] + ([FROM_IMPORT_USES[row.old]] if row.old in FROM_IMPORT_USES else [])
        else:
            module, _, leaf = row.old.rpartition(".")
            uses = [] if spec.imports_only else [f"value = {row.old}"]
            if row.spelled == "any":
                uses.append(f"from {module} import {leaf}")
            if spec.module == spec.rename:
                uses.append(f"import {row.old}")
        own = spec.module if spec.module not in REMOVED_APIS.loaded_by_import_jax | {"functools", None} else "jax"
        for number, use in enumerate(uses):
            groups.setdefault(f"{own}-{number}", []).append(f"# {row.old}\n{use}\n")
    return [(name.replace(".", "_"), HEADER + "\n".join(parts)) for name, parts in sorted(groups.items())]


SAMPLES = fix_samples()


@pytest.fixture(scope="module")
def fixed_sample_runs(tmp_path_factory, jax_service) -> tuple:
    folder = tmp_path_factory.mktemp("fixed")
    paths = {}
    for name, text in SAMPLES:
        path = folder / f"{name}.py"
        path.write_text(fix_text(text, Settings(), path.name, unsafe=True).new_text)
        paths[name] = path
    jax_service.start([JaxRun(path) for path in paths.values()], urgent=True)
    return paths, jax_service


def test_every_fixable_rewrite_row_has_a_use_here():
    rewrites = {row.old for row in ROWS if row.fix is not None and row.fix.rename is None}
    assert rewrites == set(REWRITE_USES)


@pytest.mark.parametrize("name, text", SAMPLES, ids=[name for name, _ in SAMPLES])
def test_every_fix_applies_and_the_fixed_code_runs(name, text, fixed_sample_runs):
    findings = [f for f in findings_of(text) if f.code == "JXM014"]
    assert findings and all(f.fix is not None for f in findings), [f.text() for f in findings if f.fix is None]
    paths, runs = fixed_sample_runs
    fixed = paths[name].read_text()
    assert [f.text() for f in findings_of(fixed) if f.code == "JXM014"] == []
    assert runs[paths[name]]["outcome"] == "ran", (fixed, runs[paths[name]])


# ---- the target version --------------------------------------------------------------------------
def exhibit_lines(options: LintOptions) -> list:
    return [f.line for f in lint(EXHIBIT.read_text(), options=options).findings]


def test_target_jax_reports_only_what_that_release_lacks():
    assert exhibit_lines(LintOptions()) == [6, 7]  # jax.tree_map and jax.ops.index_update
    assert exhibit_lines(LintOptions("0.4.38")) == [7]  # 0.4.38 still has tree_map (with a warning)
    assert exhibit_lines(LintOptions("0.3.1")) == []  # index_update went in 0.3.2


def test_no_fix_below_the_releases_the_fixes_were_run_on():
    findings = lint(EXHIBIT.read_text(), options=LintOptions("0.4.20")).findings
    assert [f.line for f in findings] == [7] and findings[0].fix is None
    assert all(f.fix is not None and f.fix.safe for f in lint(EXHIBIT.read_text()).findings)


def jaxmuseum(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "flake8_jaxmuseum", *args], capture_output=True, text=True, cwd=cwd)


@pytest.fixture
def project(tmp_path) -> Path:
    (tmp_path / "failing.py").write_text(EXHIBIT.read_text())
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    return tmp_path


def test_cli_flag_and_pyproject_set_the_target(project):
    assert flagged_lines(jaxmuseum("check", "failing.py", cwd=project).stdout).keys() == {6, 7}
    assert flagged_lines(jaxmuseum("check", "--target-jax", "0.4.38", "failing.py", cwd=project).stdout).keys() == {7}
    (project / "pyproject.toml").write_text('[tool.jaxmuseum]\ntarget-jax = "0.4.38"\n')
    assert flagged_lines(jaxmuseum("check", "failing.py", cwd=project).stdout).keys() == {7}
    # The flag wins over the file.
    assert flagged_lines(jaxmuseum("check", "--target-jax", "0.10.2", "failing.py", cwd=project).stdout).keys() == {6, 7}


def test_fix_honours_the_target(project):
    result = jaxmuseum("fix", "--target-jax", "0.4.38", "failing.py", cwd=project)
    assert result.returncode == 0, result.stdout + result.stderr
    text = (project / "failing.py").read_text()
    assert "jax.tree_map(" in text and ".at[0].set(1.0)" in text  # tree_map is fine on 0.4.38


def test_a_release_may_be_named_with_or_without_its_trailing_zero():
    assert REMOVED_APIS.version("0.1.0") == (0, 1, 0) and REMOVED_APIS.version("0.1") == (0, 1)
    assert REMOVED_APIS.version("0.9.0") == (0, 9, 0)


@pytest.mark.parametrize(
    "where, value, message",
    [
        ("flag", "0.4.99", "--target-jax: unknown JAX version '0.4.99' (known releases: 0.1 to 0.10.2; "
                           "the nearest are 0.4.38 and 0.5.0)"),
        ("flag", "0.0", "--target-jax: unknown JAX version '0.0' (known releases: 0.1 to 0.10.2)"),
        ("flag", "latest", "--target-jax: malformed JAX version 'latest'"),
        ("pyproject", '"1.0"', "target-jax: unknown JAX version '1.0'"),
        ("pyproject", "0.4", "target-jax: malformed JAX version 0.4"),
    ],
)
def test_a_bad_target_is_one_line_exit_2(project, where, value, message):
    if where == "flag":
        result = jaxmuseum("check", "--target-jax", value, "failing.py", cwd=project)
    else:
        (project / "pyproject.toml").write_text(f"[tool.jaxmuseum]\ntarget-jax = {value}\n")
        result = jaxmuseum("check", "failing.py", cwd=project)
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and message in result.stderr, result.stderr


def test_flake8_option_sets_the_target_and_rejects_bad_ones(project):
    assert flagged_lines(flake8("--select", "JXM014", "failing.py", cwd=project).stdout).keys() == {6, 7}
    result = flake8("--select", "JXM014", "--jaxmuseum-target-jax", "0.4.38", "failing.py", cwd=project)
    assert flagged_lines(result.stdout).keys() == {7}
    (project / "setup.cfg").write_text("[flake8]\njaxmuseum-target-jax = 0.4.38\n")
    assert flagged_lines(flake8("--select", "JXM014", "failing.py", cwd=project).stdout).keys() == {7}
    bad = flake8("--select", "JXM014", "--jaxmuseum-target-jax", "0.4.99", "failing.py", cwd=project)
    assert bad.returncode == 2 and "unknown JAX version '0.4.99'" in bad.stderr.splitlines()[-1]
