"""Probe for the "key-reused" symptom (JXM013): run one file, report repeated random numbers.

    python symptom.py FILE [--jit]

Every key-consuming function of ``jax.random`` (each public function whose first parameter is
``key``: the samplers and ``split``; not ``fold_in``, ``clone``, ``key_data``, ``PRNGKey``, ``key``,
``wrap_key_data``) is wrapped *before* the file runs, so ``from jax.random import normal``,
``import jax.random as jr`` and ``from jax import random`` all reach the wrappers.  Each call
records the raw bits of the key it consumed (``key_data`` for typed keys, the uint32 array for
legacy ``PRNGKey`` keys), the function, the lines of FILE on the call stack, and a digest of the
draw.  Bits consumed more than once are reported as reuse; each ``jax.random.clone`` of a key
is a copy that may be consumed once more (tracked by object identity).  A call whose result its
line throws away (a bare ``jax.random.split(key, 3)`` statement: the next instruction pops it)
is not recorded: numbers nobody sees repeat nothing.  Nor is a ``split`` whose children no
sampler ever draws from (directly or through further splits) and the file never reads with
``key_data``: a key handed to a layer that ignores it (equinox's ``Dropout`` with
``inference=True``) draws nothing.

Nor is a draw that is dead: in a function of FILE, its result (or what the same line computes
from it, with no call in between) is stored in local names alone, and none of them is read before
it is rebound or the function returns (``theta = uniform(key)``, then ``return uniform(key)``
without reading ``theta``): numbers nobody reads repeat nothing.  Found as it runs, by tracing
the opcodes of the function frames that draw (``LOAD_FAST`` of the names is a read).

Nor is one key split alike more than once whose children are each drawn from once at most
and never read with ``key_data`` (``split(key)[0]`` here, ``split(key)[1]`` there): the same
children derived again, each used once.

Nor is one key's bits consumed only by ``permutation`` of as many rows each time, at
distinct call sites or per leaf of one ``tree_map`` run: that is one shuffle applied to
aligned arrays alike (features and labels, every leaf of a batch), the same order on
purpose.  The same site again outside one ``tree_map`` run (a loop) is still a reuse.

By default the file runs under ``jax.disable_jit()``: jit, ``lax.fori_loop``/``scan``/
``while_loop``/``cond`` bodies then run as Python, so every key is concrete and every call site is
exact.  Keys that are still tracers (``vmap``) are recorded at run time through
``jax.debug.callback``, once per batch element.  ``jax.checkpoint``/``jax.remat`` are replaced by
the identity: rematerialisation under ``grad`` would replay the callbacks and fake a second
consumption.  ``--jit`` keeps jit on, so the program runs as written; keys inside jit are then
recorded through ``jax.debug.callback`` with the call stack of the first trace only.

A use's ``lines`` are the lines of FILE on its call stack, innermost first (``normal@16<18``: line
16, called from line 18).  A test can require: a flagged case reports reuse and every
``# expect: JXM013`` line is among the lines of its reused keys; a clean case reports none.

Prints ``symptom: ...`` lines, then one JSON line (the last line):
{"outcome": "ran"|"raised", "type"?, "message"?, "consumptions": N,
 "reuse": [{"impl", "key", "count", "clones_used", "uses": [{"fn", "lines", "draw"}], "identical_draws"}],
 "mode": "disable_jit"|"jit", "jax": version}
"""

import dis
import functools
import hashlib
import inspect
import json
import os
import runpy
import sys

NOT_CONSUMERS = {"fold_in", "clone", "key_data", "key_impl", "wrap_key_data", "PRNGKey", "key", "key_dtype"}


class WrappedRandom:
    """A module whose consumers are the public module's wrappers, every other name its own."""

    def __init__(self, module, public) -> None:
        self._module, self._public = module, public

    def __getattr__(self, name):
        own = getattr(self._module, name)
        wrapped = getattr(self._public, name, None)
        return wrapped if getattr(wrapped, "__wrapped__", None) is own else own


def aligned_shuffle(group: list) -> bool:
    """Every use permutes as many rows with the key (or every use is an unweighted
    ``choice`` of as many rows from as many, alike), each at its own call site or per leaf
    of one tree_map run: one order applied to aligned arrays."""
    if len({use["fn"] for use in group}) != 1 or group[0]["fn"] not in ("permutation", "choice"):
        return False
    if None in [use["rows"] for use in group] or len({str(use["rows"]) for use in group}) != 1:
        return False
    sites = {}  # call stack -> the tree_map run of each use there
    for use in group:
        sites.setdefault(tuple(use["lines"]), []).append(use["tree_run"])
    return all(len(runs) == 1 or (None not in runs and len(set(runs)) == 1) for runs in sites.values())


class Liveness:
    """Which draws are dead: stored by a function of FILE in locals never read afterwards.
    A draw's ``life`` is {"dead": bool}; it is followed from the call's return to the first
    store of its frame (no other call in between) and then through the names holding it."""

    PASS = ("BINARY_OP", "BINARY_SUBSCR", "UNARY_", "LOAD_CONST", "LOAD_GLOBAL", "LOAD_ATTR", "LOAD_NAME",
            "LOAD_DEREF", "LOAD_FAST", "COMPARE_OP", "CACHE", "NOP", "EXTENDED_ARG", "UNPACK_SEQUENCE",
            "RESUME", "PUSH_NULL", "PRECALL")

    def __init__(self, path):
        self.path, self.frames, self.code = path, {}, {}

    def draw(self, frame, life):
        code = frame.f_code
        if os.path.realpath(code.co_filename) != self.path or not code.co_flags & inspect.CO_OPTIMIZED or (
                code.co_flags & (inspect.CO_GENERATOR | inspect.CO_COROUTINE | inspect.CO_ASYNC_GENERATOR)):
            return  # module code (its names are globals), generators: not followed, always live
        if sys.gettrace() is None:
            sys.settrace(lambda *args: None)  # lets the frames below be traced (as pdb does)
        frame.f_trace, frame.f_trace_opcodes = self.trace, True
        state = self.frames.setdefault(frame, {"pending": [], "expect": 1, "holders": {}})
        state["pending"].append(life)

    def instructions(self, code):
        if code not in self.code:
            self.code[code] = {i.offset: i for i in dis.get_instructions(code)}
        return self.code[code]

    def trace(self, frame, event, arg):
        state = self.frames.get(frame)
        if state is None:
            return None
        if event == "return":
            for name in list(state["holders"]):
                self.rebind(state, name)
            del self.frames[frame]
            return None
        if event != "opcode":
            return self.trace
        instruction = self.instructions(frame.f_code).get(frame.f_lasti)
        if instruction is None:
            return self.trace
        op, names = instruction.opname, instruction.argval
        names = names if isinstance(names, tuple) else (names,)
        if op.startswith("LOAD_FAST") or op == "STORE_FAST_LOAD_FAST":
            for name in names[-1:] if op == "STORE_FAST_LOAD_FAST" else names:
                for life in state["holders"].get(name, ()):
                    life["read"] = True
        if op.startswith(("STORE_FAST", "DELETE_FAST")):
            stored = names[:1] if op == "STORE_FAST_LOAD_FAST" else names
            for name in stored:
                self.rebind(state, name)
                if state["pending"] and op != "DELETE_FAST":
                    for life in state["pending"]:
                        life["holds"] = life.get("holds", 0) + 1
                        state["holders"].setdefault(name, []).append(life)
                    state["expect"] -= 1
                    if state["expect"] <= 0:
                        state["pending"], state["expect"] = [], 1
        elif state["pending"]:
            if op == "UNPACK_SEQUENCE":
                state["expect"] = instruction.arg
            elif not op.startswith(self.PASS):
                state["pending"], state["expect"] = [], 1  # handed on, returned, stored elsewhere: live
        return self.trace

    @staticmethod
    def rebind(state, name):
        for life in state["holders"].pop(name, ()):
            life["holds"] -= 1
            if life["holds"] == 0 and not life.get("read"):
                life["dead"] = True


def rederived_children(group: list, uses: list, read_keys: set) -> bool:
    """One key split alike again and again (``split(key)[0]``, then ``split(key)[1]``): the
    same children each time, so nothing repeats unless a child is drawn from twice (reported
    at the child) or its bits are read (``key_data``: the keys themselves compared or shown)."""
    if any(use["fn"] != "split" for use in group) or len({(use["args"], use["draw"]) for use in group}) != 1:
        return False
    children = group[0]["children"]
    return not read_keys.intersection(children) and all(
        sum(1 for use in uses if use["key"] == child) <= 1 for child in children
    )


def main() -> None:
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    jit_mode = "--jit" in sys.argv[1:]
    path = os.path.realpath(args[0])
    sys.path.insert(0, os.path.dirname(path))

    import numpy as np
    import jax
    import jax.random as jr

    uses = []  # one dict per consumption
    tree_runs = []  # serial numbers of the tree_map calls running now, innermost last
    serials = iter(range(1, 1 << 62))
    key_data = jr.key_data  # the probe's own reads of key bits, not the file's
    read_keys = set()  # the bits of each key the file reads with key_data (it sees them)
    clone_ids = {}  # id() of each key jax.random.clone returned -> its number (objects kept alive)

    def lines_in_file():
        frame, lines = sys._getframe(2), []
        while frame is not None:
            if os.path.realpath(frame.f_code.co_filename) == path:
                lines.append(frame.f_lineno)
            frame = frame.f_back
        return lines

    def result_thrown_away():
        """The call being wrapped is a bare statement of FILE (``jax.random.split(key, 3)``):
        the instruction after it in the caller pops its result unread."""
        frame = sys._getframe(2)
        if os.path.realpath(frame.f_code.co_filename) != path:
            return False
        # f_lasti is the call instruction (or, from Python 3.11, its last inline cache entry).
        following = next((i for i in dis.get_instructions(frame.f_code) if i.offset > frame.f_lasti), None)
        return following is not None and following.opname == "POP_TOP"

    def is_tracer(x):
        return isinstance(x, jax.core.Tracer)

    def raw(key):
        """(impl, data) of a key: typed keys through key_data, legacy keys as they are."""
        if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
            return str(key.dtype), key_data(key)
        return "legacy " + str(key.dtype), key

    def leaves_data(out):
        return [raw(leaf)[1] if hasattr(leaf, "dtype") else leaf for leaf in jax.tree_util.tree_leaves(out)]

    def digest(arrays):
        h = hashlib.sha1()
        for a in arrays:
            a = np.asarray(a)
            h.update(str((a.shape, a.dtype)).encode())
            h.update(a.tobytes())
        return h.hexdigest()[:12]

    liveness = Liveness(path)

    def record(name, impl, call_args, lines, bits, draw, via, tree_run=None, life=None, order=None):
        bits = np.asarray(bits)
        # the order a shuffle draws: permutation's rows; an unweighted choice's population,
        # shape, replace and axis (None when weighted: p makes it another draw)
        rows = order if name == "choice" else list(np.shape(draw[0])[:1]) if draw else None
        # split's draw is its children: keys of the same width, one per row
        children = [row.tobytes().hex() for row in np.asarray(draw[0]).reshape(-1, bits.size)] if name == "split" else []
        uses.append({"fn": name, "impl": impl, "key": bits.tobytes().hex(), "words": bits.ravel().tolist(), "args": call_args,
                     "lines": lines, "draw": digest(draw), "via": via, "children": children, "tree_run": tree_run,
                     "rows": rows, "life": life or {}})

    def choice_order(fn, args, kwargs):
        bound = inspect.signature(fn).bind(*args, **kwargs)
        bound.apply_defaults()
        a, p, axis = bound.arguments["a"], bound.arguments["p"], bound.arguments["axis"]
        if p is not None:
            return None
        n = int(a) if np.ndim(a) == 0 else np.shape(a)[axis]
        return [n, list(np.atleast_1d(bound.arguments["shape"])), bool(bound.arguments["replace"]), axis]

    def wrap(name, fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            tree_run = tree_runs[-1] if tree_runs else None  # per leaf of this tree_map run
            if args:
                key, rest = args[0], (args[1:], kwargs)
            else:
                key = kwargs.get("key")
                rest = ((), {k: v for k, v in kwargs.items() if k != "key"})
            out = fn(*args, **kwargs)  # a call that raises consumed nothing
            if key is None or not hasattr(key, "dtype") or result_thrown_away():
                return out  # numbers nobody sees repeat nothing
            lines = lines_in_file()
            call_args = repr(jax.tree_util.tree_map(  # (a NumPy dtype has a shape too: stax's initializers)
                lambda a: ("array", a.shape, str(a.dtype)) if hasattr(a, "shape") and hasattr(a, "dtype") else a, rest))
            impl, bits = raw(key)
            via = clone_ids.get(id(key), [None])[0]  # the clone this key object is, if any
            draw = leaves_data(out)
            order = choice_order(fn, args, kwargs) if name == "choice" else None
            life = {"dead": False}
            liveness.draw(sys._getframe(1), life)
            if is_tracer(bits) or any(is_tracer(d) for d in draw):
                jax.debug.callback(
                    lambda b, *d: record(name, impl, call_args, lines, b, d, via, tree_run, life, order), bits, *draw)
            else:
                record(name, impl, call_args, lines, bits, draw, via, tree_run, life, order)
            return out
        return wrapper

    def wrap_clone(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            out = fn(*args, **kwargs)
            clone_ids[id(out)] = (len(clone_ids) + 1, out)  # kept alive so the id stays unique
            return out
        return wrapper

    for name in dir(jr):
        fn = getattr(jr, name)
        if name.startswith("_") or name in NOT_CONSUMERS or not inspect.isfunction(fn):
            continue
        params = list(inspect.signature(fn).parameters)
        if params[:1] == ["key"]:
            setattr(jr, name, wrap(name, fn))
    jr.clone = wrap_clone(jr.clone)
    # jax.nn.initializers (and the frameworks' layers built on them: flax's Dense, nnx's Linear)
    # draw through jax._src.random, not the public module: they see the same wrappers.
    import jax._src.nn.initializers as initializers

    initializers.random = WrappedRandom(initializers.random, jr)

    import jax._src.tree_util as tree_util_impl  # jax.tree.map calls this module's tree_map

    def wrap_tree_map(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            tree_runs.append(next(serials))
            try:
                return fn(*args, **kwargs)
            finally:
                tree_runs.pop()
        return wrapper

    tree_util_impl.tree_map = jax.tree_util.tree_map = wrap_tree_map(tree_util_impl.tree_map)

    @functools.wraps(key_data)
    def reading_key_data(keys):
        data = key_data(keys)
        if not is_tracer(data):
            width = data.shape[-1] if data.ndim else 1
            read_keys.update(row.tobytes().hex() for row in np.asarray(data).reshape(-1, width))
        return data

    jr.key_data = reading_key_data

    def no_remat(fun=None, **kwargs):
        """jax.checkpoint without rematerialisation: the same values, and no replayed callbacks."""
        return fun if fun is not None else (lambda f: f)

    jax.checkpoint = jax.remat = no_remat
    import jax.ad_checkpoint

    jax.ad_checkpoint.checkpoint = jax.ad_checkpoint.remat = no_remat

    outcome = {"outcome": "ran"}
    try:
        if jit_mode:
            runpy.run_path(path, run_name="__main__")
        else:
            with jax.disable_jit():
                runpy.run_path(path, run_name="__main__")
    except BaseException as error:  # noqa: B902 - report whatever the file raised
        outcome = {"outcome": "raised", "type": type(error).__name__, "message": str(error)[:500]}
    sys.settrace(None)
    jax.effects_barrier()
    uses[:] = [use for use in uses if not use["life"].get("dead")]  # numbers nobody read

    # A split whose children nobody draws from (also through further splits) gives numbers
    # nobody sees: equinox's Dropout(inference=True) is handed a key and ignores it.
    spent = {use["key"] for use in uses if use["fn"] != "split"} | read_keys
    while True:
        more = {use["key"] for use in uses if use["fn"] == "split" and spent.intersection(use["children"])} - spent
        if not more:
            break
        spent |= more
    groups = {}
    for use in uses:
        if use["key"] not in spent:
            continue
        groups.setdefault((use["impl"], use["key"]), []).append(use)
    reuse = []
    for (impl, key), group in groups.items():
        per_copy = {}  # the original bits and each clone may be consumed once each
        for use in group:
            per_copy[use["via"]] = per_copy.get(use["via"], 0) + 1
        if max(per_copy.values()) <= 1:
            continue
        if aligned_shuffle(group) or rederived_children(group, uses, read_keys):
            continue
        same = {}
        for use in group:
            same.setdefault((use["fn"], use["args"]), set()).add(use["draw"])
        identical = any(len(group_draws) == 1 and sum(
            1 for u in group if (u["fn"], u["args"]) == sig) > 1 for sig, group_draws in same.items())
        reuse.append({"impl": impl, "key": group[0]["words"], "count": len(group), "clones_used": len(per_copy) - 1,
                      "uses": [{"fn": u["fn"], "lines": u["lines"], "draw": u["draw"]} for u in group],
                      "identical_draws": identical})
        where = ", ".join(f"{u['fn']}@{'<'.join(map(str, u['lines'])) or '?'}" for u in group)
        print(f"symptom: key {group[0]['words']} ({impl}) consumed {len(group)} times: {where}"
              + ("; identical draws for the same function and arguments" if identical else ""))
    if not reuse:
        print(f"symptom: none ({len(uses)} key consumptions, all distinct)")
    outcome.update({"consumptions": len(uses), "reuse": reuse,
                    "mode": "jit" if jit_mode else "disable_jit", "jax": jax.__version__})
    sys.stdout.flush()
    print("\n" + json.dumps(outcome))


if __name__ == "__main__":
    main()
