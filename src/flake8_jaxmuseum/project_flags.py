"""The absl flags of a project's program: the part of a module's
:class:`~.semantics.project.ModuleContext` that says which ``FLAGS.name`` reads a Python bool or
number flag defined in another module (train.py's ``flags.DEFINE_bool("training", True, ...)``,
read as ``FLAGS.training`` in model.py), made once per solve from every module's text."""

from __future__ import annotations

from typing import Optional

from .semantics.absl_flags import program_flags


class ProgramFlags:
    """A base of :class:`~.project.ProjectIndex` (its modules, texts and facts)."""

    _program_flags: Optional[frozenset] = None

    def _absl_flags(self, module) -> frozenset:
        """The program's flags whose names ``module``'s text says, when it says FLAGS (only such
        a module reads them; an edit of another flag's definition leaves its cache key)."""
        key = str(module.path)
        says = self._says_flags.get(key)
        own = self._text_of(module) or ""
        if says is None or says[0] is not own:  # (asked at each context of the module: its text read once)
            says = self._says_flags[key] = (own, "FLAGS" in own)
        if not says[1]:
            return frozenset()
        if self._program_flags is None:
            modules = list(self.modules.values())

            def definitions_of(place: int) -> tuple:
                facts = self.facts(modules[place])
                return facts.flags if facts is not None else ()

            self._program_flags = program_flags([self._text_of(other) or "" for other in modules], definitions_of)
        return frozenset(flag for flag in self._program_flags if flag[0] in own)
