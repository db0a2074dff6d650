"""The museum as a static HTML site: ``jaxmuseum museum --output DIR``.

An index of the wing, one page per exhibit (the failing code with the linter's finding
underlined as an editor shows it, what each JAX version printed, the fix, and the diff
between them) and one page per rule (its Markdown page rendered).  Pygments highlights
the code and markdown-it-py renders the pages; no JavaScript.
"""

from __future__ import annotations

import difflib
import html
import re
from pathlib import Path
from typing import Optional

from . import __version__
from .documents import Exhibit, exhibits, rule_page
from .engine import lint
from .markdown_text import plain
from .rules import ALL_RULES, RULES_BY_CODE

STYLE = """
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1b1f24; }
nav { margin-bottom: 1.5rem; font-size: 0.95rem; }
nav a { margin-right: 1rem; }
table.wing { border-collapse: collapse; width: 100%; }
table.wing td, table.wing th { border-bottom: 1px solid #d0d7de; padding: 0.4rem; text-align: left; vertical-align: top; }
.code { display: flex; border: 1px solid #d0d7de; border-radius: 6px; overflow-x: auto; }
.code pre { margin: 0; padding: 0.6rem; line-height: 1.45; }
.code pre.highlight { flex: 1; }
.gutter { color: #8c959f; text-align: right; border-right: 1px solid #d0d7de; user-select: none; }
.finding { text-decoration: underline wavy #cf222e; text-decoration-skip-ink: none; text-underline-offset: 3px; }
.diagnostic { color: #cf222e; font-family: ui-monospace, monospace; font-size: 0.9rem; }
pre.printed { background: #f6f8fa; border: 1px solid #d0d7de; border-radius: 6px; padding: 0.6rem;
              white-space: pre-wrap; overflow-wrap: anywhere; }  /* JAX's long lines wrap, never cut */
div.highlight pre { white-space: pre-wrap; overflow-wrap: anywhere; }  /* the rule pages' blocks and diffs too */
/* A rule page's table: its long names break; wider still, it scrolls in its box, not the page. */
td code { overflow-wrap: anywhere; }
table:not(.wing) { display: block; max-width: 100%; overflow-x: auto; }
nav .here { margin-right: 1rem; font-weight: 600; }
"""


def rule_url(code: str, docs_url: Optional[str] = None) -> Optional[str]:
    """Where a reader finds the rule's page (JSON, SARIF, the editor's link): the hosted
    museum's page when ``docs-url`` is configured, else None (no link rather than one to a
    copy no one built: only ``jaxmuseum museum`` writes the site)."""
    if docs_url:
        return f"{docs_url.rstrip('/')}/rules/{code}.html"
    return None


# The file a museum written by this tool holds: ``jaxmuseum museum`` writes again only into
# an empty folder or one holding it (or with --force).
MUSEUM_MARK = ".jaxmuseum-museum"


def is_museum(folder: Path) -> bool:
    """Whether ``folder`` holds a museum this tool wrote."""
    return (folder / MUSEUM_MARK).is_file()


def build_site(output: Path, docs_url: Optional[str] = None) -> list:
    """Write the museum to ``output``; returns the pages written.  Raises OSError."""
    from pygments.formatters import HtmlFormatter

    (output / "exhibits").mkdir(parents=True, exist_ok=True)
    (output / "rules").mkdir(exist_ok=True)
    (output / MUSEUM_MARK).write_text(
        f"The JAX museum, written by flake8-jaxmuseum {__version__} (`jaxmuseum museum` writes here again).\n",
        encoding="utf-8",
    )
    (output / "style.css").write_text(STYLE + HtmlFormatter().get_style_defs(".highlight"), encoding="utf-8")
    wing = exhibits()
    pages = [_write(output / "index.html", "The JAX museum", _index(wing), depth=0)]
    for number, exhibit in enumerate(wing):
        neighbours = (wing[number - 1] if number else None, wing[number + 1] if number + 1 < len(wing) else None)
        pages.append(_write(output / "exhibits" / f"{exhibit.name}.html", plain(exhibit.caption),
                            _exhibit_page(exhibit, neighbours), depth=1))
    for rule in ALL_RULES:
        pages.append(_write(output / "rules" / f"{rule.code}.html", f"{rule.code}: {plain(rule.title)}",
                            _rule_page(rule.code), depth=1))
    return pages


def _write(path: Path, title: str, body: str, depth: int) -> Path:
    """A page; ``title`` is plain text (the browser shows a <title> as it is)."""
    up = "../" * depth
    # The index is the museum: its own name there, not a link back to itself.
    home = "<span class=\"here\" aria-current=\"page\">The museum</span>" if depth == 0 else (
        f"<a href=\"{up}index.html\">The museum</a>")
    path.write_text(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        f"<title>{html.escape(title)}</title>\n<link rel=\"icon\" href=\"data:,\">\n"
        f"<link rel=\"stylesheet\" href=\"{up}style.css\">\n</head>\n<body>\n"
        f"<nav>{home}</nav>\n{body}\n"
        f"<footer><p>flake8-jaxmuseum {html.escape(__version__)}</p></footer>\n</body>\n</html>\n",
        encoding="utf-8",
    )
    return path


# ---- pages ------------------------------------------------------------------------------


def _index(wing: list) -> str:
    rows = "\n".join(
        f"<tr><td>{exhibit.number}</td><td><a href=\"exhibits/{exhibit.name}.html\">"
        f"{_inline(exhibit.caption)}</a></td><td><a href=\"rules/{exhibit.rule}.html\">{exhibit.rule}</a></td>"
        f"<td>{html.escape(RULES_BY_CODE[exhibit.rule].title)}</td></tr>"
        for exhibit in wing
    )
    rules = "\n".join(
        f"<li><a href=\"rules/{rule.code}.html\">{rule.code}</a>: {html.escape(rule.title)}</li>" for rule in ALL_RULES
    )
    return (
        "<h1>The JAX museum</h1>\n<p>Each exhibit is a JAX mistake: the code that fails, what JAX printed, and a "
        "fix that ran. Each is caught, before the code runs, by a rule of flake8-jaxmuseum.</p>\n"
        "<h2>The wing</h2>\n<table class=\"wing\"><thead><tr><th>#</th><th>Exhibit</th><th>Rule</th>"
        f"<th>What it flags</th></tr></thead>\n<tbody>\n{rows}\n</tbody></table>\n"
        f"<h2>The rules</h2>\n<ul>\n{rules}\n</ul>"
    )


def _exhibit_page(exhibit: Exhibit, neighbours: tuple) -> str:
    failing, fix = exhibit.read("failing.py"), exhibit.read("fix.py")
    readme = exhibit.read("README.md").split("\n", 1)[1] if "\n" in exhibit.read("README.md") else ""
    findings = [f for f in lint(failing).findings if f.code == exhibit.rule]
    marks = [(f.line, f.column, f.end_line, f.end_column, f"{f.code} {f.message}") for f in findings]
    diagnostics = "\n".join(
        f"<p class=\"diagnostic\">failing.py:{f.line}:{f.column + 1}: {html.escape(f.text())}</p>" for f in findings
    )
    printed = "\n".join(
        f"<h2>The {kind}, as jax {html.escape(version)} printed it</h2>\n<pre class=\"printed\">{html.escape(text.rstrip())}</pre>"
        for version, kind, text in exhibit.captured()
    )
    diff = "".join(difflib.unified_diff(failing.splitlines(True), fix.splitlines(True), "failing.py", "fix.py"))
    previous, following = neighbours
    links = [f"<a href=\"../rules/{exhibit.rule}.html\">{exhibit.rule}: {html.escape(RULES_BY_CODE[exhibit.rule].title)}</a>"]
    if previous is not None:
        links.append(f"<a href=\"{previous.name}.html\">Previous: exhibit {previous.number}</a>")
    if following is not None:
        links.append(f"<a href=\"{following.name}.html\">Next: exhibit {following.number}</a>")
    return (
        f"<h1>{_inline(exhibit.caption)}</h1>\n{_markdown(readme, 'exhibit')}\n"
        f"<p>{' · '.join(links)}</p>\n"
        f"<h2 id=\"failing\">The failing code</h2>\n{_code(failing, marks)}\n{diagnostics}\n{printed}\n"
        f"<h2 id=\"fix\">The fix</h2>\n{_code(fix, [])}\n"
        f"<h2 id=\"diff\">What the fix changes</h2>\n{_highlighted(diff, 'diff')}"
    )


def _rule_page(code: str) -> str:
    page = rule_page(code)
    text = page.read_text(encoding="utf-8") if page is not None else f"# {code}\n\n{RULES_BY_CODE[code].description}"
    return _markdown(text, "rule")


# ---- rendering ----------------------------------------------------------------------------


def _highlighted(code: str, language: str) -> str:
    from pygments import highlight
    from pygments.formatters import HtmlFormatter
    from pygments.lexers import get_lexer_by_name
    from pygments.util import ClassNotFound

    try:
        lexer = get_lexer_by_name(language or "text")
    except ClassNotFound:
        lexer = get_lexer_by_name("text")
    return highlight(code, lexer, HtmlFormatter())


def _code(code: str, marks: list) -> str:
    """Python, highlighted, with line numbers; ``marks`` (line, column, end line, end
    column, title) underlined as an editor underlines a diagnostic."""
    from pygments import lex
    from pygments.lexers import PythonLexer
    from pygments.token import STANDARD_TYPES

    starts = [0]
    for line in code.splitlines(True):
        starts.append(starts[-1] + len(line))
    spans = [(starts[l - 1] + c, starts[e - 1] + ec, title) for l, c, e, ec, title in marks]
    cuts = sorted({offset for start, end, _ in spans for offset in (start, end)})
    pieces, offset = [], 0
    for ttype, value in lex(code, PythonLexer()):
        while ttype not in STANDARD_TYPES:
            ttype = ttype.parent
        css = STANDARD_TYPES[ttype]
        end = offset + len(value)
        inner = [c for c in cuts if offset < c < end]
        for start, stop in zip([offset, *inner], [*inner, end]):
            text = html.escape(value[start - offset:stop - offset])
            pieces.append((start, stop, f"<span class=\"{css}\">{text}</span>" if css else text))
        offset = end
    out = []
    for start, stop, piece in pieces:
        out += [f"<span class=\"finding\" title=\"{html.escape(title)}\">" for s, _, title in spans if s == start]
        out.append(piece)
        out += ["</span>" for _, e, _ in spans if e == stop]
    numbers = "\n".join(str(n) for n in range(1, code.count("\n") + 1 + (not code.endswith("\n"))))
    return (
        f"<div class=\"code\"><pre class=\"gutter\">{numbers}</pre>"
        f"<pre class=\"highlight\"><code>{''.join(out).rstrip()}</code></pre></div>"
    )


_EXHIBIT_LINK = re.compile(r"^(?:\.\./)*exhibits/(\d\d-[\w-]+)/?(?:([\w.-]+))?$")
_RULE_LINK = re.compile(r"^(?:\.\./)*(?:rules/)?(JXM\d{3})\.md$")


def _site_link(href: str, where: str) -> Optional[str]:
    """A link of a rule page or exhibit caption, as a link of the site; None when it
    points at something the site does not have (the link text stays)."""
    if re.match(r"^[a-z]+://", href) or href.startswith("#"):
        return href
    exhibit = _EXHIBIT_LINK.match(href)
    if exhibit is not None:
        anchor = {"failing.py": "#failing", "fix.py": "#fix"}.get(exhibit.group(2) or "", "")
        return f"../exhibits/{exhibit.group(1)}.html{anchor}"
    rule = _RULE_LINK.match(href)
    if rule is not None:
        return f"../rules/{rule.group(1)}.html"
    return None


def _inline(markdown: str) -> str:
    """One line of Markdown as HTML, without a paragraph: ``if`` in code, not backticks."""
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark").renderInline(markdown)


def _heading_anchor(title: str) -> str:
    """GitHub's id for a heading: lower case, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")


def _name_the_exhibit(children: list, position: int, target: str) -> None:
    """A link to an exhibit whose text is its path (``../exhibits/02-traced-branch/``)
    reads as the exhibit's caption on the site."""
    page = re.match(r"^\.\./exhibits/(\d\d-[\w-]+)\.html$", target)
    text = children[position + 1] if position + 1 < len(children) else None
    if page is None or text is None or text.type not in ("text", "code_inline") or "exhibits/" not in text.content:
        return
    found = [exhibit for exhibit in exhibits() if exhibit.name == page.group(1)]
    if found:
        text.type, text.content = "text", plain(found[0].caption)


def _markdown(text: str, where: str) -> str:
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"highlight": lambda code, language, _: _highlighted(code, language)})
    md.enable("table")
    tokens = md.parse(text)
    for index, token in enumerate(tokens):
        if token.type == "heading_open":
            # GitHub's anchors, so a page's ``#the-table`` links work here as they do there.
            token.attrSet("id", _heading_anchor(tokens[index + 1].content))
        children = token.children or []
        for position, child in enumerate(children):
            if child.type == "link_open":
                target = _site_link(child.attrGet("href") or "", where)
                if target is None:
                    child.attrs.pop("href", None)
                else:
                    child.attrSet("href", target)
                    _name_the_exhibit(children, position, target)
    return md.renderer.render(tokens, md.options, {})
