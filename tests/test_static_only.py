"""Principle 1: the linter never imports jax and never runs the code it reads."""

from __future__ import annotations

import subprocess
import sys
import textwrap

PROBE = textwrap.dedent(
    """\
    import sys
    from pathlib import Path
    from flake8_jaxmuseum.engine import lint

    marker = Path(sys.argv[1])
    source = '''
    import jax, jax.numpy as jnp
    from pathlib import Path
    Path({marker!r}).write_text("module ran")

    def deco(f):
        Path({marker!r}).write_text("decorator ran")
        return f

    @deco
    @jax.jit
    def f(x, y=Path({marker!r}).write_text("default ran")):
        if x.sum() > 0:
            return x
        return -x

    f(jnp.ones(3))
    '''.format(marker=str(marker))
    findings = lint(source).findings
    print([f.code for f in findings])
    print("jax imported:", any(name == "jax" or name.startswith("jax.") for name in sys.modules))
    print("marker exists:", marker.exists())
    """
)


def test_linting_imports_no_jax_and_runs_nothing(tmp_path):
    marker = tmp_path / "ran.txt"
    result = subprocess.run(
        [sys.executable, "-c", PROBE, str(marker)], capture_output=True, text=True, check=True
    )
    lines = result.stdout.splitlines()
    assert lines == ["['JXM002']", "jax imported: False", "marker exists: False"]
    assert not marker.exists()
