"""The flake8 front end, run as users run it: ``flake8 --select JXM``."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from conftest import EXHIBITS
from flake8_jaxmuseum.documents import exhibits

MISTAKE = textwrap.dedent(
    """\
    import jax.numpy as jnp

    x = jnp.zeros(3)
    x[0] = 1.0{comment}
    """
)


def flake8(*args: str, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "flake8", *args], capture_output=True, text=True, cwd=cwd
    )


def test_plugin_is_registered_under_jxm():
    result = flake8("--version")
    assert "flake8-jaxmuseum" in result.stdout


def test_flake8_reports_each_exhibit_once():
    result = flake8("--select", "JXM", str(EXHIBITS))
    assert result.returncode == 1
    reported = []
    for line in result.stdout.splitlines():
        where, message = line.split(": ", 1)
        folder, position = where.rsplit("/", 3)[-2:]
        _, row, column = position.split(":")
        reported.append((folder, int(row), int(column), message.split()[0]))
    shown = exhibits()
    assert sorted(reported) == [
        (exhibit.folder.name, row, column, exhibit.rule) for exhibit in shown for row, column in exhibit.findings
    ]
    codes = [code for *_, code in sorted(reported)]
    assert codes[:6] == ["JXM001", "JXM002", "JXM003", "JXM004", "JXM005", "JXM006"]


@pytest.mark.parametrize(
    "comment, select, expected",
    [
        ("", "JXM", ":4:1: JXM001 JAX arrays are immutable; use x = x.at[0].set(1.0) (fix: jaxmuseum fix)\n"),
        ("  # noqa: JXM001", "JXM", ""),  # noqa with the code silences it
        ("  # noqa", "JXM", ""),  # so does a bare noqa
        ("  # noqa: E501", "JXM", ":4:1: JXM001"),  # noqa for another code does not
        ("", "E", ""),  # other selections hide JXM
    ],
)
def test_selection_and_noqa(tmp_path, comment, select, expected):
    path = tmp_path / "mistake.py"
    path.write_text(MISTAKE.format(comment=comment))
    output = flake8("--select", select, str(path)).stdout
    if expected:
        assert output.startswith(str(path)) and expected in output
    else:
        assert output == ""


def test_unparseable_file_is_flake8s_e999_not_a_crash(tmp_path):
    path = tmp_path / "broken.py"
    path.write_text("import jax\ndef f(:\n")
    result = flake8(str(path))
    assert "E999" in result.stdout
    assert "Traceback" not in result.stderr


LIBCST_PROBE = textwrap.dedent(
    """\
    import ast, sys
    from flake8_jaxmuseum.flake8_plugin import JaxMuseumChecker

    def run(source):
        lines = source.splitlines(keepends=True)
        return [text for _, _, text, _ in JaxMuseumChecker(ast.parse(source), lines, "m.py").run()]

    clean = "import jax\\n@jax.jit\\ndef f(x):\\n    return x * 2 if x.ndim else x\\n"
    print(run(clean), "libcst" in sys.modules)
    print(run("import jax.numpy as jnp\\nx = jnp.zeros(3)\\nx[0] = 1.0\\n"), "libcst" in sys.modules)
    """
)


def test_libcst_is_never_imported_by_flake8_runs():
    """The analysis reads flake8's ast tree; a finding says it is fixable without building
    the fix, so LibCST is not even imported for a file with findings."""
    result = subprocess.run([sys.executable, "-c", LIBCST_PROBE], capture_output=True, text=True, check=True)
    assert result.stdout.splitlines() == [
        "[] False",
        "['JXM001 JAX arrays are immutable; use x = x.at[0].set(1.0) (fix: jaxmuseum fix)'] False",
    ]


NO_JAX_PROBE = textwrap.dedent(
    """\
    import sys
    from flake8.main.cli import main

    code = main(["-j1", "--select", "JXM", "."])
    print(code, sorted(name for name in sys.modules if name.startswith("flake8_jaxmuseum.")))
    """
)


def test_a_run_over_code_that_never_says_jax_loads_no_analysis(tmp_path):
    """flake8 over non-JAX code pays for the text check alone: neither the engine nor the
    project's driver (which keeps the trees flake8 takes) is even imported."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'plain'\n")
    (tmp_path / "a.py").write_text("import numpy as np\n\nprint(np.ones(3))\n")
    (tmp_path / "b.py").write_text("from a import np\n")
    result = subprocess.run([sys.executable, "-c", NO_JAX_PROBE], capture_output=True, text=True, cwd=tmp_path)
    assert result.stdout.split(" ", 1) == ["0", "['flake8_jaxmuseum.flake8_plugin', 'flake8_jaxmuseum.options', "
                                               "'flake8_jaxmuseum.prefilter']\n"], result.stderr
