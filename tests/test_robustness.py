"""Never crash, never lose code: hostile input, internal errors, fuzzing, fix safety."""

from __future__ import annotations

import ast
import os
import subprocess
import sys

import pytest

from flake8_jaxmuseum import cli, rules
from flake8_jaxmuseum.cli import files
from flake8_jaxmuseum.engine import ParseError, lint
from flake8_jaxmuseum.fixing import fix_text
from flake8_jaxmuseum.rule import Rule
from flake8_jaxmuseum.rules import RULES_BY_CODE
from flake8_jaxmuseum.settings import Settings

MISTAKE_LINES = "import jax.numpy as jnp\n\nx = jnp.zeros(3)\nx[0] = 1.0\n"


def jaxmuseum(*args: str, cwd) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "flake8_jaxmuseum", *args], capture_output=True, cwd=cwd)


# --------------------------------------------------------------------- hostile input
HOSTILE = {
    "empty": "",
    "only jax comment": "# jax\n",
    "tabs": "import jax.numpy as jnp\ndef f():\n\tx = jnp.zeros(3)\n\tx[0] = 1.0  # expect\n",
    "nested parens 200": "import jax\nx = " + "(" * 200 + "1" + ")" * 200 + "\n",
    "nested calls 200": "import jax.numpy as jnp\nx = " + "jnp.abs(" * 200 + "1.0" + ")" * 200 + "\n",
    "nested lists 200": "import jax\nx = " + "[" * 200 + "]" * 200 + "\n",
    "long chain 2000": "import jax.numpy as jnp\nx = jnp.zeros(3)\ny = " + " + ".join(["x"] * 2000) + "\n",
    "nested defs 50": "import jax\n" + "".join("    " * i + f"def f{i}(x):\n" for i in range(50)) + "    " * 50 + "return x\n",
    "match": (
        "import jax.numpy as jnp\n"
        "def f(v):\n    match v:\n        case [a, *rest]:\n            return a\n"
        "        case {'k': b}:\n            return b\n        case _:\n            return None\n"
        "x = jnp.zeros(3)\nx[0] = 1.0  # expect\n"
    ),
    "async and walrus": (
        "import jax.numpy as jnp\nasync def f(xs):\n    async for x in xs:\n        if (y := x):\n            yield y\n"
    ),
}


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_input_never_crashes_and_finds_what_is_there(name):
    if name == "match" and sys.version_info < (3, 10):
        pytest.skip("match statements are Python 3.10+")
    text = HOSTILE[name]
    findings = lint(text).findings
    expected = [n for n, line in enumerate(text.splitlines(), 1) if line.endswith("# expect")]
    assert [f.line for f in findings] == expected


PYTHON_312_SYNTAX = (
    "import jax.numpy as jnp\ntype Vector = list[float]\n"
    "def first[T](xs: list[T]) -> T:\n    return xs[0]\n"
    "name = 'x'\nmessage = f\"{f'{name!r}'}\"\n"
    "x = jnp.zeros(3)\nx[0] = 1.0  # expect\n"
)


def test_newer_syntax_is_read_with_the_running_pythons_grammar():
    """Like flake8, the engine reads code with the interpreter it runs on."""
    if sys.version_info >= (3, 12):
        assert [f.line for f in lint(PYTHON_312_SYNTAX).findings] == [8]
    else:
        with pytest.raises(ParseError) as error:
            lint(PYTHON_312_SYNTAX)
        assert "\n" not in str(error.value) and str(error.value).startswith("cannot parse: line 2")


# CPython itself cannot compile a 3,000-term chain ("maximum recursion depth exceeded").
LONG_CHAIN_3000 = "import jax.numpy as jnp\nx = jnp.zeros(3)\ny = " + " + ".join(["x"] * 3000) + "\n"


@pytest.mark.parametrize(
    "text",
    ["import jax\ndef f(:\n", "import jax\nx = 1\x00\n", "import jax\n  x = 1\n", LONG_CHAIN_3000],
    ids=["syntax error", "null byte", "indentation", "3000-term chain"],
)
def test_unparseable_input_is_one_parse_error(text):
    try:
        ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        pass
    else:  # Python 3.9's parser reads the long chain (3.11's cannot): then it must lint, no crash
        assert lint(text).failures == []
        return
    with pytest.raises(ParseError) as error:
        lint(text)
    assert "\n" not in str(error.value) and str(error.value).startswith("cannot parse")


def test_fifty_thousand_lines():
    text = "import jax.numpy as jnp\n" + "y = 1\n" * 50_000 + "x = jnp.zeros(3)\nx[0] = 1.0\n"
    assert [(f.line, f.code) for f in lint(text).findings] == [(50_003, "JXM001")]


@pytest.mark.parametrize(
    "data, line",
    [
        (MISTAKE_LINES.replace("\n", "\r\n").encode(), 4),  # CRLF
        (b"\xef\xbb\xbf" + MISTAKE_LINES.encode(), 4),  # UTF-8 BOM
        ("# -*- coding: latin-1 -*-\n# d\u00e9j\u00e0 vu\n".encode("latin-1") + MISTAKE_LINES.encode("latin-1"), 6),
    ],
    ids=["crlf", "bom", "latin-1"],
)
def test_encodings_and_line_endings_keep_lines(tmp_path, data, line):
    (tmp_path / "m.py").write_bytes(data)
    result = jaxmuseum("check", "m.py", cwd=tmp_path)
    assert result.stdout.decode().startswith(f"m.py:{line}:1: JXM001 ")
    flake8 = subprocess.run([sys.executable, "-m", "flake8", "--select", "JXM", "m.py"], capture_output=True, cwd=tmp_path)
    assert flake8.stdout.decode().startswith(f"m.py:{line}:1: JXM001 ")


# --------------------------------------------------------------------- internal errors
BROKEN = Rule("JXM003", "broken", check=lambda context: iter([1 / 0]))
WITH_A_BROKEN_RULE = (BROKEN, RULES_BY_CODE["JXM001"])


def test_a_failing_rule_does_not_stop_the_others(monkeypatch):
    monkeypatch.setattr(rules, "ALL_RULES", WITH_A_BROKEN_RULE)  # the engine reads it at each lint
    result = lint(MISTAKE_LINES)
    assert [(f.line, f.code) for f in result.findings] == [(4, "JXM001")]
    assert [str(failure) for failure in result.failures] == [
        "internal error in JXM003: ZeroDivisionError: division by zero"
    ]


def test_cli_reports_an_internal_error_once_and_exits_2(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(rules, "ALL_RULES", WITH_A_BROKEN_RULE)  # the engine reads it at each lint
    (tmp_path / "m.py").write_text(MISTAKE_LINES)
    assert cli.main(["check", str(tmp_path / "m.py")]) == 2
    out, err = capsys.readouterr()
    assert "JXM001" in out
    assert err.count("internal error in JXM003") == 1 and "Traceback" not in err


def test_flake8_plugin_survives_an_internal_error(monkeypatch):
    import ast

    from flake8_jaxmuseum.flake8_plugin import JaxMuseumChecker

    monkeypatch.setattr(rules, "ALL_RULES", WITH_A_BROKEN_RULE)  # the engine reads it at each lint
    lines = MISTAKE_LINES.splitlines(keepends=True)
    found = list(JaxMuseumChecker(ast.parse(MISTAKE_LINES), lines, "m.py").run())
    assert [(line, text.split()[0]) for line, _, text, _ in found] == [(4, "JXM001")]


# --------------------------------------------------------------------- fix safety
def test_fix_never_writes_a_file_that_does_not_parse(tmp_path):
    path = tmp_path / "broken.py"
    text = MISTAKE_LINES + "def f(:\n"
    path.write_text(text)
    result = jaxmuseum("fix", "broken.py", cwd=tmp_path)
    assert result.returncode == 2 and b"cannot parse" in result.stderr and b"not fixed" in result.stderr
    assert path.read_text() == text


def test_fix_never_keeps_a_result_that_does_not_parse(monkeypatch):
    from flake8_jaxmuseum import fixing

    monkeypatch.setattr(fixing, "apply_edits", lambda text, chosen: ("x = (\n", chosen))
    outcome = fix_text(MISTAKE_LINES, Settings(), "m.py", unsafe=True)
    assert outcome.new_text == MISTAKE_LINES and outcome.fixed == []


def test_interrupted_write_leaves_the_old_file_and_no_temporary(monkeypatch, tmp_path):
    path = tmp_path / "m.py"
    path.write_text(MISTAKE_LINES)
    source = files.read_file(path, "m.py")

    def interrupted(src, dst):
        raise KeyboardInterrupt  # as if the process were stopped between write and rename

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        files.write_atomically(source, "x = 2\n")
    assert path.read_text() == MISTAKE_LINES
    assert [p.name for p in tmp_path.iterdir()] == ["m.py"]


def test_killed_fix_leaves_old_or_new_file(tmp_path):
    """Kill a fix process repeatedly at random moments: the file always parses whole."""
    import random

    path = tmp_path / "m.py"
    body = MISTAKE_LINES + "".join(f"x[{i % 3}] = {i}.0\n" for i in range(2000))
    fixed = fix_text(body, Settings(), "m.py", unsafe=False).new_text
    for _ in range(5):
        path.write_text(body)
        process = subprocess.Popen([sys.executable, "-m", "flake8_jaxmuseum", "fix", "m.py"], cwd=tmp_path,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            process.wait(timeout=random.uniform(0.5, 4.0))
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        assert path.read_text() in (body, fixed)
        # A kill between writing the temporary file and the rename may leave that
        # temporary behind (nothing can clean up after SIGKILL); the target stays whole.
        for leftover in tmp_path.glob(".m.py.*.tmp"):
            leftover.unlink()


def test_fix_refuses_a_missing_path_before_writing_anything(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    (folder / "m.py").write_text(MISTAKE_LINES)
    result = jaxmuseum("fix", "ro/m.py", "ro/missing.py", cwd=tmp_path)
    assert result.returncode == 2 and b"no such file or directory" in result.stderr
    assert (folder / "m.py").read_text() == MISTAKE_LINES


# --------------------------------------------------------------------- fuzzing
FUZZ_EXAMPLES = int(os.environ.get("JAXMUSEUM_FUZZ_EXAMPLES", "40"))


def test_fuzz_generated_programs_never_crash_the_engine():
    hypothesis = pytest.importorskip("hypothesis")
    hypothesmith = pytest.importorskip("hypothesmith")
    from hypothesis import HealthCheck, given, settings

    prelude = "import jax\nimport jax.numpy as jnp\nfrom jax import jit, vmap, grad, lax\n"

    @settings(max_examples=FUZZ_EXAMPLES, deadline=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(hypothesmith.from_grammar())
    def run(program):
        try:
            lint(prelude + program)
        except ParseError:
            pass  # the grammar admits programs LibCST (or Python) rejects; that is not a crash

    run()
    assert hypothesis  # the strategy ran


JAX_SHAPES = [
    "@jit\ndef f(x):\n    {body}\n",
    "def g(c, x):\n    {body}\n    return c, x\nlax.scan(g, 0.0, jnp.ones(3))\n",
    "f = vmap(lambda x: {expr})\n",
    "grad(lambda x: {expr})(jnp.ones(3))\n",
]


def test_fuzz_programs_with_jax_calls_never_crash():
    pytest.importorskip("hypothesis")
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    atoms = st.sampled_from(["x", "x.sum()", "x > 0", "x[0]", "jnp.ones(3)", "1.0", "x.shape[0]", "len(x)", "[0]", "x[x > 0]"])
    expressions = st.recursive(
        atoms,
        lambda inner: st.one_of(
            st.builds(lambda a, b: f"({a} + {b})", inner, inner),
            st.builds(lambda a, b: f"({a} if {b} else {a})", inner, inner),
            st.builds(lambda a: f"(not {a})", inner),
            st.builds(lambda a, b: f"jnp.where({a}, {b}, 0)", inner, inner),
        ),
        max_leaves=8,
    )
    bodies = st.builds(
        lambda e, f: st.sampled_from([f"if {e}:\n        x[0] = {f}", f"while {e}:\n        x = {f}", f"x = {e}", f"assert {e}"]),
        expressions, expressions,
    ).flatmap(lambda s: s)

    @settings(max_examples=FUZZ_EXAMPLES * 5, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(st.sampled_from(JAX_SHAPES), bodies, expressions)
    def run(shape, body, expr):
        source = "import jax.numpy as jnp\nfrom jax import jit, vmap, grad, lax\n" + shape.format(body=body, expr=expr)
        result = lint(source)
        assert result.failures == []
        for finding in result.findings:
            assert finding.code.startswith("JXM") and "\n" not in finding.message

    run()


def test_fix_keeps_a_declared_latin_1_encoding(tmp_path):
    path = tmp_path / "m.py"
    header = "# -*- coding: latin-1 -*-\n# d\u00e9j\u00e0 vu\n"
    path.write_bytes((header + MISTAKE_LINES).encode("latin-1"))
    assert jaxmuseum("fix", "m.py", cwd=tmp_path).returncode == 0
    assert path.read_bytes() == (header + MISTAKE_LINES.replace("x[0] = 1.0", "x = x.at[0].set(1.0)")).encode("latin-1")


def test_fix_reports_an_unwritable_file_with_exit_2(monkeypatch, tmp_path, capsys):
    import tempfile

    def refused(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    path = tmp_path / "m.py"
    path.write_text(MISTAKE_LINES)
    monkeypatch.setattr(tempfile, "mkstemp", refused)  # root ignores chmod, so refuse here
    assert cli.main(["fix", str(path)]) == 2
    assert "cannot write: Permission denied" in capsys.readouterr().err
    assert path.read_text() == MISTAKE_LINES


def test_the_collector_is_paused_while_a_lint_runs_and_left_as_it_was():
    import gc

    from flake8_jaxmuseum.collection import collector_paused

    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()  # a host that turned it off keeps it off
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_solve_sets_aside_what_it_built_and_leaves_the_collector_as_it_was(tmp_path):
    """A solve freezes what it set up before its lints (the trees it parsed ahead: a pass over
    them cost 0.41 s of a 5 s check of flax) and unfreezes it after; a host's own freeze stays."""
    import gc

    from flake8_jaxmuseum.collection import set_aside

    (tmp_path / "pyproject.toml").write_text("")
    (tmp_path / "model.py").write_text("import jax\n\n\ndef loss(x):\n    if x > 0:\n        return x\n    return -x\n")
    (tmp_path / "train.py").write_text("import jax\nfrom model import loss\n\nstep = jax.jit(loss)\nstep(1.0)\n")
    gc.unfreeze()  # (an earlier test's flake8 run froze its heap after its solve, as flake8's host keeps it)
    assert gc.get_freeze_count() == 0
    assert cli.main(["check", "--no-cache", "--jobs", "1", str(tmp_path)]) == 1
    assert gc.get_freeze_count() == 0 and gc.isenabled()
    gc.freeze()  # a host that froze its own objects: the solve neither freezes more nor unfreezes them
    try:
        frozen = gc.get_freeze_count()
        # (frozen objects another thread frees meanwhile leave the count: CI saw it drop by 2)
        assert not set_aside() and 0 < gc.get_freeze_count() <= frozen
    finally:
        gc.unfreeze()
    assert set_aside() and gc.get_freeze_count() > 0
    gc.unfreeze()


def test_a_portable_lint_leaves_no_cycle_for_the_collector():
    """A lint whose caller keeps only findings (flake8, a check's workers, a solve) breaks its
    model's cycles, so that the model and its tree are freed as the lint returns, not by a
    pass of the collector over them: over flax, cycles of every lint's model left 1.2M objects
    for the collector (0.26 s of a 7 s run alone, 0.42 s as a project, where they wait longer)."""
    import gc
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    sources = sorted(root.glob("exhibits/*/*.py")) + sorted(root.glob("tests/cases/JXM0*/flagged_*.py"))[::7]
    texts = [path.read_text() for path in sources]
    assert len(texts) > 50
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        for text in texts:
            lint(text, portable=True)
        gc.collect()
        left = [item for item in gc.garbage if isinstance(item, ast.AST) or (
            type(item).__module__.startswith("flake8_jaxmuseum"))]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    assert left == []
