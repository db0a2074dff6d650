"""``jaxmuseum lsp``: the findings as editor diagnostics, with quick fixes (pygls, stdio).

Diagnostics are published on open and save at once, and on change after a short
pause.  A buffer that does not parse keeps its last good diagnostics.  Code actions:
one quick fix per fixable finding, a ``# noqa`` action, and ``source.fixAll.jaxmuseum``
(the safe fixes).  Configuration is the same ``[tool.jaxmuseum]`` table the command reads.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Optional
from urllib.parse import unquote, urlparse

from lsprotocol import types
from pygls.lsp.server import LanguageServer

from . import __version__, noqa
from .checking import check_text
from .documents import rule_url
from .engine import ParseError
from .fixing import apply, fix_text
from .settings import ConfigError, Settings, read_settings

LOG = logging.getLogger(__name__)
DEBOUNCE_SECONDS = 0.3
FIX_ALL = "source.fixAll.jaxmuseum"


@dataclass
class DocumentState:
    """What the last good check of a document found, kept for code actions."""

    text: str
    checked: object  # checking.Checked: its findings' fixes point into its lint result
    diagnostics: list


class JaxMuseumServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("jaxmuseum", __version__)
        self.documents: dict = {}  # uri -> DocumentState
        self.pending: dict = {}  # uri -> asyncio.TimerHandle


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


def _diagnostic(finding, lines: list) -> types.Diagnostic:
    url = rule_url(finding.code)
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


def lint_document(ls: JaxMuseumServer, uri: str) -> None:
    ls.pending.pop(uri, None)
    document = ls.workspace.get_text_document(uri)
    text = document.source
    try:
        checked = check_text(text, _settings(uri), str(_path(uri)))
    except ParseError:
        return  # half-typed code: keep the last good diagnostics
    except Exception:  # noqa: BLE001 - the editor session must survive our bugs
        LOG.exception("jaxmuseum failed on %s", uri)
        return
    for failure in checked.failures:  # a rule failed: show what the others found
        LOG.warning("jaxmuseum: %s: %s", uri, failure)
    lines = text.splitlines()
    diagnostics = [_diagnostic(f, lines) for f in checked.findings]
    ls.documents[uri] = DocumentState(text, checked, diagnostics)
    ls.text_document_publish_diagnostics(
        types.PublishDiagnosticsParams(uri=uri, version=document.version, diagnostics=diagnostics)
    )


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: JaxMuseumServer, params: types.DidOpenTextDocumentParams) -> None:
    lint_document(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: JaxMuseumServer, params: types.DidSaveTextDocumentParams) -> None:
    lint_document(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: JaxMuseumServer, params: types.DidChangeTextDocumentParams) -> None:
    uri = params.text_document.uri
    previous = ls.pending.pop(uri, None)
    if previous is not None:
        previous.cancel()
    ls.pending[uri] = asyncio.get_running_loop().call_later(DEBOUNCE_SECONDS, lint_document, ls, uri)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: JaxMuseumServer, params: types.DidCloseTextDocumentParams) -> None:
    uri = params.text_document.uri
    ls.documents.pop(uri, None)
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

    def position(offset: int) -> types.Position:
        before = old[:offset]
        line = before.count("\n")
        column_text = before[before.rfind("\n") + 1 :]
        return types.Position(line=line, character=len(column_text.encode("utf-16-le")) // 2)

    edit = types.TextEdit(range=types.Range(position(start), position(end_old)), new_text=new[start:end_new])
    return types.WorkspaceEdit(changes={uri: [edit]})


def _overlaps(a: types.Range, b: types.Range) -> bool:
    return (a.start.line, a.start.character) <= (b.end.line, b.end.character) and (
        b.start.line,
        b.start.character,
    ) <= (a.end.line, a.end.character)


def _noqa_edit(uri: str, text: str, diagnostic: types.Diagnostic) -> Optional[types.WorkspaceEdit]:
    lines = text.splitlines(keepends=True)
    number = diagnostic.range.start.line
    if number >= len(lines):
        return None
    line = lines[number]
    body = line.rstrip("\r\n")
    new_body = noqa.with_code(body, diagnostic.code)
    if new_body is None:
        return None  # already silenced
    new_text = "".join(lines[:number]) + new_body + line[len(body):] + "".join(lines[number + 1 :])
    return _edit(uri, text, new_text)


@server.feature(
    types.TEXT_DOCUMENT_CODE_ACTION,
    types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix, FIX_ALL]),
)
def code_action(ls: JaxMuseumServer, params: types.CodeActionParams) -> list:
    uri = params.text_document.uri
    state = ls.documents.get(uri)
    if state is None or state.text != ls.workspace.get_text_document(uri).source:
        return []  # stale: the next lint will publish fresh diagnostics
    only = params.context.only
    actions = []
    if not only or any(kind.startswith(types.CodeActionKind.QuickFix) for kind in only):
        for finding, diagnostic in zip(state.checked.findings, state.diagnostics):
            if not _overlaps(diagnostic.range, params.range):
                continue
            if finding.fix is not None and state.checked.result.cst_module is not None:
                new_text, applied = apply(state.checked.result, [finding.fix])
                if applied:
                    title = finding.fix.title + ("" if finding.fix.safe else " (unsafe)")
                    actions.append(
                        types.CodeAction(
                            title=title,
                            kind=types.CodeActionKind.QuickFix,
                            diagnostics=[diagnostic],
                            edit=_edit(uri, state.text, new_text),
                            is_preferred=finding.fix.safe,
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
        outcome = fix_text(state.text, _settings(uri), str(_path(uri)), unsafe=False)
        if outcome.fixed:
            actions.append(
                types.CodeAction(
                    title="Fix all safe jaxmuseum findings",
                    kind=FIX_ALL,
                    edit=_edit(uri, state.text, outcome.new_text),
                )
            )
    return actions


def main() -> int:
    server.start_io()
    return 0
