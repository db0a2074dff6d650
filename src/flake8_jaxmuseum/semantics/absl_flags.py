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
from typing import Callable, Iterable, Optional

from ..astutil import argument, const_str, has_star_args, is_bool_literal, is_number
from .jaxapi.python_flags import ABSL_DEFINE_PREFIX, ABSL_SCALAR_DEFINES

# ``DEFINE_bool("training"`` (or ``name="training"``) anywhere in the text, a comment or a def's
# body included: each is one definition; one whose name is not a literal (group 2 None) may
# define any name.
_DEFINITION = re.compile(r"\bDEFINE_\w*\s*\(\s*(?:name\s*=\s*)?(?:[rRuU]?(['\"])([^'\"\\\n]+)\1)?")
# What changes a flag other than parsing it: ``FLAGS.training = None``, ``FLAGS["training"]``
# (``.value = ...``), ``setattr(FLAGS, "training", ...)``, ``FLAGS.set_default("training", None)``
# (``flags.set_default(holder, ...)``: any name), absl's flagsaver (``flagsaver(training=None)``).
_OVERRIDE = re.compile(
    r"FLAGS\s*\.\s*(\w+)\s*=(?!=)|FLAGS\s*\[\s*['\"](\w+)|setattr\(\s*[\w.]*FLAGS\s*,\s*(?:['\"](\w+))?"
    r"|set_default\(\s*(?:['\"](\w+))?|flagsaver\w*\(([^()]*)"
)
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
    found = []
    for match in _DEFINITION.finditer(text):
        name = match.group(2) or ANY
        kinds = proven.get(name)
        found.append((name, kinds.pop() if kinds else ""))
    return tuple(found)


def program_flags(defined: Iterable[tuple], texts: Iterable[str]) -> frozenset:
    """{(flag name, its DEFINE's qualified name)} of the flags a program of the project's
    modules reads as a Python bool or number: ``defined``, each module's :func:`definitions`;
    ``texts``: every module's text, where an override of a name is looked for."""
    counts: dict = {}
    for name, qualname in (pair for module in defined for pair in module):
        if name == ANY:
            return frozenset()  # a definition of any name: none is known to be defined once
        counts[name] = None if name in counts else qualname
    found = {name: qualname for name, qualname in counts.items() if qualname}
    if not found:
        return frozenset()
    for text in texts:
        if "FLAGS" not in text and "set_default" not in text and "flagsaver" not in text:
            continue
        for match in _OVERRIDE.finditer(text):
            stored, entry, attribute, default, saved = match.groups()
            if saved is None:
                names = [stored or entry or attribute or default or ANY]
            elif text.startswith("(", match.end()) or saved.strip() and not _KEYWORD.search(saved):
                names = [ANY]  # ``flagsaver((HOLDER, None))``: a holder, of any name
            else:
                names = _KEYWORD.findall(saved)
            if ANY in names:
                return frozenset()
            for name in names:
                found.pop(name, None)
    return frozenset(found.items())
