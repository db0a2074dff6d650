"""What each def of a file sees when it runs under JAX: the dynamic half of the shape oracle
(``tests/test_shape_oracle.py``), recorded by ``jaxrun.py`` during every run it makes.

A trace function stops only at the calls of the file's own defs (not lambdas,
comprehensions, generators or coroutines) and records, for each parameter at entry and for
the value returned, what it holds: an array or a tracer (its shape, dtype kind and weak type;
a tracer of jit, vmap or grad shows what the function sees), a Python number, or a type
name.  A file that raises partway keeps what ran before.  Other code (JAX's own) costs one
comparison per call.

``observing(path)`` yields the record: {"NAME:FIRSTLINE": {PARAMETER or "<return>": [value,
...]}}, FIRSTLINE being where Python starts the def's code (its first decorator); distinct
values only, at most MAX_VALUES per parameter.
"""

import sys
from contextlib import contextmanager

MAX_VALUES = 8
RETURN = "<return>"
# Code whose calls resume rather than start: generators, coroutines, async generators.
_RESUMABLE = 0x20 | 0x80 | 0x100 | 0x200
_KINDS = {"b": "bool", "i": "int", "u": "int", "f": "float", "c": "complex"}


def describe(value) -> dict:
    """What a value is, as far as ranks and dtypes go."""
    if isinstance(value, bool):
        return {"python": "bool", "kind": "bool", "shape": []}
    for python in (int, float, complex):
        if isinstance(value, python):
            return {"python": python.__name__, "kind": python.__name__, "shape": []}
    import jax
    import numpy as np

    jax_value = isinstance(value, (jax.Array, jax.core.Tracer))
    if not (jax_value or isinstance(value, (np.ndarray, np.generic))):
        return {"type": type(value).__name__}
    try:
        kind = _KINDS.get(np.dtype(value.dtype).kind, str(value.dtype))
    except TypeError:  # an extended dtype: typed keys
        kind = str(value.dtype)
    return {
        "array": "jax" if jax_value else "numpy",
        "kind": kind,
        "shape": [d if isinstance(d, int) else str(d) for d in value.shape],
        "weak": bool(getattr(getattr(value, "aval", None), "weak_type", False)),
    }


@contextmanager
def observing(path: str):
    """Record what the defs of the code compiled from ``path`` (its ``co_filename``) see."""
    defs: dict = {}

    def record(code, name: str, value) -> None:
        seen = defs.setdefault(f"{code.co_name}:{code.co_firstlineno}", {}).setdefault(name, [])
        if len(seen) < MAX_VALUES:
            try:
                described = describe(value)
            except Exception as error:  # noqa: B902 - an odd object is recorded, never fatal
                described = {"type": f"{type(value).__name__} ({type(error).__name__})"}
            if described not in seen:
                seen.append(described)

    def on_return(frame, event, arg):
        if event == "return" and arg is not None:  # None is also what an exception leaves
            record(frame.f_code, RETURN, arg)
        return on_return

    def on_call(frame, event, arg):
        code = frame.f_code
        if code.co_filename != path or code.co_name.startswith("<") or code.co_flags & _RESUMABLE:
            return None
        arguments = frame.f_locals
        for name in code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]:
            if name in arguments:
                record(code, name, arguments[name])
        frame.f_trace_lines = False
        return on_return

    previous = sys.gettrace()
    sys.settrace(on_call)
    try:
        yield defs
    finally:
        sys.settrace(previous)
