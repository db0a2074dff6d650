"""Probe for the "retraced" symptom (JXM023): run one file, count traces per ``jax.jit`` site
(``flax.nnx.jit`` and ``equinox.filter_jit`` sites too).

    python retraces.py FILE

Before FILE runs, ``jax.jit`` is replaced by a wrapper (so ``from jax import jit`` and
``partial(jax.jit, ...)`` reach it too) that, when FILE (or a module of its project beside it) calls it, records that line (the
decorator's line for ``@jax.jit``) and hands JAX, instead of the function, a counting stand-in:
one per function *object*, kept for as long as the probe runs, so ``jax.jit(g)`` of the same
``g`` gets the same stand-in and JAX's trace cache (keyed by the callable) behaves as without
the probe.  A jitted function's Python body runs only when JAX traces it, so each run of a
stand-in is one trace.  The symptom: at one site, two or more distinct callables built from
the same code with the same captured values (the same lambda or def, or a ``partial`` of the
same function: the code object under ``functools.partial``, ``__wrapped__`` and a bound method,
with the identities of the closure's values, the partial's arguments and the method's
instance) were each traced, so JAX
traced again what it had already compiled.  A callable rebuilt because what it captures
changed (a closure over a loop variable) traces a different program, on purpose; different
functions jitted at one line (``jax.jit(fn)`` over a list of functions) are not the symptom.
The symptom too: one callable traced twice with the same inputs (each leaf's shape, dtype and weak type,
or a Python value's type and value): ``nnx.jit(g)`` rebuilt over one ``g`` in a loop, whose
trace cache is the wrapper's.

Prints ``symptom: ...`` lines, then one JSON line (the last line):
{"outcome": "ran"|"raised", "type"?, "message"?, "sites": [{"line", "callables", "traced",
 "traces", "traced_from_one_source", "traced_again_with_the_same_inputs"}], "retraced": [line, ...],
 "jax": version}
"""

import functools
import json
import os
import runpy
import sys


def main() -> None:
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    path = os.path.realpath(sys.argv[1])
    sys.path.insert(0, os.path.dirname(path))

    import jax

    original_jit = jax.jit
    stand_ins = {}  # id(function) -> (function, stand-in); the function is kept alive with it
    sites = {}  # line -> {"callables": set of ids, "traces": {id: count}, "source": {id: source}}

    folder = os.path.dirname(path) + os.sep

    def site_line():
        """The line of FILE (or of a module of its project, beside or below it) that called
        ``jax.jit``; None for a call from elsewhere (a library)."""
        frame = sys._getframe(2)
        return frame.f_lineno if os.path.realpath(frame.f_code.co_filename).startswith(folder) else None

    def source_of(fun):
        """What ``fun`` was built from: the code under partials and wrappers, with the values it
        captures (closure cells, a partial's arguments: by identity); else the object itself."""
        captured = []
        for _ in range(20):
            if isinstance(fun, functools.partial):
                captured += [id(a) for a in fun.args] + [(k, id(v)) for k, v in sorted(fun.keywords.items())]
                fun = fun.func
            elif getattr(fun, "__wrapped__", None) is not None:
                fun = fun.__wrapped__
            elif getattr(fun, "__func__", None) is not None and hasattr(fun, "__self__"):
                captured.append(id(fun.__self__))  # a bound method: its instance is a captured value
                fun = fun.__func__
            else:
                break
        code = getattr(fun, "__code__", None)
        if code is None:
            return (id(fun),)
        for cell in getattr(fun, "__closure__", None) or ():
            try:
                captured.append(id(cell.cell_contents))
            except ValueError:  # an empty cell
                captured.append(None)
        return (id(code), *captured)

    def signature(args, kwargs):
        """What a trace was given, as JAX's cache tells traces apart: each leaf's shape, dtype
        and weak type (a tracer's abstract value), or its type and value (a Python value jit
        keeps static); any other leaf by its type (an nnx Module is a new object in each trace)."""
        def leaf(value):
            aval = getattr(value, "aval", None)
            if aval is not None and hasattr(aval, "shape"):
                return ("array", tuple(aval.shape), str(aval.dtype), bool(getattr(aval, "weak_type", False)))
            if isinstance(value, (bool, int, float, complex, str, bytes, type(None))):
                return (type(value).__name__, value)
            return (type(value).__qualname__,)

        return repr(jax.tree_util.tree_map(leaf, (args, sorted(kwargs.items()))))

    def stand_in(fun, line):
        key = id(fun)
        if key not in stand_ins:
            site = sites.setdefault(line, {"callables": set(), "traces": {}, "source": {}, "signatures": {}})

            @functools.wraps(fun)
            def counted(*args, **kwargs):
                site["traces"][key] = site["traces"].get(key, 0) + 1
                site["signatures"].setdefault(key, []).append(signature(args, kwargs))
                return fun(*args, **kwargs)

            stand_ins[key] = (fun, counted)
        site = sites.setdefault(line, {"callables": set(), "traces": {}, "source": {}, "signatures": {}})
        site["callables"].add(key)
        site["source"][key] = source_of(fun)
        return stand_ins[key][1]

    def counting(original):
        def jit(fun=None, *args, **kwargs):
            line = site_line()
            if fun is None or line is None or not callable(fun):  # ``jax.jit(static_argnums=1)`` and the like
                return original(fun, *args, **kwargs) if fun is not None else original(*args, **kwargs)
            return original(stand_in(fun, line), *args, **kwargs)

        return jit

    jax.jit = counting(original_jit)
    # The frameworks' jits whose traces JXM023 counts too (jaxapi's caches_traces_by_callable).
    for module_name, attribute in (("flax.nnx", "jit"), ("equinox", "filter_jit")):
        try:
            module = __import__(module_name, fromlist=[attribute])
        except ImportError:
            continue
        setattr(module, attribute, counting(getattr(module, attribute)))
    outcome = {"outcome": "ran"}
    try:
        runpy.run_path(path, run_name="__main__")
    except BaseException as error:  # noqa: B902 - report whatever the file raised
        outcome = {"outcome": "raised", "type": type(error).__name__, "message": str(error)[:500]}

    report = []
    for line, site in sorted(sites.items()):
        traced = [key for key in site["callables"] if site["traces"].get(key)]
        sources = [site["source"].get(key) for key in traced]
        again = max((sources.count(source) for source in sources), default=0)
        repeated = max((max(given.count(one) for one in given) for given in site["signatures"].values()), default=0)
        report.append({"line": line, "callables": len(site["callables"]), "traced": len(traced),
                       "traces": sum(site["traces"].values()), "traced_from_one_source": again,
                       "traced_again_with_the_same_inputs": repeated})
    retraced = [entry["line"] for entry in report
                if entry["traced_from_one_source"] > 1 or entry["traced_again_with_the_same_inputs"] > 1]
    for entry in report:
        again = "traced again what it had compiled" if entry["line"] in retraced else "no retrace"
        print(f"symptom: line {entry['line']}: jax.jit given {entry['callables']} callable(s), "
              f"{entry['traced']} traced, {entry['traces']} trace(s): {again}")
    if not report:
        print("symptom: none (no jax.jit from this file)")
    outcome.update({"sites": report, "retraced": retraced, "jax": jax.__version__})
    sys.stdout.flush()
    print("\n" + json.dumps(outcome))


if __name__ == "__main__":
    main()
