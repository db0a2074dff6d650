"""Probe for JXM016's tables: which jax.numpy functions reject a Python list or tuple as argument 0
(and, under "second", as argument 1 after an array).

    python list_arguments.py     # prints one JSON line: function -> outcome

Every public function of ``jax.numpy`` and ``jax.numpy.linalg`` (named ``linalg.norm``) is called with the arguments its other required
parameters need: once with an array at position 0 (whether it runs shows the other arguments
are sensible), then with a Python list of ints, a tuple of ints, a list of arrays and a list of lists there.
Each outcome records whether the call raised, the exception's class and the first line of its
message.

``tests/test_jaxapi.py`` runs this under the pinned JAX in a subprocess and holds
``semantics.jaxapi.LIST_REJECTING`` to it: every function there raises "requires ndarray or
scalar arguments ... at position 0" for all three, and any other that does is one of those
that raise on one version only.  Under "tree": what JAX's tree utilities that hand back the
leaves return (a list, which those functions refuse).  The linter never runs it.
"""

import inspect
import json
import os


def _outcome(call) -> dict:
    try:
        call()
    except Exception as error:  # noqa: BLE001 - recorded
        message = str(error).splitlines()[0] if str(error) else ""
        return {"raised": True, "type": type(error).__name__, "message": message}
    return {"raised": False}


def main() -> None:
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import jax
    import jax.numpy as jnp

    vector = jnp.arange(1, 4)
    # Values for the required parameters besides the first (by name).
    arguments = {
        "x2": vector, "y": vector, "b": vector, "a2": vector, "v": vector, "ar2": vector, "values": vector,
        "arr": vector, "val": vector, "xp": vector, "fp": vector, "test_elements": vector, "x": vector,
        "vals": vector, "choicelist": [vector], "condlist": [vector > 1], "choices": [vector, vector],
        "indices_or_sections": 1, "axis": 0, "shape": (3,), "q": 0.5, "stop": 4, "indices": jnp.array([0, 1]),
        "ind": jnp.array([0]), "axes": (0,), "kth": 1, "obj": 0, "fill_value": 0, "dtype": jnp.float32,
        "to": jnp.float32, "bins": 3, "nin": 1, "nout": 1, "sep": " ", "kind": "numeric", "arg2": jnp.float32,
        "beta": 1.0, "mask_func": jnp.triu, "source": 0, "destination": 0, "pad_width": 1,
        "funclist": [0.0, 1.0], "mask": vector > 1, "deg": 1, "dims": (3,), "repeats": 2, "new_shape": (3,),
        "shift": 1, "axis1": 0, "axis2": 0, "reps": 2,
    }
    candidates = {
        "list": lambda: [1, 2, 3],
        "tuple": lambda: (1, 2, 3),
        "list_of_arrays": lambda: [jnp.ones(3), jnp.ones(3)],
        "list_of_lists": lambda: [[1, 2, 3], [1, 2, 3]],  # a sequence-taking function's elements
    }
    results = {}
    namespaces = [("", jnp, vector), ("linalg.", jnp.linalg, jnp.eye(3) + 1.0)]  # linalg wants a matrix
    functions = [(prefix + name, function, parameters, first) for prefix, module, first in namespaces
                 for name, function, parameters in _public_functions(module)]
    for name, function, parameters, first in functions:
        if not parameters or parameters[0].kind not in (parameters[0].POSITIONAL_ONLY, parameters[0].POSITIONAL_OR_KEYWORD, parameters[0].VAR_POSITIONAL):
            continue
        rest = [
            p for p in parameters[1:]
            if p.default is inspect.Parameter.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)
        ]
        if any(p.name not in arguments for p in rest):
            continue
        positional = [arguments[p.name] for p in rest if p.kind is not p.KEYWORD_ONLY]
        keywords = {p.name: arguments[p.name] for p in rest if p.kind is p.KEYWORD_ONLY}
        if getattr(function, "nin", None) == 2 and not rest:  # a binary ufunc: (x, y, /, ...)
            positional = [vector]
        record = {"array": _outcome(lambda: function(first, *positional, **keywords))}
        for label, make in candidates.items():
            record[label] = _outcome(lambda: function(make(), *positional, **keywords))
        results[name] = record
    print(json.dumps({"jax": jax.__version__, "functions": results, "second": _second_arguments(jnp, vector),
                      "tree": _tree_lists(jax, jnp)}))


def _public_functions(module):
    """(name, function, its parameters) of each public function of ``module``, by name, whose
    signature Python can read."""
    for name in sorted(dir(module)):
        function = getattr(module, name)
        if name.startswith("_") or not callable(function) or isinstance(function, type):
            continue
        try:
            yield name, function, list(inspect.signature(function).parameters.values())
        except (TypeError, ValueError):
            continue


def _tree_lists(jax, jnp) -> dict:
    """JAX's tree utilities that hand back the leaves: the type of what each returns for a dict of
    arrays (and of its element 0, for the flattening ones), and whether jnp.linalg.norm refuses it."""
    tree = {"w": jnp.ones(3), "b": jnp.ones(2)}
    found = {}
    for name, first in (("tree_util.tree_leaves", False), ("tree.leaves", False),
                        ("tree_util.tree_flatten", True), ("tree.flatten", True)):
        module, attribute = name.split(".")
        function = getattr(getattr(jax, module), attribute)
        returned = function(tree)
        leaves = returned[0] if first else returned
        found["jax." + name] = {
            "type": type(returned).__name__, "leaves_type": type(leaves).__name__,
            "norm": _outcome(lambda: jnp.linalg.norm(leaves)),
        }
    return found


def _second_arguments(jnp, vector) -> dict:
    """Every jax.numpy function taking two positional arguments, called with an array first and
    then, second, an array (whether it runs), a list and a tuple of the same three floats."""
    values = [0.5, 0.5, 0.5]  # a quantile, an exponent, a bin edge... alike
    found = {}
    for name, function, parameters in _public_functions(jnp):
        positional = [p for p in parameters if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        if len(positional) < 2 and getattr(function, "nin", None) != 2:
            continue
        found[name] = {
            label: _outcome(lambda: function(vector, make()))
            for label, make in (("array", lambda: jnp.array(values)), ("list", lambda: list(values)),
                                ("tuple", lambda: tuple(values)))
        }
        # and the list by the keyword of parameter 1 (``jnp.quantile(x, q=[...])``), where it has one
        if len(positional) >= 2 and positional[1].kind is positional[1].POSITIONAL_OR_KEYWORD:
            keyword = positional[1].name
            found[name]["keyword"] = keyword
            found[name]["list_by_keyword"] = _outcome(lambda: function(vector, **{keyword: list(values)}))
    return found


if __name__ == "__main__":
    main()
