"""absl flags defined in one module and read in another (``FLAGS.use_dropout`` in model.py of
main.py's ``flags.DEFINE_bool``): what the project claims of a flag, and where it claims nothing.
The flagged and clean shapes run under JAX as projects (tests/projects/JXM002/*absl_flag*)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from flake8_jaxmuseum.driver import ProjectDriver
from flake8_jaxmuseum.options import LintOptions
from flake8_jaxmuseum.semantics.absl_flags import ANY, definitions, program_flags
from flake8_jaxmuseum.semantics.project import ModuleContext, context_to_json

MAIN = 'import sys\nfrom absl import flags\n\nimport model\n\n{defines}\n\nflags.FLAGS(sys.argv)\nmodel.train()\n'
MODEL = '''import jax
import jax.numpy as jnp
from absl import flags

FLAGS = flags.FLAGS


@jax.jit
def step(x, use_dropout):
    if use_dropout:
        return x * 0.9
    return x


def train():
    return step(jnp.ones(3), FLAGS.use_dropout)
'''
BOOL = 'flags.DEFINE_bool("use_dropout", True, "Scale as dropout would.")'


def read(text: str) -> tuple:
    tree = ast.parse(text)
    imports = {"flags": "absl.flags"}

    def qualified(node):
        return f"{imports[node.value.id]}.{node.attr}" if isinstance(node, ast.Attribute) and isinstance(
            node.value, ast.Name) and node.value.id in imports else None

    return definitions(text, tree.body, qualified)


def test_a_module_reads_its_top_level_scalar_definitions():
    assert read(BOOL) == (("use_dropout", "absl.flags.DEFINE_bool"),)
    assert read('_STEPS = flags.DEFINE_integer(name="steps", default=-1, help="")') == (
        ("steps", "absl.flags.DEFINE_integer"),)
    assert read("x = 1") == ()  # no DEFINE_: nothing is walked


@pytest.mark.parametrize("text", [
    'flags.DEFINE_bool("use_dropout", None, "")',  # None when not given
    'flags.DEFINE_string("use_dropout", "yes", "")',
    'def define():\n    flags.DEFINE_bool("use_dropout", True, "")',  # in a def: not read
    'if True:\n    flags.DEFINE_bool("use_dropout", True, "")',
])
def test_a_definition_not_proven_scalar_is_named_without_its_type(text):
    assert read(text) == (("use_dropout", ""),)


def test_a_definition_of_an_unread_name_may_define_any():
    assert read('for name in NAMES:\n    flags.DEFINE_bool(name, True, "")') == ((ANY, ""),)


DEFINED = (("use_dropout", "absl.flags.DEFINE_bool"),)
READER = "FLAGS = flags.FLAGS\nstep(x, FLAGS.use_dropout)\n"


@pytest.mark.parametrize("others, kept", [
    ([], True),
    ([BOOL], False),  # two definitions: two programs, or absl's DuplicateFlagError
    (['flags.DEFINE_string("use_dropout", "no", "")'], False),  # one of them of no scalar type
    (['flags.DEFINE_bool(name, True, "")'], False),  # of any name
    (["FLAGS.use_dropout = None"], False),
    (["flags.FLAGS.set_default('use_dropout', None)"], False),
    (["flags.set_default(_HOLDER, None)"], False),  # a holder: any flag
    (["setattr(FLAGS, 'use_dropout', None)"], False),
    (["with flagsaver.flagsaver(use_dropout=None):"], False),
    (["with flagsaver.flagsaver((_HOLDER, None)):"], False),
    (["with flagsaver.flagsaver(steps=3):"], True),
    (["if FLAGS.use_dropout == True:"], True),
    (["parser.set_defaults(use_dropout=None)"], True),  # argparse's, not absl's
])
def test_the_program_keeps_a_flag_defined_once_and_never_set(others, kept):
    texts = [READER, BOOL, *others]
    assert (program_flags(texts, lambda place: read(texts[place])) == frozenset(DEFINED)) == kept


def test_only_a_module_that_may_define_a_flag_read_once_is_parsed():
    texts = [READER, BOOL, 'flags.DEFINE_bool("steps", True, "")', 'flags.DEFINE_string("use_dropout", "", "")']
    parsed = []
    assert program_flags(texts[:3], lambda place: parsed.append(place) or read(texts[place])) == frozenset(DEFINED)
    assert parsed == [1]  # (nothing reads FLAGS.steps)
    assert program_flags(texts, lambda place: parsed.append(place) or read(texts[place])) == frozenset()
    assert parsed == [1]  # (use_dropout is defined twice)


def findings(tmp_path: Path, defines: str, others: dict = {}) -> list:
    (tmp_path / "pyproject.toml").write_text("")
    files = {"main.py": MAIN.format(defines=defines), "model.py": MODEL, **others}
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    paths = [tmp_path / name for name in files]
    found = ProjectDriver(tmp_path, LintOptions(), files=paths).check(paths)
    return sorted((Path(path).name, f.line, f.code) for path, result in found.items() for f in result.findings)


def test_a_flag_defined_in_main_is_read_in_model(tmp_path):
    assert findings(tmp_path, BOOL) == [("model.py", 10, "JXM002")]


@pytest.mark.parametrize("defines, others", [
    ('flags.DEFINE_bool("use_dropout", None, "")', {}),
    (BOOL, {"eval.py": 'from absl import flags\n\nflags.DEFINE_string("use_dropout", "no", "")\n'}),
    (BOOL, {"test_model.py": "import model\nmodel.FLAGS.use_dropout = None\nmodel.train()\n"}),
    ("def define():\n    " + BOOL + "\n\n\ndefine()", {}),
])
def test_a_flag_not_proven_scalar_is_not_read(tmp_path, defines, others):
    assert findings(tmp_path, defines, others) == []


def test_the_flags_are_part_of_a_modules_cache_key():
    flags = frozenset(DEFINED)
    assert context_to_json(ModuleContext("model", absl_flags=flags)) != context_to_json(ModuleContext("model"))
