"""Projects of several files: a function defined in one module and jitted, scanned or
called from traced code in another is traced where it is defined.

Each folder of ``tests/projects/JXMnnn/`` is a small project whose ``main.py`` runs it.
Linted as one project (:func:`flake8_jaxmuseum.project.lint_project`), the findings of
all its files must be exactly the ``# expect:`` marks; run under real JAX, a flagged
project raises the rule's error (or shows its symptom), a clean one runs.
"""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from conftest import ROOT, assert_raised, expected_findings, needs_jax, runner_for, shows_symptom
from jaxruns import JaxRun
from flake8_jaxmuseum.engine import lint
from flake8_jaxmuseum.project import ProjectIndex, lint_project, module_of
from flake8_jaxmuseum.rules import RULES_BY_CODE
from flake8_jaxmuseum.semantics.project import ModuleContext

PROJECTS = ROOT / "tests" / "projects"


class Project:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.code = folder.parent.name
        self.flagged = folder.name.startswith("flagged_")
        self.files = sorted(folder.rglob("*.py"))
        self.id = f"{self.code}/{folder.name}"

    def expected(self) -> list:
        return sorted(
            (str(path.relative_to(self.folder)), line, column, code)
            for path in self.files
            for line, column, code in expected_findings(path.read_text())
        )

    def run(self) -> JaxRun:
        main = self.folder / "main.py"
        return JaxRun(main, runner_for(self.code), imports=tuple(p for p in self.files if p != main))


ALL = [Project(folder) for folder in sorted(PROJECTS.glob("JXM*/*")) if folder.is_dir()]


def project_findings(project: Project) -> list:
    results = lint_project(project.files, lambda text, context: lint(text, project=context))
    found = []
    for path, result in results.items():
        assert not isinstance(result, Exception), result
        assert result.failures == [], result.failures
        found += [(str(path.relative_to(project.folder)), f.line, f.column + 1, f.code) for f in result.findings]
    return sorted(found)


def test_there_are_flagged_and_clean_projects():
    assert sum(p.flagged for p in ALL) >= 6 and sum(not p.flagged for p in ALL) >= 5


@pytest.mark.parametrize("project", ALL, ids=lambda p: p.id)
def test_a_project_is_linted_as_one(project: Project):
    expected = project.expected()
    assert bool(expected) == project.flagged
    assert project_findings(project) == expected


@pytest.mark.parametrize("project", [p for p in ALL if p.flagged], ids=lambda p: p.id)
def test_each_file_alone_does_not_see_it(project: Project):
    """What these projects prove needs the other files: linted alone, no file is flagged."""
    for path in project.files:
        assert lint(path.read_text()).findings == [], path


@pytest.mark.parametrize("project", [pytest.param(p, id=p.id, marks=needs_jax(p.run())) for p in ALL])
def test_jax_agrees_with_the_project(project: Project, jax_service):
    rule = RULES_BY_CODE[project.code]
    outcome = jax_service.outcome(project.run())
    if project.flagged and rule.symptom is None:
        assert_raised(outcome, rule.raises, project.id)
        return
    assert outcome["outcome"] == "ran", f"{project.id}: must run under JAX, got {outcome}"
    if rule.symptom is not None:
        assert shows_symptom(rule.symptom, outcome) == project.flagged, outcome


# ---- the index ------------------------------------------------------------------------------
def test_module_names_as_python_imports_them(tmp_path):
    (tmp_path / "src" / "pkg" / "sub").mkdir(parents=True)
    for name in ("src/pkg/__init__.py", "src/pkg/sub/__init__.py", "src/pkg/sub/model.py", "train.py"):
        (tmp_path / name).write_text("")
    assert module_of(tmp_path / "src/pkg/sub/model.py").name == "pkg.sub.model"
    assert module_of(tmp_path / "src/pkg/sub/__init__.py").name == "pkg.sub"
    assert module_of(tmp_path / "src/pkg/sub/__init__.py").is_package
    assert module_of(tmp_path / "train.py").name == "train"


@pytest.mark.parametrize(
    "name, is_package, level, module, absolute",
    [
        ("pkg.sub.model", False, 1, "layers", "pkg.sub.layers"),
        ("pkg.sub.model", False, 2, "utils", "pkg.utils"),
        ("pkg.sub.model", False, 1, None, "pkg.sub"),
        ("pkg.sub", True, 1, "model", "pkg.sub.model"),
        ("pkg.sub", True, 2, None, "pkg"),
        ("pkg.model", False, 3, "x", None),  # beyond the top-level package
        ("model", False, 1, "utils", None),  # a script is in no package
    ],
)
def test_relative_imports_name_modules(name, is_package, level, module, absolute):
    assert ModuleContext(name, is_package=is_package).absolute(level, module) == absolute


def test_names_resolve_through_reexports_to_the_def():
    project = next(p for p in ALL if p.id == "JXM002/flagged_package_jitted_in_train")
    index = ProjectIndex.of_files(project.files)
    assert index.resolve("pkg.loss") == ("pkg.model", "loss")
    assert index.resolve("pkg.model.loss") == ("pkg.model", "loss")
    assert index.resolve("pkg.model.jnp") is None  # leaves the project
    assert index.resolve("numpy.log1p") is None


def test_summaries_and_contexts_pickle():
    """Worker processes hand summaries back, and contexts out."""
    for project in ALL:
        index = ProjectIndex.of_files(project.files)
        index.solve(lambda module, context: lint(module.path.read_text(), project=context))
        for module in index.modules.values():
            context = index.context(module)
            assert pickle.loads(pickle.dumps(context)) == context
        for summary in index.summaries.values():
            assert summary is None or pickle.loads(pickle.dumps(summary)) == summary


def test_a_file_alone_is_unchanged_by_the_project_machinery():
    """No context: relative imports stay unknown, and nothing enters from elsewhere."""
    text = "import jax\nfrom .model import loss\njax.jit(loss)\n"
    assert lint(text).summary is None
    summary = lint(text, project=ModuleContext("pkg.train")).summary
    assert [o.target for o in summary.outgoing] == ["pkg.model.loss"]
