"""``jaxmuseum lsp`` on notebooks (LSP 3.17 notebook document sync), driven by pytest-lsp."""

from __future__ import annotations

import asyncio
import sys

import pytest

pytest_lsp = pytest.importorskip("pytest_lsp")  # not on Python 3.9

from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from test_lsp import apply, code_actions

CELLS = [
    (types.NotebookCellKind.Code, "!pip install jax\nimport jax.numpy as jnp"),
    (types.NotebookCellKind.Markup, "Assigning into a JAX array:"),
    (types.NotebookCellKind.Code, "x = jnp.zeros(3)\n%timeit x.sum()\nx[0] = 1.0"),
    (types.NotebookCellKind.Code, "y = jnp.ones(2)\ny[1] += 2.0  # noqa: JXM001\ny[0] = 3.0"),
]


# A client that syncs notebooks, as VS Code does (the server offers the sync only to those).
NOTEBOOK_CLIENT = types.ClientCapabilities(
    notebook_document=types.NotebookDocumentClientCapabilities(
        synchronization=types.NotebookDocumentSyncClientCapabilities()
    )
)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "flake8_jaxmuseum", "lsp"]))
async def client(lsp_client: LanguageClient):
    result = await lsp_client.initialize_session(types.InitializeParams(capabilities=NOTEBOOK_CLIENT))
    lsp_client.server_capabilities = result.capabilities
    yield
    await lsp_client.shutdown_session()


def cell_uri(tmp_path, number: int) -> str:
    return f"vscode-notebook-cell:{(tmp_path / 'nb.ipynb').as_posix()}#cell{number}"


async def open_notebook(client: LanguageClient, tmp_path, cells=CELLS, published_on=None) -> list:
    """The cell documents' uris; waits for diagnostics on each code cell (or the cells
    numbered in ``published_on``)."""
    uri = (tmp_path / "nb.ipynb").as_uri()
    uris = [cell_uri(tmp_path, number) for number in range(1, len(cells) + 1)]
    client.notebook_document_did_open(
        types.DidOpenNotebookDocumentParams(
            notebook_document=types.NotebookDocument(
                uri=uri,
                notebook_type="jupyter-notebook",
                version=1,
                cells=[types.NotebookCell(kind=kind, document=u) for (kind, _), u in zip(cells, uris)],
            ),
            cell_text_documents=[
                types.TextDocumentItem(
                    uri=u, language_id="python" if kind == types.NotebookCellKind.Code else "markdown", version=1,
                    text=text,
                )
                for (kind, text), u in zip(cells, uris)
            ],
        )
    )
    code = [u for n, ((kind, _), u) in enumerate(zip(cells, uris), 1)
            if kind == types.NotebookCellKind.Code and (published_on is None or n in published_on)]
    await published(client, lambda: all(u in client.diagnostics for u in code))
    return uris


async def published(client: LanguageClient, done, seconds: float = 10.0) -> None:
    """Wait until ``done()`` holds of the diagnostics the client received."""
    for _ in range(int(seconds / 0.05)):
        if done():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"diagnostics never arrived: {dict(client.diagnostics)}")


async def test_the_server_offers_notebook_sync(client):
    sync = client.server_capabilities.notebook_document_sync
    assert sync.notebook_selector[0].notebook == "*"
    assert sync.notebook_selector[0].cells[0].language == "python"


async def test_findings_are_published_on_each_cells_document(client, tmp_path):
    uris = await open_notebook(client, tmp_path)
    [first] = client.diagnostics[uris[2]]
    assert first.code == "JXM001" and first.range == types.Range(types.Position(2, 0), types.Position(2, 4))
    [second] = client.diagnostics[uris[3]]  # the noqa'd line is silent
    assert second.range.start == types.Position(2, 0)
    assert list(client.diagnostics[uris[0]]) == []


async def test_quick_fix_edits_the_cell_and_fix_all_every_cell(client, tmp_path):
    uris = await open_notebook(client, tmp_path)
    [diagnostic] = client.diagnostics[uris[2]]
    actions = {action.title: action for action in await code_actions(client, uris[2], diagnostic)}
    quick = actions["Use x = x.at[0].set(1.0)"]
    assert apply(CELLS[2][1], quick.edit, uris[2]) == "x = jnp.zeros(3)\n%timeit x.sum()\nx = x.at[0].set(1.0)"
    noqa = actions["Add '# noqa: JXM001'"]
    assert apply(CELLS[2][1], noqa.edit, uris[2]).endswith("x[0] = 1.0  # noqa: JXM001")
    fix_all = actions["Fix all safe jaxmuseum findings"].edit
    assert set(fix_all.changes) == {uris[2], uris[3]}
    assert apply(CELLS[3][1], fix_all, uris[3]).endswith("y = y.at[0].set(3.0)")


async def test_editing_a_cell_relints_the_notebook(client, tmp_path):
    uris = await open_notebook(client, tmp_path)
    client.notebook_document_did_change(
        types.DidChangeNotebookDocumentParams(
            notebook_document=types.VersionedNotebookDocumentIdentifier(uri=(tmp_path / "nb.ipynb").as_uri(), version=2),
            change=types.NotebookDocumentChangeEvent(
                cells=types.NotebookDocumentCellChanges(
                    text_content=[
                        types.NotebookDocumentCellContentChanges(
                            document=types.VersionedTextDocumentIdentifier(uri=uris[2], version=2),
                            changes=[types.TextDocumentContentChangeWholeDocument(text="x = jnp.zeros(3)")],
                        )
                    ]
                )
            ),
        )
    )
    await published(client, lambda: list(client.diagnostics[uris[2]]) == [])
    assert len(client.diagnostics[uris[3]]) == 1


async def test_a_half_typed_cell_leaves_the_others_checked(client, tmp_path):
    cells = CELLS[:3] + [(types.NotebookCellKind.Code, "def f(:\n")]
    uris = await open_notebook(client, tmp_path, cells, published_on={1, 3})
    assert [d.code for d in client.diagnostics[uris[2]]] == ["JXM001"]
    assert uris[3] not in client.diagnostics  # the half-typed cell: nothing said yet


async def test_a_notebook_of_a_project_knows_what_it_imports(client, tmp_path):
    """The cells are the module of their project `jaxmuseum check` lints: ``init_params``,
    imported from model.py, returns a JAX array there (tests/projects/JXM001/
    flagged_notebook_updates_params_a_module_makes)."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    (tmp_path / "model.py").write_text("import jax\n\n\ndef init_params(key, n):\n    return jax.random.normal(key, (n,))\n")
    (tmp_path / "nb.ipynb").write_text('{"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}\n')
    cells = [
        (types.NotebookCellKind.Code, "import jax\nfrom model import init_params"),
        (types.NotebookCellKind.Code, "params = init_params(jax.random.PRNGKey(0), 3)\nparams[0] = 0.0"),
    ]
    uris = await open_notebook(client, tmp_path, cells)
    [finding] = client.diagnostics[uris[1]]
    assert finding.code == "JXM001" and finding.range.start == types.Position(1, 0)
    [diagnostic] = client.diagnostics[uris[1]]
    actions = {action.title: action for action in await code_actions(client, uris[1], diagnostic)}
    assert apply(cells[1][1], actions["Use params = params.at[0].set(0.0)"].edit, uris[1]).endswith(
        "params = params.at[0].set(0.0)")
