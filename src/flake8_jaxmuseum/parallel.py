"""Work spread over worker processes, one item at a time, results in the items' order.

Each worker is handed one item and gets the next when it answers, so the parent always
knows which item a worker was on: when a worker dies (a segfault, the out-of-memory
killer, ``os._exit`` in a rule), that item gets a :class:`Crash` and a fresh worker
takes the rest.  A plain ``ProcessPoolExecutor`` would mark every pending item broken.
Workers ignore Ctrl-C; the parent asks them to stop, and only kills the ones that do
not, so a worker is never cut off while it renames a file into place.
"""

from __future__ import annotations

import heapq
import multiprocessing
import os
import signal
import sys
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
    results: list = [None] * len(items)
    with WorkerPool(function, shared, jobs, len(items)) as pool:
        for index, item in enumerate(items):
            pool.submit(index, item, 0 if cost is None else cost(item))
        for _ in items:
            index, result = pool.next_done()
            results[index] = result
            done()
    return results


class WorkerPool:
    """Items handed in as they come, answers taken as they end, on one set of workers
    kept for the pool's life (a context manager: leaving it stops them).  Sized by
    :func:`worker_count` for ``planned`` items; with no worker, each item is done here
    when its answer is asked for.  Of the items waiting, the costliest is handed out
    first."""

    def __init__(self, function: Callable, shared: object, jobs: Optional[int], planned: int) -> None:
        self.function, self.shared = function, shared
        self.size = worker_count(jobs, planned)
        # fork shares the imported linter with the workers; elsewhere they start afresh
        self._context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
        self._waiting: list = []  # heap of (-cost, order, key, item)
        self._submitted = 0
        self._workers: list = []

    def __enter__(self) -> "WorkerPool":
        return self

    def __exit__(self, *exception) -> None:
        _shut_down(self._workers)
        self._workers = []

    def submit(self, key: object, item: object, cost: float = 0) -> None:
        """Queue ``function(shared, item)``; :meth:`next_done` hands back ``(key, result)``."""
        heapq.heappush(self._waiting, (-cost, self._submitted, key, item))
        self._submitted += 1

    def next_done(self) -> tuple:
        """(key, result) of a submitted item, as soon as one ends (the result a Crash when
        its call raised or its worker died); only while some item is not yet answered."""
        if not self.size:
            _, _, key, item = heapq.heappop(self._waiting)
            return key, _call(self.function, self.shared, item)
        while True:
            self._hand_out()
            busy = [worker for worker in self._workers if worker.key is not _IDLE]
            ready = wait([w.connection for w in busy] + [w.process.sentinel for w in busy])
            for worker in busy:
                if worker.connection in ready or worker.process.sentinel in ready:
                    answer = _collect(worker)
                    if not answer[2]:
                        self._workers.remove(worker)  # a new one starts when there is work for it
                    return answer[0], answer[1]

    def _hand_out(self) -> None:
        """Every idle worker gets a waiting item; workers start, up to the pool's size,
        while items wait."""
        while len(self._workers) < self.size and len(self._waiting) > sum(w.key is _IDLE for w in self._workers):
            sys.stdout.flush()  # a forked worker would print what the parent had buffered
            sys.stderr.flush()
            self._workers.append(_Worker(self._context, self.function, self.shared))
        for position, worker in enumerate(self._workers):
            while worker.key is _IDLE and self._waiting and not _hand(worker, self._waiting):
                _close(worker)  # it died idle: the item goes to a new one
                worker = self._workers[position] = _Worker(self._context, self.function, self.shared)


_IDLE = object()  # a worker's key while it has no item


def _nothing() -> None:
    pass


def _call(function: Callable, shared: object, item: object) -> object:
    try:
        return function(shared, item)
    except Exception as error:  # noqa: BLE001 - becomes this item's internal error
        return Crash(" ".join(f"{type(error).__name__}: {error}".split())[:300])


def _serve(connection, function: Callable, shared: object) -> None:
    """A worker's loop: (key, item) in, (key, result) out, until told to stop."""
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
        key, item = message
        result = _call(function, shared, item)
        try:
            connection.send((key, result))
        except (OSError, ValueError):
            return
        except Exception as error:  # noqa: BLE001 - a result that does not pickle
            connection.send((key, Crash(f"cannot send the result: {type(error).__name__}: {error}")))


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
        self.key: object = _IDLE  # the key of the item it is working on

    def stop(self) -> None:
        try:
            self.connection.send(None)
        except (OSError, ValueError):
            pass


def _hand(worker: _Worker, waiting: list) -> bool:
    """Give the worker the costliest waiting item; False if it cannot take it (the item waits on)."""
    _, _, key, item = waiting[0]
    try:
        worker.connection.send((key, item))
    except OSError:  # a broken pipe
        return False
    heapq.heappop(waiting)
    worker.key = key
    return True


def _collect(worker: _Worker) -> tuple:
    """(key, result, alive): the worker's answer, or a Crash when it died instead."""
    try:
        if worker.connection.poll():
            key, result = worker.connection.recv()
            worker.key = _IDLE
            return key, result, True
    except (EOFError, OSError):
        pass
    worker.process.join()
    worker.connection.close()
    return worker.key, Crash(f"worker process died (exit code {worker.process.exitcode})"), False


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
