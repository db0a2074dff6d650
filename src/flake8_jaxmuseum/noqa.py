"""``# noqa`` exactly as flake8 reads it (flake8's own patterns), for every front end
that is not flake8: reading it, and adding a code to a line."""

from __future__ import annotations

from typing import Optional

from flake8.defaults import NOQA_FILE, NOQA_INLINE_REGEXP
from flake8.utils import parse_comma_separated_list


def skips_file(lines: list) -> bool:
    """A ``# flake8: noqa`` line (alone on it) skips the whole file."""
    return any(NOQA_FILE.match(line) for line in lines)


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


def with_code(line: str, code: str) -> Optional[str]:
    """``line`` (without its line break) changed so that flake8 reads it as silencing
    ``code``; None when it already does."""
    if silences(line, code):
        return None
    match = NOQA_INLINE_REGEXP.search(line)
    if match is None:
        return f"{line}  # noqa: {code}"
    end = match.start("codes") + len(match.group("codes").rstrip(", \t"))
    return f"{line[:end]},{code}{line[end:]}"
