"""JAX arrays: their attributes and methods, and NumPy's array constructors.  (Which library
functions return an array, or booleans: :mod:`.library`.)"""

from __future__ import annotations

import ast


# Attributes of an array that are plain Python values at trace time.
STATIC_ATTRIBUTES = frozenset(
    {"shape", "ndim", "dtype", "size", "weak_type", "sharding", "itemsize", "nbytes", "aval"}
)
ARRAY_ATTRIBUTES = frozenset({"T", "mT", "real", "imag"})
# Methods of jax.Array that return arrays.
ARRAY_METHODS = frozenset(
    """all any argmax argmin argsort astype choose clip conj conjugate copy cumprod cumsum
    diagonal dot flatten max mean min nonzero_count prod ptp ravel repeat reshape round
    searchsorted sort squeeze std sum swapaxes take trace transpose var view""".split()
)
# Methods, attributes and jax.numpy functions that rearrange an array's elements in its own
# dtype (``jnp.arange(6).reshape(3, 2)`` holds integers: tests/probes/integer_inputs.py).
LAYOUT_METHODS = frozenset({"reshape", "ravel", "flatten", "squeeze", "transpose", "swapaxes"})
LAYOUT_ATTRIBUTES = frozenset({"T", "mT"})
LAYOUT_FUNCTIONS = frozenset(f"jax.numpy.{name}" for name in ("reshape", "ravel", "squeeze", "transpose", "swapaxes"))
# Methods lists, dicts and tuples lack: calling one on a value proves it an array.
ARRAY_ONLY_METHODS = ARRAY_METHODS - {"copy", "sort", "index", "count"}
ARRAY_ONLY_ATTRIBUTES = STATIC_ATTRIBUTES | ARRAY_ATTRIBUTES | {"at"}

# ``x.at[i].<method>(...)``.
AT_METHODS = frozenset({"set", "add", "subtract", "mul", "multiply", "divide", "power", "min", "max", "apply", "get"})
# ``x[i] op= v`` as ``x.at[i].<method>(v)``, by ast operator class name.
AT_METHOD_OF_AUGMENTED = {"Add": "add", "Sub": "subtract", "Mult": "multiply", "Div": "divide", "Pow": "power"}
# Python builtins whose element-wise jax.numpy twin takes the same arguments.
JNP_TWIN_OF_BUILTIN = {"max": "maximum", "min": "minimum"}

# Calls that build an array from a literal: ``jnp.array([True, False])``.
ARRAY_CONSTRUCTORS = frozenset({"jax.numpy.array", "jax.numpy.asarray", "numpy.array", "numpy.asarray"})
# NumPy calls that return an ndarray (concrete, unhashable, traced once handed to jit).
NUMPY_ARRAYS = frozenset(
    f"numpy.{name}"
    for name in """array asarray zeros ones empty full arange linspace eye identity zeros_like ones_like
    empty_like full_like stack concatenate vstack hstack dstack column_stack indices tile logspace
    geomspace""".split()
)
# NumPy calls that return a sequence (list or tuple) of ndarrays: what unpacking or iterating
# one gives, or its element ``[0]``, is an ndarray (``xx, yy = np.meshgrid(x, y)``, ``for g in
# np.indices(shape)``, distrax#291); indexing one with a tracer converts the tracer.  Also
# ``np.mgrid``/``np.ogrid`` subscripted by two or more slices (one slice gives a 1-D array,
# whose elements are NumPy scalars).
NUMPY_ARRAY_SEQUENCES = frozenset(
    f"numpy.{name}" for name in "meshgrid indices split array_split hsplit vsplit dsplit".split()
)
NUMPY_GRIDS = frozenset({"numpy.mgrid", "numpy.ogrid"})
# Python's namespaces define __eq__ and no __hash__: their instances cannot hash, so jit
# refuses one as a static argument (a script's ``args``/``opts`` config, pyscf-ipu#20).
# ``parser.parse_args()`` of an ``argparse.ArgumentParser`` returns an ``argparse.Namespace``.
UNHASHABLE_NAMESPACES = {"argparse.Namespace": "an argparse.Namespace", "types.SimpleNamespace": "a types.SimpleNamespace"}
ARGUMENT_PARSER = "argparse.ArgumentParser"

# Operands a jax.Array's comparison operators refuse (NotImplemented): Python falls back
# to identity (``==`` gives a plain bool) or raises TypeError, never a traced array.
# E.g. ``for k in params: if k != "bias"`` under jit compares strings.
_NOT_ARRAY_OPERANDS = (
    ast.JoinedStr, ast.Tuple, ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp,
)


def never_compared_as_array(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return node.value is None or isinstance(node.value, (str, bytes))
    return isinstance(node, _NOT_ARRAY_OPERANDS)


# ---- pytrees ----------------------------------------------------------------------------
# ``jax.tree.map(f, tree, ...)``: the tree's structure, each leaf as ``f`` makes it (``f``
# runs once per leaf, handed the leaves of ``tree`` and of the trees after it).
TREE_MAPS = frozenset({"jax.tree.map", "jax.tree_util.tree_map", "jax.tree_map"})
# The list of a pytree's leaves.
TREE_LEAVES = frozenset({"jax.tree.leaves", "jax.tree_util.tree_leaves"})
# Those that flatten a tree: a pair whose element 0 is that list (``leaves, treedef =
# jax.tree_util.tree_flatten(grads)``).  Both hand back a Python list, which the jax.numpy
# functions of list_arguments.py refuse (``jnp.linalg.norm(jax.tree_util.tree_leaves(norms))``):
# tests/probes/list_arguments.py ("tree") holds each to one on jax 0.10.2.  Not the removed
# aliases ``jax.tree_leaves``/``jax.tree_flatten`` (JXM014 names them first).
TREE_FLATTENS = frozenset({"jax.tree.flatten", "jax.tree_util.tree_flatten"})
# A dict's views of its values (``params.values()``; ``.items()`` pairs each with its key).
DICT_VALUE_VIEWS = frozenset({"values", "items"})
# A dict's read of one key with a default (``kwargs.get("scale", 1.0)``).
DICT_GET = "get"

# Classes every tracer is an instance of (jit, vmap and grad alike, verified under jax
# 0.10.2): ``not isinstance(x, jax.core.Tracer)`` proves ``x`` holds no tracer.
TRACER_CLASSES = frozenset({"jax.core.Tracer", "jax._src.core.Tracer", "jax.Array", "jax.numpy.ndarray"})
# Builtin types no tracer is an instance of: ``isinstance(x, (int, float))`` proves ``x`` Python.
PYTHON_SCALAR_TYPES = frozenset({"int", "float", "bool", "complex", "str"})

# Dtypes an array keeps on every JAX configuration (not the 64-bit ones, which JAX makes 32-bit
# unless x64 is enabled): a lax loop's carry strongly typed float32 and returned as float16
# raises ``carry input and carry output must have equal types`` (jax-ml/jax#1681's
# ``while_loop(..., lambda u: u.astype(np.float16), np.float32(1.))``; verified on 0.10.2).
PRECISE_DTYPES = frozenset({"float16", "bfloat16", "float32", "int8", "int16", "int32", "uint8", "uint16", "uint32"})
