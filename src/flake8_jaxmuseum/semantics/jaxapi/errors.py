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




# The classes each error JAX raises derives from, private mixins left out (the same on
# jax 0.4.38 and 0.10.2: tests/probes/error_bases.py).  A handler of any of them catches it.
JAX_ERROR_BASES = {
    "ConcretizationTypeError": ("JAXTypeError", "TypeError", "Exception", "BaseException"),
    "TracerBoolConversionError": ("ConcretizationTypeError", "JAXTypeError", "TypeError", "Exception", "BaseException"),
    "TracerArrayConversionError": ("JAXTypeError", "TypeError", "Exception", "BaseException"),
    "TracerIntegerConversionError": ("JAXTypeError", "TypeError", "Exception", "BaseException"),
    "UnexpectedTracerError": ("JAXTypeError", "TypeError", "Exception", "BaseException"),
    "KeyReuseError": ("JAXTypeError", "TypeError", "Exception", "BaseException"),
    "NonConcreteBooleanIndexError": ("JAXIndexError", "IndexError", "LookupError", "Exception", "BaseException"),
}


def catching_names(exception: str) -> frozenset:
    """The class names whose handler catches ``exception`` (a JAX error or a builtin one):
    itself and its bases."""
    if exception in JAX_ERROR_BASES:
        return frozenset((exception, *JAX_ERROR_BASES[exception]))
    import builtins

    found = getattr(builtins, exception, None)
    if isinstance(found, type) and issubclass(found, BaseException):
        return frozenset(cls.__name__ for cls in found.__mro__ if cls is not object)
    return frozenset({exception, "Exception", "BaseException"})
