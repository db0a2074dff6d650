"""The museum's documents: rule pages (``rules/JXMnnn.md``) and exhibits (``exhibits/NN-slug/``).

They travel with the package (:mod:`flake8_jaxmuseum.museum`) and are read through
``importlib.resources``, the same way in a source checkout and an installed wheel.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
MUSEUM = "flake8_jaxmuseum.museum"


def museum():
    """The museum's folder (an ``importlib.resources`` Traversable)."""
    return resources.files(MUSEUM)


def rule_page(code: str):
    """The rule's page (a Traversable), or None."""
    page = museum() / "rules" / f"{code}.md"
    return page if page.is_file() else None


@dataclass(frozen=True)
class Exhibit:
    folder: object  # Traversable
    rule: str  # the code of the rule that catches it
    line: int  # where, in failing.py, the linter reports it (1-based)
    column: int  # 1-based
    also: tuple = ()  # (line, column) of further findings of the same rule, if the code has several

    @property
    def findings(self) -> list:
        """(line, column) of every finding in failing.py, in order."""
        return sorted([(self.line, self.column), *self.also])

    @property
    def name(self) -> str:
        return self.folder.name

    @property
    def number(self) -> str:
        return self.folder.name[:2]

    @property
    def caption(self) -> str:
        """The README's title line: ``Exhibit 01: ...``."""
        return self.read("README.md").splitlines()[0].lstrip("# ")

    def read(self, name: str) -> str:
        return (self.folder / name).read_text(encoding="utf-8")

    def captured(self) -> list:
        """(JAX version, text) of what each version printed: ``error-jax-<version>.txt``
        for a mistake that raises, ``output-jax-<version>.txt`` for a silent one."""
        found = []
        for entry in self.folder.iterdir():
            kind, _, version = entry.name[: -len(".txt")].partition("-jax-")
            if entry.name.endswith(".txt") and kind in ("error", "output") and version:
                found.append((version, kind, entry.read_text(encoding="utf-8")))
        return sorted(found, key=lambda item: [int(p) if p.isdigit() else p for p in item[0].split(".")], reverse=True)


def exhibits() -> list:
    folders = sorted((entry for entry in (museum() / "exhibits").iterdir() if _is_exhibit(entry)), key=lambda f: f.name)
    return [_exhibit(folder) for folder in folders]


def _is_exhibit(folder) -> bool:
    return folder.is_dir() and folder.name[:2].isdigit()


def _exhibit(folder) -> Exhibit:
    try:
        import tomllib
    except ModuleNotFoundError:  # Python < 3.11
        import tomli as tomllib
    data = tomllib.loads((folder / "exhibit.toml").read_text(encoding="utf-8"))
    also = tuple((line, column) for line, column in data.get("also", ()))
    return Exhibit(folder, data["rule"], data["line"], data["column"], also)


def exhibit_sections(exhibit: Exhibit) -> list:
    """The exhibit in reading order: (heading or None, text, "python" for code or None)."""
    sections = [
        (None, exhibit.read("README.md").rstrip(), None),
        ("## The failing code", exhibit.read("failing.py").rstrip(), "python"),
    ]
    for version, kind, text in exhibit.captured():
        sections.append((f"## The {kind}, as jax {version} printed it", text.rstrip(), None))
    sections.append(("## The fix", exhibit.read("fix.py").rstrip(), "python"))
    return sections


def exhibit_markdown(exhibit: Exhibit) -> str:
    """The whole exhibit as one Markdown page: caption, failing code, what each JAX version
    printed, the fix (code and output in fenced blocks)."""
    parts = []
    for heading, text, language in exhibit_sections(exhibit):
        if heading is not None:
            text = f"{heading}\n\n```{language or 'text'}\n{text}\n```"
        parts.append(text)
    return "\n\n".join(parts) + "\n"
