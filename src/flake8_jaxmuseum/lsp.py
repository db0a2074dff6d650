"""``jaxmuseum lsp``: the findings as editor diagnostics, with quick fixes (pygls, stdio).

Diagnostics are published on open and save at once, and on change after a short
pause.  A buffer that does not parse keeps its last good diagnostics.  Code actions:
one quick fix per fixable finding, a ``# noqa`` action, and ``source.fixAll.jaxmuseum``
(the safe fixes).  Edits are built only for the action the user picks when the client
resolves code actions (LSP 3.16), and then only for the statements they rewrite.
Configuration is the same ``[tool.jaxmuseum]`` table the command reads.

A file is checked as a module of its project (:class:`~.driver.ProjectDriver`: the
files on disk, open documents over them): an edit in train.py that jits model.py's
``loss`` re-publishes model.py's diagnostics when it is open.  ``project = false`` in
``[tool.jaxmuseum]`` checks each file alone.

Notebooks (LSP 3.17 notebook document sync): the code cells are checked together as
one module (:mod:`.cells`) of the notebook's project, as a file is, and each cell's findings
are published on that cell's document; quick fixes edit the cell, fix-all edits every cell
it changes.
"""

from __future__ import annotations

import asyncio
import logging
import re
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Optional
from urllib.parse import unquote, urlparse

from lsprotocol import types
from pygls.lsp.server import LanguageServer

from . import __version__, noqa
from .cells import NotebookModule
from .collection import collector_paused
from .checking import as_checked, check_text
from .site import rule_url
from .engine import ParseError
from .fixing import fix_text
from .ipynb import CheckedCells, check_cells, checked_cells
from .driver import ProjectDriver
from .layout import project_root
from .semantics.project import ModuleContext
from .settings import ConfigError, Settings, read_settings
from .sourcefile import physical_lines

LOG = logging.getLogger(__name__)
DEBOUNCE_SECONDS = 0.3
FIX_ALL = "source.fixAll.jaxmuseum"
_LINE_BREAK = re.compile(r"\r\n|\r|\n")


@dataclass
class DocumentState:
    """What the last good check of a document found, kept for code actions."""

    version: Optional[int]
    text: str
    findings: list  # Finding, as published
    diagnostics: list
    notebook: Optional["NotebookState"] = None  # for a notebook cell: the notebook's module
    context: Optional[ModuleContext] = None  # the file's place in its project, as checked


@dataclass
class NotebookState:
    uri: str
    cells: list  # (number, source) of each code cell, as checked
    module: NotebookModule
    cell_uris: dict  # cell number -> the cell document's uri


class JaxMuseumServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__(
            "jaxmuseum",
            __version__,
            notebook_document_sync=types.NotebookDocumentSyncOptions(
                notebook_selector=[
                    types.NotebookDocumentFilterWithNotebook(
                        notebook="*", cells=[types.NotebookCellLanguage(language="python")]
                    )
                ],
                save=True,
            ),
        )
        self.documents: dict = {}  # uri -> DocumentState
        self.pending: dict = {}  # uri -> asyncio.TimerHandle
        self.sessions: dict = {}  # (project root, settings) -> ProjectDriver

    def session(self, path: Path, settings: Settings) -> Optional[ProjectDriver]:
        """The project ``path`` is a module of (its open documents over the files on disk);
        None when the settings want files alone."""
        if not settings.project:
            return None
        root = project_root(path)
        key = (root, settings.findings_fingerprint())  # a settings change is another analysis
        session = self.sessions.get(key)
        if session is None:
            session = self.sessions[key] = ProjectDriver(root, settings.options, excluded=settings.excluded, whole=True)
        return session


server = JaxMuseumServer()


def _path(uri: str) -> Path:
    parsed = urlparse(uri)
    return Path(unquote(parsed.path)) if parsed.scheme == "file" else Path.cwd() / "untitled.py"


def _settings(uri: str) -> Settings:
    try:
        return read_settings(_path(uri).parent)
    except ConfigError as error:
        LOG.warning("jaxmuseum: %s; using defaults", error)
        return Settings()


def _utf16(line: str, column: int) -> int:
    """LSP counts columns in UTF-16 code units; Python in code points."""
    return len(line[:column].encode("utf-16-le")) // 2


def _position(lines: list, line: int, column: int) -> types.Position:
    """From a 1-based line and 0-based code-point column."""
    text = lines[line - 1] if 0 < line <= len(lines) else ""
    return types.Position(line=line - 1, character=_utf16(text, column))


def _diagnostic(finding, lines: list, docs_url: Optional[str]) -> types.Diagnostic:
    url = rule_url(finding.code, docs_url)
    return types.Diagnostic(
        range=types.Range(
            start=_position(lines, finding.line, finding.column),
            end=_position(lines, finding.end_line, finding.end_column),
        ),
        message=finding.message,
        severity=types.DiagnosticSeverity.Warning,
        code=finding.code,
        code_description=types.CodeDescription(href=url) if url else None,
        source="jaxmuseum",
    )


def lint_document(ls: JaxMuseumServer, uri: str, follow: bool = True) -> None:
    """Check the document and publish; with ``follow``, also the project's other open
    documents whose context the change moved."""
    ls.pending.pop(uri, None)
    document = ls.workspace.get_text_document(uri)
    text = document.source
    settings = _settings(uri)
    path = _path(uri)
    session = ls.session(path, settings) if urlparse(uri).scheme == "file" else None
    try:
        if session is not None:
            session.overrides[str(path.absolute())] = text
            session.invalidate()
            context = session.context(path)
            checked = as_checked(session.result(path, text), text, settings, str(path))
        else:
            context = None
            checked = check_text(text, settings, str(path))
    except ParseError:
        return  # half-typed code: keep the last good diagnostics
    except Exception:  # noqa: BLE001 - the editor session must survive our bugs
        LOG.exception("jaxmuseum failed on %s", uri)
        return
    for failure in checked.failures:  # a rule failed: show what the others found
        LOG.warning("jaxmuseum: %s: %s", uri, failure)
    lines = physical_lines(text)
    diagnostics = [_diagnostic(f, lines, settings.docs_url) for f in checked.findings]
    ls.text_document_publish_diagnostics(
        types.PublishDiagnosticsParams(uri=uri, version=document.version, diagnostics=diagnostics)
    )
    # After publishing: replacing the state frees the last lint's findings and fixes (5-7 ms
    # on a 9.6k-line file), which the editor need not wait for.
    ls.documents[uri] = DocumentState(document.version, text, checked.findings, diagnostics, context=context)
    if follow and session is not None:
        for other, state in list(ls.documents.items()):
            if other != uri and state.notebook is None and state.context is not None:
                if session.context(_path(other)) != state.context:
                    lint_document(ls, other, follow=False)


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: JaxMuseumServer, params: types.DidOpenTextDocumentParams) -> None:
    lint_document(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: JaxMuseumServer, params: types.DidSaveTextDocumentParams) -> None:
    lint_document(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: JaxMuseumServer, params: types.DidChangeTextDocumentParams) -> None:
    _debounced(ls, params.text_document.uri, lint_document)


def _debounced(ls: JaxMuseumServer, uri: str, lint) -> None:
    """Lint ``uri`` once typing pauses: a newer change cancels the pending lint."""
    previous = ls.pending.pop(uri, None)
    if previous is not None:
        previous.cancel()
    ls.pending[uri] = asyncio.get_running_loop().call_later(DEBOUNCE_SECONDS, _answer, lint, ls, uri)


def _answer(lint, ls: JaxMuseumServer, uri: str) -> None:
    # The session's own work (the project's index, the diagnostics) with the collector
    # paused too, not only the engine's: 95-104 ms against 108-113 ms on a 9.6k-line file.
    with collector_paused():
        lint(ls, uri)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: JaxMuseumServer, params: types.DidCloseTextDocumentParams) -> None:
    uri = params.text_document.uri
    ls.documents.pop(uri, None)
    for session in ls.sessions.values():
        session.close(_path(uri))
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=[]))


def _edit(uri: str, old: str, new: str) -> types.WorkspaceEdit:
    """One TextEdit spanning only what changed between ``old`` and ``new``."""
    start = 0
    limit = min(len(old), len(new))
    while start < limit and old[start] == new[start]:
        start += 1
    end_old, end_new = len(old), len(new)
    while end_old > start and end_new > start and old[end_old - 1] == new[end_new - 1]:
        end_old, end_new = end_old - 1, end_new - 1

    edit = types.TextEdit(
        range=types.Range(_offset_position(old, start), _offset_position(old, end_old)), new_text=new[start:end_new]
    )
    return types.WorkspaceEdit(changes={uri: [edit]})


def _overlaps(a: types.Range, b: types.Range) -> bool:
    return (a.start.line, a.start.character) <= (b.end.line, b.end.character) and (
        b.start.line,
        b.start.character,
    ) <= (a.end.line, a.end.character)


def _noqa_edit(uri: str, text: str, diagnostic: types.Diagnostic) -> Optional[types.WorkspaceEdit]:
    """The ``# noqa: CODE`` where flake8 reads it (after a string over several lines, not in it)."""
    finding = SimpleNamespace(line=diagnostic.range.start.line + 1, code=diagnostic.code)
    new_text, added = noqa.with_noqa(text, [finding])
    return _edit(uri, text, new_text) if added else None  # none added: already silenced


def _offset_position(text: str, offset: int) -> types.Position:
    """The LSP position of a character offset (lines end at \\r\\n, \\r or \\n)."""
    before = text[:offset]
    breaks = list(_LINE_BREAK.finditer(before))
    column_text = before[breaks[-1].end():] if breaks else before
    return types.Position(line=len(breaks), character=_utf16(column_text, len(column_text)))


def _fix_edit(uri: str, state: DocumentState, fix) -> Optional[types.WorkspaceEdit]:
    edit = fix.edit()
    if edit is None:
        return None
    if state.notebook is not None:
        return _cell_fix_edit(state, edit)
    where = types.Range(_offset_position(state.text, edit.start), _offset_position(state.text, edit.end))
    return types.WorkspaceEdit(changes={uri: [types.TextEdit(range=where, new_text=edit.text)]})


def _cell_fix_edit(state: DocumentState, edit) -> Optional[types.WorkspaceEdit]:
    """A module edit as an edit of the cell it falls in (None if it touches IPython lines)."""
    notebook = state.notebook
    placed = notebook.module.edit_in_cell(edit)
    if placed is None:
        return None
    number, (line, column), (end_line, end_column) = placed
    source = dict(notebook.cells)[number]
    lines = physical_lines(source)
    where = types.Range(_position(lines, line, column), _position(lines, end_line, end_column))
    return types.WorkspaceEdit(changes={notebook.cell_uris[number]: [types.TextEdit(range=where, new_text=edit.text)]})


def _fix_all_edit(uri: str, state: DocumentState) -> Optional[types.WorkspaceEdit]:
    notebook = state.notebook
    if notebook is None:
        outcome = fix_text(state.text, _settings(uri), str(_path(uri)), unsafe=False, context=state.context)
        return _edit(uri, state.text, outcome.new_text) if outcome.fixed else None
    module = notebook.module
    outcome = fix_text(module.text, _settings(notebook.uri), str(_path(notebook.uri)), False, keep=module.keeps)
    sources = module.sources(outcome.new_text) if outcome.fixed else None
    if not sources:
        return None
    changes: dict = {}
    for number, old in notebook.cells:
        if number in sources and sources[number] != old:
            changes.update(_edit(notebook.cell_uris[number], old, sources[number]).changes)
    return types.WorkspaceEdit(changes=changes) if changes else None


def _current(ls: JaxMuseumServer, uri: str, version: Optional[int] = None) -> Optional[DocumentState]:
    """The document's last check, if it still describes the text in the editor (for a
    notebook cell: every code cell of the notebook, which the module's offsets count)."""
    state = ls.documents.get(uri)
    if state is None or state.text != ls.workspace.get_text_document(uri).source:
        return None  # stale: the next lint will publish fresh diagnostics
    if state.notebook is not None:
        notebook = ls.workspace.get_notebook_document(notebook_uri=state.notebook.uri)
        if notebook is None or _code_cells(ls, notebook)[0] != state.notebook.cells:
            return None
    return state if version is None or state.version == version else None


def _resolves_edits(ls: JaxMuseumServer) -> bool:
    """The client resolves a code action's edit when the user picks it (LSP 3.16)."""
    capabilities = ls.client_capabilities
    code_action = capabilities.text_document.code_action if capabilities and capabilities.text_document else None
    support = code_action.resolve_support if code_action else None
    return bool(support and "edit" in support.properties)


@server.feature(
    types.TEXT_DOCUMENT_CODE_ACTION,
    types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix, FIX_ALL], resolve_provider=True),
)
def code_action(ls: JaxMuseumServer, params: types.CodeActionParams) -> list:
    uri = params.text_document.uri
    state = _current(ls, uri)
    if state is None:
        return []
    lazy = _resolves_edits(ls)
    only = params.context.only
    actions = []
    if not only or any(kind.startswith(types.CodeActionKind.QuickFix) for kind in only):
        # The client names the diagnostics it asks about (Neovim: those of the cursor's line,
        # wherever the cursor is on it); else the ones under the range.
        asked = [(d.range, d.code, d.message) for d in params.context.diagnostics or ()]
        for index, (finding, diagnostic) in enumerate(zip(state.findings, state.diagnostics)):
            named = (diagnostic.range, diagnostic.code, diagnostic.message) in asked
            if not named and not _overlaps(diagnostic.range, params.range):
                continue
            if finding.fix is not None:
                edit = None if lazy else _fix_edit(uri, state, finding.fix)
                if lazy or edit is not None:
                    actions.append(
                        types.CodeAction(
                            title=finding.fix.title + ("" if finding.fix.safe else " (unsafe)"),
                            kind=types.CodeActionKind.QuickFix,
                            diagnostics=[diagnostic],
                            edit=edit,
                            is_preferred=finding.fix.safe,
                            data={"uri": uri, "version": state.version, "finding": index} if lazy else None,
                        )
                    )
            noqa_edit = _noqa_edit(uri, state.text, diagnostic)
            if noqa_edit is not None:
                actions.append(
                    types.CodeAction(
                        title=f"Add '# noqa: {finding.code}'",
                        kind=types.CodeActionKind.QuickFix,
                        diagnostics=[diagnostic],
                        edit=noqa_edit,
                    )
                )
    if not only or any(FIX_ALL.startswith(kind) for kind in only):
        if any(finding.fix is not None and finding.fix.safe for finding in state.findings):
            edit = None if lazy else _fix_all_edit(uri, state)
            if lazy or edit is not None:
                actions.append(
                    types.CodeAction(
                        title="Fix all safe jaxmuseum findings",
                        kind=FIX_ALL,
                        edit=edit,
                        data={"uri": uri, "version": state.version, "finding": None} if lazy else None,
                    )
                )
    return actions


@server.feature(types.CODE_ACTION_RESOLVE)
def resolve_code_action(ls: JaxMuseumServer, action: types.CodeAction) -> types.CodeAction:
    data = action.data or {}
    uri = data.get("uri")
    state = _current(ls, uri, data.get("version")) if uri else None
    if state is None:
        return action  # the document changed: the client asks again for fresh actions
    index = data.get("finding")
    if index is None:
        action.edit = _fix_all_edit(uri, state)
    elif 0 <= index < len(state.findings) and state.findings[index].fix is not None:
        action.edit = _fix_edit(uri, state, state.findings[index].fix)
    return action


# ---- notebooks ----------------------------------------------------------------------------


def _code_cells(ls: JaxMuseumServer, notebook: types.NotebookDocument) -> tuple:
    """((number, source) of each code cell, {number: cell document uri}); numbers count all cells."""
    cells, uris = [], {}
    for number, cell in enumerate(notebook.cells, 1):
        if cell.kind == types.NotebookCellKind.Code:
            cells.append((number, ls.workspace.get_text_document(cell.document).source))
            uris[number] = cell.document
    return cells, uris


def lint_notebook(ls: JaxMuseumServer, uri: str) -> None:
    ls.pending.pop(uri, None)
    notebook = ls.workspace.get_notebook_document(notebook_uri=uri)
    if notebook is None:
        return
    cells, uris = _code_cells(ls, notebook)
    settings = _settings(uri)
    path = _path(uri)
    session = ls.session(path, settings) if urlparse(uri).scheme == "file" else None
    try:
        result = _cells_in_project(session, cells, settings, path) if session is not None else None
        if result is None:
            result = check_cells(cells, settings, str(path))
    except ParseError:
        return
    except Exception:  # noqa: BLE001 - the editor session must survive our bugs
        LOG.exception("jaxmuseum failed on %s", uri)
        return
    for failure in result.checked.failures:
        LOG.warning("jaxmuseum: %s: %s", uri, failure)
    state = NotebookState(uri, cells, result.module, uris)
    by_cell: dict = {cell.number: [] for cell in result.module.cells}  # half-typed cells keep theirs
    for finding in result.checked.findings:
        by_cell[finding.cell].append(finding)
    for number, source in cells:
        if number not in by_cell:
            continue
        cell_uri = uris[number]
        lines = physical_lines(source)
        diagnostics = [_diagnostic(f, lines, settings.docs_url) for f in by_cell[number]]
        version = ls.workspace.get_text_document(cell_uri).version
        ls.documents[cell_uri] = DocumentState(version, source, by_cell[number], diagnostics, state)
        ls.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=cell_uri, version=version, diagnostics=diagnostics)
        )


@server.feature(types.NOTEBOOK_DOCUMENT_DID_OPEN)
def notebook_did_open(ls: JaxMuseumServer, params: types.DidOpenNotebookDocumentParams) -> None:
    lint_notebook(ls, params.notebook_document.uri)


@server.feature(types.NOTEBOOK_DOCUMENT_DID_SAVE)
def notebook_did_save(ls: JaxMuseumServer, params: types.DidSaveNotebookDocumentParams) -> None:
    lint_notebook(ls, params.notebook_document.uri)


@server.feature(types.NOTEBOOK_DOCUMENT_DID_CHANGE)
def notebook_did_change(ls: JaxMuseumServer, params: types.DidChangeNotebookDocumentParams) -> None:
    structure = params.change.cells.structure if params.change.cells else None
    for cell in (structure.did_close or []) if structure else []:  # deleted cells
        _forget(ls, cell.uri)
    _debounced(ls, params.notebook_document.uri, lint_notebook)


def _cells_in_project(session: ProjectDriver, cells: list, settings: Settings, path: Path) -> Optional[CheckedCells]:
    """The code cells checked together as the module of the project the notebook is (what
    they import from it known, as `jaxmuseum check` checks it); None when they do not parse
    together (:func:`~.ipynb.check_cells` then leaves out the cells that do not)."""
    module = NotebookModule.of(cells)
    session.overrides[str(path.absolute())] = module.text
    session.invalidate()
    try:
        result = session.result(path, module.text)
    except ParseError:
        return None
    return checked_cells(module, result, settings, str(path))


@server.feature(types.NOTEBOOK_DOCUMENT_DID_CLOSE)
def notebook_did_close(ls: JaxMuseumServer, params: types.DidCloseNotebookDocumentParams) -> None:
    for cell in params.cell_text_documents:
        _forget(ls, cell.uri)
    for session in ls.sessions.values():  # the notebook on disk is the module again
        session.close(_path(params.notebook_document.uri))


def _forget(ls: JaxMuseumServer, cell_uri: str) -> None:
    ls.documents.pop(cell_uri, None)
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=cell_uri, diagnostics=[]))


def main() -> int:
    server.start_io()
    return 0
