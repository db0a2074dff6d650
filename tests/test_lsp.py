"""``jaxmuseum lsp`` driven by a real LSP client over stdio (pytest-lsp)."""

from __future__ import annotations

import asyncio
import shutil
import sys

import pytest

pytest_lsp = pytest.importorskip("pytest_lsp")  # not on Python 3.9

from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import EXHIBITS

MISTAKE = (EXHIBITS / "01-item-assignment" / "failing.py").read_text()
FIXED = (EXHIBITS / "01-item-assignment" / "fix.py").read_text()


@pytest_lsp.fixture(
    config=ClientServerConfig(server_command=[sys.executable, "-m", "flake8_jaxmuseum", "lsp"]),
)
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities()))
    yield
    await lsp_client.shutdown_session()


RESOLVING = types.ClientCapabilities(
    text_document=types.TextDocumentClientCapabilities(
        code_action=types.CodeActionClientCapabilities(
            data_support=True, resolve_support=types.ClientCodeActionResolveOptions(properties=["edit"])
        )
    )
)


@pytest_lsp.fixture(
    config=ClientServerConfig(server_command=[sys.executable, "-m", "flake8_jaxmuseum", "lsp"]),
)
async def resolving_client(lsp_client: LanguageClient):
    """A client that resolves code actions (LSP 3.16): edits come only for the picked action."""
    await lsp_client.initialize_session(types.InitializeParams(capabilities=RESOLVING))
    yield
    await lsp_client.shutdown_session()


def uri_in(tmp_path) -> str:
    return (tmp_path / "mistake.py").as_uri()


async def open_document(client: LanguageClient, uri: str, text: str) -> list:
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="python", version=1, text=text)
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return list(client.diagnostics[uri])


async def change_document(client: LanguageClient, uri: str, version: int, text: str) -> None:
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


async def code_actions(client: LanguageClient, uri: str, diagnostic: types.Diagnostic) -> list:
    return await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=diagnostic.range,
            context=types.CodeActionContext(diagnostics=[diagnostic]),
        )
    )


def apply(text: str, edit: types.WorkspaceEdit, uri: str) -> str:
    lines = text.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
    [change] = edit.changes[uri]
    start = offsets[change.range.start.line] + change.range.start.character
    end = offsets[change.range.end.line] + change.range.end.character
    return text[:start] + change.new_text + text[end:]


async def test_exhibit_01_is_underlined_with_its_code(client, tmp_path):
    uri = uri_in(tmp_path)
    [diagnostic] = await open_document(client, uri, MISTAKE)
    assert diagnostic.code == "JXM001"
    assert diagnostic.severity == types.DiagnosticSeverity.Warning
    assert diagnostic.range == types.Range(types.Position(3, 0), types.Position(3, 4))  # x[0]
    assert diagnostic.message.startswith("JAX arrays are immutable") and "\n" not in diagnostic.message
    assert diagnostic.code_description is None  # no docs-url: no link (nothing is built to point at)


async def test_rule_link_points_at_the_hosted_page_when_configured(client, tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.jaxmuseum]\ndocs-url = "https://museum.example.org/jax/"\n')
    [diagnostic] = await open_document(client, uri_in(tmp_path), MISTAKE)
    assert diagnostic.code_description.href == "https://museum.example.org/jax/rules/JXM001.html"


async def test_quick_fix_noqa_and_fix_all(client, tmp_path):
    uri = uri_in(tmp_path)
    [diagnostic] = await open_document(client, uri, MISTAKE)
    actions = await code_actions(client, uri, diagnostic)
    by_title = {action.title: action for action in actions}
    quick = by_title["Use x = x.at[0].set(1.0)"]
    assert quick.kind == types.CodeActionKind.QuickFix
    assert apply(MISTAKE, quick.edit, uri) == MISTAKE.replace("x[0] = 1.0", "x = x.at[0].set(1.0)")
    noqa = by_title["Add '# noqa: JXM001'"]
    assert "x[0] = 1.0  # NumPy habit: update the array in place  # noqa: JXM001\n" in apply(MISTAKE, noqa.edit, uri)
    fix_all = by_title["Fix all safe jaxmuseum findings"]
    assert fix_all.kind == "source.fixAll.jaxmuseum"
    assert apply(MISTAKE, fix_all.edit, uri) == apply(MISTAKE, quick.edit, uri)


async def test_the_quick_fix_comes_for_the_diagnostics_the_client_names(client, tmp_path):
    """Neovim asks with the cursor (an empty range) anywhere on the line, say at column 1 of
    an indented finding, and names that line's diagnostics in the context."""
    uri = uri_in(tmp_path)
    text = "import jax.numpy as jnp\n\n\ndef f():\n    x = jnp.zeros(3)\n    x[0] = 1.0\n    return x\n"
    [diagnostic] = await open_document(client, uri, text)
    assert diagnostic.range.start == types.Position(5, 4)
    cursor = types.Range(types.Position(5, 0), types.Position(5, 0))

    async def titles(context: list) -> list:
        actions = await client.text_document_code_action_async(types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), range=cursor,
            context=types.CodeActionContext(diagnostics=context)))
        return [action.title for action in actions]

    assert "Use x = x.at[0].set(1.0)" in await titles([diagnostic])
    assert await titles([]) == ["Fix all safe jaxmuseum findings"]  # nothing under the cursor, nothing named


async def test_unsafe_quick_fix_says_so(client, tmp_path):
    uri = uri_in(tmp_path)
    text = (EXHIBITS / "03-boolean-mask" / "failing.py").read_text()
    [diagnostic] = await open_document(client, uri, text)
    actions = await code_actions(client, uri, diagnostic)
    assert "Use jnp.where(mask, x, 0) (unsafe)" in [action.title for action in actions]


async def test_syntax_error_keeps_the_server_alive_and_a_fix_clears_the_diagnostic(client, tmp_path):
    uri = uri_in(tmp_path)
    [diagnostic] = await open_document(client, uri, MISTAKE)
    # Half-typed code: no crash; the last good diagnostics stay.
    await change_document(client, uri, 2, MISTAKE + "def broken(:\n")
    await asyncio.sleep(1.0)
    assert list(client.diagnostics[uri]) == [diagnostic]
    # The mistake removed: the diagnostic goes away.
    await change_document(client, uri, 3, FIXED)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[uri]) == []


async def test_pyproject_configuration_applies(client, tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.jaxmuseum]\nignore = ["JXM001"]\n')
    assert await open_document(client, uri_in(tmp_path), MISTAKE) == []


async def test_pyproject_target_jax_applies(client, tmp_path):
    removed = (EXHIBITS / "09-removed-api" / "failing.py").read_text()
    lines = [d.range.start.line + 1 for d in await open_document(client, (tmp_path / "a.py").as_uri(), removed)]
    assert lines == [6, 7]
    (tmp_path / "pyproject.toml").write_text('[tool.jaxmuseum]\ntarget-jax = "0.4.38"\n')
    [diagnostic] = await open_document(client, (tmp_path / "b.py").as_uri(), removed)
    assert (diagnostic.code, diagnostic.range.start.line + 1) == ("JXM014", 7)


async def test_noqa_action_extends_an_existing_noqa_the_way_flake8_reads_it(client, tmp_path):
    uri = uri_in(tmp_path)
    text = MISTAKE.replace("x[0] = 1.0  # NumPy habit: update the array in place", "x[0] = 1.0  # NOQA: E501")
    assert "# NOQA: E501" in text
    [diagnostic] = await open_document(client, uri, text)
    actions = await code_actions(client, uri, diagnostic)
    [noqa_action] = [action for action in actions if action.title == "Add '# noqa: JXM001'"]
    assert "x[0] = 1.0  # NOQA: E501,JXM001\n" in apply(text, noqa_action.edit, uri)


async def test_edits_are_built_only_when_the_client_resolves_the_picked_action(resolving_client, tmp_path):
    client = resolving_client
    uri = uri_in(tmp_path)
    [diagnostic] = await open_document(client, uri, MISTAKE)
    actions = await code_actions(client, uri, diagnostic)
    by_title = {action.title: action for action in actions}
    quick = by_title["Use x = x.at[0].set(1.0)"]
    fix_all = by_title["Fix all safe jaxmuseum findings"]
    assert quick.edit is None and fix_all.edit is None  # nothing built yet
    resolved = await client.code_action_resolve_async(quick)
    assert apply(MISTAKE, resolved.edit, uri) == MISTAKE.replace("x[0] = 1.0", "x = x.at[0].set(1.0)")
    resolved_all = await client.code_action_resolve_async(fix_all)
    assert apply(MISTAKE, resolved_all.edit, uri) == apply(MISTAKE, resolved.edit, uri)


async def test_a_stale_action_resolves_to_no_edit(resolving_client, tmp_path):
    client = resolving_client
    uri = uri_in(tmp_path)
    [diagnostic] = await open_document(client, uri, MISTAKE)
    [quick, *_] = await code_actions(client, uri, diagnostic)
    await change_document(client, uri, 2, MISTAKE + "\n")
    resolved = await client.code_action_resolve_async(quick)
    assert resolved.edit is None


@pytest.mark.slow
def test_the_readmes_neovim_snippet_underlines_a_mistake(tmp_path):
    """The README's Neovim 0.7-0.10 configuration, run by a real Neovim (Debian's, 0.7.2)."""
    import os
    import shutil
    import subprocess

    from conftest import ROOT

    nvim = shutil.which("nvim")
    if nvim is None:
        if os.environ.get("CI"):
            pytest.fail("CI installs neovim (.ci/run)")
        pytest.skip("neovim is not installed")
    readme = (ROOT / "README.md").read_text()
    snippet = readme.split("Neovim 0.7 to 0.10", 1)[1].split("```lua\n", 1)[1].split("```", 1)[0]
    (tmp_path / "init.lua").write_text(snippet)
    (tmp_path / "m.py").write_text(MISTAKE)
    (tmp_path / "check.lua").write_text(
        "vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 100)\n"
        "for _, d in ipairs(vim.diagnostic.get(0)) do\n"
        "  io.stdout:write(string.format('%d:%d %s\\n', d.lnum + 1, d.col + 1, d.message))\n"
        "end\nvim.cmd('qa!')\n"
    )
    env = dict(os.environ, PATH=f"{os.path.dirname(sys.executable)}{os.pathsep}{os.environ['PATH']}")
    result = subprocess.run([nvim, "--headless", "-u", "init.lua", "m.py", "-c", "luafile check.lua"], cwd=tmp_path,
                            capture_output=True, text=True, timeout=60, env=env)
    assert "4:1 JAX arrays are immutable; use x = x.at[0].set(1.0)" in result.stdout + result.stderr, result


# ---- a project: what one open file does to another ------------------------------------------
MODEL = "import jax.numpy as jnp\n\n\ndef loss(params, x):\n    if jnp.sum(x) > 0:\n        return params\n    return -params\n"
TRAIN = "import jax\n\nfrom pkg.model import loss\n\nstep = jax.jit(loss)\n"


async def test_an_edit_in_one_module_updates_anothers_diagnostics(client: LanguageClient, tmp_path):
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "model.py").write_text(MODEL)
    (tmp_path / "pkg" / "train.py").write_text(TRAIN)
    model, train = (tmp_path / "pkg" / "model.py").as_uri(), (tmp_path / "pkg" / "train.py").as_uri()
    diagnostics = await open_document(client, model, MODEL)
    assert [(d.code, d.range.start.line) for d in diagnostics] == [("JXM002", 4)]
    assert "(traced from pkg/train.py:5)" in diagnostics[0].message
    await open_document(client, train, TRAIN)
    await change_document(client, train, 2, TRAIN.replace("jax.jit(loss)", "loss"))
    for _ in range(20):  # train.py's diagnostics, then model.py's
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        if not client.diagnostics[model]:
            break
    assert list(client.diagnostics[model]) == []


async def test_lines_are_counted_as_python_counts_them(client: LanguageClient, tmp_path):
    """U+2028 in a string (where ``str.splitlines`` breaks a line, LSP does not) moves no
    diagnostic; a Latin-1 module on disk is read as a module of the project."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "train.py").write_bytes(b"# coding: latin-1\n# \xe9\n" + TRAIN.encode())
    text = MODEL.replace("import jax.numpy as jnp\n", 'import jax.numpy as jnp\nLABEL = "a\u2028b"  # noqa\n')
    (tmp_path / "pkg" / "model.py").write_text(text)
    diagnostics = await open_document(client, (tmp_path / "pkg" / "model.py").as_uri(), text)
    assert [(d.code, d.range.start.line, d.range.start.character) for d in diagnostics] == [("JXM002", 5, 7)]
    assert "(traced from pkg/train.py:7)" in diagnostics[0].message


async def test_every_project_case_as_the_language_server_checks_it(client: LanguageClient, tmp_path):
    """Each tests/projects case, a project of its own: every module opened in the editor
    shows the case's ``# expect:`` marks, as `jaxmuseum check` and flake8 do
    (tests/test_projects.py)."""
    from conftest import ROOT, expected_findings

    for folder in sorted((ROOT / "tests" / "projects").glob("JXM*/*")):
        copy = tmp_path / f"{folder.parent.name}-{folder.name}"
        shutil.copytree(folder, copy)
        (copy / "pyproject.toml").write_text("[project]\nname = 'case'\n")
        for path in sorted(copy.rglob("*.py")):
            text = path.read_text()
            client.text_document_did_open(types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(uri=path.as_uri(), language_id="python", version=1, text=text)))
            while path.as_uri() not in client.diagnostics:  # the other open documents' may come first
                await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
            found = [(d.range.start.line + 1, d.range.start.character + 1, d.code) for d in client.diagnostics[path.as_uri()]]
            assert sorted(found) == expected_findings(text), path.relative_to(tmp_path)
