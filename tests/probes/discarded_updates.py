"""Probe for the "update-discarded" symptom (JXM015): run one file, report lost updates.

    python symptom.py FILE

Before FILE runs, the update methods of ``x.at[...]`` (``set add subtract multiply mul divide
power min max apply``; not ``get``) are wrapped.  For a call made from FILE that returns, the
wrapper reads the caller's bytecode: when the instruction after the call is ``POP_TOP``, the new
array is thrown away on the spot (an expression statement).  It then records the line, whether
the receiver is a tracer (jit, vmap, lax bodies) or a concrete array, the names in the caller that
hold the receiver (``x``, ``self.W``, ``state['buf']``), whether the discarded result differs from
the receiver (concrete only), and, at the caller's next line event (``sys.settrace`` on that one
frame), that those names still hold the same receiver with its old value.

A file with ``# %%`` cell markers is run cell by cell as IPython does: the last expression
statement of a cell is compiled in ``single`` mode, so it is displayed (``PRINT_EXPR``), not
discarded.

Prints ``symptom: ...`` lines, then one JSON line (the last line):
{"outcome": "ran"|"raised", "type"?, "message"?, "updates": N, "discarded": [{"line", "method",
 "traced", "names", "would_change", "receiver_unchanged"}], "jax": version}
"""

import ast
import bisect
import dis
import json
import os
import re
import sys

METHODS = ("set", "add", "subtract", "multiply", "mul", "divide", "power", "min", "max", "apply")
CELL = re.compile(r"^#\s*%%")


def main() -> None:
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    path = os.path.realpath(sys.argv[1])
    sys.path.insert(0, os.path.dirname(path))

    import numpy as np
    import jax
    from jax._src.numpy import array_methods

    events, counts = [], {"updates": 0}
    pending = {}  # id(frame) -> list of (event, receiver, snapshot)
    next_ops = {}  # code -> [(offset, opname)] of its instructions

    def op_after(code, lasti):
        """The instruction after the one running at ``lasti`` (which may point into its caches)."""
        if code not in next_ops:
            next_ops[code] = [(i.offset, i.opname) for i in dis.get_instructions(code)]
        table = next_ops[code]
        index = bisect.bisect_right([offset for offset, _ in table], lasti) - 1
        return table[index + 1][1] if 0 <= index < len(table) - 1 else None

    def concrete(x):
        return not isinstance(x, jax.core.Tracer)

    def holders(frame, receiver):
        """Where the caller keeps the receiver: local names, one attribute, item or element deep."""
        found = []
        for name, value in list(frame.f_locals.items()):
            if value is receiver:
                found.append(name)
            elif isinstance(value, dict):
                found += [f"{name}[{k!r}]" for k, v in value.items() if v is receiver]
            elif isinstance(value, (list, tuple)):
                found += [f"{name}[{i}]" for i, v in enumerate(value) if v is receiver]
            elif hasattr(value, "__dict__") and not isinstance(value, type) and not callable(value):
                found += [f"{name}.{k}" for k, v in list(vars(value).items()) if v is receiver]
        if not found and frame.f_globals is not frame.f_locals:  # a module-level array used in a function
            found = [name for name, value in list(frame.f_globals.items()) if value is receiver]
        return found

    def resolve(frame, name):
        base, _, rest = re.match(r"(\w+)(.*)", name).group(1, 1, 2)
        value = frame.f_locals[base] if base in frame.f_locals else frame.f_globals.get(base)
        if rest.startswith("."):
            return getattr(value, rest[1:], None)
        if rest.startswith("["):
            try:
                return value[ast.literal_eval(rest[1:-1])]
            except Exception:  # noqa: BLE001 - a holder that changed shape holds nothing now
                return None
        return value

    def check(frame):
        for event, receiver, snapshot in pending.pop(id(frame), []):
            held = [resolve(frame, name) for name in event["names"]]
            same_object = all(value is receiver for value in held)
            same_value = snapshot is None or np.array_equal(np.asarray(receiver), snapshot)
            event["receiver_unchanged"] = same_object and same_value
        if not pending:
            sys.settrace(None)

    def local_trace(frame, what, arg):
        if what in ("line", "return") and id(frame) in pending:
            check(frame)
            frame.f_trace = None
            return None
        return local_trace

    def wrap(method, original):
        def wrapper(self, *args, **kwargs):
            frame = sys._getframe(1)
            if os.path.realpath(frame.f_code.co_filename) != path:
                return original(self, *args, **kwargs)
            receiver = self.array
            snapshot = np.array(receiver, copy=True) if concrete(receiver) else None
            out = original(self, *args, **kwargs)
            counts["updates"] += 1
            if op_after(frame.f_code, frame.f_lasti) != "POP_TOP":
                return out
            would_change = None
            if concrete(receiver) and concrete(out):
                would_change = int(np.sum(np.asarray(out) != snapshot))
            event = {"line": frame.f_lineno, "method": method, "traced": not concrete(receiver),
                     "names": holders(frame, receiver), "would_change": would_change,
                     "receiver_unchanged": None}
            events.append(event)
            pending.setdefault(id(frame), []).append((event, receiver, snapshot))
            sys.settrace(lambda *a: None)  # line events reach frame.f_trace only while tracing is on
            frame.f_trace_lines = True
            frame.f_trace = local_trace
            return out
        wrapper.__name__ = method
        return wrapper

    cls = array_methods._IndexUpdateRef
    for method in METHODS:
        if hasattr(cls, method):
            setattr(cls, method, wrap(method, getattr(cls, method)))

    source = open(path).read()
    tree = ast.parse(source, path)
    starts = [n for n, line in enumerate(source.splitlines(), 1) if CELL.match(line)]
    namespace = {"__name__": "__main__", "__file__": path, "__builtins__": __builtins__}
    outcome = {"outcome": "ran"}
    try:
        if not starts:
            exec(compile(tree, path, "exec"), namespace)
        else:
            bounds = starts + [10**9]
            cells = [[s for s in tree.body if lo <= s.lineno < hi] for lo, hi in zip([0] + starts, bounds)]
            for cell in cells:
                if cell and isinstance(cell[-1], ast.Expr):
                    body, last = cell[:-1], cell[-1]
                else:
                    body, last = cell, None
                exec(compile(ast.Module(body=body, type_ignores=[]), path, "exec"), namespace)
                if last is not None:  # displayed, as IPython shows a cell's last expression
                    exec(compile(ast.Interactive(body=[last]), path, "single"), namespace)
    except BaseException as error:  # noqa: B902 - report whatever the file raised
        outcome = {"outcome": "raised", "type": type(error).__name__, "message": str(error)[:500]}
    sys.settrace(None)

    by_line = {}
    for e in events:
        by_line.setdefault((e["line"], e["method"]), []).append(e)
    for (line, method), group in by_line.items():
        e = group[0]
        changes = [g["would_change"] for g in group if g["would_change"] is not None]
        what = (f"the update would have changed up to {max(changes)} element(s)" if changes
                else "traced values: the update is dropped from the computation")
        unchanged = all(g["receiver_unchanged"] for g in group)
        times = f" {len(group)} times" if len(group) > 1 else ""
        print(f"symptom: line {line}: .at[...].{method}(...) result discarded{times}; receiver "
              f"{', '.join(e['names']) or '(unnamed)'} still holds its old value: {unchanged} ({what})")
    if not events:
        print(f"symptom: none ({counts['updates']} .at[] updates from this file, all kept)")
    outcome.update({"updates": counts["updates"], "discarded": events, "jax": jax.__version__})
    sys.stdout.flush()
    print("\n" + json.dumps(outcome))


if __name__ == "__main__":
    main()
