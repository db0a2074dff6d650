"""A fork server for running files under JAX: ``import jax`` once, then a fresh child per run.

    python jaxzygote.py JOBS

A fresh interpreter pays about a second and a half to import jax; running a test case then
takes a tenth of that.  This process imports jax (without starting a backend: forking after
the backend's threads exist would be unsafe, and JAX warns about it), then forks one child per
request.  Each child is a copy of the process as it stood right after the import, so a run sees
exactly what ``python RUNNER FILE`` would see after its own ``import jax``: its own modules,
JAX config, monkeypatches and file descriptors, none of them left behind by another run.

Requests come on stdin, one JSON object a line: ``{"id", "argv": [RUNNER, ARG...], "cwd",
"timeout", "urgent"?}``; at most JOBS children run at once, the others wait in order (an
urgent one goes first).  Each finished run is answered on stdout, one JSON line:
``{"id", "returncode", "stdout", "stderr", "timed_out"}`` (a child killed by a signal has
a negative return code).  End of input: the runs not started are dropped, the running
children finish, then the server exits.
Single-threaded on purpose: a child forked from a threaded parent may inherit a held lock.
"""

import io
import json
import os
import select
import signal
import sys
import tempfile
import time
from collections import deque

PRELOAD = ("jax", "jax.numpy", "jax.random", "jax.lax", "numpy")


def child(request: dict, out_path: str, err_path: str) -> None:
    """In the forked child: run ``argv`` as ``python RUNNER ARG...`` would, and exit."""
    code = 0
    try:
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
        os.dup2(os.open(out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), 1)
        os.dup2(os.open(err_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), 2)
        # Fresh text streams over the new descriptors, unbuffered as the tests ran them
        # (PYTHONUNBUFFERED): what the program prints interleaves as it happened.
        sys.stdout = io.TextIOWrapper(io.FileIO(1, "w", closefd=False), write_through=True)
        sys.stderr = io.TextIOWrapper(io.FileIO(2, "w", closefd=False), write_through=True)
        sys.stdin = io.TextIOWrapper(io.FileIO(0, "r", closefd=False))
        signal.signal(signal.SIGINT, signal.default_int_handler)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        os.chdir(request["cwd"])
        runner = request["argv"][0]
        sys.argv = list(request["argv"])
        sys.path[0] = os.path.dirname(os.path.abspath(runner))  # as `python RUNNER` sets it
        import runpy

        runpy.run_path(runner, run_name="__main__")
    except SystemExit as exit_:
        code = exit_.code if isinstance(exit_.code, int) else (0 if exit_.code is None else 1)
    except BaseException:  # noqa: B902 - a runner that fails reports it as a crash
        import traceback

        traceback.print_exc()
        code = 1
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


def main() -> None:
    jobs = max(1, int(sys.argv[1]) if len(sys.argv) > 1 else 1)
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    answers = os.fdopen(os.dup(1), "w")  # the protocol; stray prints of imports go to stderr
    os.dup2(2, 1)
    for name in PRELOAD:
        try:
            __import__(name)
        except ImportError:
            pass
    scratch = tempfile.mkdtemp(prefix="jaxzygote-")
    waiting, running = deque(), {}  # pid -> (request, out, err, deadline)
    stdin = sys.stdin.buffer
    pending = b""
    open_input = True

    def answer(message: dict) -> None:
        answers.write(json.dumps(message) + "\n")
        answers.flush()

    def read(path: str) -> str:
        try:
            with open(path, encoding="utf-8", errors="replace") as file:
                return file.read()
        finally:
            try:
                os.unlink(path)
            except OSError:
                pass

    while open_input or waiting or running:
        while waiting and len(running) < jobs:
            request = waiting.popleft()
            out = os.path.join(scratch, f"{request['id']}.out")
            err = os.path.join(scratch, f"{request['id']}.err")
            pid = os.fork()
            if pid == 0:
                child(request, out, err)
            running[pid] = (request, out, err, time.monotonic() + float(request.get("timeout", 120)))
        if open_input:
            ready, _, _ = select.select([stdin], [], [], 0.01 if running else 1.0)
            if ready:
                chunk = os.read(stdin.fileno(), 65536)
                if not chunk:
                    open_input = False
                    waiting.clear()  # the client left (its session ended, -x stopped it): nobody wants them
                pending += chunk
                *lines, pending = pending.split(b"\n")
                for line in lines:
                    if line.strip():
                        request = json.loads(line)
                        (waiting.appendleft if request.get("urgent") else waiting.append)(request)
        elif running:
            time.sleep(0.01)
        for pid in list(running):
            request, out, err, deadline = running[pid]
            done, status = os.waitpid(pid, os.WNOHANG)
            timed_out = False
            if done == 0:
                if time.monotonic() < deadline:
                    continue
                os.kill(pid, signal.SIGKILL)
                _, status = os.waitpid(pid, 0)
                timed_out = True
            del running[pid]
            answer({"id": request["id"], "returncode": os.waitstatus_to_exitcode(status),
                    "stdout": read(out), "stderr": read(err), "timed_out": timed_out})
    os.rmdir(scratch)


if __name__ == "__main__":
    main()
