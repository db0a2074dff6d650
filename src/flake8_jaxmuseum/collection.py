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

# The young objects the lints of a solve may leave (the collector paused) before a pass over the
# young generation collects their cycles: a lint that keeps only findings and a summary frees its
# model at once and leaves a few dozen objects; one that keeps its model leaves all of it.
MAX_LEFT_YOUNG = 50_000


@contextmanager
def collector_paused() -> Iterator[None]:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


class YoungLeft:
    """What lints leave behind, young, while the collector is paused (a solve's): collected once it
    is many, not after each lint (each pass walks every young object, the trees a solve parsed
    ahead for later lints among them, which those lints then free: 0.10G instructions of a cold
    flake8 run over flax, against 38G for plain flake8)."""

    def __init__(self) -> None:
        self.left = 0

    @contextmanager
    def counted(self) -> Iterator[None]:
        """Count what the block leaves young; collect the young generation once it is many."""
        young = gc.get_count()[0]
        yield
        self.left += max(0, gc.get_count()[0] - young)
        if self.left > MAX_LEFT_YOUNG:
            gc.collect(0)
            self.left = 0


def set_aside() -> bool:
    """Set what is alive now aside from the collector's passes (``gc.freeze``), when nothing is
    set aside yet; True when it did (the caller unfreezes it when done)."""
    if gc.get_freeze_count():
        return False
    gc.freeze()
    return True
