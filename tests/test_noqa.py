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
        ("  # noqa:E501,W291", "  # noqa:E501,JXM001,W291"),  # the codes sorted, each once
        ("  # noqa: W291, E501", "  # noqa: E501, JXM001, W291"),
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


# ---- flake8's reach: a # noqa counts for every line of its token range ------------------
MULTILINE = (
    "import jax.numpy as jnp\n\nx = jnp.zeros(3)\n"
    'x[0] = """a\nb"""{first}\n'  # a string over two lines: one range
    "x[1] = 1.0 + \\\n    2.0{second}\n"  # a backslash continuation: one range
    "x[2] = (3.0 +\n        4.0){third}\n"  # inside brackets: each line its own
)


def flake8_lines(tmp_path, text: str) -> list:
    (tmp_path / "m.py").write_text(text)
    result = subprocess.run([sys.executable, "-m", "flake8", "--select", "JXM", "m.py"], capture_output=True,
                            text=True, cwd=tmp_path)
    return sorted(int(line.split(":")[1]) for line in result.stdout.splitlines())


def jaxmuseum_lines(tmp_path, text: str) -> list:
    (tmp_path / "m.py").write_text(text)
    result = subprocess.run([sys.executable, "-m", "flake8_jaxmuseum", "check", "--output-format", "concise",
                             "--no-cache", "m.py"], capture_output=True, text=True, cwd=tmp_path)
    return sorted(int(line.split(":")[1]) for line in result.stdout.splitlines())


@pytest.mark.parametrize("comments, silenced", [
    (("", "", ""), []),
    (("  # noqa: JXM001", "  # noqa: JXM001", "  # noqa: JXM001"), [4, 6]),  # line 8's comment is not line 7's
])
def test_noqa_reaches_over_a_range_as_flake8s(tmp_path, comments, silenced):
    text = MULTILINE.format(first=comments[0], second=comments[1], third=comments[2])
    theirs, ours = flake8_lines(tmp_path, text), jaxmuseum_lines(tmp_path, text)
    assert ours == theirs == [line for line in (4, 6, 8) if line not in silenced]


def test_token_ranges_are_flake8s():
    text = MULTILINE.format(first="", second="", third="")
    ranges = noqa.token_ranges(text)
    assert ranges[4] == ranges[5] == (4, 5) and ranges[6] == ranges[7] == (6, 7)
    assert ranges[8] == (8, 8) and ranges[9] == (9, 9)
    assert noqa.token_ranges('x = """never closed\n') == {}


def test_with_noqa_writes_where_flake8_reads():
    text = MULTILINE.format(first="  # a comment", second="", third="")
    findings = [type("F", (), {"line": line, "code": "JXM001"})() for line in (4, 6, 8)]
    new_text, added = noqa.with_noqa(text, findings)
    assert added == 3
    assert new_text == MULTILINE.format(first="  # a comment  # noqa: JXM001", second="  # noqa: JXM001", third="")\
        .replace("x[2] = (3.0 +\n", "x[2] = (3.0 +  # noqa: JXM001\n")
    assert noqa.with_noqa(new_text, findings) == (new_text, 0)
