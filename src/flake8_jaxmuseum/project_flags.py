"""The absl flags of a project's program: the part of a module's
:class:`~.semantics.project.ModuleContext` that says which ``FLAGS.name`` reads a Python bool or
number flag defined in another module (train.py's ``flags.DEFINE_bool("training", True, ...)``,
read as ``FLAGS.training`` in model.py), made once per solve from every module's text."""

from __future__ import annotations

from typing import Optional

from .semantics.absl_flags import ANY, program_flags


class ProgramFlags:
    """A base of :class:`~.project.ProjectIndex` (its modules, texts and facts)."""

    _program_flags: Optional[frozenset] = None

    def _absl_flags(self, module) -> frozenset:
        """The program's flags, for ``module`` when its text says FLAGS (only such a module reads them)."""
        if "FLAGS" not in (self._text_of(module) or ""):
            return frozenset()
        if self._program_flags is None:
            texts = [self._text_of(other) or "" for other in self.modules.values()]
            defined = []
            for other, text in zip(self.modules.values(), texts):
                if "DEFINE_" in text:  # (a module that defines no flag is not parsed for it)
                    facts = self.facts(other)
                    defined.append(facts.flags if facts is not None else ((ANY, ""),))
            self._program_flags = program_flags(defined, texts)
        return self._program_flags
