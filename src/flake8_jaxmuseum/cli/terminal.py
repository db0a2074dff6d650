"""Markdown for a terminal: the museum's pages and exhibits as a person reads them.

On a terminal (and not under ``NO_COLOR``) Rich renders the page: headings, emphasis,
tables and highlighted code.  Piped or redirected, the text is plain
(:mod:`~flake8_jaxmuseum.markdown_text`).  Either way a link within the repository
(``../exhibits/02-traced-branch``, ``#the-table``) is just its text.  Rich is imported
only here, only for a terminal.
"""

from __future__ import annotations

import os
import shutil
import sys
from typing import Optional

from ..markdown_text import plain, without_relative_links


def for_terminal() -> bool:
    """Render for a person at a terminal: never for a pipe or a file, never under NO_COLOR."""
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")


def render(markdown: str, colour: Optional[bool] = None) -> str:
    """The page as terminal text (``colour``: default :func:`for_terminal`)."""
    markdown = without_relative_links(markdown)
    if colour if colour is not None else for_terminal():
        return _rich(markdown)
    return plain(markdown)


def _rich(markdown: str) -> str:
    from rich.console import Console
    from rich.markdown import Markdown

    width = min(shutil.get_terminal_size((100, 24)).columns, 120)
    console = Console(force_terminal=True, width=width, record=False, highlight=False, soft_wrap=False)
    with console.capture() as captured:
        console.print(Markdown(markdown, code_theme="ansi_dark", hyperlinks=False, inline_code_lexer="python"))
    return captured.get().rstrip("\n")
