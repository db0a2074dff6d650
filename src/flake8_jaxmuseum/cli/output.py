"""How ``jaxmuseum check`` writes findings (``--output-format``): ``full`` (code frames,
as ruff prints them), ``concise`` (flake8's line), JSON, SARIF 2.1.0, GitHub Actions
annotations, GitLab code quality, JUnit XML, and per-code statistics.  A notebook's
findings are in cell terms: ``nb.ipynb:cell 3:2:1:`` as ruff writes them, a ``cell``
field in JSON.  A file that does not parse is an entry of the machine formats (code
``invalid-syntax``, as ruff reports its syntax errors); the human formats leave it to
the line on stderr."""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path
from typing import Optional

from .. import __version__
from ..engine import Finding
from ..markdown_text import plain
from ..site import rule_url
from ..rules import ALL_RULES, RULES_BY_CODE

HUMAN_FORMATS = ("full", "concise")
SYNTAX_ERROR = "invalid-syntax"  # ruff's code for a file that does not parse
# Where engine.parse (and ipynb, in cell terms) says a parse error is.
_PARSE_ERROR_PLACE = re.compile(r"^cannot parse: (?:cell (\d+), )?line (\d+), column (\d+): ")


def unparsed(error: str) -> Finding:
    """A file's parse error (its one-line message) as an entry of the machine formats."""
    place = _PARSE_ERROR_PLACE.match(error)
    if place is None:  # no place known (not a notebook, a parser's RecursionError): the file's start
        return Finding(1, 0, SYNTAX_ERROR, error, 1, 0)
    cell, line, column = (int(group) if group else None for group in place.groups())
    column = max(column - 1, 0)
    return Finding(line, column, SYNTAX_ERROR, error[place.end():], line, column, cell=cell)


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
                        **({"ruleIndex": index[finding.code]} if finding.code in index else {}),
                        "level": _level(finding),
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


def _text(finding) -> str:
    """``CODE message`` (with its fix's command); a parse error as ruff writes one."""
    return f"{finding.code}: {finding.message}" if finding.code == SYNTAX_ERROR else finding.text()


def _level(finding) -> str:
    return "error" if finding.code == SYNTAX_ERROR else "warning"


def gitlab(results: list) -> list:
    """GitLab's code quality report: a fingerprint per finding that survives edits
    elsewhere in the file (path, code, message and which repeat of them it is)."""
    seen: dict = {}
    issues = []
    for path, finding in results:
        key = (path, finding.code, finding.cell, finding.message)
        seen[key] = seen.get(key, 0) + 1
        fingerprint = hashlib.sha256(repr((*key, seen[key])).encode()).hexdigest()[:32]
        issues.append({
            "check_name": finding.code,
            "description": _in_cell(finding, f"{finding.code}: {finding.message}"),
            "severity": "critical" if finding.code == SYNTAX_ERROR else "major",
            "fingerprint": fingerprint,
            "location": {
                "path": Path(path).as_posix(),
                "positions": {
                    "begin": {"line": finding.line, "column": finding.column + 1},
                    "end": {"line": max(finding.end_line, finding.line), "column": finding.end_column + 1},
                },
            },
        })
    return issues


def junit(results: list, paths: list) -> str:
    """JUnit XML: a test suite per file checked, a failed test case per finding (a file
    without findings: one test case that passed)."""
    from xml.etree import ElementTree

    by_path: dict = {path: [] for path in paths}
    for path, finding in results:
        by_path.setdefault(path, []).append(finding)
    root = ElementTree.Element("testsuites", name="jaxmuseum", tests="0", failures=str(len(results)), errors="0")
    tests = 0
    for path, findings in by_path.items():
        suite = ElementTree.SubElement(root, "testsuite", name=path, tests=str(max(len(findings), 1)),
                                       failures=str(len(findings)), errors="0", skipped="0")
        if not findings:
            ElementTree.SubElement(suite, "testcase", name="jaxmuseum", classname=path)
        for finding in findings:
            where = f"cell {finding.cell}, line {finding.line}" if finding.cell else f"line {finding.line}"
            case = ElementTree.SubElement(suite, "testcase", name=finding.code, classname=path,
                                          line=str(finding.line), column=str(finding.column + 1))
            failure = ElementTree.SubElement(case, "failure", message=finding.message)
            failure.text = f"{where}, col {finding.column + 1}, {_text(finding)}"
        tests += max(len(findings), 1)
    root.set("tests", str(tests))
    ElementTree.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ElementTree.tostring(root, encoding="unicode") + "\n"


def report(results: list, fmt: str, out, docs_url: Optional[str] = None, sources: Optional[dict] = None,
           paths: Optional[list] = None) -> None:
    """``results``: (path, finding) pairs in file order, a file that does not parse among
    them (:func:`unparsed`); rule links point into the museum at ``docs_url``.
    ``sources``: (path, cell) -> its text, for ``full``'s frames; ``paths``: every file
    checked, for ``junit``'s suites."""
    if fmt in HUMAN_FORMATS:  # a file that does not parse is told on stderr
        results = [(path, finding) for path, finding in results if finding.code != SYNTAX_ERROR]
    if fmt == "json":
        json.dump([finding_dict(path, finding, docs_url) for path, finding in results], out, indent=2)
        out.write("\n")
    elif fmt == "sarif":
        json.dump(sarif(results, docs_url), out, indent=2)
        out.write("\n")
    elif fmt == "gitlab":
        json.dump(gitlab(results), out, indent=2)
        out.write("\n")
    elif fmt == "junit":
        out.write(junit(results, paths or []))
    elif fmt == "github":
        for path, f in results:
            out.write(
                f"::{_level(f)} file={_github_escape(path, True)},line={f.line},col={f.column + 1},"
                f"endLine={f.end_line},endColumn={f.end_column + 1},title={f.code}::"
                f"{_github_escape(_in_cell(f, _text(f)))}\n"
            )
    elif fmt == "full":
        from .frames import frame
        from .terminal import for_terminal

        colour = out is sys.stdout and for_terminal()
        for path, f in results:
            out.write(frame(path, f, (sources or {}).get((path, f.cell)), colour) + "\n")
    else:
        for path, f in results:
            where = f"{path}:cell {f.cell}" if f.cell else path
            out.write(f"{where}:{f.line}:{f.column + 1}: {f.text()}\n")


def summary(results: list, files: int) -> str:
    """The closing line of the human formats, as ruff closes its report: "Found 3 findings
    in 2 files (10 checked); 1 fixable with `jaxmuseum fix`, 1 more with ..."."""
    findings = [(path, f) for path, f in results if f.code != SYNTAX_ERROR]
    unparseable = len({path for path, f in results if f.code == SYNTAX_ERROR})
    not_parsed = f" {_count(unparseable, 'file')} {'does' if unparseable == 1 else 'do'} not parse." if unparseable else ""
    if not findings:
        return f"All checks passed! ({_count(files, 'file')} checked)" if not unparseable else (
            f"No findings ({_count(files, 'file')} checked);{not_parsed}")
    with_findings = len({path for path, _ in findings})
    line = f"Found {_count(len(findings), 'finding')} in {_count(with_findings, 'file')} ({files} checked)"
    safe = sum(1 for _, f in findings if f.fix is not None and f.fix.safe)
    unsafe = sum(1 for _, f in findings if f.fix is not None and not f.fix.safe)
    if safe:
        line += f"; {safe} fixable with `jaxmuseum fix`"
        if unsafe:
            line += f", {unsafe} more with `jaxmuseum fix --unsafe-fixes`"
    elif unsafe:
        line += f"; {unsafe} fixable with `jaxmuseum fix --unsafe-fixes`"
    return line + "." + not_parsed


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def statistics(results: list, out) -> None:
    counts: dict = {}
    for _, finding in results:
        if finding.code == SYNTAX_ERROR:
            continue
        counts[finding.code] = counts.get(finding.code, 0) + 1
    for code in sorted(counts):
        out.write(f"{counts[code]:<6} {code}  {RULES_BY_CODE[code].title}\n")
