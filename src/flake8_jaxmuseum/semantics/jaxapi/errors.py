"""What JAX raises, and the grouped tables the probe-verified data is written in."""

from __future__ import annotations

from typing import Iterator, NamedTuple

from .transforms import ArgumentSlot


class JaxError(NamedTuple):
    """An exception JAX raises, and the core of its message that every supported version
    (0.4.38 and 0.10.2) prints."""

    exception: str
    message: str


def _slot(text: str) -> ArgumentSlot:
    """``"0=shape"`` -> ArgumentSlot(0, "shape"); ``"1"`` -> (1, None); ``"=max"`` -> (None, "max")."""
    position, _, keyword = text.partition("=")
    return ArgumentSlot(int(position) if position else None, keyword or None)


def _groups(table: str) -> Iterator[tuple]:
    """(header columns, name) for each name of a grouped table: a header line ``a | b | c``,
    then the names it applies to, indented."""
    header: tuple = ()
    for line in table.strip().splitlines():
        if "|" in line:
            header = tuple(column.strip() for column in line.split("|"))
        else:
            for name in line.split():
                yield header, name


