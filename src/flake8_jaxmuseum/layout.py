"""Which files make a project, and where its root is: the folders a search for its modules
descends into, its files, and the root above each file (as ruff and flake8 find their
configuration: the nearest marker, never the working directory)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable, Optional

NOTEBOOK_SUFFIX = ".ipynb"

# Folders that hold no module of the project: tools' caches, environments, builds.
SKIPPED_FOLDERS = frozenset({
    "__pycache__", "node_modules", "site-packages", "build", "dist", "venv", "env", "__pypackages__",
})
# A project with more Python files than this is linted file by file (its index would cost
# more than it finds).
MAX_PROJECT_FILES = 20_000


def source_root(path: Path) -> Path:
    """The folder above the topmost package that holds ``path`` (its own folder for a script)."""
    folder = Path(path).resolve().parent
    while (folder / "__init__.py").exists() and folder.parent != folder:
        folder = folder.parent
    return folder


def searched(folder: Path) -> bool:
    """Whether a search for Python files descends into ``folder`` (the project's, and
    ``jaxmuseum check``'s of a folder): not hidden, not an environment (a ``pyvenv.cfg``),
    a cache or a build."""
    return not folder.name.startswith(".") and folder.name not in SKIPPED_FOLDERS and not (folder / "pyvenv.cfg").exists()


def project_files(root: Path, excluded: Callable = lambda path: False) -> Optional[list]:
    """The Python files and notebooks of the project at ``root``, sorted; hidden folders, environments
    (a ``pyvenv.cfg``), caches and builds left out, and what ``excluded`` says.  None when
    there are more than MAX_PROJECT_FILES."""
    found = []
    for folder, subfolders, files in os.walk(root):
        here = Path(folder)
        subfolders[:] = sorted(name for name in subfolders if searched(here / name) and not excluded(here / name))
        for name in sorted(files):
            if name.endswith((".py", NOTEBOOK_SUFFIX)) and not excluded(here / name):
                found.append(here / name)
                if len(found) > MAX_PROJECT_FILES:
                    return None
    return found


def project_root(path: Path, known: Optional[dict] = None) -> Path:
    """The root of the project a file belongs to: the nearest folder above it with a
    pyproject.toml, setup.cfg, setup.py or .git; outside any, its source root.  ``known``:
    as :func:`~flake8_jaxmuseum.settings.find_project_root`'s."""
    from .settings import find_project_root

    return find_project_root(Path(path).absolute().parent, known) or source_root(path)
