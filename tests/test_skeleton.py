"""The skeleton of a module (semantics/skeleton.py) says what its parse says of its top level:
the facts pasted into importers and the names importers resolve are the same from either."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from flake8_jaxmuseum.semantics.exports import facts_to_json, module_facts
from flake8_jaxmuseum.semantics.project import ModuleContext
from flake8_jaxmuseum.semantics.skeleton import skeleton, skeleton_of_parse
from flake8_jaxmuseum.semantics.summary import names_only

ROOT = Path(__file__).resolve().parent.parent
CONTEXT = ModuleContext("pkg.model", is_package=False)

TRICKY = {
    "decorators": "import jax\n\n@jax.jit\n@partial(\n    jax.vmap,\n    in_axes=0,\n)\ndef f(x):\n    return x\n",
    "decorator_lines_at_column_0": "@partial(\njax.jit,\nstatic_argnums=0)\ndef f(n, x):\n    return x\n",
    "clauses": "try:\n    import jax\nexcept ImportError:\n    jax = None\nelse:\n    y = 1\nfinally:\n    z = 2\n"
               "if y:\n    def g(): pass\nelif z:\n    g = None\nelse:\n    pass\n",
    "strings_at_column_0": 'def f():\n    doc = """\nclass Fake:\ndef fake():\n"""\n    return doc\n"""a string statement"""\nX = 1\n',
    "comments_at_column_0_in_a_body": "def f(x):\n    y = x\n# y = 2\n    return y\n\n\n# the next one\nW = f(1)\n",
    "trailing_comments": "class A:\n    def m(self):\n        return 1\n    # done\n\n# module comment\n\nB = A()\n",
    "one_liners": "def f(): return 1\nclass C: pass\nasync def g(): await h()\nx = 1; y = 2\n",
    "global_in_a_body": "STATE = None\n\ndef set_state(x):\n    global STATE\n    STATE = x\n\ndef get():\n    return STATE\n",
    "walrus_and_annotations": "def f(x=(y := 3), *, z: 'int' = 2) -> dict[str, int]:\n    return {}\nW: int = 4\n",
    "lambda_defaults_and_colons": "def f(g=lambda a: a, h={'k': 1}) -> 'A:B':\n    return g\nclass K(dict, metaclass=type):\n    pass\n",
    "continuations": "x = 1 + \\\n2\ndef f(a,\nb):\n    return a\n",
    "crlf": "import jax\r\ndef f(x):\r\n    return x\r\n\r\nY = f(1)\r\n",
    "lone_carriage_return": "import jax\rdef f(x):\r    return x\r",
    "unbalanced": "def f(:\n    pass\n",
    "a_top_level_that_does_not_parse": "x = = 1\ndef f():\n    pass\n",
    "a_body_that_does_not_parse": "def f():\n    return = 1\n",
    "f_strings": "def f(d):\n    return f\"{d['a']}\" + f'{d[\"b\"]}: {{'\nK = f'{1}'\n",
}


def _same_as_parse(text: str) -> None:
    try:
        parsed = ast.parse(text)
    except SyntaxError:
        # (a def's body is not parsed: the skeleton of a text whose top level is broken is None)
        assert skeleton(text) is None or text == TRICKY["a_body_that_does_not_parse"]
        return
    reduced = skeleton(text)
    assert reduced is not None
    assert facts_to_json(module_facts(reduced, text, CONTEXT.absolute)) == facts_to_json(
        module_facts(parsed, text, CONTEXT.absolute))
    assert names_only(reduced, CONTEXT) == names_only(parsed, CONTEXT)
    # (the skeleton of a module parsed whole, for a lint: read from that parse, which it leaves as it was)
    before = ast.dump(parsed, include_attributes=True)
    of_parse = skeleton_of_parse(parsed, text)
    assert ast.dump(parsed, include_attributes=True) == before
    assert names_only(of_parse, CONTEXT) == names_only(parsed, CONTEXT)
    assert facts_to_json(module_facts(of_parse, text, CONTEXT.absolute)) == facts_to_json(
        module_facts(parsed, text, CONTEXT.absolute))
    assert [(node.lineno, node.end_lineno) for node in of_parse.body] == [(node.lineno, node.end_lineno) for node in parsed.body]
    assert [type(node).__name__ for node in reduced.body] == [type(node).__name__ for node in parsed.body]
    assert [(node.lineno, node.end_lineno) for node in reduced.body] == [(node.lineno, node.end_lineno) for node in parsed.body]


@pytest.mark.parametrize("name", sorted(TRICKY))
def test_the_skeleton_of_a_tricky_text_says_what_its_parse_says(name):
    _same_as_parse(TRICKY[name])


def test_the_skeleton_leaves_out_the_bodies():
    reduced = skeleton(TRICKY["decorators"] + "class A:\n    def m(self):\n        return jax.numpy.ones(3)\n")
    assert [type(node).__name__ for node in reduced.body[-1].body] == ["Pass"]
    assert [type(node).__name__ for node in reduced.body[-2].body] == ["Pass"]


@pytest.mark.parametrize("folder", ["src", "tests/cases", "exhibits"])
def test_the_skeleton_of_every_module_here_says_what_its_parse_says(folder):
    files = sorted((ROOT / folder).rglob("*.py"))
    assert files
    for path in files:
        _same_as_parse(path.read_text(encoding="utf-8"))
