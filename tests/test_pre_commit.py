"""The hooks in .pre-commit-hooks.yaml, run by real pre-commit (from a snapshot of this
checkout, as ``try-repo`` would take it, so one environment serves every test).

pre-commit installs this repository into its own environment, so the test needs
the package index; it is slow and marked like the real-library run.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT

MISTAKE = "import jax.numpy as jnp\n\nx = jnp.zeros(3)\nx[0] = 1.0\n"
CLEAN = "import jax.numpy as jnp\n\nx = jnp.zeros(3)\nx = x.at[0].set(1.0)\n"


def git(*args: str, cwd: Path) -> None:
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True)


@pytest.fixture(scope="module")
def repository(tmp_path_factory):
    """A throwaway git repository with one file staged."""
    path = tmp_path_factory.mktemp("user-repo")
    git("init", "-q", cwd=path)
    git("config", "user.email", "test@example.com", cwd=path)
    git("config", "user.name", "test", cwd=path)
    return path


@pytest.fixture(scope="module")
def hooks_repository(tmp_path_factory) -> tuple:
    """(path, commit) of this checkout as it is now, uncommitted edits included (what
    ``pre-commit try-repo`` would take), as a repository of its own: pre-commit installs its
    environment once for that commit, and every hook test reuses it."""
    import shutil

    path = tmp_path_factory.mktemp("hooks-repo")
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.split("\0")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (path / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, path / name)
    git("init", "-q", cwd=path)
    git("config", "user.email", "test@example.com", cwd=path)
    git("config", "user.name", "test", cwd=path)
    git("add", "-A", cwd=path)
    git("commit", "-q", "-m", "snapshot", cwd=path)
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=path, check=True, capture_output=True, text=True)
    return path, commit.stdout.strip()


@pytest.fixture
def try_repo(repository, hooks_repository):
    hooks, commit = hooks_repository

    def run(hook: str, repository: Path, text: str, name: str = "model.py") -> subprocess.CompletedProcess:
        """Stage ``name`` holding ``text`` and run one hook of this repository on it."""
        for other in ("model.py", "model.ipynb"):  # only the file of this run is staged
            if other != name and (repository / other).exists():
                git("rm", "-q", "-f", "--ignore-unmatch", other, cwd=repository)
        (repository / name).write_text(text)
        (repository / ".pre-commit-config.yaml").write_text(
            f"repos:\n- repo: {hooks}\n  rev: {commit}\n  hooks:\n  - id: {hook}\n"
        )
        git("add", name, ".pre-commit-config.yaml", cwd=repository)
        env = dict(os.environ, PRE_COMMIT_HOME=str(repository.parent / "pre-commit-home"))
        return subprocess.run(
            [sys.executable, "-m", "pre_commit", "run", hook, "--all-files"],
            cwd=repository, capture_output=True, text=True, env=env,
        )

    return run


@pytest.mark.slow
def test_check_hook_fails_on_a_mistake_and_names_the_code(repository, try_repo):
    result = try_repo("jaxmuseum", repository, MISTAKE)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "model.py:4:1: JXM001 JAX arrays are immutable" in result.stdout


@pytest.mark.slow
def test_check_hook_passes_a_clean_file(repository, try_repo):
    result = try_repo("jaxmuseum", repository, CLEAN)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.slow
def test_fix_hook_rewrites_the_file_and_fails_as_pre_commit_expects(repository, try_repo):
    result = try_repo("jaxmuseum-fix", repository, MISTAKE)
    assert result.returncode == 1
    assert "files were modified by this hook" in result.stdout
    assert (repository / "model.py").read_text() == CLEAN


@pytest.mark.slow
def test_the_readmes_local_hook_works_as_written(repository):
    """The README's ``repo: local`` hook, with the path filled in, run by real pre-commit."""
    readme = (ROOT / "README.md").read_text()
    documented = readme.split("## In pre-commit", 1)[1].split("```yaml\n", 1)[1].split("```", 1)[0]
    config = documented.replace("/path/to/flake8-jaxmuseum", str(ROOT))
    assert "repo: local" in config and f'additional_dependencies: ["{ROOT}"]' in config
    (repository / ".pre-commit-config.yaml").write_text(config)
    (repository / "model.py").write_text(MISTAKE)
    git("add", ".pre-commit-config.yaml", "model.py", cwd=repository)
    env = dict(os.environ, PRE_COMMIT_HOME=str(repository.parent / "pre-commit-home"))
    result = subprocess.run(
        [sys.executable, "-m", "pre_commit", "run", "--all-files"], cwd=repository, capture_output=True, text=True,
        env=env,
    )
    assert result.returncode == 1, result.stdout + result.stderr
    assert "model.py:4:1: JXM001 JAX arrays are immutable" in result.stdout
    (repository / "model.py").write_text(CLEAN)
    git("add", "model.py", cwd=repository)
    again = subprocess.run(
        [sys.executable, "-m", "pre_commit", "run", "--all-files"], cwd=repository, capture_output=True, text=True,
        env=env,
    )
    assert again.returncode == 0, again.stdout + again.stderr
    (repository / ".pre-commit-config.yaml").unlink()
    git("rm", "-q", "--cached", ".pre-commit-config.yaml", cwd=repository)


NOTEBOOK = (ROOT / "tests" / "notebooks" / "mistakes.ipynb").read_text()


@pytest.mark.slow
def test_check_hook_runs_on_a_staged_notebook(repository, try_repo):
    result = try_repo("jaxmuseum", repository, NOTEBOOK, "model.ipynb")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "model.ipynb:cell 4:3:1: JXM001 JAX arrays are immutable" in result.stdout


@pytest.mark.slow
def test_fix_hook_rewrites_a_staged_notebooks_cells(repository, try_repo):
    result = try_repo("jaxmuseum-fix", repository, NOTEBOOK, "model.ipynb")
    assert result.returncode == 1 and "files were modified by this hook" in result.stdout, result.stdout
    fixed = (repository / "model.ipynb").read_text()
    assert fixed == NOTEBOOK.replace('"x[0] = 1.0"', '"x = x.at[0].set(1.0)"').replace('"y[1] += 2.0"', '"y = y.at[1].add(2.0)"')


@pytest.mark.slow
def test_check_hook_skips_a_staged_file_the_configuration_excludes(repository, try_repo):
    (repository / "pyproject.toml").write_text('[tool.jaxmuseum]\nexclude = ["model.py"]\n')
    git("add", "pyproject.toml", cwd=repository)
    try:
        result = try_repo("jaxmuseum", repository, MISTAKE)
    finally:
        git("rm", "-q", "-f", "pyproject.toml", cwd=repository)
    assert result.returncode == 0, result.stdout + result.stderr
