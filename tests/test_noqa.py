"""One ``# noqa`` implementation (flake8's own patterns) for ``jaxmuseum`` and the
language server; what it writes, flake8 reads the same way."""

from __future__ import annotations

import subprocess
import sys

import pytest

from flake8_jaxmuseum import noqa

MISTAKE = "import jax.numpy as jnp\n\nx = jnp.zeros(3)\nx[0] = 1.0{comment}\n"


def flake8_reports_jxm001(tmp_path, line_comment: str) -> bool:
    (tmp_path / "m.py").write_text(MISTAKE.format(comment=line_comment))
    result = subprocess.run(
        [sys.executable, "-m", "flake8", "--select", "JXM", "m.py"], capture_output=True, text=True, cwd=tmp_path
    )
    return "JXM001" in result.stdout


@pytest.mark.parametrize(
    "comment, silenced",
    [
        ("", False),
        ("  # noqa", True),
        ("  # NOQA", True),
        ("  # noqa: JXM001", True),
        ("  # noqa:JXM001,E501", True),
        ("  # noqa: JXM", True),
        ("  # noqa: E501", False),
        ("  # NOQA: E501", False),
        ("  # noqa : E501", True),  # not a code list: flake8 reads a bare noqa
    ],
)
def test_silences_agrees_with_flake8(tmp_path, comment, silenced):
    assert noqa.silences("x[0] = 1.0" + comment, "JXM001") == silenced
    assert flake8_reports_jxm001(tmp_path, comment) == (not silenced)


@pytest.mark.parametrize(
    "comment, expected",
    [
        ("", "  # noqa: JXM001"),
        ("  # keep me", "  # keep me  # noqa: JXM001"),
        ("  # NOQA: E501", "  # NOQA: E501,JXM001"),
        ("  # noqa:E501,W291", "  # noqa:E501,W291,JXM001"),
        ("  # noqa: E501 because the URL is long", "  # noqa: E501,JXM001 because the URL is long"),
    ],
)
def test_adding_a_code_writes_what_flake8_reads_as_silencing_it(tmp_path, comment, expected):
    new_line = noqa.with_code("x[0] = 1.0" + comment, "JXM001")
    assert new_line == "x[0] = 1.0" + expected
    assert not flake8_reports_jxm001(tmp_path, expected)
    # The codes that were there before stay silenced.
    assert all(noqa.silences(new_line, code) for code in ("E501",) if "E501" in comment)


def test_adding_a_code_to_a_silenced_line_changes_nothing():
    assert noqa.with_code("x[0] = 1.0  # noqa", "JXM001") is None
    assert noqa.with_code("x[0] = 1.0  # noqa: JXM", "JXM001") is None
