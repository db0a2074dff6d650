"""Probe for the library table: what every public function of JAX's array modules and optax returns.

    python library_returns.py                       # prints one JSON line: this JAX's rows
    python library_returns.py --merge A.json B.json  # the shipped table from two versions' lines

Every public callable (a function, or a class: ``jnp.float32(x)`` is an array; not an exception) of the modules in ``MODULES`` is called under
``jax.eval_shape`` with abstract inputs: each required parameter gets an array
(``jax.ShapeDtypeStruct``) of rank 0 to 3 (shape ``(5, 3, 4)[:rank]``), all of one rank and one
dtype; a parameter named ``shape`` gets that shape as a tuple instead (the arrays are then
scalars), one named ``key`` a PRNG key (``jax.random.key(0)``).  The call runs under float32 at
every rank, and at rank 2 under int32 and bool too.  A binary call also runs with the ranks
mixed, (3, 4) with (4,) and back.  What it returns, per function:

- ``kind``: ``array`` (one array), ``tuple`` or ``list`` (of arrays),
  ``pytree`` (another container of arrays), ``python`` (no array at all: an int, a dtype, a
  function, an optax GradientTransformation...);
- ``arity``: how many arrays (or the shape) it was handed, by position: the rules below hold
  for a call with that many positional arguments and no keyword;
- ``rank`` (arrays only): ``broadcast`` (the output has the shape of its arguments broadcast
  together, at every rank, and with mixed ranks wherever that runs), ``reduction`` (rank 0 at
  every rank; ``axis``: the position of an ``axis`` parameter that comes with ``keepdims``), ``drop_last`` (the arguments' shape without its last axis, rank 1 to 3),
  ``leading`` (their leading axis only), ``shape`` (the shape argument), ``fixed N`` (rank N
  whatever the input), or ``unknown`` (anything else, or not every rank runs);
- ``dtype`` (arrays only): ``float``, ``int``, ``bool``, ``complex`` or ``key`` (that kind for every
  input dtype that runs), ``same`` (float in, float out; int in, int out; a bool may become an
  int) or ``unknown``;
- ``flags``: the parameters with a bool default whose other value changes the kind
  (``return_counts``, ``retstep``, ``compute_uv``), with their position (null: keyword only);
- ``tree``: true when the first argument may be a pytree that the function maps leaf by leaf
  (``lax.psum(metrics, "batch")`` of a dict is a dict; a collective runs under vmap with its axis
  name bound): the row holds for an array, and a container in gives a container out;
- ``key``: true when the first argument is a key and the output depends on it (``jax.random``
  only, run on concrete keys 0 and 1: the draws, and split, fold_in, clone, key_data).

Where no abstract input runs, the function runs eagerly, on arrays of ones and then on the int 2
everywhere: a row ``eager_only`` records just its kind (an output size that depends on the data,
an argument that must be a Python int); a few take arguments of their own (``SPECIAL``: einsum's
subscripts..., ``special`` in the row, ``arity`` -1).  A function nothing runs is skipped, with the first line
of what the rank-2 float call raised (they need special arguments: callables, dtypes, index
arrays...).  A module that is not
installed (optax under the 0.4.38 environment) is not probed.

``tests/test_library_returns.py`` runs this under the pinned JAX in a subprocess and requires
``semantics/jaxapi/library_returns.json`` to hold exactly this output for its version.  The
linter never runs it; ``--merge`` writes the shipped table (see ``merge``).
"""

import inspect
import json
import os
import re
import sys
import warnings

MODULES = (
    "jax.numpy", "jax.numpy.linalg", "jax.numpy.fft", "jax.nn", "jax.lax", "jax.random",
    "jax.scipy.special", "jax.scipy.linalg", "jax.scipy.stats.norm", "optax", "optax.losses",
)
RANKS = (0, 1, 2, 3)
SHAPES = {rank: (5, 3, 4)[:rank] for rank in RANKS}
# Required parameters that take a Python int, by name (not counted among the arrays).
INTEGERS = {"num_classes": 3, "indices_or_sections": 5, "num": 2, "d": 2, "n": 3, "N": 3}
SQUARES = {0: (), 1: (3,), 2: (3, 3), 3: (2, 3, 3)}
# Functions the generic inputs cannot call, with arguments that suit them (ones of a shape, the
# int indices of a shape, a string): their rows are eager_only, the kind alone (their rank depends
# on the strings and ints given).
SPECIAL = {
    "jax.numpy.einsum": lambda ones, ints: (("ij->i", ones((5, 3))), {}),
    "jax.numpy.bincount": lambda ones, ints: ((ints((5,)),), {}),
    "jax.numpy.choose": lambda ones, ints: ((ints((5,)), [ones((5,)), ones((5,))]), {}),
    "jax.numpy.compress": lambda ones, ints: ((ones((5,)) > 0, ones((5, 3))), {"axis": 0}),
    "jax.numpy.permute_dims": lambda ones, ints: ((ones((5, 3)), (1, 0)), {}),
    "jax.numpy.polyfit": lambda ones, ints: ((ones((5,)), ones((5,)), 1), {}),
    "jax.random.multivariate_normal": lambda ones, ints: ((ones((3,)), ones((3,)) * __import__("numpy").eye(3)), {}),
}
KEY_SHAPE = (64,)  # draws enough that two keys cannot agree by chance
# Names whose call would do something beyond computing (files, the terminal, the host).
NOT_CALLED = {"jax.numpy.save", "jax.numpy.savez", "jax.numpy.load", "jax.numpy.fromfile", "jax.numpy.set_printoptions"}


def dtype_kind(dtype) -> str:
    import jax
    import numpy as np

    if jax.dtypes.issubdtype(dtype, jax.dtypes.prng_key):
        return "key"
    if dtype == np.bool_:
        return "bool"
    for kind, base in (("float", np.floating), ("int", np.integer), ("complex", np.complexfloating)):
        if np.issubdtype(dtype, base):
            return kind
    return str(dtype)


def first_line(error: BaseException) -> str:
    """Why a function was skipped: the exception and the start of its message (no addresses)."""
    text = str(error).strip().splitlines()
    line = re.sub(r" at 0x[0-9a-f]+", "", text[0])[:100] if text else ""
    return f"{type(error).__name__}: {line}".rstrip(": ")


def parameters_of(function):
    """(positional names, keyword-only names, takes a shape, the position of ``axis`` beside a
    ``keepdims``) of the required parameters; None when the signature is hidden."""
    nin = getattr(function, "nin", None)  # a ufunc: its signature hides its arity
    if isinstance(nin, int):
        return [f"x{i}" for i in range(nin)], [], False, None, {}
    try:
        parameters = list(inspect.signature(function).parameters.values())
    except (TypeError, ValueError):
        return None
    required = [p for p in parameters if p.default is inspect.Parameter.empty]
    positional = [p.name for p in required if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    keyword_only = [p.name for p in required if p.kind is p.KEYWORD_ONLY]
    if not positional and not keyword_only:  # f(*arrays), or clip(arr=None, /, min=None, ...): one
        first = next((p for p in parameters if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.VAR_POSITIONAL)), None)
        positional = [] if first is None else [first.name]
    takes_shape = any(p.name == "shape" for p in parameters)
    by_position = [p.name for p in parameters if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    names = {p.name for p in parameters}
    axis = by_position.index("axis") if "axis" in by_position and "keepdims" in names else None
    flags = {p.name: by_position.index(p.name) if p.name in by_position else None
             for p in parameters if isinstance(p.default, bool)}
    return positional, keyword_only, takes_shape, axis, flags


def describe(output):
    """(kind, length, [(shape, dtype kind)] of the array leaves) of what a function returned."""
    import jax

    leaves = jax.tree_util.tree_leaves(output)
    arrays = [leaf for leaf in leaves if isinstance(leaf, jax.Array)]
    found = [(tuple(a.shape), dtype_kind(a.dtype)) for a in arrays]
    if isinstance(output, jax.Array):
        return "array", None, found
    if not arrays:
        return "python", None, []
    if isinstance(output, (tuple, list)) and len(leaves) == len(output) and all(isinstance(item, jax.Array) for item in output):
        return ("list" if isinstance(output, list) else "tuple"), len(output), found
    return "pytree", None, found


class Caller:
    """Calls one function under eval_shape with the arguments of a rank and dtype."""

    def __init__(self, function, parameters, keys: bool) -> None:
        import jax

        self.jax = jax
        self.function = function
        self.positional, self.keyword_only, self.takes_shape, self.axis, self.flags = parameters
        self.keys = keys  # a parameter named key is a PRNG key (jax.random; not jax.nn's attention)

    def arguments(self, shapes, dtype, shape=None):
        """(positional, keywords): each array parameter gets the next of ``shapes`` (the last one
        repeats); a ``shape`` parameter gets ``shape``; a ``key`` one a key."""
        jax = self.jax
        positional, keywords, arrays = [], {}, iter(shapes)
        last = shapes[-1]

        def value(name):
            nonlocal last
            if name == "shape":
                return shape
            if name == "key" and self.keys:
                return jax.random.key(0)
            if name in INTEGERS:
                return INTEGERS[name]
            last = next(arrays, last)
            return jax.ShapeDtypeStruct(last, dtype)

        for name in self.positional:
            positional.append(value(name))
        for name in self.keyword_only:
            keywords[name] = value(name)
        if shape is not None and "shape" not in self.positional + self.keyword_only:
            keywords["shape"] = shape
        return positional, keywords

    def eager(self, shape, dtype, shape_argument=None, extra=None):
        """(kind, length, leaves) of a call on concrete arrays of ones, or the exception."""
        import numpy as np

        positional, keywords = self.arguments([shape], dtype, shape_argument)
        keywords.update(extra or {})
        concrete = lambda a: np.ones(a.shape, a.dtype) if isinstance(a, self.jax.ShapeDtypeStruct) else a  # noqa: E731
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                return describe(self.function(*map(concrete, positional), **{k: concrete(v) for k, v in keywords.items()}))
        except Exception as error:  # noqa: BLE001
            return error

    def eager_ints(self):
        """(kind, length, leaves) of a call with the int 2 for every argument (a key stays a key;
        a shape is omitted where optional, (2,) where required)."""
        return self._eager_with(lambda n: self.jax.random.key(0) if n == "key" and self.keys else (2,) if n == "shape" else 2)

    def eager_first_array(self):
        """The same with an array of ones (5, 3) first and the int 1 for the rest (an axis, a count)."""
        first = self.positional[:1] + self.keyword_only[:1]
        ones = __import__("numpy").ones((5, 3), "float32")
        return self._eager_with(lambda n: ones if n in first else self.jax.random.key(0) if n == "key" and self.keys
                                else (2,) if n == "shape" else 1)

    def special(self, make, extra=None, seed=0, values=False):
        """(kind, length, leaves) of a call with the arguments ``make`` gives (a key first, for
        jax.random), or the exception."""
        import numpy as np

        positional, keywords = make(lambda shape: np.ones(shape, np.float32), lambda shape: np.zeros(shape, np.int32))
        keywords = dict(keywords, **(extra or {}))
        if self.keys:
            positional = (self.jax.random.key(seed), *positional)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                output = self.function(*positional, **keywords)
                return [np.asarray(leaf) for leaf in self.jax.tree_util.tree_leaves(output)] if values else describe(output)
        except Exception as error:  # noqa: BLE001
            return error

    def _eager_with(self, value):
        positional = [value(n) for n in self.positional]
        keywords = {n: value(n) for n in self.keyword_only}
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                return describe(self.function(*positional, **keywords))
        except Exception as error:  # noqa: BLE001
            return error

    def call(self, shapes, dtype, shape=None, extra=None):
        """(kind, length, leaves) or the exception (``extra``: more keywords, as they are)."""
        jax = self.jax
        positional, keywords = self.arguments(shapes, dtype, shape)
        keywords.update(extra or {})
        seen = []
        abstract = [i for i, a in enumerate(positional) if isinstance(a, (jax.ShapeDtypeStruct, jax.Array))]
        named = [k for k, a in keywords.items() if isinstance(a, (jax.ShapeDtypeStruct, jax.Array))]

        def run(*values):
            given = list(positional)
            for i, v in zip(abstract, values[: len(abstract)]):
                given[i] = v
            kw = dict(keywords, **dict(zip(named, values[len(abstract):])))
            described = describe(self.function(*given, **kw))
            seen.append(described)
            return 0

        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                jax.eval_shape(run, *[positional[i] for i in abstract], *[keywords[k] for k in named])
        except Exception as error:  # noqa: BLE001 - a function the inputs do not suit
            return error
        return seen[0]


def rank_rule(results: dict, mixed: list, by_shape: bool, arrays: bool, shapes: dict) -> tuple:
    """(the rank rule, the least rank that ran) of ``results`` (rank -> the output's shape, or
    None where the call raised): every rank from 1 to 3 must run."""
    ran = {rank: shape for rank, shape in results.items() if shape is not None}
    if not set(range(1, 4)) <= set(ran):
        return "unknown", None
    least = min(ran)
    if not arrays and not by_shape:  # the inputs do not change with the rank: its output is what it is
        return _fixed(ran), least
    if by_shape:
        return ("shape" if all(shape == shapes[rank] for rank, shape in ran.items()) else _fixed(ran)), least
    if all(shape == shapes[rank] for rank, shape in ran.items()) and all(out == want for out, want in mixed):
        return "broadcast", least
    if all(shape == () for shape in ran.values()):
        return "reduction", least
    if all(shape == shapes[rank][:-1] for rank, shape in ran.items()):
        return "drop_last", least
    if all(shape == shapes[rank][:1] for rank, shape in ran.items()):
        return "leading", least
    return _fixed(ran), least


def _fixed(ran: dict) -> str:
    ranks = {len(shape) for shape in ran.values()}
    return f"fixed {ranks.pop()}" if len(ranks) == 1 else "unknown"


def dtype_rule(outputs: dict) -> str:
    """``outputs``: input kind -> output kind, for the inputs that ran."""
    kinds = set(outputs.values())
    if len(kinds) == 1:
        return kinds.pop()
    if outputs.get("float") == "float" and outputs.get("int") == "int" and outputs.get("bool") in (None, "bool", "int"):
        return "same"
    return "unknown"


def depends_on_key(function, caller) -> bool:
    """Called on concrete keys 0 and 1 (arrays of 64 distinct values, each argument's above the
    last's, by a quarter (probabilities) or by 2 (bounds); float, then int): do the outputs differ
    for one of these inputs?"""
    import numpy as np

    for shape, dtype, step in ((KEY_SHAPE, np.float32, 0.25), (KEY_SHAPE, np.float32, 2), (KEY_SHAPE, np.int32, 2), ((), np.int32, 2)):
        found = _outputs_by_key(function, caller, shape, dtype, step)
        if found is not None and any(a.shape != b.shape or not np.array_equal(a, b) for a, b in zip(*found)):
            return True
    return False


def _outputs_by_key(function, caller, shape, dtype, step):
    import jax
    import numpy as np

    outputs = []
    for seed in (0, 1):
        positional, keywords = caller.arguments([shape], dtype, shape=KEY_SHAPE if caller.takes_shape else None)
        positional = [jax.random.key(seed) if isinstance(a, jax.Array) and a.dtype == jax.random.key(0).dtype else a
                      for a in positional]
        def concrete(a, offset):
            # distinct values (a permutation of ones is ones), each argument above the one before
            # (lower < upper, minval < maxval, left < mode < right)
            if not isinstance(a, jax.ShapeDtypeStruct):
                return a
            return ((np.arange(int(np.prod(a.shape))) + 1) / 8 / int(np.prod(a.shape)) + step * offset).reshape(a.shape).astype(a.dtype)

        positional = [concrete(a, i) for i, a in enumerate(positional)]
        keywords = {k: concrete(v, len(positional) + i) for i, (k, v) in enumerate(keywords.items())}
        try:
            out = function(*positional, **keywords)
        except Exception:  # noqa: BLE001
            return None
        leaves = [jax.random.key_data(leaf) if jax.dtypes.issubdtype(leaf.dtype, jax.dtypes.prng_key) else leaf
                  for leaf in jax.tree_util.tree_leaves(out) if isinstance(leaf, jax.Array)]
        outputs.append([np.asarray(leaf) for leaf in leaves])
    return outputs


def probe(qualname: str, function) -> "dict | str":
    """The row of one function, or why it was skipped."""
    import numpy as np

    parameters = parameters_of(function)
    if parameters is None:
        return "no signature"
    caller = Caller(function, parameters, keys=qualname.startswith("jax.random."))
    arrays = [n for n in caller.positional + caller.keyword_only if n not in ("shape", "key") and n not in INTEGERS]
    by_shape = caller.takes_shape and qualname.startswith(("jax.random.", "jax.numpy.", "jax.lax.")) and (
        "shape" in caller.positional + caller.keyword_only or qualname.startswith("jax.random.")
    )
    row = None
    # Square matrices where a matrix of (5, 3) will not do (inv, det...); arrays of every rank where
    # scalars beside a shape will not (categorical's logits, dirichlet's alpha).
    tries = [(SHAPES, by_shape), (SQUARES, by_shape)] + ([(SHAPES, False)] if by_shape else [])
    for shapes, shaped in tries:
        row = _row(caller, shapes, arrays, shaped)
        if row is not None:
            break
    if row is None and qualname in SPECIAL:
        eager = caller.special(SPECIAL[qualname])
        if not isinstance(eager, Exception):
            row = {"kind": eager[0], "arity": -1, "eager_only": True, "special": True}
            if row["kind"] == "array":
                row["rank"], row["dtype"] = "unknown", "unknown"
            changing = {}
            for name, position in sorted(caller.flags.items()):
                flipped = caller.special(SPECIAL[qualname], {name: not inspect.signature(function).parameters[name].default})
                if not isinstance(flipped, Exception) and flipped[0] != row["kind"]:
                    changing[name] = position
            if changing:
                row["flags"] = changing
            if caller.positional[:1] == ["key"] and caller.keys:
                draws = [caller.special(SPECIAL[qualname], seed=seed, values=True) for seed in (0, 1)]
                row["key"] = not any(isinstance(d, Exception) for d in draws) and any(
                    not __import__("numpy").array_equal(a, b) for a, b in zip(*draws))
            return row
    if row is None:
        # No abstract input ran (an output size that depends on the data, an argument that must be a
        # Python int...): what it returns eagerly, on ones or on the int 2.
        for eager in (lambda: caller.eager(SHAPES[2], np.float32, SHAPES[2] if by_shape else None),
                      caller.eager_first_array, caller.eager_ints):
            eager = eager()
            if not isinstance(eager, Exception):
                row = {"kind": eager[0], "arity": len(caller.positional), "eager_only": True}
                if row["kind"] == "array":
                    row["rank"], row["dtype"] = "unknown", "unknown"
                break
        else:
            return first_line(caller.call([()], np.float32, shape=SHAPES[2]) if by_shape else caller.call([SHAPES[2]], np.float32))
    changing = kind_changing_flags(function, caller, row["kind"], by_shape)
    if changing:
        row["flags"] = changing
    if qualname.startswith("jax.random.") and caller.positional[:1] == ["key"]:
        row["key"] = depends_on_key(function, caller)
    if maps_trees(caller):
        row["tree"] = True
    return row


def maps_trees(caller) -> bool:
    """Whether the function maps over a pytree handed as its first argument, leaf by leaf
    (``lax.psum`` of a dict of arrays is that dict): its row then holds for one array, and a call
    on a container returns a container.  A collective runs under vmap with its axis name bound."""
    import numpy as np

    jax = caller.jax
    names = caller.positional + caller.keyword_only
    if not names or names[0] in ("shape", "key") or names[0] in INTEGERS:
        return False
    leaf = np.ones((2, 3), np.float32)
    collective = "axis_name" in names

    def run(tree, spread):
        # The tree goes to the first ``spread`` arguments handed an array, the others get one
        # (``optax.apply_updates(params, updates)`` and ``optax.incremental_update(new, old,
        # step_size)`` map two trees of one structure).
        values = {name: "i" if name == "axis_name" else INTEGERS[name] if name in INTEGERS and i else
                  tree if i < spread else leaf for i, name in enumerate(names)}
        return caller.function(*[values[n] for n in caller.positional], **{n: values[n] for n in caller.keyword_only})

    for spread in (1, 2, len(names)):
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                tree = {"a": leaf, "b": leaf}
                output = jax.vmap(lambda t: run(t, spread), axis_name="i")(tree) if collective else run(tree, spread)
        except Exception:  # noqa: BLE001 - a function that takes arrays only
            continue
        if isinstance(output, dict) and set(output) == {"a", "b"}:
            return True
    return False


def kind_changing_flags(function, caller, kind: str, by_shape: bool) -> dict:
    """The flags (parameters with a bool default: ``return_counts``, ``retstep``, ``compute_uv``)
    whose other value changes what the function returns, run on rank-2 arrays (abstract, else
    eagerly): name -> its position (None: keyword only)."""
    import numpy as np

    changing = {}
    for name, position in sorted(caller.flags.items()):
        flipped = not inspect.signature(function).parameters[name].default
        found = caller.call([()] if by_shape else [SHAPES[2]], np.float32, shape=SHAPES[2] if by_shape else None,
                            extra={name: flipped})
        if isinstance(found, Exception):
            found = caller.eager(SHAPES[2], np.float32, SHAPES[2] if by_shape else None, extra={name: flipped})
        if not isinstance(found, Exception) and found[0] != kind:
            changing[name] = position
    return changing


def _row(caller, shapes: dict, arrays: list, by_shape: bool):
    """The row of the calls on arrays of ``shapes`` (rank -> shape), or None when none ran."""
    import numpy as np

    def at(rank, dtype):
        if by_shape:
            return caller.call([()], dtype, shape=shapes[rank])
        return caller.call([shapes[rank]], dtype)

    runs = {rank: at(rank, np.float32) for rank in RANKS}
    runs_by_dtype = {"float": runs[2], "int": at(2, np.int32), "bool": at(2, np.bool_)}
    good = [r for r in list(runs.values()) + list(runs_by_dtype.values()) if not isinstance(r, Exception)]
    if not good:
        return None
    kinds = {kind for kind, _, _ in good}
    kind = kinds.pop() if len(kinds) == 1 else "unknown"
    row = {"kind": kind, "arity": len(caller.positional)}
    if kind == "array":
        results = {rank: None if isinstance(r, Exception) else r[2][0][0] for rank, r in runs.items()}
        mixed = []
        if len(arrays) >= 2 and not by_shape and shapes is SHAPES:
            for given in (((3, 4), (4,)), ((4,), (3, 4))):
                out = caller.call(list(given), np.float32)
                if not isinstance(out, Exception):
                    mixed.append((out[2][0][0] if out[0] == "array" else None, (3, 4)))
        rule, least = rank_rule(results, mixed, by_shape, bool(arrays), shapes)
        if shapes is SQUARES and rule in ("drop_last", "leading"):
            rule = "unknown"  # (3, 3) cannot tell them apart
        row["rank"] = rule
        if rule == "reduction" and caller.axis is not None:
            row["axis"] = caller.axis  # reduces over ``axis`` (this position or keyword) when given, with keepdims
        if least:
            row["min_rank"] = least  # rank 0 raised: the rule says nothing of scalars
        outputs = {given: r[2][0][1] for given, r in runs_by_dtype.items() if not isinstance(r, Exception)}
        row["dtype"] = dtype_rule(outputs)
    return row


def main() -> None:
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import importlib

    import jax

    rows, skipped, probed = {}, {}, []
    for module_name in MODULES:
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        probed.append(module_name)
        for name in sorted(dir(module)):
            function = getattr(module, name, None)
            qualname = f"{module_name}.{name}"
            if name.startswith("_") or not callable(function) or inspect.ismodule(function):
                continue
            if isinstance(function, type) and issubclass(function, BaseException):
                continue  # classes are called too: jnp.float32(x) is an array
            if qualname in NOT_CALLED:
                skipped[qualname] = "not called: it reads or writes files or prints"
                continue
            found = probe(qualname, function)
            if isinstance(found, str):
                skipped[qualname] = found
            else:
                rows[qualname] = found
    print(json.dumps({"jax": jax.__version__, "modules": probed, "rows": rows, "skipped": skipped}, sort_keys=True))


def merge(base: dict, *others: dict) -> dict:
    """The shipped table from the runs of several JAX versions, ``base`` the newest: its rows, and
    per other version the rows that differ there (None: no row there, skipped or missing), over
    the modules that version probed; what each version skipped, and why."""
    table = {"versions": {}, "rows": base["rows"], "differs": {}, "skipped": {}}
    for run in (base, *others):
        table["versions"][run["jax"]] = run["modules"]
        table["skipped"][run["jax"]] = run["skipped"]
    for other in others:
        probed = set(other["modules"])
        names = {n for n in set(base["rows"]) | set(other["rows"]) if n.rpartition(".")[0] in probed}
        table["differs"][other["jax"]] = {
            name: other["rows"].get(name) for name in sorted(names) if base["rows"].get(name) != other["rows"].get(name)
        }
    return table


def view(table: dict, version: str) -> dict:
    """One version's run as ``table`` holds it: what the probe printed under that version."""
    modules = table["versions"][version]
    rows = {name: row for name, row in table["rows"].items() if name.rpartition(".")[0] in modules}
    for name, row in table["differs"].get(version, {}).items():
        if row is None:
            rows.pop(name, None)
        else:
            rows[name] = row
    return {"jax": version, "modules": modules, "rows": rows, "skipped": table["skipped"][version]}


def dumps(table: dict) -> str:
    """JSON with one row a line (a change of JAX shows as a readable diff)."""
    def block(mapping: dict, indent: str) -> str:
        lines = [f"{indent}{json.dumps(k)}: {json.dumps(v, sort_keys=True)}" for k, v in sorted(mapping.items())]
        return "{\n" + ",\n".join(lines) + "\n" + indent[:-1] + "}" if lines else "{}"

    parts = [
        f' "versions": {json.dumps(table["versions"], sort_keys=True)}',
        f' "rows": {block(table["rows"], "  ")}',
        ' "differs": {' + ", ".join(f"{json.dumps(v)}: {block(d, '   ')}" for v, d in sorted(table["differs"].items())) + "}",
        ' "skipped": {' + ", ".join(f"{json.dumps(v)}: {block(d, '   ')}" for v, d in sorted(table["skipped"].items())) + "}",
    ]
    return "{\n" + ",\n".join(parts) + "\n}\n"


if __name__ == "__main__":
    if sys.argv[1:2] == ["--merge"]:
        runs = [json.loads(open(path, encoding="utf-8").read().strip().splitlines()[-1]) for path in sys.argv[2:]]
        print(dumps(merge(*runs)))
    else:
        main()
