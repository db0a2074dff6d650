"""What the project tells the analysis of one of its modules: the module's dotted name
(so ``from .model import loss`` names ``pkg.model.loss``), and how code in the project's
other modules enters the module's functions (``jax.jit(model.loss)`` in train.py, or
``loss(params, x)`` called from traced code there).  Plain, picklable data: the project
index (:mod:`flake8_jaxmuseum.project`) computes it, the model reads it.
"""

from __future__ import annotations

import ast
import hashlib
from dataclasses import dataclass, fields, is_dataclass
from functools import lru_cache
from typing import Optional


@dataclass(frozen=True)
class PortableLayer:
    """A transform applied in another module: its dotted name and the source of the call
    that configured it (``jax.jit(model.loss, static_argnames="n")``; "" for a bare
    ``@jax.jit``).  Only the call's literal options are ever read, so it means the same in
    the module of the def."""

    qualname: str
    options: str = ""

    @classmethod
    def of(cls, qualname: str, options: Optional[ast.Call]) -> "PortableLayer":
        return cls(qualname, "" if options is None else ast.unparse(options))

    def options_call(self) -> Optional[ast.Call]:
        if not self.options:
            return None
        try:
            parsed = ast.parse(self.options, mode="eval").body
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return None
        return parsed if isinstance(parsed, ast.Call) else None


@dataclass(frozen=True)
class TransformEntry:
    """``jax.jit(model.loss)``, ``jax.lax.scan(model.body, ...)`` in another module: the
    module's function ``function`` under ``layers`` (outermost first); ``base``: the
    Tracing flags a lax primitive stages it with (its value, 0 for none)."""

    function: str
    layers: tuple
    base: int
    site: str  # where: "train.py:42"
    returned: bool = False  # the layers are over what ``function`` returns (``jax.jit(make_step(m))``)
    # With ``returned``: over the callable at this position of the tuple it returns
    # (``opt_init, opt_update = make_optimizer(0.1)``, ``jax.jit(opt_update)``); -1: what it returns.
    element: int = -1
    # The layers are over this classmethod or staticmethod of the class ``function``, read
    # off the class (``jax.jit(Physics.step)``); "" for ``function`` itself.
    attribute: str = ""
    # The layers are over ``functools.partial(function, ...)`` binding its first
    # ``bound_positions`` positional parameters and ``bound_keywords``
    # (``jax.jit(partial(model.loss, cfg))``): the def's module reads them against the def.
    bound_positions: int = 0
    bound_keywords: tuple = ()


@dataclass(frozen=True)
class Outgoing:
    """``entry`` is what this module does to ``target``, a dotted name it imports (the
    entry's ``function`` is left empty: the index fills in the def it resolves to)."""

    target: str
    entry: object  # TransformEntry or CallEntry
    # ``target`` is a name imported by name that may hold an instance (``from model import
    # model``): the entry holds only if the index finds an instance of a class there.
    instance_only: bool = False


@dataclass(frozen=True)
class CallEntry:
    """``loss(params, x)`` in traced code of another module: the arguments at ``positions``
    and ``keywords`` are tracers, traced the way ``how`` says (the caller's Tracing value)."""

    function: str
    positions: tuple  # indices of the positional arguments that are tracers
    keywords: tuple  # names of the keyword arguments that are tracers
    how: int
    site: str
    # The call's count of positional arguments (-1 with ``*xs``) and every keyword it names:
    # whether all that land in the def's ``*args`` (``**kwargs``) are tracers.
    count: int = -1
    named: tuple = ()
    # "for" or "while": a loop of the module there calls the function as it is, again and
    # again (no tracer handed: ``how`` is 0), as JXM023 asks of a def that builds a jit.
    loop: str = ""
    # The positions of the arguments that loop hands the same object on every iteration.
    steady: tuple = ()
    # The call is of what ``function`` returns (``optax.adam(make_schedule(1e-3))`` there runs
    # the closure), its parameters named in ``keywords``.
    returned: bool = False


@dataclass(frozen=True)
class MethodEntry:
    """``model(x)``, ``model.apply(variables, x)``, ``model.encode(x)`` in traced code of
    another module, where ``model`` is an instance of this module's class ``function``:
    ``attribute`` ("__call__" for the instance called) runs with the arguments at
    ``positions`` and ``keywords`` traced (as written in the call)."""

    function: str  # the class's name
    attribute: str
    positions: tuple
    keywords: tuple
    how: int
    site: str
    # ``jax.jit(model.apply)``: the bound method under plain staging layers, every
    # parameter of what it runs traced (``positions`` and ``keywords`` are empty).
    every: bool = False
    handed: tuple = ()  # Handed, one per argument of the call, as that module proves it
    # Called in a loop there, on one instance (a name bound once): each call finds ``self``'s
    # attributes as the last left them (a key stored at init, drawn on every call).
    again: bool = False
    # "for" or "while" when that loop neither binds the instance nor stores into it: every
    # call is on the same object (``model.step(x)``, ``model`` bound outside the loop).
    loop: str = ""
    # The module-level instance of the class's own module the call was made on, when the
    # caller imports it from there (``stimuli.set_currents(c)``, ``from helpers import
    # stimuli``): that object outlives any trace (the index fills it in).
    receiver: str = ""


@dataclass(frozen=True)
class InstanceCallEntry:
    """``agent.value(x)`` (``attribute``; "__call__": ``agent(x)``) anywhere in another
    module, ``agent`` an instance of this module's class ``function``, which that module
    leaves a plain object (no registration call there may name the class, no store there
    replaces the attribute): the call hands the method the instance as its first argument."""

    function: str  # the class's name
    attribute: str
    site: str
    # Read off the class itself (``A.zeros(x)``), ``attribute`` a classmethod or staticmethod
    # there: the call hands it no instance.
    through_class: bool = False


@dataclass(frozen=True)
class ReverseEntry:
    """Reverse-mode differentiation (grad, value_and_grad, nnx.grad, eqx.filter_grad...) in
    another module runs this module's def ``function`` (with ``attribute``: that method of
    this module's class ``function``) with tangents in the parameters ``params`` (a method's
    instance among them); ``variables``: a linen method run by an ``apply`` handed
    differentiated variables."""

    function: str
    attribute: str
    params: tuple
    variables: bool
    site: str
    # The def called there by a name that module imports (``model.loss(p, x)`` in a function
    # reverse mode runs), its signature unseen: the positions of the arguments with tangents.
    positions: tuple = ()


@dataclass(frozen=True)
class Handed:
    """What a call in another module hands one parameter (by position or keyword), as far
    as that module proves it."""

    slot: object  # int: a position; str: a keyword
    array: bool = False  # an array, or a number jit turns into one
    leaf: bool = False  # one tracer, not a pytree of them
    none: bool = False  # the literal None
    # Of a CALLED entry, whose def's decorators decide: ``array`` as it is, ``leaf`` as jit
    # would stage it, and what a transform turns into an array: a Python number (jit) and a
    # NumPy array (jit, filter_jit).
    traced: bool = False  # a traced array as it is (what a plain def's parameter then holds)
    number: bool = False
    numpy: bool = False
    mask: bool = False  # a boolean array, concrete or traced (what jit traces as a mask)
    dtype: str = ""  # its dtype kind ("int", "inexact", "bool"), "" unknown
    python_int: bool = False  # a Python int
    jax_array: bool = False  # a JAX array (not a NumPy one), concrete or traced
    sequence: str = ""  # "list", "tuple" or "str": the Python sequence it is, "" unknown
    container: str = ""  # "list", "dict" or "deque": the Python container it builds, "" unknown
    # An instance of this class of the project (``step(Net(rngs), x)``): its dotted name as
    # the caller imports it, which the index makes the class's own (``model.Net``); "" unknown.
    instance: str = ""
    apply_fn: str = ""  # a TrainState whose apply_fn is this class's ``apply`` (named as ``instance``)
    # A tuple or list literal handed through a transform or a lax carry (``(0.0, False)``):
    # whether each element arrives one tracer, which ``total, flag = carry`` unpacks.
    leaves: tuple = ()
    # Its shape, exact rank (proven where the shape is not) and least rank, as ints: what the
    # def's shape reasoning reads of a parameter every call hands one (a batch ``jnp.ones((16, 3))``).
    shape: Optional[tuple] = None
    rank: Optional[int] = None
    least_rank: int = 0
    entries: tuple = ()  # ((key, shape), ...): a dict's string-keyed entries of proven shape (a batch)
    key: bool = False  # a PRNG key (what a differentiated position refuses)
    # What jit cannot abstract that it is ("an eqx.nn.MLP, whose field 'activation' is a
    # function"; see :mod:`.untraceable`), "" unknown.
    untraceable: str = ""
    # The library function it names, as the caller's imports prove it (``jax.lax.while_loop``
    # handed to a solver factory that calls its parameter); "" unknown.
    function: str = ""


def replaced(record, **changes):
    """``dataclasses.replace`` of an entry or a :class:`Handed` (plain frozen records: their
    fields are their ``__dict__``), without its look at the fields each time: every entry a
    solve records, and every fact a def's parameters are handed, goes through one."""
    return type(record)(**{**record.__dict__, **changes})


RETURNED = "()"  # ModuleContext.fed's suffix for the facts handed to what a function returns

# FedEntry.through of a plain call of the def (``clip_first(jnp.ones(3))``, in any scope): the
# def's own decorators, which only its module sees, say how the arguments arrive.
CALLED = "called"


@dataclass(frozen=True)
class FedEntry:
    """A call in another module that hands ``function`` arguments: ``through`` a transform
    that stages them ("staged", ``fast = jax.jit(model.f); fast(x)``), "direct" (a plain
    call from traced code) or CALLED (any plain call of it)."""

    function: str
    through: str
    handed: tuple  # Handed, one per argument passed
    site: str
    returned: bool = False  # handed to what ``function`` returns (see CallEntry.returned), by name


@dataclass(frozen=True)
class ModuleContext:
    """One module of a project, as its analysis needs it."""

    name: str  # dotted: "pkg.model"
    path: str = ""  # as messages name its file: "pkg/model.py"
    is_package: bool = False  # an ``__init__.py``: its relative imports start at itself
    entries: frozenset = frozenset()  # TransformEntry, CallEntry, FedEntry, MethodEntry, InstanceCallEntry, ReverseEntry
    # The top-level names of the project's modules: what its imports can lead to (None: not
    # known, any).  A name it imports from elsewhere (``flax.linen``) is nothing the
    # project resolves, so its summary asks no question about calls of it.
    top_names: Optional[frozenset] = None
    # The definitions it imports by name from the project, to paste (see :mod:`.exports`).
    exports: tuple = ()
    # Every module of the project that imports it (one at least) runs with jit disabled
    # (``jax.config.update("jax_disable_jit", True)`` at its top level, or so imported).
    jit_disabled: bool = False
    # The dotted names of the project's modules (None: not known, any): a dotted name the
    # module imports leads somewhere only as a name of one of them (``pkg.model.loss``).
    modules: Optional[frozenset] = None
    # Of the modules it imports (``called_modules``), the names a plain call of which hands
    # facts the index keeps (``called_defs``: a def, none of a class or of a module of its
    # own import cycle); a plain call of any other name of theirs is handed nothing.
    called_modules: frozenset = frozenset()
    called_defs: frozenset = frozenset()
    # Of theirs, the classes a construction of which hands ``__init__`` what it proves (no
    # class of a module of its own import cycle, nor of one whose model nothing of the entry
    # may read: no ``__init__`` there).
    called_classes: frozenset = frozenset()
    # Of theirs, the classes whose ``apply`` and ``init`` are methods (linen's): as the module
    # names them (``model.MLP``), each read of ``net.apply`` a new bound method.
    bound_apply_classes: frozenset = frozenset()
    # {(flag name, its DEFINE)}: the absl flags a program of the project reads as a Python bool
    # or number, defined once in the project (:func:`.absl_flags.program_flags`), for a module saying FLAGS.
    absl_flags: frozenset = frozenset()

    def fed(self, function: str) -> list:
        """The FedEntry records of the module's function ``function`` (``make_schedule()``:
        of what it returns), sorted out of the entries once: a def's parameters ask of them
        at every value question."""
        by_function = self.__dict__.get("_fed")
        if by_function is None:
            by_function = {}
            for entry in self.entries:
                if isinstance(entry, FedEntry):
                    by_function.setdefault(entry.function + RETURNED if entry.returned else entry.function,
                                           []).append(entry)
            object.__setattr__(self, "_fed", by_function)  # (no field: not compared, hashed or cached)
        return list(by_function.get(function, ()))

    def absolute(self, level: int, module: Optional[str]) -> Optional[str]:
        """The dotted module a relative import names (``from ..utils import f`` in
        ``pkg.sub.model``: ``pkg.utils``); None when it climbs above the top package."""
        parts = self.name.split(".")
        if not self.is_package:
            parts = parts[:-1]
        if len(parts) < level:
            return None  # Python: "attempted relative import beyond top-level package"
        base = parts[: len(parts) - (level - 1)]
        return ".".join(base + ([module] if module else []))


# ---- as JSON (the cache keeps summaries; contexts key its entries) -----------------------------
ENTRY_TYPES = {cls.__name__: cls for cls in (TransformEntry, CallEntry, FedEntry, MethodEntry, InstanceCallEntry, ReverseEntry)}


def entry_to_json(entry) -> dict:
    data = _plain(entry)
    data["type"] = type(entry).__name__
    return data


_ATOMS = (str, int, bool, float, type(None))
_FIELDS: dict = {}  # a dataclass -> the names of its fields


def _plain(value):
    """What ``dataclasses.asdict`` makes of an entry as JSON (a dataclass as a dict, a tuple
    as a list) without its deep copies, for every entry of every summary a solve keeps."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is tuple or kind is list:
        return [_plain(item) for item in value]
    names = _FIELDS.get(kind)
    if names is None:
        if not is_dataclass(value):
            return value
        names = _FIELDS[kind] = tuple(field.name for field in fields(value))
    return {name: _plain(getattr(value, name)) for name in names}


def entry_from_json(data: dict):
    """The entry ``data`` describes; raises ValueError, TypeError or KeyError otherwise."""
    data = dict(data)
    cls = ENTRY_TYPES[data.pop("type")]
    if cls is TransformEntry:
        data["layers"] = tuple(PortableLayer(str(layer["qualname"]), str(layer["options"])) for layer in data["layers"])
        data["bound_keywords"] = tuple(map(str, data.get("bound_keywords", ())))
    elif cls is FedEntry:
        data["handed"] = tuple(map(_handed_from_json, data["handed"]))
    elif cls is ReverseEntry:
        data["params"] = tuple(data["params"])
        data["positions"] = tuple(data.get("positions", ()))
    elif cls is not InstanceCallEntry:
        data["positions"] = tuple(data["positions"])
        data["keywords"] = tuple(data["keywords"])
        if cls is CallEntry:
            data["named"] = tuple(data.get("named", ()))
            data["steady"] = tuple(data.get("steady", ()))
        if cls is MethodEntry:
            data["handed"] = tuple(map(_handed_from_json, data.get("handed", ())))
    return cls(**data)


def _handed_from_json(data: dict) -> Handed:
    data = dict(data)
    if data.get("shape") is not None:
        data["shape"] = tuple(int(size) for size in data["shape"])
    data["leaves"] = tuple(map(bool, data.get("leaves", ())))
    data["entries"] = tuple((str(key), tuple(int(size) for size in shape)) for key, shape in data.get("entries", ()))
    return Handed(**data)


def context_to_json(context: ModuleContext) -> dict:
    data = {
        "name": context.name,
        "is_package": context.is_package,
        "entries": [entry_to_json(entry) for entry in sorted(context.entries, key=repr)],
    }
    if context.top_names is not None:
        data["top_names"] = _digest(context.top_names)
    if context.exports:
        data["exports"] = hashlib.sha256(repr(context.exports).encode()).hexdigest()
    if context.jit_disabled:
        data["jit_disabled"] = True
    if context.modules is not None:
        data["modules"] = _digest(context.modules)
    if context.called_modules:
        data["called"] = hashlib.sha256(repr((sorted(context.called_modules), sorted(context.called_defs),
                                              sorted(context.called_classes), sorted(context.bound_apply_classes))).encode()
                                        ).hexdigest()
    if context.absl_flags:
        data["absl_flags"] = sorted(map(list, context.absl_flags))
    return data


@lru_cache(maxsize=8)
def _digest(names: frozenset) -> str:
    """One string for a project's names (every module's context holds the same set)."""
    return hashlib.sha256("\0".join(sorted(names)).encode()).hexdigest()
