"""The modules of a project as Python imports them: each file's dotted name, whether it is a
package, the folder its name starts from, and its text as Python decodes it (a notebook's:
its code cells as one module)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from .layout import NOTEBOOK_SUFFIX
from .prefilter import might_use_jax
from .sourcefile import decode_python


@dataclass(frozen=True)
class ProjectModule:
    path: Path  # absolute
    name: str  # dotted, as imported
    is_package: bool  # an __init__.py
    source_root: Path  # the folder its name starts from (``src/``, or a script's own folder)


def module_of(path: Path, packages: Optional[dict] = None) -> ProjectModule:
    """``path`` as Python imports it: the folders above it that are packages (hold an
    ``__init__.py``) prefix its name; the first that is not is its source root.  A notebook
    runs from its folder and no import names it: a name no import can match, its folder
    the source root of what it imports.  ``packages``: a folder -> (its dotted name, its
    source root) kept across calls for the files of one project."""
    path = Path(path).absolute()
    if path.suffix == NOTEBOOK_SUFFIX:
        return ProjectModule(path, "<notebook {}>".format(path.stem.replace(".", "_")), False, path.parent)
    is_package = path.name == "__init__.py"
    prefix, root = _package(path.parent, {} if packages is None else packages)
    parts = [part for part in (prefix, "" if is_package else path.stem) if part]
    return ProjectModule(path, ".".join(parts), is_package, root)


def _package(folder: Path, packages: dict) -> tuple:
    """(the dotted name of the package ``folder`` is, "" for none; the source root above it)."""
    found = packages.get(folder)
    if found is None:
        if (folder / "__init__.py").exists() and folder.name.isidentifier() and folder.parent != folder:
            above, root = _package(folder.parent, packages)
            found = (f"{above}.{folder.name}" if above else folder.name, root)
        else:
            found = ("", folder)
        packages[folder] = found
    return found


def module_text(module: ProjectModule) -> Optional[str]:
    """A module's text on disk, decoded as Python decodes it (a notebook's: its code cells
    as one module); None when it cannot be read as Python source, or as a notebook."""
    try:
        data = module.path.read_bytes()
    except OSError:
        return None
    if module.path.suffix != NOTEBOOK_SUFFIX:
        try:
            return decode_python(data)[0]
        except (SyntaxError, LookupError, UnicodeDecodeError):
            return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if not might_use_jax(text):
        return ""  # nothing of JAX: not worth reading as a notebook
    from .ipynb import NotebookError, read

    try:
        return read(text).module.text
    except NotebookError:
        return None
