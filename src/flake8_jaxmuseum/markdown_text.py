"""Markdown as plain text: the museum's pages and captions where markup cannot show
(a pipe, a file, an HTML ``<title>``, a plain listing).  No ``**``, no backticks, headings
underlined, code blocks indented, each link its text (with its address when it is one a
reader can open).  Used by the command line and the site; imports markdown-it-py only when
called."""

from __future__ import annotations

import re

_RELATIVE_LINK = re.compile(r"(?<!!)\[([^\]\n]+)\]\((?!https?://|mailto:)[^)\s]*\)")
_INLINE_MARKUP = re.compile(r"[`*_\[\]<>#\\]")


def without_relative_links(markdown: str) -> str:
    """``[text](../somewhere)`` -> ``text``: there is no repository beside an installed
    package; links to the web stay."""
    return _RELATIVE_LINK.sub(r"\1", markdown)


def plain(markdown: str) -> str:
    """Markdown as plain text: what it says, without its markup."""
    if not _INLINE_MARKUP.search(markdown) and "\n" not in markdown:
        return markdown  # a title with no markup: nothing to parse
    from markdown_it import MarkdownIt

    tokens = MarkdownIt("commonmark").enable("table").parse(markdown)
    blocks: list = []  # (text, in a tight list): a tight list's items stand one under another
    prefixes: list = []  # list markers and quote marks of the open containers
    numbers: list = []  # the next number of each open ordered list (None: bullets)
    rows: list = []
    starts_item = False
    for index, token in enumerate(tokens):
        kind = token.type
        if kind == "heading_open":
            text = _inline(tokens[index + 1])
            underline = {"h1": "=", "h2": "-"}.get(token.tag)
            blocks.append((text + (f"\n{underline * len(text)}" if underline else ""), False))
        elif kind in ("bullet_list_open", "ordered_list_open"):
            numbers.append(int(token.attrGet("start") or 1) if kind == "ordered_list_open" else None)
        elif kind in ("bullet_list_close", "ordered_list_close"):
            numbers.pop()
        elif kind == "list_item_open":
            number = numbers[-1]
            prefixes.append(f"{number}. " if number is not None else "- ")
            if number is not None:
                numbers[-1] = number + 1
            starts_item = True
        elif kind in ("list_item_close", "blockquote_close"):
            prefixes.pop()
        elif kind == "blockquote_open":
            prefixes.append("> ")
        elif kind == "paragraph_open":
            blocks.append((_prefixed(_inline(tokens[index + 1]), prefixes, starts_item), token.hidden))
            starts_item = False
        elif kind in ("fence", "code_block"):
            code = "\n".join("    " + line if line else "" for line in token.content.rstrip("\n").split("\n"))
            blocks.append((_prefixed(code, prefixes, starts_item), False))
            starts_item = False
        elif kind == "hr":
            blocks.append(("-" * 40, False))
        elif kind == "tr_open":
            rows.append([])
        elif kind in ("th_open", "td_open"):
            rows[-1].append(_inline(tokens[index + 1]))
        elif kind == "table_close":
            widths = [max(len(r[c]) if c < len(r) else 0 for r in rows) for c in range(max(map(len, rows)))]
            lines = ["  ".join(cell.ljust(widths[c]) for c, cell in enumerate(r)).rstrip() for r in rows]
            lines.insert(1, "  ".join("-" * w for w in widths))
            blocks.append(("\n".join(lines), False))
            rows = []
    out = ""
    for number, (text, tight) in enumerate(blocks):
        if number:
            out += "\n" if tight and blocks[number - 1][1] else "\n\n"
        out += text
    return out


def _prefixed(text: str, prefixes: list, starts_item: bool) -> str:
    """``text`` inside the open lists and quotes: the marker on an item's first line."""
    if not prefixes:
        return text
    marker = "".join(prefixes)
    indent = "".join(p if p == "> " else " " * len(p) for p in prefixes)
    lines = text.split("\n")
    return "\n".join([(marker if starts_item else indent) + lines[0], *(indent + line for line in lines[1:])])


def _inline(token) -> str:
    """An inline token's text: code and emphasis as their text, a web link with its address."""
    parts: list = []
    links: list = []
    for child in token.children or ():
        kind = child.type
        if kind in ("text", "code_inline"):
            parts.append(child.content)
        elif kind in ("softbreak", "hardbreak"):
            parts.append("\n")
        elif kind == "link_open":
            links.append(child.attrGet("href") or "")
        elif kind == "link_close":
            href = links.pop()
            if href.startswith(("http://", "https://")) and not parts[-1:] == [href]:
                parts.append(f" <{href}>")
        elif kind == "image":
            parts.append(child.content)
        elif kind == "html_inline":
            continue
    return "".join(parts)
