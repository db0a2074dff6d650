"""Notebooks (.ipynb): checked and fixed as their code cells run, written back whole."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from conftest import ROOT, JaxRun, assert_raised
from flake8_jaxmuseum.cells import NotebookModule
from flake8_jaxmuseum.rules import RULES_BY_CODE

NOTEBOOKS = ROOT / "tests" / "notebooks"
MISTAKES = NOTEBOOKS / "mistakes.ipynb"
FIRST = "JXM001 JAX arrays are immutable; use x = x.at[0].set(1.0) (fix: jaxmuseum fix)"
SECOND = "JXM001 JAX arrays are immutable; use y = y.at[1].add(2.0) (fix: jaxmuseum fix)"


def jaxmuseum(*args: str, cwd=None, stdin: str = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "flake8_jaxmuseum", *args], capture_output=True, text=True, cwd=cwd, input=stdin
    )


@pytest.fixture
def project(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    shutil.copy(MISTAKES, tmp_path / "mistakes.ipynb")
    return tmp_path


def notebook(*cells, **layout) -> str:
    """A notebook's text: ``cells`` are sources of code cells (or ("markdown", source))."""
    made = []
    for index, cell in enumerate(cells):
        kind, source = cell if isinstance(cell, tuple) else ("code", cell)
        entry = {"cell_type": kind, "id": f"c{index}", "metadata": {}, "source": source}
        if kind == "code":
            entry.update(execution_count=None, outputs=[])
        made.append(entry)
    data = {"cells": made, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    return json.dumps(data, indent=layout.get("indent", 1)) + layout.get("end", "\n")


# ---- the module a notebook is ----------------------------------------------------------


def test_cells_are_one_module_with_ipython_syntax_masked_line_for_line():
    cells = [
        (2, "!pip install jax\n%matplotlib inline\nimport jax.numpy as jnp"),
        (3, "%%bash\necho hi"),
        (4, "%%time\nfiles = !ls\nx = (1\n     % 2)\njnp.sum?\nif x:\n    %timeit f(x)\n"),
    ]
    module = NotebookModule.of(cells)
    assert [cell.number for cell in module.cells] == [2, 4]  # %%bash is not Python
    compile(module.text, "<notebook>", "exec")
    lines = module.text.splitlines()
    assert lines[module.cells[1].first_line - 1].startswith("pass")  # %%time
    assert lines[module.cells[1].first_line].startswith("files = None")
    assert "     % 2)" in lines  # an operator in brackets, not a magic
    assert module.position(module.cells[1].first_line + 2) == (4, 3)
    assert module.sources(module.text) == {2: cells[0][1], 4: cells[2][1]}  # every masked line restored


def test_a_cell_magic_below_colab_form_lines_is_that_cells_magic():
    """Colab runs ``#@title setup`` then ``%%bash`` as a bash cell (ColabDesign's install
    cells): left out, not a file that does not parse; ``%%time`` there masks as on line 1."""
    cells = [
        (1, "#@title install\n%%bash\nif [ ! -d params ]; then\n  mkdir params\nfi"),
        (2, "#@title setup\n# (~2 minutes)\n%%time\nimport jax.numpy as jnp\nx = jnp.zeros(3)"),
        (3, "# a comment\nx % 2"),
    ]
    module = NotebookModule.of(cells)
    assert [cell.number for cell in module.cells] == [2, 3]
    compile(module.text, "<notebook>", "exec")
    assert module.sources(module.text) == {2: cells[1][1], 3: cells[2][1]}
    assert found_in(cells[0][1], cells[1][1] + "\nx[0] = 1.0") == [(2, 6, "JXM001")]


def found_in(*cells) -> list:
    from flake8_jaxmuseum import ipynb
    from flake8_jaxmuseum.settings import Settings

    read = ipynb.read(notebook(*cells))
    return [(f.cell, f.line, f.code) for f in ipynb.check(read, Settings(), "nb.ipynb").checked.findings]


def test_a_cells_last_expression_is_shown_not_discarded():
    """IPython displays a cell's last expression: an update there, or a draw, is looked at."""
    imports = "import jax\nimport jax.numpy as jnp\nx = jnp.zeros(12)"
    assert found_in(imports, "x.at[11].set(99)") == []
    assert found_in(imports, "x.at[11].set(99)\nprint(x)") == [(2, 1, "JXM015")]
    assert found_in(imports, "x.at[11].set(99);") == [(2, 1, "JXM015")]  # a ';' hides the value
    draws = "key = jax.random.PRNGKey(0)\njax.random.normal(key)"
    assert found_in(imports, draws, "jax.random.normal(key)") == [(3, 1, "JXM013")]
    assert found_in(imports, draws + "\nprint(1)", "jax.random.normal(key)") == []  # the first draw went unseen


def test_lines_named_in_messages_and_fix_titles_are_cell_lines(tmp_path):
    from flake8_jaxmuseum import ipynb
    from flake8_jaxmuseum.settings import Settings

    text = notebook("import jax", "key = jax.random.PRNGKey(0)\na = jax.random.normal(key)\nb = jax.random.normal(key)")
    (finding,) = ipynb.check(ipynb.read(text), Settings(), "nb.ipynb").checked.findings
    assert (finding.cell, finding.line) == (2, 3)
    assert "on line 2," in finding.message and finding.fix.title == "Split key before line 2"
    (tmp_path / "nb.ipynb").write_text(text)
    result = jaxmuseum("fix", "--unsafe-fixes", "nb.ipynb", cwd=tmp_path)
    assert "fixed: Split key before line 2 of cell 2" in result.stdout + result.stderr


def test_cells_ipython_accepts_are_read():
    """IPython strips a first line's indentation, takes ``!cmd \\`` on to the next line and
    runs ``timeit f(x)`` as %timeit (automagic); ``time = 3`` stays Python."""
    cells = [
        (1, " import jax.numpy as jnp\nx = jnp.zeros(3)"),
        (2, "!pip install jax \\\n    optax\nx[0] = 1.0"),
        (3, "if True:\n    !ls \\\n      -la\n    timeit jnp.sum(x)\ntime = 3\ntime.real"),
    ]
    module = NotebookModule.of(cells)
    compile(module.text, "<notebook>", "exec")
    assert module.sources(module.text) == dict(cells)
    assert "time = 3\n" in module.text and "time.real" in module.text
    assert found_in(*(source for _, source in cells)) == [(2, 3, "JXM001")]


def test_a_later_cell_rebinding_is_the_later_binding():
    """As thinking_in_jax does: NumPy's x mutated in one cell, JAX's x in a later one."""
    from flake8_jaxmuseum import ipynb
    from flake8_jaxmuseum.settings import Settings

    def found(*cells) -> list:
        read = ipynb.read(notebook(*cells))
        return [(f.cell, f.line, f.code) for f in ipynb.check(read, Settings(), "nb.ipynb").checked.findings]

    imports = "import jax.numpy as jnp\nimport numpy as np"
    assert found(imports, "x = np.arange(10)\nx[0] = 10", "x = jnp.arange(10)\nx[0] = 10") == [(3, 2, "JXM001")]
    assert found(imports, "x = jnp.arange(10)", "x = np.arange(10)\nx[0] = 10") == []


# ---- check ------------------------------------------------------------------------------


def test_check_reports_in_cell_terms_as_ruff_does(project):
    result = jaxmuseum("check", "mistakes.ipynb", cwd=project)
    assert result.returncode == 1, result.stderr
    assert result.stdout.splitlines() == [f"mistakes.ipynb:cell 4:3:1: {FIRST}", f"mistakes.ipynb:cell 6:3:1: {SECOND}"]


def test_json_gives_the_cell_and_the_line_in_it(project):
    items = json.loads(jaxmuseum("check", "--format", "json", "mistakes.ipynb", cwd=project).stdout)
    assert [(i["cell"], i["line"], i["column"], i["end_line"], i["end_column"]) for i in items] == [
        (4, 3, 1, 3, 5),
        (6, 3, 1, 3, 5),
    ]
    (project / "plain.py").write_text("x = 1\n")
    assert json.loads(jaxmuseum("check", "--format", "json", ".", cwd=project).stdout)[0]["cell"] == 4


def test_sarif_and_github_name_the_cell_in_the_message(project):
    sarif = json.loads(jaxmuseum("check", "--format", "sarif", "mistakes.ipynb", cwd=project).stdout)
    first = sarif["runs"][0]["results"][0]
    assert first["message"]["text"].startswith("cell 4: JAX arrays are immutable")
    assert first["properties"] == {"cell": 4}
    assert first["locations"][0]["physicalLocation"]["region"]["startLine"] == 3
    github = jaxmuseum("check", "--format", "github", "mistakes.ipynb", cwd=project).stdout
    assert github.startswith("::warning file=mistakes.ipynb,line=3,col=1,endLine=3,endColumn=5,title=JXM001::cell 4: JXM001 ")


@pytest.mark.parametrize("comment, flagged", [("", True), ("  # noqa: JXM001", False), ("  # noqa", False),
                                              ("  # noqa: JXM002", True)])
def test_noqa_in_a_cell(tmp_path, comment, flagged):
    (tmp_path / "nb.ipynb").write_text(notebook("import jax.numpy as jnp", f"x = jnp.zeros(3)\nx[0] = 1.0{comment}"))
    result = jaxmuseum("check", "nb.ipynb", cwd=tmp_path)
    assert (result.stdout == f"nb.ipynb:cell 2:2:1: {FIRST}\n") == flagged and result.returncode == int(flagged)


def test_a_line_a_message_names_is_told_in_cell_terms(tmp_path):
    """JXM013 names the line of the first draw: in a notebook, the line of its cell."""
    cells = ("import jax\nkey = jax.random.key(0)\na = jax.random.normal(key)", ("markdown", "same key"),
             "b = jax.random.normal(key)\nc = jax.random.normal(jax.random.key(1))\nd = jax.random.uniform(key)")
    (tmp_path / "nb.ipynb").write_text(notebook(*cells))
    lines = jaxmuseum("check", "nb.ipynb", cwd=tmp_path).stdout.splitlines()
    assert lines[0].startswith("nb.ipynb:cell 3:1:5: JXM013 ")
    assert "consumed by jax.random.normal on line 3 of cell 1," in lines[0]
    assert lines[1].startswith("nb.ipynb:cell 3:3:5: JXM013 ") and "on line 1," in lines[1]


def test_directory_walks_find_notebooks_and_exclude_skips_them(project):
    (project / "sub").mkdir()
    shutil.copy(MISTAKES, project / "sub" / "again.ipynb")
    (project / "sub" / "mistake.py").write_text("import jax.numpy as jnp\nx = jnp.zeros(3)\nx[0] = 1.0\n")
    paths = {line.split(":")[0] for line in jaxmuseum("check", ".", cwd=project).stdout.splitlines()}
    assert paths == {"mistakes.ipynb", "sub/again.ipynb", "sub/mistake.py"}
    (project / "pyproject.toml").write_text("[tool.jaxmuseum]\nexclude = ['*.ipynb']\n")
    paths = {line.split(":")[0] for line in jaxmuseum("check", ".", cwd=project).stdout.splitlines()}
    assert paths == {"sub/mistake.py"}


def test_a_cell_that_does_not_parse_is_reported_in_cell_terms_and_the_others_checked(tmp_path):
    """As flax's nnx view guide has it: a typo in one cell (``print(model)s``)."""
    cells = ["import jax.numpy as jnp", ("markdown", "text"), "y = 1\nprint(y)s", "x = jnp.zeros(3)\nx[0] = 1.0"]
    (tmp_path / "nb.ipynb").write_text(notebook(*cells))
    result = jaxmuseum("check", "nb.ipynb", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.startswith("nb.ipynb: cannot parse: cell 3, line 2, column 9: invalid syntax"), result.stderr
    assert result.stdout == f"nb.ipynb:cell 4:2:1: {FIRST}\n"
    fixed = jaxmuseum("fix", "nb.ipynb", cwd=tmp_path)
    assert fixed.returncode == 2 and "cell 3, line 2" in fixed.stderr and "not fixed" in fixed.stderr
    assert (tmp_path / "nb.ipynb").read_text() == notebook(*cells)


@pytest.mark.parametrize(
    "text, message",
    [
        ('{"cells": [', "not a notebook: invalid JSON"),
        ('{"nbformat": 3, "nbformat_minor": 0, "metadata": {}, "worksheets": []}', "not an nbformat 4 notebook"),
        ('{"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [{"cell_type": "code"}]}',
         "not a valid nbformat 4 notebook"),
    ],
)
@pytest.mark.parametrize("command", ["check", "fix"])
def test_a_bad_notebook_is_one_line_exit_2_and_never_written(tmp_path, text, message, command):
    path = tmp_path / "bad.ipynb"
    path.write_text(text)
    result = jaxmuseum(command, "bad.ipynb", cwd=tmp_path)
    assert result.returncode == 2
    errors = [line for line in result.stderr.splitlines() if line.startswith("bad.ipynb")]
    assert len(errors) == 1 and message in errors[0], result.stderr
    assert path.read_text() == text


# ---- fix ----------------------------------------------------------------------------------


def outside_sources(text: str) -> dict:
    data = json.loads(text)
    for cell in data["cells"]:
        cell.pop("source")
    return data


def test_fix_changes_only_the_code_cells_sources(project):
    path = project / "mistakes.ipynb"
    before = path.read_text()
    result = jaxmuseum("fix", "mistakes.ipynb", cwd=project)
    assert result.returncode == 0, result.stderr
    after = path.read_text()
    assert outside_sources(after) == outside_sources(before)  # outputs, counts, ids, attachments, metadata
    changed = [(old, new) for old, new in zip(before.splitlines(True), after.splitlines(True)) if old != new]
    assert changed == [('    "x[0] = 1.0"\n', '    "x = x.at[0].set(1.0)"\n'),
                       ('    "y[1] += 2.0"\n', '    "y = y.at[1].add(2.0)"\n')]
    assert len(before.splitlines()) == len(after.splitlines()) and after.endswith("}\n")
    cells = json.loads(after)["cells"]
    assert cells[3]["source"] == ["x = jnp.zeros(3)\n", "jnp.zeros?\n", "x = x.at[0].set(1.0)"]
    assert cells[5]["source"][0] == "%%time\n" and cells[6]["source"][4:6] == ["files = !ls\n", "%timeit jnp.dot(x, x)\n"]
    assert jaxmuseum("check", "mistakes.ipynb", cwd=project).returncode == 0


@pytest.mark.parametrize("indent, end", [(2, ""), (4, "\n")])
def test_fix_keeps_any_json_layout(tmp_path, indent, end):
    """Another writer's layout: indent, key order, no trailing newline, a source as one string."""
    cells = ["import jax.numpy as jnp\n", "x = jnp.zeros(3)\nx[0] = 1.0\nprint('é')\n", ("markdown", "# é")]
    text = notebook(*cells, indent=indent, end=end).replace('"cell_type": "code", "id"', '"id"')
    path = tmp_path / "nb.ipynb"
    path.write_text(text, encoding="utf-8")
    assert jaxmuseum("fix", "nb.ipynb", cwd=tmp_path).returncode == 0
    after = path.read_text(encoding="utf-8")
    assert after == text.replace("x[0] = 1.0", "x = x.at[0].set(1.0)")


def test_fix_diff_is_per_cell_and_writes_nothing(project):
    before = (project / "mistakes.ipynb").read_text()
    result = jaxmuseum("fix", "--diff", "mistakes.ipynb", cwd=project)
    assert result.returncode == 1
    assert "--- a/mistakes.ipynb:cell 4\n+++ b/mistakes.ipynb:cell 4\n" in result.stdout
    assert "-x[0] = 1.0\n\\ No newline at end of cell\n+x = x.at[0].set(1.0)\n" in result.stdout
    assert (project / "mistakes.ipynb").read_text() == before


def test_fix_never_touches_a_masked_line(tmp_path):
    """A fix whose edit would cover an IPython line is left for the user."""
    source = "import jax.numpy as jnp\nx = jnp.zeros(3)\nx[0] = 1.0; !echo hi\n"
    (tmp_path / "nb.ipynb").write_text(notebook(source))
    jaxmuseum("fix", "nb.ipynb", cwd=tmp_path)
    assert json.loads((tmp_path / "nb.ipynb").read_text())["cells"][0]["source"] == source


def test_what_fix_leaves_is_placed_in_the_fixed_cells(tmp_path):
    """A fix that adds a line (JXM013's split) moves every cell below it: what remains is
    reported where the fixed notebook has it, as a check of it reports it."""
    cells = ["import jax\nkey = jax.random.PRNGKey(0)\n",
             "a = jax.random.normal(key, (3,))\nb = jax.random.normal(key, (3,))\n",
             "def f(x):\n    return x, x\n\njax.grad(f)(1.0)\n"]
    (tmp_path / "nb.ipynb").write_text(notebook(*cells))
    fixed = jaxmuseum("fix", "--unsafe-fixes", "nb.ipynb", cwd=tmp_path)
    assert "fixed: Split key before line 1 of cell 2" in fixed.stderr
    left = [line for line in fixed.stdout.splitlines() if "JXM004" in line]
    assert left == [line for line in jaxmuseum("check", "nb.ipynb", cwd=tmp_path).stdout.splitlines() if "JXM004" in line]
    assert left[0].startswith("nb.ipynb:cell 3:4:1: JXM004")


def test_fix_from_stdin_prints_the_notebook():
    text = MISTAKES.read_text()
    result = jaxmuseum("fix", "-", "--stdin-filename", "nb.ipynb", stdin=text)
    assert outside_sources(result.stdout) == outside_sources(text) and "x = x.at[0].set(1.0)" in result.stdout


def test_the_notebook_raises_under_jax_and_its_fixed_code_runs(project, tmp_path, jax_service):
    from flake8_jaxmuseum import ipynb

    def run(text: str, name: str) -> dict:
        path = tmp_path / name
        path.write_text(ipynb.read(text).module.text)  # the cells as they run, IPython lines as pass
        return jax_service.outcome(JaxRun(path))

    assert_raised(run(MISTAKES.read_text(), "before.py"), RULES_BY_CODE["JXM001"].raises, "mistakes.ipynb")
    assert jaxmuseum("fix", "mistakes.ipynb", cwd=project).returncode == 0
    outcome = run((project / "mistakes.ipynb").read_text(), "after.py")
    assert outcome["outcome"] == "ran", outcome


# ---- flake8 users: nbqa ------------------------------------------------------------------------


def test_nbqa_runs_the_flake8_plugin_on_notebooks_mapping_findings_to_cells(project):
    pytest.importorskip("nbqa")
    result = subprocess.run(
        [sys.executable, "-m", "nbqa", "flake8", "mistakes.ipynb", "--select", "JXM"],
        capture_output=True, text=True, cwd=project,
    )
    assert result.returncode == 1, result.stderr
    # nbqa counts code cells only: notebook cell 4 is its cell_3 (the %%bash cell counts).
    assert result.stdout.splitlines() == [f"mistakes.ipynb:cell_3:3:1: {FIRST}", f"mistakes.ipynb:cell_4:3:1: {SECOND}"]


def test_nbformat_is_never_imported(project):
    """Reading a notebook is reading its JSON: flake8 over a project with a notebook (whose
    module the plugin reads) and ``check`` of the notebook never pay for nbformat's import."""
    (project / "m.py").write_text("import jax.numpy as jnp\nx = jnp.zeros(3)\nx[0] = 1.0\n")
    probe = (
        "import sys\n"
        "from flake8.main.cli import main as flake8\n"
        "from flake8_jaxmuseum.cli import main as jaxmuseum\n"
        "try:\n    flake8(['--select', 'JXM', 'm.py'])\nexcept SystemExit:\n    pass\n"
        "jaxmuseum(['check', '--no-cache', 'm.py', 'mistakes.ipynb'])\n"
        "print('nbformat' in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=project)
    assert f"mistakes.ipynb:cell 4:3:1: {FIRST}" in result.stdout.splitlines(), result.stdout + result.stderr
    assert result.stdout.splitlines()[-1] == "False", result.stdout + result.stderr
