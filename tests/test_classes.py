"""The class model (``semantics.classes``): which def ``self.f`` or ``obj.f`` runs."""

from __future__ import annotations

import ast
import textwrap

from flake8_jaxmuseum.semantics import Semantics

MODELS = textwrap.dedent("""
    import flax.linen as nn

    class Base:
        def step(self, x):
            return x

    class Child(Base):
        pass

    class Override(Base):
        def step(self, x):
            return -x

    class Grandchild(Override):
        pass

    class MLP(nn.Module):
        def __call__(self, x):
            return x

    class CNN(nn.Module):
        def __call__(self, x):
            return x

        def helper(self, x):
            return x

    class Mixed(nn.Module, Base):
        pass
""")


def method(source: str, owner: str, name: str):
    semantics = Semantics(ast.parse(source))
    scope = next(s for s in semantics.scopes if getattr(s.node, "name", None) == owner and isinstance(s.node, ast.ClassDef))
    found = semantics.classes.method(semantics.classes.of(scope), name)
    return None if found is None else (found.parent.node.name, found.node.name)


def test_a_method_resolves_through_the_bases_of_the_module():
    assert method(MODELS, "Child", "step") == ("Base", "step")
    assert method(MODELS, "Grandchild", "step") == ("Override", "step")


def test_a_subclass_that_overrides_it_leaves_it_unproven():
    assert method(MODELS, "Base", "step") is None  # self may be an Override
    assert method(MODELS, "Override", "step") == ("Override", "step")


def test_two_modules_each_with_call_resolve_each_to_its_own():
    """Every flax Module has __call__: another class defining one is no override."""
    assert method(MODELS, "MLP", "__call__") == ("MLP", "__call__")
    assert method(MODELS, "CNN", "__call__") == ("CNN", "__call__")
    assert method(MODELS, "CNN", "helper") == ("CNN", "helper")


def test_an_external_base_first_may_define_it():
    assert method(MODELS, "MLP", "apply") is None  # nn.Module's
    assert method(MODELS, "Mixed", "step") is None  # nn.Module comes first in the MRO
