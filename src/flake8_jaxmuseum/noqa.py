"""``# noqa`` exactly as flake8 reads it (flake8's own patterns, and its reach over a
statement's lines), for every front end that is not flake8: reading it, and adding codes
to a line."""

from __future__ import annotations

import io
import tokenize
from typing import Iterable, Optional

from flake8.defaults import NOQA_FILE, NOQA_INLINE_REGEXP
from flake8.utils import parse_comma_separated_list


def skips_file(lines: list) -> bool:
    """A ``# flake8: noqa`` line (alone on it) skips the whole file."""
    return any(NOQA_FILE.match(line) for line in lines)


def anywhere(text: str) -> bool:
    """Whether any line of ``text`` has a ``# noqa`` (else none silences a finding)."""
    return NOQA_INLINE_REGEXP.search(text) is not None


def silences(line: str, code: str) -> bool:
    """``# noqa`` silences every code of its line; ``# noqa: CODES`` those codes (prefixes)."""
    match = NOQA_INLINE_REGEXP.search(line)
    if match is None:
        return False
    codes = match.group("codes")
    if codes is None:
        return True
    listed = parse_comma_separated_list(codes)
    return code in listed or code.startswith(tuple(listed))


def token_ranges(text: str) -> dict:
    """Line -> (first, last line) of the tokens around it up to a line break, as flake8
    maps ``# noqa`` (its FileProcessor's noqa line mapping): a string over several lines,
    or a backslash continuation, is one range, and a ``# noqa`` on any of its lines counts
    for all of them.  Lines inside brackets are their own.  Empty if ``text`` does not
    tokenize (flake8 then reads each line alone)."""
    ranges: dict = {}
    first, last = None, None
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type in (tokenize.ENDMARKER, tokenize.DEDENT):
                continue
            first = token.start[0] if first is None else min(first, token.start[0])
            last = token.end[0] if last is None else max(last, token.end[0])
            if token.type in (tokenize.NL, tokenize.NEWLINE):
                ranges.update(dict.fromkeys(range(first, last + 1), (first, last)))
                first, last = None, None
    except (tokenize.TokenError, SyntaxError):
        return {}
    return ranges


def reach(lines: list, ranges: dict, line: int) -> str:
    """What flake8 searches for the ``# noqa`` of a finding on ``line``: its token range's
    lines, joined (``lines`` without their line breaks)."""
    first, last = ranges.get(line, (line, line))
    return "\n".join(lines[first - 1:last])


def with_codes(line: str, codes: Iterable[str]) -> Optional[str]:
    """``line`` (without its line break) changed so that flake8 reads it as silencing each
    of ``codes``: added to its ``# noqa: ...`` (the codes listed sorted, each once), or a
    new ``  # noqa: CODES`` at its end; None when it already silences them."""
    missing = sorted({code for code in codes if not silences(line, code)})
    if not missing:
        return None
    match = NOQA_INLINE_REGEXP.search(line)
    if match is None:
        return f"{line}  # noqa: {', '.join(missing)}"
    listed = match.group("codes")
    end = match.start("codes") + len(listed.rstrip(", \t"))
    merged = sorted(set(parse_comma_separated_list(listed)) | set(missing))
    return f"{line[:match.start('codes')]}{(', ' if ', ' in listed else ',').join(merged)}{line[end:]}"


def with_code(line: str, code: str) -> Optional[str]:
    """:func:`with_codes` of one code."""
    return with_codes(line, (code,))


def with_noqa(text: str, findings: list) -> tuple:
    """(``text`` with each finding's code in a ``# noqa`` where flake8 reads it: the last
    line of the finding's token range, the only one a comment can end; how many codes were
    added).  Only comments change; line breaks stay as they are."""
    from .cells import lines_of

    lines = lines_of(text)
    ranges = token_ranges(text)
    codes_by_line: dict = {}
    for finding in findings:
        last = ranges.get(finding.line, (finding.line, finding.line))[1]
        codes_by_line.setdefault(last, set()).add(finding.code)
    added = 0
    for number, codes in sorted(codes_by_line.items()):
        if not 0 < number <= len(lines):
            continue
        line = lines[number - 1]
        body = line.rstrip("\r\n")
        new_body = with_codes(body, codes)
        if new_body is not None:
            added += sum(1 for code in codes if not silences(body, code))
            lines[number - 1] = new_body + line[len(body):]
    return "".join(lines), added
