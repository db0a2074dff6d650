"""Work spread over worker processes, one item at a time, results in the items' order.

Each worker is handed one item and gets the next when it answers, so the parent always
knows which item a worker was on: when a worker dies (a segfault, the out-of-memory
killer, ``os._exit`` in a rule), that item gets a :class:`Crash` and a fresh worker
takes the rest.  A plain ``ProcessPoolExecutor`` would mark every pending item broken.
Workers ignore Ctrl-C; the parent asks them to stop, and only kills the ones that do
not, so a worker is never cut off while it renames a file into place.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
from collections import deque
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing.connection import wait
from typing import Callable, Iterator, Optional

# A worker costs about as much to start as linting a few files: fewer than this many
# items per worker, and the pool shrinks (to none below two workers' worth).
ITEMS_PER_WORKER = 8
STOP_GRACE_SECONDS = 2.0


@dataclass(frozen=True)
class Crash:
    """The item's work did not come back: the exception it raised or how its worker died."""

    description: str  # one line


def available_cores() -> int:
    counting = getattr(os, "process_cpu_count", None)  # Python 3.13: the cores this process may use
    if counting is not None:
        return counting() or 1
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1


def worker_count(jobs: Optional[int], items: int) -> int:
    """How many processes to start for ``items`` items: 0 means do the work here."""
    wanted = available_cores() if jobs is None else jobs
    workers = min(wanted, items // ITEMS_PER_WORKER)
    return workers if workers >= 2 else 0


def run_ordered(function: Callable, shared: object, items: list, jobs: Optional[int],
                cost: Optional[Callable] = None, done: Optional[Callable] = None) -> list:
    """``[function(shared, item) for item in items]``, on up to ``jobs`` processes (None:
    every available core); an item whose call raised or whose worker died gets a Crash.
    ``function`` must be a module-level function, ``shared`` and the items picklable.
    ``cost(item)``, when given, hands out the costliest items first, so that no worker
    is left with a big one at the end while the others idle.  ``done()``, when given, is
    called here as each item ends (a progress display)."""
    done = done or _nothing
    workers = worker_count(jobs, len(items))
    if not workers:
        results = []
        for item in items:
            results.append(_call(function, shared, item))
            done()
        return results
    return _Pool(function, shared, workers).run(items, cost, done)


def _nothing() -> None:
    pass


def _call(function: Callable, shared: object, item: object) -> object:
    try:
        return function(shared, item)
    except Exception as error:  # noqa: BLE001 - becomes this item's internal error
        return Crash(" ".join(f"{type(error).__name__}: {error}".split())[:300])


def _serve(connection, function: Callable, shared: object) -> None:
    """A worker's loop: (index, item) in, (index, result) out, until told to stop."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides what Ctrl-C stops
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})  # blocked by the parent while it forked
    while True:
        try:
            message = connection.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        index, item = message
        result = _call(function, shared, item)
        try:
            connection.send((index, result))
        except (OSError, ValueError):
            return
        except Exception as error:  # noqa: BLE001 - a result that does not pickle
            connection.send((index, Crash(f"cannot send the result: {type(error).__name__}: {error}")))


@contextmanager
def _ctrl_c_held() -> Iterator[None]:
    """Ctrl-C waits until the block ends: a worker starts with it ignored, and the parent
    still gets a Ctrl-C pressed meanwhile (ignoring it there would lose it)."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


class _Worker:
    def __init__(self, context, function: Callable, shared: object) -> None:
        self.connection, theirs = context.Pipe()
        self.process = context.Process(target=_serve, args=(theirs, function, shared), daemon=True)
        with _ctrl_c_held():  # until it ignores Ctrl-C itself: Ctrl-C reaches the whole process group
            self.process.start()
        theirs.close()
        self.index: Optional[int] = None  # the item it is working on

    def stop(self) -> None:
        try:
            self.connection.send(None)
        except (OSError, ValueError):
            pass


class _Pool:
    def __init__(self, function: Callable, shared: object, size: int) -> None:
        # fork shares the imported linter with the workers; elsewhere they start afresh
        method = "fork" if sys.platform.startswith("linux") else "spawn"
        self.context = multiprocessing.get_context(method)
        self.function, self.shared, self.size = function, shared, size

    def run(self, items: list, cost: Optional[Callable], done: Callable) -> list:
        results: list = [None] * len(items)
        order = list(enumerate(items))
        if cost is not None:
            order.sort(key=lambda pair: -cost(pair[1]))
        pending = deque(order)
        sys.stdout.flush()  # a forked worker would print what the parent had buffered
        sys.stderr.flush()
        workers = [self._start() for _ in range(self.size)]
        try:
            while True:
                for position in range(len(workers)):
                    while workers[position].index is None and pending and not _hand(workers[position], pending):
                        _close(workers[position])  # it died idle: the item goes to a new one
                        workers[position] = self._start()
                busy = [worker for worker in workers if worker.index is not None]
                if not busy:
                    return results
                ready = wait([w.connection for w in busy] + [w.process.sentinel for w in busy])
                for worker in busy:
                    answered = worker.connection in ready or worker.process.sentinel in ready
                    if not answered:
                        continue
                    if not _collect(worker, results):
                        workers.remove(worker)
                        if pending:
                            workers.append(self._start())
                    done()
        finally:
            _shut_down(workers)

    def _start(self) -> _Worker:
        return _Worker(self.context, self.function, self.shared)


def _hand(worker: _Worker, pending: deque) -> bool:
    """Give the worker the next item; False if it cannot take it (the item stays pending)."""
    index, item = pending[0]
    try:
        worker.connection.send((index, item))
    except OSError:  # a broken pipe
        return False
    pending.popleft()
    worker.index = index
    return True


def _collect(worker: _Worker, results: list) -> bool:
    """Take the worker's answer; False when it died instead (its item gets a Crash)."""
    try:
        if worker.connection.poll():
            index, result = worker.connection.recv()
            results[index] = result
            worker.index = None
            return True
    except (EOFError, OSError):
        pass
    worker.process.join()
    results[worker.index] = Crash(f"worker process died (exit code {worker.process.exitcode})")
    worker.connection.close()
    return False


def _close(worker: _Worker) -> None:
    worker.connection.close()
    worker.process.join()


def _shut_down(workers: list) -> None:
    for worker in workers:
        worker.stop()
    for worker in workers:
        worker.process.join(STOP_GRACE_SECONDS)
        if worker.process.is_alive():
            worker.process.terminate()
            worker.process.join()
        worker.connection.close()
