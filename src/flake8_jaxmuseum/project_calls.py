"""What a module's plain calls of the names it imports from its project hand: the part of
its :class:`~.semantics.project.ModuleContext` that says which of those calls a summary
computes facts for (``called_modules``, ``called_defs``, ``called_classes``), and which of
their classes' ``apply`` is a bound method (``bound_apply_classes``), known from a
solve's import graph and the imported modules' names."""

from __future__ import annotations

from itertools import chain

from .semantics.exports import reads_constructions


class CalledTargets:
    """A base of :class:`~.project.ProjectIndex` (its import graph, summaries and resolution),
    whose ``_called``, ``_targets`` and ``_constructions_read`` it fills; ``module``: a
    :class:`~.project_modules.ProjectModule`."""

    def _called_targets(self, module) -> tuple:
        """(the names of the modules ``module`` imports, the names of theirs a plain call of
        which hands facts :meth:`record` keeps: what resolves to a def, and those that resolve
        to a class, whose ``__init__`` a construction hands them: :meth:`_reads_constructions`),
        of modules outside ``module``'s import cycle.  Known from a solve's import graph."""
        key = str(module.path)
        found = self._called.get(key)
        if found is None:
            modules, defs, classes, applied = set(), set(), set(), set()
            cyclic = self._order is not None and len(self._order.members[self._order.component(key)]) > 1
            for other_key in self._imported.get(key, ()):
                other = self.modules[other_key]
                if self.named(other.name, module) is not other:
                    continue
                modules.add(other.name)
                if self.summary(other) is None or self._in_one_cycle(key, other_key):
                    continue  # nothing resolves, or a plain call from its cycle is handed nothing
                targets = self._targets_in(other)
                applied.update(targets[3])
                if not cyclic:  # (nothing of its own cycle to leave out)
                    defs.update(targets[0])
                    classes.update(targets[1])
                    continue
                for target, (its_defs, its_classes) in targets[2].items():
                    if not self._in_one_cycle(key, target):
                        defs.update(its_defs)
                        classes.update(its_classes)
            found = self._called[key] = (frozenset(modules), frozenset(defs), frozenset(classes), frozenset(applied))
        return found

    def _targets_in(self, module) -> tuple:
        """What the names of ``module`` (imported) resolve to, for :meth:`_called_targets`, the
        same for each of its importers: (the names of defs, those of classes, both the name an
        importer calls and the one where defined, and the file of each module they lead to ->
        those two of its own; and the names of classes whose ``apply`` is a new bound method
        on every read, a linen module's: as an importer calls them), made once, not once per
        importer (over flax, the modules that import flax.nnx went over its hundreds of names each)."""
        key = str(module.path)
        found = self._targets.get(key)
        if found is None:
            summary = self.summary(module)
            by_target: dict = {}
            applied = set()
            for name in chain(summary.functions, summary.classes, (name for name, _ in summary.reexports)):
                dotted = f"{module.name}.{name}"
                resolved = self.resolve(dotted, module)  # (past its first step, an importer's root counts for nothing)
                if resolved is None:
                    continue
                defs, classes = by_target.setdefault(str(resolved[0].path), (set(), set()))
                if not self._is_class(*resolved):
                    defs.add(dotted)
                    continue
                if resolved[1] in self.summary(resolved[0]).bound_apply:
                    applied.add(dotted)
                if self._reads_constructions(resolved[0]):  # (pasted into an importer, a class is named where it is defined)
                    classes.update((dotted, f"{resolved[0].name}.{resolved[1]}"))
            found = self._targets[key] = (
                frozenset(chain.from_iterable(defs for defs, _ in by_target.values())),
                frozenset(chain.from_iterable(classes for _, classes in by_target.values())), by_target,
                frozenset(applied))
        return found

    def _reads_constructions(self, module) -> bool:
        """:func:`.exports.reads_constructions` of the module's text and what is pasted into it."""
        key = str(module.path)
        if key not in self._constructions_read:
            self._constructions_read[key] = reads_constructions(self._text_of(module) or "", self.exports(module))
        return self._constructions_read[key]
