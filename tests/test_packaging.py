"""What a user gets from the wheel: built, installed into a fresh virtual environment
(as pre-commit and pip users get it), and the museum is all there."""

from __future__ import annotations

import subprocess
import sys
import venv
from pathlib import Path

import pytest

from conftest import ROOT
from flake8_jaxmuseum.cli.terminal import render
from flake8_jaxmuseum.documents import exhibit_markdown, exhibits


def run(*command, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([str(c) for c in command], capture_output=True, text=True, cwd=cwd)


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The bin folder of a fresh environment with the built wheel installed."""
    folder = tmp_path_factory.mktemp("wheel")
    built = run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", folder / "dist", ROOT)
    assert built.returncode == 0, built.stderr
    [wheel] = (folder / "dist").glob("flake8_jaxmuseum-*.whl")
    venv.EnvBuilder(with_pip=True).create(folder / "env")
    bin_dir = folder / "env" / "bin"
    installed = run(bin_dir / "python", "-m", "pip", "install", "-q", wheel)
    assert installed.returncode == 0, installed.stderr
    return bin_dir


@pytest.mark.slow
def test_the_wheel_carries_every_page_and_exhibit(installed):
    import zipfile

    [wheel] = (installed.parent.parent / "dist").glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for page in (ROOT / "rules").glob("*.md"):
        assert f"flake8_jaxmuseum/museum/rules/{page.name}" in names
    for path in (ROOT / "exhibits").rglob("*"):
        if path.is_file() and "__pycache__" not in path.parts:
            assert f"flake8_jaxmuseum/museum/exhibits/{path.relative_to(ROOT / 'exhibits').as_posix()}" in names


@pytest.mark.slow
def test_the_installed_museum_is_whole(installed, tmp_path):
    listing = run(installed / "jaxmuseum", "exhibits", cwd=tmp_path)
    assert listing.returncode == 0, listing.stderr
    assert listing.stdout.splitlines() == [
        f"{e.number}  {e.rule}  {render(e.caption.split(': ', 1)[-1], colour=False)}" for e in exhibits()
    ]
    shown = run(installed / "jaxmuseum", "exhibit", "1", cwd=tmp_path)
    assert shown.returncode == 0 and shown.stdout.rstrip("\n") == render(exhibit_markdown(exhibits()[0]), colour=False)
    page = run(installed / "jaxmuseum", "explain", "JXM001", cwd=tmp_path)
    assert page.stdout.rstrip("\n") == render((ROOT / "rules" / "JXM001.md").read_text(), colour=False)
    site = run(installed / "jaxmuseum", "museum", "--output", tmp_path / "site", cwd=tmp_path)
    assert site.returncode == 0 and (tmp_path / "site" / "exhibits" / f"{exhibits()[0].name}.html").is_file()


@pytest.mark.slow
def test_installed_check_links_nothing_and_builds_nothing_without_docs_url(installed, tmp_path):
    import json
    import os

    (tmp_path / "m.py").write_text("import jax.numpy as jnp\nx = jnp.zeros(3)\nx[0] = 1.0\n")
    checked = run(installed / "jaxmuseum", "check", "--format", "json", "m.py", cwd=tmp_path)
    [item] = json.loads(checked.stdout)
    assert item["url"] is None and not list(Path(os.environ["XDG_CACHE_HOME"]).rglob("museum-*"))
