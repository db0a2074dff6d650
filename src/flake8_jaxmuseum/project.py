"""A project: many modules, one analysis.  model.py's ``loss`` jitted from train.py is
traced in model.py as if the jit were written there.

The :class:`ProjectIndex` names each file as Python would import it (``pkg/model.py`` is
``pkg.model`` when ``pkg`` has an ``__init__.py``; ``src/`` layouts and flat folders of
scripts too), keeps each module's picklable :class:`~.semantics.summary.ModuleSummary`
(its functions, re-exports, and what it does to the names it imports), resolves those
names over the import graph (``__init__`` re-exports included), and hands each module
the entries into its functions (:class:`~.semantics.project.ModuleContext`).

Solving follows the import graph: entries flow from an importer to the modules it
imports, so a module waiting for a lint is linted once no module importing it (directly
or not) still waits for one: importers before what they import, a chain of any length in
one pass, each module of no import cycle linted once.  Inside a cycle it
is a fixpoint (entries only grow, so it ends).  A module's findings are those of its
last lint.
"""

from __future__ import annotations

import ast
import gc
import re
from collections import defaultdict
from dataclasses import replace
from pathlib import Path
from typing import Callable, Iterable, Optional

from .collection import YoungLeft, collector_paused, set_aside
from .import_graph import ImportOrder, imported_modules, names_imported_from
from .prefilter import might_use_jax
from .project_modules import ProjectModule, module_of, module_text
from .project_calls import CalledTargets
from .project_flags import ProgramFlags
from .semantics.exports import ModuleFacts, exports_of, module_facts
from .semantics.project import CALLED, FedEntry, MethodEntry, ModuleContext, replaced
from .semantics.skeleton import skeleton, skeleton_of_parse
from .semantics.summary import ModuleSummary, names_only

MAX_REEXPORT_DEPTH = 10
# Lints of one module in a solve: only a module of an import cycle is linted more than
# once, and entries only grow, so this is a guard, never reached by a project seen so far;
# a module that reaches it keeps its last result and says so (a Failure of "project").
MAX_LINTS_PER_MODULE = 64
# The characters of the modules whose whole parse a solve keeps for their lint at once (their
# trees take many times that in memory); past it a module's skeleton is parsed alone.
MAX_PARSED_CHARACTERS = 2_000_000


class ProjectIndex(CalledTargets, ProgramFlags):
    """The modules of a project (by file), their summaries and the entries each receives.

    Two files may have one name (``train.py`` in two folders of scripts): an import
    resolves to the module of the importer's own source root, else to the only module of
    that name; otherwise it is left unresolved."""

    def __init__(self, modules: Iterable[ProjectModule], root: Optional[Path] = None) -> None:
        self.root = root  # messages name files relative to it
        self.modules: dict = {}  # its file (absolute, as a string) -> ProjectModule
        self._by_name: dict = defaultdict(list)  # dotted name -> [ProjectModule]
        for module in sorted(modules, key=lambda m: str(m.path)):
            if module.name and str(module.path) not in self.modules:
                self.modules[str(module.path)] = module
                self._by_name[module.name].append(module)
        self._top_names = frozenset(name.split(".", 1)[0] for name in self._by_name)
        self._module_names = frozenset(self._by_name)
        self._named: dict = {}  # (dotted name, an importer's source root) -> what named() gives
        self._displays: dict = {}  # its file -> how messages name it
        self.summaries: dict = {}  # its file -> ModuleSummary (None: it does not parse)
        self.entries: dict = defaultdict(set)  # its file -> TransformEntry, CallEntry, FedEntry into it
        self._text_of: Callable = module_text  # a module -> its text (an editor's, or on disk)
        self.stopped: set = set()  # the files of modules MAX_LINTS_PER_MODULE stopped
        self._facts: dict = {}  # its file -> ModuleFacts (None: it does not parse)
        # What keeps the facts and names-only summaries derived from modules' texts across
        # runs: a :class:`~.cache.Cache` (its ``facts`` and ``names``), or None to derive them in each run.
        self.kept = None
        self._exports: dict = {}  # its file -> the Export records it is handed
        self.meanings: dict = {}  # what a module's name is, for exports_of: (its file, the name, depth) -> meaning
        self._skeletons: dict = {}  # its file -> (its text, its skeleton), during a solve: see _skeleton
        # During a solve that lints here: the files it lints first, parsed whole at their first
        # skeleton and kept (their text, the tree) for their lint, a parse each (see _skeleton).
        self._parses_whole: frozenset = frozenset()
        self._parsed: dict = {}
        self._parsed_characters = 0
        # (dotted name, an importer's source root, instances) -> what resolve() gives: a
        # module's names are the same in every summary of it, from a lint or its names alone.
        self._resolved: dict = {}
        self._order: Optional[ImportOrder] = None  # the last solve's
        self._importers: dict = {}  # its file -> the files of the project's modules importing it (from a solve)
        self._imported: dict = {}  # its file -> the files of the project's modules it imports (from a solve)
        self._called: dict = {}  # its file -> (called_modules, called_defs, called_classes) of its context
        self._constructions_read: dict = {}  # its file -> whether _reads_constructions
        self._targets: dict = {}  # its file -> _targets_in
        self._says_flags: dict = {}  # its file -> (its text, whether it says FLAGS): see ProgramFlags

    @classmethod
    def of_files(cls, paths: Iterable[Path], root: Optional[Path] = None) -> "ProjectIndex":
        return cls((module_of(Path(path)) for path in paths), root)

    def module_at(self, path: Path) -> Optional[ProjectModule]:
        """The module of the file ``path``, if it is one of the project's."""
        found = self.modules.get(str(path))  # an absolute path, as callers mostly have (no Path to build)
        return found if found is not None else self.modules.get(str(Path(path).absolute()))

    def context(self, module: ProjectModule) -> ModuleContext:
        key = str(module.path)
        return ModuleContext(
            module.name, self.display(module), module.is_package, frozenset(self.entries.get(key, ())),
            self._top_names, self.exports(module), self.jit_disabled_by_importers(key), self._module_names,
            *self._called_targets(module), self._absl_flags(module),
        )

    def jit_disabled_by_importers(self, key: str, seen: frozenset = frozenset()) -> bool:
        """Every module of the project importing the module of file ``key`` (one at least)
        runs with jit disabled: it says so at its top level (its summary, from its lint),
        or so do all its own importers.  An import cycle proves nothing."""
        importers = self._importers.get(key)
        if not importers or key in seen:
            return False
        seen = seen | {key}
        for importer in importers:
            summary = self.summaries.get(importer)
            if not (summary is not None and summary.disables_jit) and not self.jit_disabled_by_importers(importer, seen):
                return False
        return True

    # ---- the import graph ----------------------------------------------------------------
    def named(self, name: str, importer: ProjectModule) -> Optional[ProjectModule]:
        """The module ``importer`` gets by importing ``name``."""
        key = (name, importer.source_root)
        if key not in self._named:
            candidates = self._by_name.get(name, ())
            own = [m for m in candidates if m.source_root == importer.source_root]
            self._named[key] = own[0] if len(own) == 1 else candidates[0] if len(candidates) == 1 and not own else None
        return self._named[key]

    def resolve(self, qualname: str, importer: ProjectModule, depth: int = 0, instances: bool = False) -> Optional[tuple]:
        """(module, function name) of the def a dotted name of ``importer`` leads to,
        through modules of the project and the names they re-export; None when it leaves
        the project or is ambiguous.  With ``instances``, only a name bound to an instance
        of a class of the project leads anywhere: to the class."""
        key = (qualname, importer.source_root, instances)
        if depth == 0 and key in self._resolved:
            return self._resolved[key]
        found = self._resolve(qualname, importer, depth, instances)
        if depth == 0:
            self._resolved[key] = found
        return found

    def _resolve(self, qualname: str, importer: ProjectModule, depth: int, instances: bool) -> Optional[tuple]:
        if depth > MAX_REEXPORT_DEPTH:
            return None
        module_name, _, name = qualname.rpartition(".")
        module = self.named(module_name, importer) if name else None
        if module is None:
            return None
        summary = self.summary(module)
        if summary is None:
            return None
        if name in summary.functions or name in summary.classes:
            return None if instances else (module, name)
        instance_of = dict(summary.instances).get(name) if instances else None
        if instance_of is not None:  # ``model = Net()``: what is done to it is done to an instance of Net
            found = (module, instance_of) if instance_of in summary.classes else self.resolve(instance_of, module, depth + 1)
            return found if found is not None and self._is_class(*found) else None
        reexported = dict(summary.reexports).get(name)
        if reexported is not None and reexported != qualname:
            return self.resolve(reexported, module, depth + 1, instances)
        return None

    def _receiver(self, qualname: str, module: ProjectModule, cls: str) -> str:
        """The name ``qualname`` ends in when ``module`` binds it at its top level to an
        instance of its own class ``cls`` (``stimuli = Stimuli(...)``); else ""."""
        name = qualname.rpartition(".")[2]
        summary = self.summary(module)
        return name if summary is not None and dict(summary.instances).get(name) == cls else ""

    def _into_own_cycle(self, target: str, importer: ProjectModule) -> bool:
        """The module a dotted name ``target`` of ``importer`` names first (before any
        re-export) is of ``importer``'s import cycle: asked before resolving, which reads it."""
        module = self.named(target.rpartition(".")[0], importer)
        return module is not None and self._in_one_cycle(str(importer.path), str(module.path))

    def _in_one_cycle(self, first: str, second: str) -> bool:
        """The modules of files ``first`` and ``second`` import each other (directly or not)."""
        return self._order is not None and self._order.together(first, second)

    def _is_class(self, module: ProjectModule, name: str) -> bool:
        summary = self.summary(module)
        return summary is not None and name in summary.classes

    def facts(self, module: ProjectModule) -> Optional[ModuleFacts]:
        """What the module's text says of its top-level names (for pasting its definitions
        into importers): from its text alone, the same before and after any lint."""
        key = str(module.path)
        if key not in self._facts:
            text = self._text_of(module)
            compute = lambda: _facts(text, self._skeleton(key, text), ModuleContext(  # noqa: E731
                module.name, is_package=module.is_package))
            kept = self.kept.facts if text and self.kept is not None else None
            found = self._facts[key] = compute() if kept is None else kept(text, module.name, module.is_package, compute)
            parsed = self._parsed.get(key)
            if found is not None and parsed is not None and parsed[0] is text:
                found.whole = parsed[1]  # (until its lint takes it: see _whole_parse_for)
        return self._facts[key]

    def _skeleton(self, key: str, text: Optional[str]) -> Callable:
        """The skeleton of the module of file ``key`` (its ``text``), made at the first call
        and kept for the other of its facts and names-only summary (tree-walks of its top
        level, neither changes it).  A module the solve lints here is parsed whole instead,
        the tree kept for its lint: its skeleton read from that parse, not parsed again."""

        def made():
            found = self._skeletons.get(key)
            if found is None or found[0] is not text:
                whole = self._parse_whole(key, text)
                found = self._skeletons[key] = (text, skeleton_of_parse(whole, text) if whole is not None else (
                    skeleton(text) if text is not None else None))
            return found[1]

        return made

    def _parse_whole(self, key: str, text: Optional[str]) -> Optional[ast.Module]:
        """The whole parse of the module of file ``key``, kept for its lint, when the solve
        lints it here first and the trees kept so far are not too many; None otherwise."""
        if not text or key not in self._parses_whole or self._parsed_characters + len(text) > MAX_PARSED_CHARACTERS:
            return None
        from .engine import ParseError

        try:
            tree = self._parse(key, text)
        except ParseError:
            return None  # (its lint says so; its skeleton may still name what it defines)
        self._parsed[key] = (text, tree)
        self._parsed_characters += len(text)
        return tree

    def _whole_parse_for(self, key: str, text: Optional[str]) -> Optional[ast.Module]:
        """The kept whole parse of ``text``, the module of file ``key``, handed to its lint (once)."""
        kept = self._parsed.pop(key, None)
        facts = self._facts.get(key)
        if facts is not None:
            facts.whole = None
        if kept is None:
            return None
        self._parsed_characters -= len(kept[0])
        return kept[1] if kept[0] is text else None

    def imports_definitions(self, module: ProjectModule, text: str) -> bool:
        """``text`` may import by name something of another module of the project that is
        not itself a module (``from model import loss``, not ``from pkg import utils``):
        read from the text, unparsed."""
        context = ModuleContext(module.name, is_package=module.is_package)
        for base, name in names_imported_from(text, context, self._top_names):
            source = self.named(base, module)
            # (a package's __init__ may bind the name of its submodule to a def: ``from .model import model``)
            if source in (None, module):
                continue
            if self.named(f"{base}.{name}", module) is None or (
                    source.is_package and _says(self._text_of(source) or "", name)):
                return True
        return False

    @property
    def top_names(self) -> frozenset:
        """The top-level names of the project's modules: what an import must start with to name one."""
        return self._top_names

    def text_of(self, module: ProjectModule) -> Optional[str]:
        return self._text_of(module)

    def exports(self, module: ProjectModule) -> tuple:
        """The definitions of other modules ``module`` imports by name, to paste into its model."""
        key = str(module.path)
        if key not in self._exports:
            try:
                self._exports[key] = exports_of(self, module)
            except RecursionError:
                self._exports[key] = ()
        return self._exports[key]

    def summary(self, module: ProjectModule) -> Optional[ModuleSummary]:
        """The module's summary: from its last lint, or (a module not linted yet, or never:
        it says no jax) from its names alone, which are all an importer resolves."""
        key = str(module.path)
        if key not in self.summaries:
            text = self._text_of(module)
            # (its names need only its name: not the context a lint gets, with its exports)
            compute = lambda: _names_only(self._skeleton(key, text), ModuleContext(  # noqa: E731
                module.name, is_package=module.is_package))
            kept = self.kept.names if text and self.kept is not None else None
            self.summaries[key] = compute() if kept is None else kept(text, module.name, module.is_package, compute)
        return self.summaries[key]

    def record(self, module: ProjectModule, summary: ModuleSummary) -> set:
        """Take a module's summary from its lint; the files of the modules whose entries grew.

        What a plain call hands (a CALLED FedEntry) into a class, or from a module of the
        def's own import cycle (which would lint the cycle again for each), is nothing."""
        own = str(module.path)
        self.summaries[own] = summary
        grown = set()
        for outgoing in summary.outgoing:
            called = isinstance(outgoing.entry, FedEntry) and outgoing.entry.through == CALLED
            if called and self._into_own_cycle(outgoing.target, module):
                continue
            resolved = self.resolve(outgoing.target, module, instances=outgoing.instance_only)
            if resolved is None:
                continue
            target, function = resolved
            entry = replaced(self._with_classes(outgoing.entry, module), function=function)
            if outgoing.instance_only and type(entry) is MethodEntry:
                entry = replaced(entry, receiver=self._receiver(outgoing.target, target, function))
            key = str(target.path)
            if entry in self.entries[key]:
                continue
            if called:
                known = self.summaries.get(key)
                if known is not None and function in known.classes or self._in_one_cycle(own, key):
                    continue
            self.entries[key].add(entry)
            grown.add(key)
        return grown

    def _with_classes(self, entry, importer: ProjectModule):
        """``entry`` with the class of each instance it hands named where it is defined
        (``pkg.Net`` re-exported: ``pkg.model.Net``); "" when it leads to no class of the project."""
        handed = getattr(entry, "handed", ())
        if not any(fact.instance or fact.apply_fn for fact in handed):
            return entry

        def where_defined(dotted: str) -> str:
            found = self.resolve(dotted, importer) if dotted else None
            return f"{found[0].name}.{found[1]}" if found and self._is_class(*found) else ""

        def defined(fact):
            return replace(fact, instance=where_defined(fact.instance), apply_fn=where_defined(fact.apply_fn))

        return replace(entry, handed=tuple(map(defined, handed)))

    # ---- solving -------------------------------------------------------------------------
    def may_enter_others(self, text: str) -> bool:
        """A module with this text may do something to another module's functions by itself:
        it says jax (a transform, or a call handing an imported def what it proves of its
        arguments, or ``jax_disable_jit``) and imports a module of the project (an import
        naming one of its top-level names, or a relative import).  Checked on the text,
        before any parse."""
        if not might_use_jax(text):
            return False
        for match in _IMPORT.finditer("\n" + text):
            relative, named = match.groups()
            if relative and relative.startswith("."):
                return True
            for name in (relative or named or "").split(","):
                if name.strip().split(".", 1)[0] in self._top_names:
                    return True
        return False

    def solve(self, linter, first: Optional[Iterable[str]] = None, text_of: Optional[Callable] = None) -> dict:
        """Lint the modules of ``first`` (default: all), then every module whose entries
        grow, each as soon as the modules importing it (directly or not) are linted
        (:class:`ImportOrder`), until nothing grows.  ``linter`` lints modules as they
        come (:class:`~flake8_jaxmuseum.driver.ProjectDriver`'s: from what it remembers, the cache, or its pool):
        ``linter.submit(key, module, context)``, then ``linter.next_done()`` hands back
        ``(key, result)`` of one, the result with a ``summary`` (None when the module did
        not parse or never says jax); ``text_of(module)``: its text (default: on disk),
        read for its imports.  Returns the module's file -> its last result; a module
        stopped by MAX_LINTS_PER_MODULE gets a Failure saying so."""
        self._text_of = text_of or module_text
        imports = {key: self.imports(module, self._text_of(module) or "") for key, module in self.modules.items()}
        self._importers = defaultdict(set)
        for importer, imported in imports.items():
            for key in imported:
                self._importers[key].add(importer)
        order = self._order = ImportOrder(imports)
        self._imported, self._called, self._constructions_read, self._targets = imports, {}, {}, {}
        results: dict = {}
        lints: dict = defaultdict(int)
        pending = set(self.modules if first is None else first)
        # Linted here, a module first linted now is parsed once, for its skeleton and its lint;
        # one that never says jax is linted only if entries reach it: its skeleton alone is parsed.
        self._parses_whole = frozenset(key for key in pending if might_use_jax(self._text_of(self.modules[key]) or "")) if (
            getattr(linter, "lints_here", False)) else frozenset()
        self._parse = linter.parse  # (its caller's parse of a module when it has one: flake8's)
        busy: set = set()  # submitted, not answered yet: linted again only once answered

        def waits(key: str) -> bool:
            """A module linted before waits for its cycle's lints under way: what they add
            to it then costs one lint more, not one each."""
            return lints[key] > 0 and any(other in busy for other in order.members[order.component(key)])

        senders = self._senders_in_cycles(order)

        def unready(key: str) -> int:
            """How many modules of its cycle that may hand it entries have not been linted yet
            (or are being linted): a first lint waits for them, or it would be linted again."""
            return 0 if lints[key] else sum(1 for other in senders.get(key, ()) if not lints[other] or other in busy)

        def start(key: str) -> None:
            pending.discard(key)
            busy.add(key)
            lints[key] += 1  # counted as it starts: one that grows while busy may be its last
            module = self.modules[key]
            context = self.context(module)
            linter.submit(key, module, context, self._whole_parse_for(key, self._text_of(module)))

        def submit(keys: Iterable[str]) -> None:
            for key in sorted(keys):
                if key in pending and key not in busy and order.is_open(key) and not waits(key) and not unready(key):
                    start(key)

        def settle(numbers: list) -> None:
            """Submit what the components hold; finish those with nothing left to lint."""
            while numbers:
                members = order.members[numbers.pop()]
                submit(members)
                if not any(key in busy for key in members):
                    waiting = [key for key in members if key in pending and order.is_open(key)]
                    if waiting:  # each waits for another of its cycle: the one waiting for fewest starts
                        start(min(waiting, key=lambda key: (unready(key), key)))
                if not any(key in pending or key in busy for key in members):
                    numbers.extend(order.finish(order.component(members[0])))

        # The trees kept for lints are walked by every pass of the collector between them
        # (which the lints pause): paused for the whole solve, as for a lint.
        with collector_paused():
            settle(order.roots())
            frozen = set_aside()
            left = YoungLeft()  # what each lint left behind, young: its cycles (the pause keeps the rest)
            while busy:
                with left.counted():
                    key, result = linter.next_done()
                busy.discard(key)
                results[key] = result
                summary = getattr(result, "summary", None)
                grown = self.record(self.modules[key], summary) if summary is not None else set()
                for target in grown:
                    if lints[target] < MAX_LINTS_PER_MODULE:
                        pending.add(target)
                    else:
                        self.stopped.add(target)
                submit(grown | {key})
                if order.is_open(key):
                    settle([order.component(key)])
            # The skeletons were the means to facts and names, which are kept: a cold flake8 run
            # over flax held 51k of their nodes alive, walked by every later pass of the host's
            # collector (0.25G instructions of its 46.7G); dropped before the collector resumes.
            self._skeletons.clear()
            self._parsed.clear()
            for facts in self._facts.values():
                if facts is not None:
                    facts.whole = None
            if frozen:
                gc.unfreeze()
        self._parses_whole, self._parsed_characters = frozenset(), 0
        return {key: self.noting_stop(key, result) for key, result in results.items()}

    def _senders_in_cycles(self, order: ImportOrder) -> dict:
        """A module of an import cycle -> the modules of its cycle that import it, less, for
        a package, its own modules (``from flax.nnx import graphlib`` imports flax/nnx/__init__.py
        too, which imports graphlib to re-export it: that is what makes most cycles): what may
        hand it entries, which its first lint waits for.  (A cycle's modules were linted in path
        order, all at once, and each that a later one calls was linted again: 9 of flax's 111.)"""
        found = {}
        for key, importers in self._importers.items():
            module = self.modules[key]
            found[key] = {
                importer for importer in importers
                if order.together(key, importer) and not (module.is_package and self.modules[importer].name.startswith(
                    module.name + "."))
            }
        return found

    def noting_stop(self, key: str, result):
        """``result``, the module ``key``'s, with a Failure when its solve was stopped."""
        if key not in self.stopped or not hasattr(result, "failures"):
            return result
        from .engine import Failure

        stop = Failure("project", f"linted {MAX_LINTS_PER_MODULE} times as a module of its project, stopped: "
                                  "what other modules do to it may be missing")
        return replace(result, failures=[*result.failures, stop])

    def imports(self, module: ProjectModule, text: str) -> set:
        """The files of the project's modules that ``module`` imports (read from ``text``,
        unparsed: a name in a string may add one; what it adds is only an order)."""
        context = ModuleContext(module.name, is_package=module.is_package)
        found = set()
        for name in set(imported_modules(text, context, self._top_names)):  # (a package: once, not per import)
            target = self.named(name, module)
            if target is not None and target is not module:
                found.add(str(target.path))
        return found

    def display(self, module: ProjectModule) -> str:
        """How messages name the module's file: relative to the project root."""
        key = str(module.path)
        if key not in self._displays:
            self._displays[key] = module.path.as_posix()
            if self.root is not None:
                try:
                    self._displays[key] = module.path.relative_to(Path(self.root).absolute()).as_posix()
                except ValueError:
                    pass
        return self._displays[key]


def _says(text: str, name: str) -> bool:
    """``name`` is a word of ``text``: found, then matched (a pattern starting at ``\\b`` is
    tried at every offset of the text)."""
    return name in text and re.search(rf"\b{name}\b", text) is not None


def _facts(text: Optional[str], tree: Callable, context: ModuleContext) -> Optional[ModuleFacts]:
    """``tree()``: the text's skeleton."""
    if not text or "import" not in text and "def" not in text and "=" not in text:
        return None
    tree = tree()
    return None if tree is None else module_facts(tree, text, context.absolute)


def _names_only(tree: Callable, context: ModuleContext) -> Optional[ModuleSummary]:
    """``tree()``: the module's skeleton."""
    tree = tree()
    if tree is None:
        return None
    try:
        return names_only(tree, context)
    except Exception:  # noqa: BLE001 - our bug: the module's own lint reports it; the project goes on
        return None


# ``import a.b, c`` or ``from x.y import z`` / ``from . import z`` at a line's start, after the
# newline before it (searched after one: see import_graph.py).
_IMPORT = re.compile(
    r"\n[ \t]*(?:from[ \t]+(\.+[\w.]*|[A-Za-z_][\w.]*)[ \t]+import\b|import[ \t]+([A-Za-z_][\w. \t,]*))"
)
