"""Python libraries that hand a program its flags, and what value each declaration gives
(verified under Python 3: ``parse_args([])`` and with the flag given)."""

from __future__ import annotations

# ``parser = argparse.ArgumentParser(...)``; ``args = parser.parse_args(...)``
ARGUMENT_PARSERS = frozenset({"argparse.ArgumentParser"})
# add_argument actions that always store a bool: True/False, False/True when not given
# (a ``default=`` other than a bool literal can leave None or anything else).
BOOL_ACTIONS = frozenset({"store_true", "store_false"})
# ``type=`` converters giving a Python number when the flag is given; not given, the flag
# holds its default as it is, so a number only where the default is a number literal.
NUMBER_TYPES = frozenset({"int", "float"})
