"""Pausing Python's cyclic garbage collector while a lint runs.

A lint builds a tree and a model of many small objects that all stay alive until it ends;
every collection pass meanwhile walks them (and whatever else the host holds: flake8's
state, an editor's documents and sessions) for nothing.  The engine pauses it for a whole
lint, parse included (the analysis alone: about a quarter of its time on flax), and the
language server for its whole answer to an edit: on jax's 9.6k-line lax_numpy.py,
131-137 ms past the debounce with the pause after the parse only, 108-113 ms with the
parse inside, 95-104 ms with the server's own work inside too.  The collector's state is
restored after, so what the lint left behind is collected then."""

from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def collector_paused() -> Iterator[None]:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
