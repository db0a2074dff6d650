"""The registry: every module of this package named ``jxmNNN_<slug>`` holds one rule,
its ``RULE``.  Adding a rule is adding such a module (see ``tests/test_consistency.py``
for the page, exhibit, README row and cases it also needs)."""

from __future__ import annotations

import importlib
import pkgutil
import re

_RULE_MODULE = re.compile(r"jxm\d{3}_\w+$")


def _discover() -> tuple:
    found = []
    for module in pkgutil.iter_modules(__path__):
        if _RULE_MODULE.match(module.name):
            found.append(importlib.import_module(f"{__name__}.{module.name}").RULE)
    return tuple(sorted(found, key=lambda rule: rule.code))


ALL_RULES = _discover()
RULES_BY_CODE = {rule.code: rule for rule in ALL_RULES}
