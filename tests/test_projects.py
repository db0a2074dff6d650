"""Projects of several files: a function defined in one module and jitted, scanned or
called from traced code in another is traced where it is defined.

Each folder of ``tests/projects/JXMnnn/`` is a small project whose ``main.py`` runs it.
Linted as one project (:class:`flake8_jaxmuseum.driver.ProjectDriver`, the driver of
`jaxmuseum check`, flake8 and the language server), the findings of
all its files must be exactly the ``# expect:`` marks; run under real JAX, a flagged
project raises the rule's error (or shows its symptom), a clean one runs.
"""

from __future__ import annotations

import json
import pickle
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT, assert_raised, expected_findings, needs_jax, runner_for, shows_symptom
from jaxruns import JaxRun
from flake8_jaxmuseum import ipynb
from flake8_jaxmuseum.driver import ProjectDriver
from flake8_jaxmuseum.engine import lint
from flake8_jaxmuseum.options import LintOptions
from flake8_jaxmuseum.prefilter import might_use_jax
from flake8_jaxmuseum.project import ProjectIndex
from flake8_jaxmuseum.project_modules import module_of, module_text
from flake8_jaxmuseum.rules import RULES_BY_CODE
from flake8_jaxmuseum.semantics.project import ModuleContext, context_to_json, entry_from_json, entry_to_json
from flake8_jaxmuseum.semantics.summary import summary_from_json, summary_to_json

PROJECTS = ROOT / "tests" / "projects"


class Project:
    """``main.py`` runs it, or ``main.ipynb`` (its code cells, as they run in order)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.code = folder.parent.name
        self.flagged = folder.name.startswith("flagged_")
        self.files = sorted([*folder.rglob("*.py"), *folder.rglob("*.ipynb")])
        self.id = f"{self.code}/{folder.name}"

    def expected(self) -> list:
        return sorted(
            (str(path.relative_to(self.folder)), line, column, code)
            for path in self.files
            for line, column, code in expected_findings(module_text(module_of(path)))
        )

    def run(self) -> JaxRun:
        main = self.folder / "main.py"
        if main.exists():
            return JaxRun(main, runner_for(self.code), imports=tuple(p for p in self.files if p != main))
        # A notebook: its cells as one script, beside copies of the project's modules.
        built = ROOT / "build" / "test-projects" / self.id
        shutil.rmtree(built, ignore_errors=True)
        copies = []
        for path in self.files:
            if path.suffix == ".py":
                copy = built / path.relative_to(self.folder)
                copy.parent.mkdir(parents=True, exist_ok=True)
                copy.write_text(path.read_text())
                copies.append(copy)
        main = built / "main.py"
        main.write_text(module_text(module_of(self.folder / "main.ipynb")))
        return JaxRun(main, runner_for(self.code), imports=tuple(copies))


ALL = [Project(folder) for folder in sorted(PROJECTS.glob("JXM*/*")) if folder.is_dir()]


def checked(files: list, root: Path) -> dict:
    """Each of ``files`` linted as a module of the project at ``root`` (of those files) by
    the one driver: its path -> the engine's answer."""
    found = ProjectDriver(root, LintOptions(), files=files).check(files)
    assert set(found) == {str(Path(path).absolute()) for path in files}, "a file was not a module of its project"
    return {Path(file): answer for file, answer in found.items()}


def project_findings(project: Project) -> list:
    found = []
    for path, result in checked(project.files, project.folder).items():
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
        assert lint(module_text(module_of(path))).findings == [], path


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
    train = index.module_at(project.folder / "pkg" / "train.py")
    model = index.module_at(project.folder / "pkg" / "model.py")
    assert index.resolve("pkg.loss", train) == (model, "loss")
    assert index.resolve("pkg.model.loss", train) == (model, "loss")
    assert index.resolve("pkg.model.jnp", train) is None  # leaves the project
    assert index.resolve("numpy.log1p", train) is None


def test_a_name_in_two_folders_of_scripts_is_each_folders_own(tmp_path):
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "model.py").write_text("def loss(x):\n    return x\n")
        (tmp_path / folder / "train.py").write_text("import model\n")
    (tmp_path / "c.py").write_text("import model\n")
    index = ProjectIndex.of_files(sorted(tmp_path.rglob("*.py")), tmp_path)
    for folder in ("a", "b"):
        importer = index.module_at(tmp_path / folder / "train.py")
        assert index.resolve("model.loss", importer) == (index.module_at(tmp_path / folder / "model.py"), "loss")
    assert index.resolve("model.loss", index.module_at(tmp_path / "c.py")) is None  # two candidates: unresolved


def solved(project: Project) -> ProjectIndex:
    driver = ProjectDriver(project.folder, LintOptions(), files=project.files)
    driver.check(project.files)
    return driver.index


def test_summaries_and_contexts_pickle_and_keep_as_json():
    """Worker processes hand summaries back and contexts out; the cache keeps summaries
    as JSON, and keys entries by contexts."""
    for project in ALL:
        index = solved(project)
        for module in index.modules.values():
            context = index.context(module)
            assert pickle.loads(pickle.dumps(context)) == context
            json.dumps(context_to_json(context))
            for entry in context.entries:
                assert entry_from_json(json.loads(json.dumps(entry_to_json(entry)))) == entry
        for summary in index.summaries.values():
            if summary is not None:
                assert pickle.loads(pickle.dumps(summary)) == summary
                assert summary_from_json(json.loads(json.dumps(summary_to_json(summary)))) == summary


def test_messages_name_files_from_the_project_root():
    index = solved(next(p for p in ALL if p.id == "JXM002/flagged_package_jitted_in_train"))
    model = index.module_at(ROOT / "tests/projects/JXM002/flagged_package_jitted_in_train/pkg/model.py")
    assert {entry.site for entry in index.entries[str(model.path)]} == {"pkg/train.py:8"}


def test_a_file_alone_is_unchanged_by_the_project_machinery():
    """No context: relative imports stay unknown, and nothing enters from elsewhere."""
    text = "import jax\nfrom .model import loss\njax.jit(loss)\n"
    assert lint(text).summary is None
    summary = lint(text, project=ModuleContext("pkg.train")).summary
    assert [o.target for o in summary.outgoing] == ["pkg.model.loss"]


# ---- the front ends -------------------------------------------------------------------------
def jaxmuseum(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "flake8_jaxmuseum", *args], capture_output=True, text=True, cwd=cwd)


@pytest.fixture
def package(tmp_path) -> Path:
    """The package case in a project folder of its own (a pyproject.toml at its root)."""
    project = next(p for p in ALL if p.id == "JXM002/flagged_package_jitted_in_train")
    shutil.copytree(project.folder, tmp_path / "demo")
    (tmp_path / "demo" / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    return tmp_path / "demo"


MODEL_FINDING = (
    "pkg/model.py:6:8: JXM002 Python if on a traced value in traced function 'loss' (traced from pkg/train.py:8) "
    "raises TracerBoolConversionError; use jax.lax.cond or jnp.where (fix: jaxmuseum fix --unsafe-fixes)\n"
)


def test_check_lints_a_file_as_a_module_of_its_project(package):
    for args in ((), ("pkg/model.py",), ("pkg",)):
        result = jaxmuseum("check", *args, cwd=package)
        assert (result.returncode, result.stdout, result.stderr) == (1, MODEL_FINDING, ""), args


def test_a_notebook_is_checked_fixed_and_given_noqa_as_its_project_sees_it(tmp_path):
    """A notebook that imports the project is the module the project's solve linted: its own
    findings know what it imports (``init_params`` returns a JAX array), in `check`, `fix`
    and `check --add-noqa`; alone it has none."""
    case = next(p for p in ALL if p.id == "JXM001/flagged_notebook_updates_params_a_module_makes")
    for name in ("checked", "fixed", "silenced"):
        shutil.copytree(case.folder, tmp_path / name)
        (tmp_path / name / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    finding = "main.ipynb:cell 3:2:1: JXM001 JAX arrays are immutable; use params = params.at[0].set(0.0) (fix: jaxmuseum fix)\n"
    assert jaxmuseum("check", "--no-cache", cwd=tmp_path / "checked").stdout == finding
    assert jaxmuseum("check", "--no-cache", "main.ipynb", cwd=tmp_path / "checked").stdout == finding
    assert jaxmuseum("check", "--no-cache", "--no-project", cwd=tmp_path / "checked").stdout == ""
    assert jaxmuseum("fix", "--no-cache", cwd=tmp_path / "fixed").returncode == 0
    assert "params = params.at[0].set(0.0)" in json.loads((tmp_path / "fixed" / "main.ipynb").read_text())["cells"][2]["source"][1]
    assert jaxmuseum("check", "--no-cache", "--add-noqa", cwd=tmp_path / "silenced").returncode == 0
    assert "# noqa: JXM001" in json.loads((tmp_path / "silenced" / "main.ipynb").read_text())["cells"][2]["source"][1]
    assert jaxmuseum("check", "--no-cache", cwd=tmp_path / "silenced").stdout == ""


def test_files_alone_by_flag_or_setting(package):
    assert jaxmuseum("check", "--no-project", cwd=package).returncode == 0
    (package / "pyproject.toml").write_text("[project]\nname = 'demo'\n\n[tool.jaxmuseum]\nproject = false\n")
    assert jaxmuseum("check", cwd=package).stdout == ""
    (package / "pyproject.toml").write_text("[tool.jaxmuseum]\nproject = 'yes'\n")
    result = jaxmuseum("check", cwd=package)
    assert result.returncode == 2 and "project: expected true or false" in result.stderr


def test_the_cache_follows_the_other_modules(package):
    """A warm run answers the same; editing train.py (model.py untouched) changes what
    model.py's cached entry must say."""
    assert jaxmuseum("check", cwd=package).stdout == MODEL_FINDING
    assert jaxmuseum("check", cwd=package).stdout == MODEL_FINDING
    train = package / "pkg" / "train.py"
    train.write_text(train.read_text().replace("@jax.jit\n", ""))
    result = jaxmuseum("check", cwd=package)
    assert (result.returncode, result.stdout) == (0, "")
    train.write_text(train.read_text().replace("def step", "@jax.jit\ndef step"))
    assert jaxmuseum("check", cwd=package).stdout == MODEL_FINDING


def test_the_cache_follows_what_a_module_imports(tmp_path):
    """train.py's finding comes from model.py's def, pasted into train.py's analysis: a warm
    run answers the same, and editing model.py alone changes train.py's cached findings."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    model = tmp_path / "model.py"
    model.write_text("import jax.numpy as jnp\n\n\ndef loss(x):\n    return jnp.sin(x) ** 2\n")
    (tmp_path / "train.py").write_text(
        "import jax\nimport jax.numpy as jnp\n\nfrom model import loss\n\nprint(jax.grad(loss)(jnp.ones(3)))\n"
    )
    first = jaxmuseum("check", cwd=tmp_path)
    assert first.stdout.startswith("train.py:6:7: JXM004 "), first.stdout + first.stderr
    assert jaxmuseum("check", cwd=tmp_path).stdout == first.stdout
    model.write_text(model.read_text().replace("return jnp.sin(x) ** 2", "return jnp.sum(jnp.sin(x) ** 2)"))
    assert (jaxmuseum("check", cwd=tmp_path).stdout, jaxmuseum("check", "--no-project", cwd=tmp_path).stdout) == ("", "")
    model.write_text(model.read_text().replace("return jnp.sum(jnp.sin(x) ** 2)", "return jnp.sin(x) ** 2"))
    assert jaxmuseum("check", cwd=tmp_path).stdout == first.stdout


def test_fix_fixes_a_module_as_its_project_traces_it(package):
    (package / "pkg" / "model.py").write_text(
        "import jax.numpy as jnp\n\n\ndef loss(params, x):\n    print(params)\n    return jnp.sum(params * x)\n"
    )
    result = jaxmuseum("fix", "--unsafe-fixes", cwd=package)
    assert "pkg/model.py: fixed:" in result.stderr, result.stderr
    assert "jax.debug.print" in (package / "pkg" / "model.py").read_text()


def test_flake8_lints_a_file_as_a_module_of_its_project(package):
    flake8 = [sys.executable, "-m", "flake8", "--select", "JXM"]
    result = subprocess.run([*flake8, "pkg"], capture_output=True, text=True, cwd=package)
    assert result.stdout == MODEL_FINDING, result.stderr
    result = subprocess.run([*flake8, "--jaxmuseum-files-alone", "pkg"], capture_output=True, text=True, cwd=package)
    assert (result.returncode, result.stdout) == (0, "")


def test_a_module_that_imports_nothing_of_the_project_is_not_linted_for_it(package, monkeypatch):
    """Only the files asked about, and the modules that may do something to them (they say
    jax and import the project), are linted."""
    from flake8_jaxmuseum import engine
    from flake8_jaxmuseum.batch import Source, check_in_project
    from flake8_jaxmuseum.settings import Settings

    (package / "unrelated.py").write_text("import jax\n\nprint(jax.numpy.ones(3))\n")
    linted = []
    real = engine._lint
    monkeypatch.setattr(engine, "_lint", lambda text, *rest: linted.append(text) or real(text, *rest))
    model = package / "pkg" / "model.py"
    driver = ProjectDriver(package, Settings().options, files=sorted(package.rglob("*.py")))
    (found,) = check_in_project([Source("pkg/model.py", model.read_text(), False, str(model))], Settings(), None, 1, driver)
    assert [f.code for f in found.findings] == ["JXM002"]
    assert (package / "unrelated.py").read_text() not in linted
    assert (package / "pkg" / "train.py").read_text() in linted


def test_a_notebook_is_a_module_no_import_names_and_its_sites_are_cells(tmp_path):
    project = next(p for p in ALL if p.id == "JXM002/flagged_notebook_jits_a_module_function")
    notebook = module_of(project.folder / "main.ipynb")
    assert not notebook.name.isidentifier() and "." not in notebook.name  # ``import main`` never finds it
    (finding,) = checked(project.files, project.folder)[project.folder / "model.py"].findings
    assert "(traced from main.ipynb:cell 3:1)" in finding.message  # cell 1 is markdown, cell 3's first line


def test_every_project_case_through_the_cli_and_flake8(tmp_path):
    """The project cases, each a project of its own under one folder, checked at once by
    `jaxmuseum check` and by flake8: the findings of the driver, at the marks."""
    expected = []
    for project in ALL:
        copy = tmp_path / project.id.replace("/", "-")
        shutil.copytree(project.folder, copy)
        (copy / "pyproject.toml").write_text("[project]\nname = 'case'\n")
        for file, line, column, code in project.expected():
            # a notebook's findings are told in cell terms (to the driver its cells are one module)
            cell, line = ipynb.read((project.folder / file).read_text()).module.position(line) if (
                file.endswith(".ipynb")) else (None, line)
            expected.append((f"{copy.name}/{file}", cell, line, column, code))
    result = jaxmuseum("check", "--no-cache", "--output-format", "json", ".", cwd=tmp_path)
    assert result.returncode == 1 and result.stderr == "", result.stderr
    found = [(f["path"], f.get("cell"), f["line"], f["column"], f["code"]) for f in json.loads(result.stdout)]
    assert sorted(found) == sorted(expected)
    flake8 = subprocess.run([sys.executable, "-m", "flake8", "--select", "JXM", "--format", "%(path)s %(row)d %(col)d %(code)s",
                             "."], capture_output=True, text=True, cwd=tmp_path)
    found = [line.split(" ") for line in flake8.stdout.splitlines()]
    # flake8's plugin leaves a file that never says jax before it asks the project (each file
    # is cheap to skip): a finding there, traced from another module, is `jaxmuseum check`'s only.
    said_jax = [(path, line, column, code) for path, _, line, column, code in expected
                if path.endswith(".py") and might_use_jax((tmp_path / path).read_text())]
    assert sorted((path[2:], int(row), int(col), code) for path, row, col, code in found) == sorted(said_jax), flake8.stderr


# ---- chains and cycles: entries flow from importers to what they import, in one pass --------
def write_chain(folder: Path, length: int) -> str:
    """main.py jits m0's f0, each mi's fi calls m(i+1)'s f(i+1), the last branches on its
    tracer (tests/projects/JXM002/flagged_chain_of_ten_modules, any length); the finding
    the front ends print."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "pyproject.toml").write_text("[project]\nname = 'chain'\n")
    (folder / "main.py").write_text("import jax\nimport jax.numpy as jnp\n\nfrom m0 import f0\n\nprint(jax.jit(f0)(jnp.ones(3)))\n")
    for i in range(length - 1):
        (folder / f"m{i}.py").write_text(
            f"import jax.numpy as jnp\n\nfrom m{i + 1} import f{i + 1}\n\n\ndef f{i}(x):\n    return f{i + 1}(jnp.asarray(x))\n"
        )
    last = length - 1
    (folder / f"m{last}.py").write_text(
        f"import jax.numpy as jnp\n\n\ndef f{last}(x):\n    if jnp.sum(x) > 0:\n        return x\n    return -x\n"
    )
    return (
        f"m{last}.py:5:8: JXM002 Python if on a traced value in traced function 'f{last}' (traced from "
        f"m{last - 1}.py:7) raises TracerBoolConversionError; use jax.lax.cond or jnp.where "
        "(fix: jaxmuseum fix --unsafe-fixes)\n"
    )


@pytest.mark.parametrize("length", [10, 50])
def test_a_chain_of_modules_finds_its_finding_through_the_front_ends(tmp_path, length):
    finding = write_chain(tmp_path / "chain", length)
    result = jaxmuseum("check", "--no-cache", cwd=tmp_path / "chain")
    assert (result.returncode, result.stdout, result.stderr) == (1, finding, "")
    flake8 = subprocess.run([sys.executable, "-m", "flake8", "--select", "JXM", "."], capture_output=True, text=True,
                            cwd=tmp_path / "chain")
    assert flake8.stdout == f"./{finding}", flake8.stderr


def test_each_module_of_no_import_cycle_is_linted_once(tmp_path, monkeypatch):
    from flake8_jaxmuseum import driver

    write_chain(tmp_path, 20)
    linted = []
    monkeypatch.setattr(driver, "lint", lambda text, **rest: linted.append(rest["project"].name) or lint(text, **rest))
    results = checked(sorted(tmp_path.glob("*.py")), tmp_path)
    assert sorted(linted) == sorted(["main", *(f"m{i}" for i in range(20))])
    assert [f.code for f in results[tmp_path / "m19.py"].findings] == ["JXM002"]


def test_a_module_the_solve_lints_here_is_parsed_once(tmp_path, monkeypatch):
    """Its skeleton (its names and facts, which importers linted before it read) comes from
    the parse its lint is handed, not from a parse of its own."""
    from flake8_jaxmuseum import engine, project as project_module

    write_chain(tmp_path, 12)
    parsed, skeletons = [], []
    real_parse, real_skeleton = engine.parse, project_module.skeleton
    monkeypatch.setattr(engine, "parse", lambda text: parsed.append(text) or real_parse(text))
    monkeypatch.setattr(project_module, "skeleton", lambda text: skeletons.append(text) or real_skeleton(text))
    results = checked(sorted(tmp_path.glob("*.py")), tmp_path)
    texts = [path.read_text() for path in sorted(tmp_path.glob("*.py"))]
    assert sorted(parsed) == sorted(texts) and skeletons == []
    assert [f.code for f in results[tmp_path / "m11.py"].findings] == ["JXM002"]


PARSES_SEEN_BY_FLAKE8 = """
import ast, json, sys
from pathlib import Path
from flake8.main.cli import main

parsed, parse = [], ast.parse
ast.parse = lambda source, *args, **kwargs: parsed.append(source) or parse(source, *args, **kwargs)
code = main(["-j1", "--select", "JXM", "."])
texts = {path.name: path.read_text() for path in Path(".").glob("*.py")}
print(json.dumps([code, {name: parsed.count(text) for name, text in texts.items()}]))
"""


def test_flake8_and_the_solve_parse_each_module_once(tmp_path):
    """flake8 takes the parse of a module the solve linted ahead of flake8's turn at it, and
    the solve the parse flake8 made of the file that started it: one parse per file."""
    finding = write_chain(tmp_path, 12)
    run = subprocess.run([sys.executable, "-c", PARSES_SEEN_BY_FLAKE8], capture_output=True, text=True, cwd=tmp_path)
    code, parses = json.loads(run.stdout.splitlines()[-1])
    assert (code, run.stdout.splitlines()[0]) == (1, "./" + finding.rstrip("\n")), run.stderr
    assert parses == {path.name: 1 for path in tmp_path.glob("*.py")}


def write_cycle(folder: Path) -> None:
    """a.py and b.py import each other: main.py jits a.a0, which calls b.b0, which calls a.a1."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "pyproject.toml").write_text("[project]\nname = 'cycle'\n")
    (folder / "main.py").write_text("import jax\nimport jax.numpy as jnp\n\nimport a\n\nprint(jax.jit(a.a0)(jnp.ones(3)))\n")
    (folder / "a.py").write_text(
        "import jax.numpy as jnp\n\nimport b\n\n\ndef a0(x):\n    return b.b0(x)\n\n\n"
        "def a1(x):\n    if jnp.sum(x) > 0:\n        return x\n    return -x\n"
    )
    (folder / "b.py").write_text("import jax.numpy as jnp\n\nimport a\n\n\ndef b0(x):\n    return a.a1(jnp.asarray(x))\n")


CYCLE_FINDING = (
    "a.py:11:8: JXM002 Python if on a traced value in traced function 'a1' (traced from b.py:7) raises "
    "TracerBoolConversionError; use jax.lax.cond or jnp.where (fix: jaxmuseum fix --unsafe-fixes)\n"
)


def test_an_import_cycle_ends_with_its_finding(tmp_path):
    write_cycle(tmp_path)
    result = jaxmuseum("check", "--no-cache", cwd=tmp_path)
    assert (result.returncode, result.stdout, result.stderr) == (1, CYCLE_FINDING, "")


def test_a_solve_stopped_by_its_budget_says_so(tmp_path, monkeypatch):
    """a.py and b.py, a cycle, each waiting for the other: a.py (first in path order) is
    linted first, then b.py with what a.py's a0 hands its b0, which enters a1: a.py needs a
    second lint.  Allowed one lint, the solve stops there and a.py's result says what may be
    missing (its answer is still its lint with every entry the solve found: a1's finding)."""
    from flake8_jaxmuseum import project as project_module

    write_cycle(tmp_path)
    monkeypatch.setattr(project_module, "MAX_LINTS_PER_MODULE", 1)
    results = checked(sorted(tmp_path.glob("*.py")), tmp_path)
    assert [finding.code for finding in results[tmp_path / "a.py"].findings] == ["JXM002"]
    (stop,) = results[tmp_path / "a.py"].failures
    assert stop.who == "project" and "what other modules do to it may be missing" in str(stop)
    assert results[tmp_path / "b.py"].failures == []


# ---- the project of each file: found from the file, never the working directory ------------
LOSS_WITH_BRANCH = "import jax.numpy as jnp\n\n\ndef loss(x):\n    if jnp.sum(x) > 0:\n        return x\n    return -x\n"
JITS_LOSS = "import jax\nimport jax.numpy as jnp\n\nfrom {module} import loss\n\nprint(jax.jit(loss)(jnp.ones(3)))\n"


def test_each_file_is_checked_in_the_project_of_its_own_root(tmp_path):
    """repoA and repoB (a pyproject.toml, a .git) checked from a folder above them: two
    projects, each finding its own finding."""
    for repo, marker in (("repoA", "pyproject.toml"), ("repoB", ".git")):
        (tmp_path / repo / marker).mkdir(parents=True) if marker == ".git" else (tmp_path / repo).mkdir()
        if marker != ".git":
            (tmp_path / repo / marker).write_text("[project]\nname = 'a'\n")
        (tmp_path / repo / "model.py").write_text(LOSS_WITH_BRANCH)
        (tmp_path / repo / "train.py").write_text(JITS_LOSS.format(module="model"))
    result = jaxmuseum("check", "--no-cache", "repoA", "repoB", cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    assert [line.split(" JXM")[0] for line in result.stdout.splitlines()] == ["repoA/model.py:5:8:", "repoB/model.py:5:8:"]
    assert "(traced from train.py:6)" in result.stdout  # sites named from each file's own root


def test_two_roots_under_a_marked_folder_are_two_projects(tmp_path):
    """From a working directory whose own pyproject.toml holds both: repoA's ``import helpers``
    (an installed package, not in repoA) is not repoB's helpers.py."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'workspace'\n")
    for repo in ("repoA", "repoB"):
        (tmp_path / repo).mkdir()
        (tmp_path / repo / "pyproject.toml").write_text(f"[project]\nname = '{repo}'\n")
    (tmp_path / "repoA" / "train.py").write_text(JITS_LOSS.format(module="helpers"))
    (tmp_path / "repoB" / "helpers.py").write_text(LOSS_WITH_BRANCH)
    result = jaxmuseum("check", "--no-cache", "repoA", "repoB", cwd=tmp_path)
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")
