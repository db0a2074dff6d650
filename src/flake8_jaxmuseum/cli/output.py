"""How ``jaxmuseum check`` writes findings: text (flake8's format), JSON, SARIF 2.1.0,
GitHub Actions annotations, and per-code statistics.  A notebook's findings are in
cell terms: ``nb.ipynb:cell 3:2:1:`` as ruff writes them, a ``cell`` field in JSON."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

from .. import __version__
from ..markdown_text import plain
from ..site import rule_url
from ..rules import ALL_RULES, RULES_BY_CODE


def finding_dict(path: str, finding, docs_url: Optional[str] = None) -> dict:
    fix = None
    if finding.fix is not None:
        fix = {"title": finding.fix.title, "applicability": finding.fix.applicability}
    return {
        "code": finding.code,
        "message": finding.message,
        "path": path,
        "cell": finding.cell,  # in a notebook: lines count in this cell (1-based); else null
        "line": finding.line,
        "column": finding.column + 1,
        "end_line": finding.end_line,
        "end_column": finding.end_column + 1,
        "fix": fix,
        "url": rule_url(finding.code, docs_url),
    }


def sarif(results: list, docs_url: Optional[str] = None) -> dict:
    rules = []
    for rule in ALL_RULES:
        entry = {
            "id": rule.code,
            "name": rule.title.replace(" ", "-"),
            "shortDescription": {"text": plain(rule.title)},
            "fullDescription": {"text": _plain_paragraphs(rule.description or rule.title)},
            "defaultConfiguration": {"level": "warning"},
        }
        url = rule_url(rule.code, docs_url)
        if url:
            entry["helpUri"] = url
        rules.append(entry)
    index = {rule["id"]: i for i, rule in enumerate(rules)}
    return {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [
            {
                "tool": {"driver": {"name": "jaxmuseum", "version": __version__, "rules": rules}},
                "results": [
                    {
                        "ruleId": finding.code,
                        "ruleIndex": index[finding.code],
                        "level": "warning",
                        "message": {"text": _in_cell(finding, finding.message)},
                        "locations": [
                            {
                                "physicalLocation": {
                                    "artifactLocation": {"uri": Path(path).as_posix()},
                                    "region": {
                                        "startLine": finding.line,
                                        "startColumn": finding.column + 1,
                                        "endLine": finding.end_line,
                                        "endColumn": finding.end_column + 1,
                                    },
                                }
                            }
                        ],
                        **({"properties": {"cell": finding.cell}} if finding.cell else {}),
                    }
                    for path, finding in results
                ],
            }
        ],
    }


def _plain_paragraphs(docstring: str) -> str:
    """A rule's docstring (``x[0] = 1.0`` marks code) as SARIF's plain text: no markup,
    each paragraph on one line, a blank line between them."""
    return "\n\n".join(" ".join(paragraph.split()) for paragraph in plain(docstring).split("\n\n"))


def _in_cell(finding, text: str) -> str:
    """Formats without a cell field: a notebook finding's message names its cell (its
    lines count in the cell)."""
    return f"cell {finding.cell}: {text}" if finding.cell else text


def _github_escape(text: str, property_value: bool = False) -> str:
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    if property_value:
        text = text.replace(":", "%3A").replace(",", "%2C")
    return text


def report(results: list, fmt: str, out, docs_url: Optional[str] = None) -> None:
    """``results``: (path, finding) pairs; rule links point into the museum at ``docs_url``."""
    if fmt == "json":
        json.dump([finding_dict(path, finding, docs_url) for path, finding in results], out, indent=2)
        out.write("\n")
    elif fmt == "sarif":
        json.dump(sarif(results, docs_url), out, indent=2)
        out.write("\n")
    elif fmt == "github":
        for path, f in results:
            out.write(
                f"::warning file={_github_escape(path, True)},line={f.line},col={f.column + 1},"
                f"endLine={f.end_line},endColumn={f.end_column + 1},title={f.code}::"
                f"{_github_escape(_in_cell(f, f.text()))}\n"
            )
    else:
        for path, f in results:
            where = f"{path}:cell {f.cell}" if f.cell else path
            out.write(f"{where}:{f.line}:{f.column + 1}: {f.text()}\n")


def statistics(results: list, out) -> None:
    counts: dict = {}
    for _, finding in results:
        counts[finding.code] = counts.get(finding.code, 0) + 1
    for code in sorted(counts):
        out.write(f"{counts[code]:<6} {code}  {RULES_BY_CODE[code].title}\n")
