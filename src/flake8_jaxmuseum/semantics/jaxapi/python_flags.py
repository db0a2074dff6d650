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

# absl: ``flags.DEFINE_bool("training", True, ...)`` read as ``FLAGS.training`` (``FLAGS =
# flags.FLAGS``) or ``holder.value`` (``holder = flags.DEFINE_bool(...)``).  Parsed from the
# command line or not, a bool flag holds a bool and an integer or float flag a number, but
# only where the default is one: a None default stays None when the flag is not given
# (verified under absl-py 2: ``--notraining``, ``--c=7``, and left out).
ABSL_FLAG_VALUES = "absl.flags.FLAGS"
ABSL_DEFINE_PREFIX = "absl.flags.DEFINE"
ABSL_SCALAR_DEFINES = frozenset({
    "absl.flags.DEFINE_bool", "absl.flags.DEFINE_boolean", "absl.flags.DEFINE_integer", "absl.flags.DEFINE_float",
})
