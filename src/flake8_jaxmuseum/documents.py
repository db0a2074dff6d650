"""The museum's documents: rule pages (``rules/JXMnnn.md``) and exhibits (``exhibits/NN-slug/``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional


def project_root() -> Optional[Path]:
    """Where ``rules/`` and ``exhibits/`` live (a source checkout or editable install)."""
    for parent in Path(__file__).resolve().parents:
        if (parent / "rules" / "JXM001.md").is_file() and (parent / "exhibits").is_dir():
            return parent
    return None


def rule_page(code: str) -> Optional[Path]:
    root = project_root()
    page = root / "rules" / f"{code}.md" if root else None
    return page if page is not None and page.is_file() else None


def rule_url(code: str) -> Optional[str]:
    page = rule_page(code)
    return page.as_uri() if page else None


@dataclass(frozen=True)
class Exhibit:
    folder: Path
    rule: str  # the code of the rule that catches it
    line: int  # where, in failing.py, the linter reports it (1-based)
    column: int  # 1-based

    @property
    def number(self) -> str:
        return self.folder.name[:2]

    @property
    def caption(self) -> str:
        """The README's title line: ``Exhibit 01: ...``."""
        return self.read("README.md").splitlines()[0].lstrip("# ")

    def read(self, name: str) -> str:
        return (self.folder / name).read_text(encoding="utf-8")

    def error_files(self) -> list:
        """``error-jax-<version>.txt``: what each JAX version printed."""
        return sorted(self.folder.glob("error-jax-*.txt"))

    def output_files(self) -> list:
        """``output-jax-<version>.txt``: what a silent mistake printed instead of raising."""
        return sorted(self.folder.glob("output-jax-*.txt"))


class MissingDocuments(Exception):
    """The exhibits are not where this copy can find them."""


def exhibits() -> list:
    root = project_root()
    if root is None:
        raise MissingDocuments("the exhibits are not installed with this copy (use a source checkout)")
    return [_exhibit(folder) for folder in sorted((root / "exhibits").iterdir()) if _is_exhibit(folder)]


def _is_exhibit(folder: Path) -> bool:
    return folder.is_dir() and folder.name[:2].isdigit()


def _exhibit(folder: Path) -> Exhibit:
    try:
        import tomllib
    except ModuleNotFoundError:  # Python < 3.11
        import tomli as tomllib
    data = tomllib.loads((folder / "exhibit.toml").read_text(encoding="utf-8"))
    return Exhibit(folder, data["rule"], data["line"], data["column"])


def exhibit_text(exhibit: Exhibit) -> str:
    """The whole exhibit as text: caption, failing code, each JAX version's error (or, for a
    silent mistake, its output), the fix."""
    parts = [
        exhibit.read("README.md").rstrip(),
        "## The failing code\n\n" + exhibit.read("failing.py").rstrip(),
        *(
            f"## The error, as {path.stem.removeprefix('error-').replace('-', ' ')} printed it\n\n"
            + path.read_text(encoding="utf-8").rstrip()
            for path in exhibit.error_files()
        ),
        *(
            f"## What {path.stem.removeprefix('output-').replace('-', ' ')} printed, raising nothing\n\n"
            + path.read_text(encoding="utf-8").rstrip()
            for path in exhibit.output_files()
        ),
        "## The fix\n\n" + exhibit.read("fix.py").rstrip(),
    ]
    return "\n\n".join(parts)
