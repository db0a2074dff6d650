"""A progress bar on stderr for a long check: Rich's, shown only on a terminal, never in
CI, and only once the check has run for SHOW_AFTER_SECONDS (a quick check shows nothing)."""

from __future__ import annotations

import os
import sys
import threading
from contextlib import contextmanager
from typing import Callable, Iterator, Optional

SHOW_AFTER_SECONDS = 2.0


def wanted() -> bool:
    return sys.stderr.isatty() and not os.environ.get("CI")


@contextmanager
def progress_bar() -> Iterator[Optional[Callable]]:
    """A ``progress(planned, done)`` callback for :func:`~flake8_jaxmuseum.batch.check_sources`,
    or None when no bar is wanted.  The bar is erased when the block ends."""
    if not wanted():
        yield None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    bar = Progress(TextColumn("Checking"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                   console=Console(stderr=True), transient=True)
    task = bar.add_task("check", total=0)
    lock = threading.Lock()
    shown = threading.Event()

    def show() -> None:
        with lock:
            if not shown.is_set():
                shown.set()
                bar.start()

    timer = threading.Timer(SHOW_AFTER_SECONDS, show)
    timer.daemon = True
    timer.start()

    def progress(planned: int, done: int) -> None:
        bar.update(task, total=(bar.tasks[0].total or 0) + planned, advance=done)

    try:
        yield progress
    finally:
        timer.cancel()
        with lock:
            shown.set()  # too late to start: the check is over
            if bar.live.is_started:
                bar.stop()
