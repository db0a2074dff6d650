"""Input files for ``jaxmuseum``: finding them, decoding them as Python does, and
writing fixes back without ever leaving half a file."""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from ..settings import Settings
from ..sourcefile import decode_python


class UsageError(Exception):
    """Bad usage: one line, exit code 2."""


@dataclass
class InputFile:
    path: str  # as the user named it (or --stdin-filename)
    text: str  # decoded, without a BOM, line endings as they are
    encoding: str  # how to write it back ("utf-8-sig" keeps a BOM)
    real_path: Optional[Path]  # None for stdin


def read_file(path: Path, display: str) -> InputFile:
    try:
        data = path.read_bytes()
    except OSError as error:
        raise UsageError(f"{display}: cannot read: {error.strerror}") from None
    return decode(data, display, path)


def decode(data: bytes, display: str, real_path: Optional[Path]) -> InputFile:
    """Decode as Python does (coding declaration, BOM), keeping line endings as they are."""
    try:
        text, encoding = decode_python(data)
    except (SyntaxError, LookupError, UnicodeDecodeError) as error:
        raise UsageError(f"{display}: cannot decode: {error}") from None
    return InputFile(display, text, encoding, real_path)


def python_files(paths: list, settings: Settings) -> list:
    """The files named, and the .py files and notebooks under the folders named, less what
    ``exclude`` says (of what the folders hold; of the paths named only with force-exclude).
    Folders are searched as the project's are: no hidden folders, environments, caches or builds."""
    from ..layout import searched

    found = []
    for name in paths:
        path = Path(name)
        if settings.excludes_named(path):
            continue
        if not path.exists():
            raise UsageError(f"{name}: no such file or directory")
        if path.is_dir():
            for root, directories, files in os.walk(path):
                directories[:] = sorted(
                    d for d in directories if searched(Path(root, d)) and not settings.excluded(Path(root, d))
                )
                found += [Path(root, f) for f in sorted(files) if f.endswith((".py", ".ipynb")) and not settings.excluded(Path(root, f))]
        else:
            found.append(path)
    return found


def write_atomically(source: InputFile, new_text: str) -> None:
    """Temporary file in the same folder, same permissions and encoding, then rename:
    an interruption leaves the old file or the new one, never half of one."""
    target = source.real_path
    assert target is not None
    data = new_text.encode(source.encoding)
    mode = target.stat().st_mode
    descriptor, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temporary, mode & 0o7777)
        os.replace(temporary, target)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise


def same_code(old: str, new: str) -> None:
    """Raises ParseError unless ``new`` parses to ``old``'s syntax tree (only comments differ)."""
    import ast

    from ..engine import ParseError, parse

    if new != old and ast.dump(parse(new)) != ast.dump(parse(old)):
        raise ParseError("internal error: adding the noqa comments would change the code (please report it)")
