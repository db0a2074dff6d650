"""How a function is traced, and how a call hands a value to a parameter: the vocabulary
of :mod:`.tracing`, shared with the modules it is built from."""

from __future__ import annotations

import enum


class Tracing(enum.Flag):
    NONE = 0
    STAGED = enum.auto()
    MAPPED = enum.auto()
    DIFFERENTIATED = enum.auto()


# Tracers without a concrete value: Python cannot branch on them, nor index with them.
ABSTRACT = Tracing.STAGED | Tracing.MAPPED


class Entry(enum.Enum):
    """How a call hands a value to a function's parameter."""

    STAGED = "staged"  # through jit, pmap or a lax primitive: arrays and numbers become traced arrays
    MAPPED = "mapped"  # a vmap-mapped argument: arrays become traced arrays
    FILTERED = "filtered"  # through equinox's filter_jit: arrays become traced arrays, the rest stays as it is
    DIFFERENTIATED = "differentiated"  # an argument grad & co differentiate: numbers and arrays become JVP tracers
    DIRECT = "direct"  # as it is
