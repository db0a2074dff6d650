"""The jaxmuseum command's everyday edges, as users meet them: a subprocess per call."""

from __future__ import annotations

import subprocess
import sys

import pytest

from test_cli import CLEAN, MISTAKE, jaxmuseum, project  # noqa: F401 (project: a fixture)

FINDING = "mistake.py:4:1: JXM001 JAX arrays are immutable; use x = x.at[0].set(1.0) (fix: jaxmuseum fix)\n"


@pytest.mark.parametrize(
    "flags, table, reported",
    [
        (["--select", "jxm001"], "", True),
        (["--select", "jxm00"], "", True),
        (["--select", "jxm002"], "", False),
        (["--ignore", "jxm001"], "", False),
        ([], 'select = ["jxm001"]', True),
        ([], 'ignore = ["jxm"]', False),
        ([], 'per-file-ignores = { "mistake.py" = ["jxm001"] }', False),
    ],
)
def test_rule_codes_are_read_in_any_case(project, flags, table, reported):
    (project / "pyproject.toml").write_text(f"[project]\nname = 'demo'\n[tool.jaxmuseum]\n{table}\n")
    result = jaxmuseum("check", *flags, "mistake.py", cwd=project)
    assert (result.returncode, result.stdout, result.stderr) == (
        (1, FINDING, "") if reported else (0, "", "")
    )


def test_an_unknown_code_is_named_as_the_user_wrote_it(project):
    result = jaxmuseum("check", "--select", "jxm999", cwd=project)
    assert result.returncode == 2 and "unknown code 'jxm999'" in result.stderr


def test_an_exhibit_is_found_by_its_code_in_any_case():
    assert jaxmuseum("exhibit", "jxm002").stdout == jaxmuseum("exhibit", "JXM002").stdout != ""


@pytest.mark.parametrize("comment", ["  # noqa: jxm001", "  # noqa:jxm", "  # NoQa: Jxm001"])
def test_noqa_codes_keep_flake8s_case_rules(project, comment):
    """flake8 matches ``# noqa`` in any case but its codes as written: ``# noqa: jxm001``
    silences nothing, and ``# noqa:jxm`` (no digits: not a code list) silences everything."""
    (project / "mistake.py").write_text(MISTAKE.format(comment=comment))
    ours = jaxmuseum("check", "mistake.py", cwd=project)
    flake8 = subprocess.run(
        [sys.executable, "-m", "flake8", "--select", "JXM", "mistake.py"], capture_output=True, text=True, cwd=project
    )
    assert ours.stdout == flake8.stdout
    assert ours.returncode == flake8.returncode
