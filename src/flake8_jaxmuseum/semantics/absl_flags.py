"""absl flags across a program's modules.  absl's ``flags.FLAGS`` is one registry per process:
``FLAGS.training`` in model.py reads the flag train.py defines (``flags.DEFINE_bool("training",
True, ...)``), and absl refuses a second definition of one name.  A module's definitions are
read from its text and top level (:func:`definitions`, a fact of the module kept with its other
facts); the project keeps a name only where its modules define it once, at a top level, as a
bool or number flag with such a literal default, and nothing of the project sets or overrides
it (:func:`program_flags`).  What the fact claims is the type, which parsing the command line
keeps (a bool flag holds a bool whatever ``--notraining`` says), not the value."""

from __future__ import annotations

import ast
import re
from collections import Counter
from typing import Callable, Iterable, Optional

from ..astutil import argument, const_str, has_star_args, is_bool_literal, is_number
from .jaxapi.python_flags import ABSL_DEFINE_PREFIX, ABSL_SCALAR_DEFINES

# ``DEFINE_bool("training"`` (or ``name="training"``) anywhere in the text, a comment or a def's
# body included: each is one definition; one whose name is not a literal (group 3 None) may
# define any name.  (It starts with a literal: one starting at ``\b`` is tried at every offset.)
_DEFINITION = re.compile(r"DEFINE_(\w*)\s*\(\s*(?:name\s*=\s*)?(?:[rRuU]?(['\"])([^'\"\\\n]+)\2)?")
# The DEFINE_ suffixes of the flags that may give a Python bool or number (the others never do).
_SCALAR_SUFFIXES = frozenset(define.rpartition("DEFINE_")[2] for define in ABSL_SCALAR_DEFINES)
# ``FLAGS.training``: a name a module reads (``F = flags.FLAGS; F.training`` is not seen: not read then).
_READ = re.compile(r"FLAGS\s*\.\s*(\w+)")
# What changes a flag other than parsing it: ``FLAGS.training = None``, ``FLAGS["training"]``
# (``.value = ...``), ``setattr(FLAGS, "training", ...)``, ``FLAGS.set_default("training", None)``
# (``flags.set_default(holder, ...)``: any name), absl's flagsaver (``flagsaver(training=None)``).
# (Each with a literal of it a substring test looks for first, many times faster than the pattern's scan.)
_OVERRIDES = (
    ("FLAGS", re.compile(r"FLAGS\s*(?:\.\s*(\w+)\s*=(?!=)|\[\s*['\"](\w+))")),
    ("setattr(", re.compile(r"setattr\(\s*[\w.]*FLAGS\s*,\s*(?:['\"](\w+))?")),
    ("set_default(", re.compile(r"set_default\(\s*(?:['\"](\w+))?")),
)
_SAVER = re.compile(r"flagsaver\w*\(([^()]*)")
_KEYWORD = re.compile(r"(\w+)\s*=")
ANY = ""  # a definition or override whose name is not read: any name


def scalar_definition(call: ast.Call, qualname: Optional[str]) -> bool:
    """An absl definition that gives a Python bool or number: a bool, integer or float
    flag with such a literal default."""
    if qualname not in ABSL_SCALAR_DEFINES or has_star_args(call):
        return False
    default = argument(call, 1, "default")
    if default is None:
        return False
    if qualname.endswith(("bool", "boolean")):
        return is_bool_literal(default)
    if isinstance(default, ast.UnaryOp) and isinstance(default.op, ast.USub):
        default = default.operand  # ``-1``
    return is_number(default)


def definitions(text: str, body: list, qualified: Callable) -> tuple:
    """((flag name, its DEFINE's qualified name), ...): every definition the text says, the
    qualified name "" for one not proven a bool or number flag with such a literal default
    at the module's top level (in a def, a string flag, a None default), the name ANY for one
    whose name is not a literal.  ``body``: the module's top-level statements;
    ``qualified(node)``: the dotted name an expression of the top level names."""
    if "DEFINE_" not in text:
        return ()
    proven: dict = {}
    for statement in body:
        call = statement.value if isinstance(statement, (ast.Expr, ast.Assign, ast.AnnAssign)) else None
        if not isinstance(call, ast.Call):
            continue
        qualname = qualified(call.func)
        if qualname is None or not qualname.startswith(ABSL_DEFINE_PREFIX) or not scalar_definition(call, qualname):
            continue
        name = argument(call, 0, "name")
        name = const_str(name) if name is not None else None
        if name:
            proven.setdefault(name, []).append(qualname)
    return tuple((name, proven[name].pop() if proven.get(name) else "") for name, _ in mentions(text))


def mentions(text: str) -> list:
    """[(flag name or ANY, its DEFINE_ suffix)] of every definition the text says, unparsed."""
    return [(match.group(3) or ANY, match.group(1)) for match in _DEFINITION.finditer(text)]


def read_names(texts: Iterable[str]) -> set:
    """The flag names the texts read off ``FLAGS``."""
    return {name for text in texts for name in _READ.findall(text)}


def program_flags(texts: list, definitions_of: Callable) -> frozenset:
    """{(flag name, its DEFINE's qualified name)} of the flags a program of the project's
    modules reads as a Python bool or number: ``texts``, every module's text;
    ``definitions_of(i)``: the :func:`definitions` of the module of ``texts[i]`` (a parse of
    its top level), asked only of one that may define a flag read, once, as a bool or number."""
    readers = [place for place, text in enumerate(texts) if "FLAGS" in text]
    read = read_names(texts[place] for place in readers)
    if not read:
        return frozenset()
    said = {place: mentions(text) for place, text in enumerate(texts) if "DEFINE_" in text}
    counts = Counter(name for found in said.values() for name, _ in found)
    if counts[ANY]:
        return frozenset()  # a definition of any name: none is known to be defined once
    wanted = {name for found in said.values() for name, suffix in found
              if suffix in _SCALAR_SUFFIXES and counts[name] == 1 and name in read}
    if wanted:
        # (what sets a flag says FLAGS, or flags: ``flags.set_default``, a test's ``flagsaver``)
        readers = set(readers)
        vetoed = overridden(text for place, text in enumerate(texts) if place in readers or "flags" in text)
        wanted = set() if vetoed is None else wanted - vetoed
    proven = set()
    for place, found in said.items():
        if any(name in wanted for name, _ in found):
            proven.update(pair for pair in definitions_of(place) if pair[0] in wanted and pair[1])
    return frozenset(proven)


def overridden(texts: Iterable[str]) -> Optional[set]:
    """The flag names the texts set other than by parsing; None: any name."""
    found = set()
    for text in texts:
        for literal, pattern in _OVERRIDES:
            for match in pattern.finditer(text) if literal in text else ():
                name = next((group for group in match.groups() if group), None)
                if name is None:
                    return None  # ``flags.set_default(holder, ...)``: of any name
                found.add(name)
        for match in _SAVER.finditer(text) if "flagsaver" in text else ():
            saved = match.group(1)
            if text.startswith("(", match.end()) or saved.strip() and not _KEYWORD.search(saved):
                return None  # ``flagsaver((HOLDER, None))``: a holder, of any name
            found.update(_KEYWORD.findall(saved))
    return found
