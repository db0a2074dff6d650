"""Options that change findings: set by the front ends (``[tool.jaxmuseum]``, flags,
flake8's options), handed through the engine to every rule's context.

Kept free of heavy imports: the flake8 front end builds one while parsing options.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional


def validated_target_jax(text: object, what: str = "target-jax") -> str:
    """A JAX release the linter knows, stripped; ValueError with a one-line message otherwise."""
    from .semantics.jaxapi.removed_apis import REMOVED_APIS

    REMOVED_APIS.version(text, what)
    return str(text).strip()


@dataclass(frozen=True)
class LintOptions:
    # The JAX release the code runs against: JXM014 reports only what that release and
    # later ones lack, JXM019 only loops that release cannot differentiate.  None: the newest
    # release the linter knows (the one it is tested with).
    target_jax: Optional[str] = None

    @property
    def target_jax_version(self) -> tuple:
        """The target as a version key, ``(0, 4, 38)``."""
        from .semantics.jaxapi.removed_apis import CURRENT_JAX, version_key

        return version_key(self.target_jax or CURRENT_JAX)
