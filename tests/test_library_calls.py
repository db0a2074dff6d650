"""A library function called through jit, pmap or vmap (``semantics.transforms.LibraryCall``):
which of the call's arguments reach it as tracers.  The case suites run the flagged and clean
shapes under JAX; these pin the argument bookkeeping the rules rely on."""

from __future__ import annotations

import ast
import textwrap

import pytest

from flake8_jaxmuseum.semantics import Semantics

PRELUDE = "import jax\nimport jax.numpy as jnp\nimport numpy as np\nfrom jax import nn\nx = jnp.ones(3)\n"


def traced_arguments(line: str):
    """(library function, transforms, the source of each traced argument) for the one call."""
    tree = ast.parse(PRELUDE + textwrap.dedent(line))
    semantics = Semantics(tree)
    calls = semantics.library_calls()
    if not calls:
        return None
    (found,) = calls
    arguments = [*found.call.args, *(k.value for k in found.call.keywords)]
    return found.qualname, found.transforms, [ast.unparse(a) for a in arguments if found.is_traced(a)]


@pytest.mark.parametrize(
    "line, expected",
    [
        ("jax.jit(jnp.arange)(3)", ("jax.numpy.arange", ("jax.jit",), ["3"])),
        ("jax.jit(jnp.arange, static_argnums=0)(3)", ("jax.numpy.arange", ("jax.jit",), [])),
        ("jax.jit(jnp.arange, static_argnums=-1)(0, 3)", ("jax.numpy.arange", ("jax.jit",), ["0"])),
        # only static_argnames: jit may infer positions from the signature (not shown here)
        ("jax.jit(jnp.nonzero, static_argnames='size')(x, size=2)", ("jax.numpy.nonzero", ("jax.jit",), [])),
        ("jax.jit(jnp.nonzero, static_argnames='size')(x, fill_value=0)", ("jax.numpy.nonzero", ("jax.jit",), ["0"])),
        # only static_argnums: keywords may be inferred static
        ("jax.jit(jnp.zeros, static_argnums=1)((2,), dtype=jnp.int32)", ("jax.numpy.zeros", ("jax.jit",), ["(2,)"])),
        ("jax.vmap(nn.one_hot)(x, x)", ("jax.nn.one_hot", ("jax.vmap",), ["x", "x"])),
        ("jax.vmap(nn.one_hot, in_axes=(0, None))(x, 5)", ("jax.nn.one_hot", ("jax.vmap",), ["x"])),
        ("jax.vmap(nn.one_hot, (0, None))(x, 5)", ("jax.nn.one_hot", ("jax.vmap",), ["x"])),
        ("jax.jit(jax.vmap(np.linalg.det))(x)", ("numpy.linalg.det", ("jax.jit", "jax.vmap"), ["x"])),
        ("jax.jit(int)(x)", ("builtins.int", ("jax.jit",), ["x"])),
        ("f = jax.jit(jnp.arange)\nf(3)", ("jax.numpy.arange", ("jax.jit",), ["3"])),
    ],
)
def test_the_traced_arguments(line, expected):
    assert traced_arguments(line) == expected


@pytest.mark.parametrize(
    "line",
    [
        "jax.jit(lambda n: jnp.arange(n))(3)",  # a function of the file: traced as such
        "jax.grad(jnp.sin)(1.0)",  # grad keeps values concrete
        "jax.jit(jnp.arange, static_argnums=n)(3)",  # options not literal
        "jax.vmap(nn.one_hot, in_axes=axes)(x, 5)",
        "jax.jit(jnp.arange)(*args)",
        "import functools\njax.jit(functools.partial(jnp.arange, 3))()",
    ],
)
def test_nothing_proven(line):
    assert traced_arguments(line) is None or traced_arguments(line)[2] == []
