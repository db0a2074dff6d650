"""The flow of control inside a scope (``semantics.flow``): which bindings reach a use.

Each program marks the use asked about with ``# use`` (the first load of the name on
that line, or the one after ``# use:N``, 1-based among that line's loads); the answer is
given as the lines of the reaching bindings ("param" for a parameter, "elsewhere" for a
binding made from another scope at an unknown time).
"""

from __future__ import annotations

import ast
import sys
import textwrap

import pytest

from flake8_jaxmuseum.semantics import Semantics
from flake8_jaxmuseum.semantics.flow import Analysis


def analysed(source: str):
    source = textwrap.dedent(source)
    tree = ast.parse(source)
    return source, tree, Semantics(tree)


def scope_named(semantics, name):
    if name is None:
        return semantics.module_scope
    if name == "<lambda>":
        return next(s for s in semantics.scopes if isinstance(s.node, ast.Lambda))
    return next(s for s in semantics.scopes if getattr(s.node, "name", None) == name)


def use_node(source: str, tree, name: str):
    for number, line in enumerate(source.splitlines(), 1):
        if "# use" in line:
            nth = int(line.split("# use:")[1]) if "# use:" in line else 1
            loads = [
                n for n in ast.walk(tree)
                if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load) and n.lineno == number
            ]
            return sorted(loads, key=lambda n: n.col_offset)[nth - 1]
    raise AssertionError("no '# use' marker")


def reaching(source: str, name: str, scope: str = None) -> list:
    source, tree, semantics = analysed(source)
    where = scope_named(semantics, scope)
    found = semantics.flow.reaching(where, name, use_node(source, tree, name))
    sites = dict(zip(map(id, where.bindings[name]), where.sites[name]))
    lines = []
    for binding in found:
        site = sites[id(binding)]
        if isinstance(site, ast.comprehension):
            site = site.target
        lines.append("elsewhere" if site is None else "param" if site is where.node else site.lineno)
    return lines


def test_straight_line_the_latest_binding():
    assert reaching("""
        x = 1
        x = 2
        print(x)  # use
    """, "x") == [3]


def test_a_use_before_any_binding_in_straight_line_code_sees_none():
    assert reaching("""
        print(x)  # use
        x = 1
    """, "x") == []


def test_the_value_of_an_assignment_sees_the_binding_before_it():
    assert reaching("""
        def f(x):
            x = x + 1  # use
            return x
    """, "x", "f") == ["param"]


@pytest.mark.parametrize("source, expected", [
    ("x = 1\nif c:\n    x = 2\nelse:\n    x = 3\nprint(x)  # use\n", [3, 5]),
    ("x = 1\nif c:\n    x = 2\nprint(x)  # use\n", [1, 3]),
    ("x = 1\nif c:\n    x = 2\nelif d:\n    x = 3\nprint(x)  # use\n", [1, 3, 5]),
    ("x = 1\nif c:\n    x = 2\n    print(x)  # use\n", [3]),
])
def test_if_arms_merge(source, expected):
    assert reaching(source, "x") == expected


def test_a_loop_body_sees_bindings_made_later_in_it_through_the_back_edge():
    assert reaching("""
        x = 1
        for i in r:
            print(x)  # use
            x = 2
    """, "x") == [2, 5]


def test_a_binding_above_the_use_in_the_loop_kills_the_older_ones():
    assert reaching("""
        x = 1
        for i in r:
            x = 3
            print(x)  # use
            x = 2
    """, "x") == [4]


def test_after_a_loop_the_entry_and_the_body_reach():
    assert reaching("""
        x = 1
        while c:
            x = 2
        print(x)  # use
    """, "x") == [2, 4]


def test_a_loop_over_a_range_or_literal_that_is_never_empty_ends_after_its_body():
    for iterable in ("range(3)", "range(1, 4)", "[a, b]", "(a,)", "'ab'", "enumerate([a])"):
        assert reaching(f"""
            x = 1
            for i in {iterable}:
                x = 2
            print(x)  # use
        """, "x") == [4], iterable
    for iterable in ("range(0)", "range(n)", "range(4, 1)", "[]", "[*rest]", "r", "range(0, 9, 2)"):
        assert reaching(f"""
            x = 1
            for i in {iterable}:
                x = 2
            print(x)  # use
        """, "x") == [2, 4], iterable
    assert reaching("""
        x = 1
        for i in range(3):
            if c:
                continue
            x = 2
        print(x)  # use
    """, "x") == [2, 6]


def test_the_loop_target_is_bound_on_every_iteration():
    assert reaching("""
        x = 1
        for x in r:
            print(x)  # use
    """, "x") == [3]


def test_break_skips_the_rest_of_the_body_and_the_else():
    assert reaching("""
        x = 1
        for i in r:
            if d:
                x = 4
                break
            x = 6
        else:
            x = 8
        print(x)  # use
    """, "x") == [5, 9]


def test_while_true_ends_only_by_break():
    assert reaching("""
        x = 1
        while True:
            x = 3
            if d:
                break
            x = 6
        print(x)  # use
    """, "x") == [4]


def test_continue_goes_back_to_the_head():
    assert reaching("""
        x = 1
        for i in r:
            print(x)  # use
            if d:
                x = 5
                continue
            x = 7
    """, "x") == [2, 6, 8]


def test_return_ends_the_path():
    assert reaching("""
        def f(x):
            if c:
                x = 3
                return x
            return x  # use
    """, "x", "f") == ["param"]


def test_a_handler_may_start_from_any_point_of_the_try_body():
    assert reaching("""
        x = 1
        try:
            x = 3
            f()
            x = 5
        except ValueError:
            print(x)  # use
    """, "x") == [2, 4]


def test_after_try_except_both_the_body_and_the_handler_reach():
    assert reaching("""
        x = 1
        try:
            x = 3
        except ValueError:
            x = 5
        else:
            x = 7
        print(x)  # use
    """, "x") == [6, 8]


def test_finally_runs_on_every_path():
    assert reaching("""
        x = 1
        for i in r:
            try:
                x = 4
                if d:
                    break
            finally:
                x = 8
        print(x)  # use
    """, "x") == [2, 9]


def test_a_with_body_is_straight_line():
    assert reaching("""
        x = 1
        with open(p) as f:
            f.read()
            x = 5
        print(x)  # use
    """, "x") == [5]


def test_a_with_that_swallows_exceptions_may_end_anywhere_in_its_body():
    assert reaching("""
        x = 1
        with pytest.raises(ValueError):
            f()
            x = 5
        print(x)  # use
    """, "x") == [2, 5]


def test_a_use_in_a_nested_function_may_see_every_binding():
    assert reaching("""
        x = 1
        def g():
            return x  # use
        x = 4
    """, "x") == [2, 5]


def test_a_nested_function_is_a_binding_and_a_separate_scope():
    assert reaching("""
        def f():
            x = 2
            def x():
                x = 5
                return x
            return x  # use
    """, "x", "f") == [4]


def test_a_nested_functions_own_flow():
    assert reaching("""
        x = 1
        def g(x):
            x = 4
            return x  # use
    """, "x", "g") == [4]


def test_comprehension_targets_reach_inside_their_comprehension_only():
    source = """
        x = 1
        y = [x for x in r]  # use
        print(x)
    """
    assert reaching(source, "x") == [3]
    assert reaching(source.replace("  # use", "").replace("print(x)", "print(x)  # use"), "x") == [2]


def test_a_comprehensions_first_iterable_is_evaluated_outside_it():
    assert reaching("""
        x = 1
        y = [x for x in x]  # use:2
    """, "x") == [2]


def test_a_generator_expression_runs_later():
    assert reaching("""
        x = 1
        g = (x + i for i in r)  # use
        x = 4
    """, "x") == [2, 4]


def test_a_walrus_before_the_use_may_have_run():
    assert reaching("""
        x = 1
        if (x := 3) and x:  # use
            pass
    """, "x") == [2, 3]


def test_global_and_nonlocal_bindings_from_elsewhere_reach_everywhere():
    assert reaching("""
        x = 1
        def g():
            global x
            x = 5
        g()
        print(x)  # use
    """, "x") == [2, "elsewhere"]
    assert reaching("""
        def f():
            x = 3
            def g():
                nonlocal x
                x = 6
            g()
            return x  # use
    """, "x", "f") == [3, "elsewhere"]


@pytest.mark.skipif(sys.version_info < (3, 10), reason="match statements are Python 3.10+")
def test_match_cases_merge_and_a_wildcard_ends_the_fall_through():
    assert reaching("""
        x = 1
        match v:
            case 1:
                x = 5
            case [x, y]:
                pass
        print(x)  # use
    """, "x") == [2, 5, 6]
    assert reaching("""
        x = 1
        match v:
            case 1:
                x = 5
            case _:
                x = 7
        print(x)  # use
    """, "x") == [5, 7]


def test_defaults_and_decorators_run_where_the_def_is():
    assert reaching("""
        x = 1
        f = lambda y=x: y  # use
        x = 3
    """, "x") == [2]
    assert reaching("""
        x = 1
        @deco(x)  # use
        def f(y=x):
            return x
        x = 6
    """, "x") == [2]


def test_a_lambda_is_a_scope_whose_body_is_one_event():
    assert reaching("""
        x = 1
        f = lambda x: x + 1  # use
    """, "x", "<lambda>") == ["param"]


def test_unreachable_code_falls_back_to_every_binding():
    assert reaching("""
        def f():
            x = 2
            return x
            x = 4
            print(x)  # use
    """, "x", "f") == [3, 5]


def test_deep_nesting_gives_every_binding():
    body = "".join("    " * i + "if c:\n" for i in range(90)) + "    " * 90 + "x = 2\n"
    source = "x = 1\n" + body + "print(x)  # use\n"
    assert reaching(source, "x") == [1, 92]


def test_results_are_memoised_per_scope_and_name():
    source, tree, semantics = analysed("x = 1\nprint(x)  # use\n")
    scope = semantics.module_scope
    use = use_node(source, tree, "x")
    semantics.flow.reaching(scope, "x", use)
    first = semantics.flow._reaching[(scope, "x")]
    semantics.flow.reaching(scope, "x", use)
    assert semantics.flow._reaching[(scope, "x")] is first
    assert (scope, "print") not in semantics.flow._reaching


def test_nothing_is_computed_until_asked():
    _, _, semantics = analysed("import jax\nx = jax.numpy.ones(3)\n")
    assert semantics.flow._events == {} and semantics.flow._reaching == {}


class Visited(Analysis):
    """A client: the lines of the simple statements that may have run."""

    def transfer(self, event, state):
        return state | {event.lineno} if isinstance(event, ast.Expr) else state


def test_other_clients_run_over_the_same_flow():
    source, tree, semantics = analysed("""
        def f():
            a()
            for i in r:
                b()
                if c:
                    return
                d()
    """)
    scope = scope_named(semantics, "f")
    result = semantics.flow.run(scope, Visited())
    assert result.exit == {3, 5, 8}
    once = semantics.flow.run(scope, Visited())
    again = semantics.flow.run(scope, Visited(), repeat=True)
    entry = id(scope.node)
    assert once.before[entry] == frozenset() and again.before[entry] == {3, 5, 8}


def test_always_runs_and_swallowing_with():
    source, tree, semantics = analysed("""
        def f(k):
            if c:
                raise ValueError
            a = g(k)
            b = d and g(k)
            with ctx:
                e = g(k)
            if c:
                return
            h = g(k)
            with pytest.raises(E):
                g(k)
    """)
    scope = scope_named(semantics, "f")
    calls = {n.lineno: n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "g"}
    assert [line for line in sorted(calls) if semantics.flow.always_runs(scope, calls[line])] == [5, 8]
    assert semantics.flow.swallowing_with(scope, calls[13]) is not None
    assert semantics.flow.swallowing_with(scope, calls[11]) is None


# ------------------------------------------------------------ clients: values, transforms


def semantic_lines(source: str, name: str, scope: str = None, first_pass: bool = False) -> list:
    """Like :func:`reaching`, through ``Semantics.reaching`` (the flow within the text horizon)."""
    source, tree, semantics = analysed(source)
    where = scope_named(semantics, scope)
    found = semantics.reaching(name, where, use_node(source, tree, name), first_pass=first_pass)
    sites = dict(zip(map(id, where.bindings[name]), where.sites[name]))
    return ["param" if sites[id(b)] is where.node else sites[id(b)].lineno for b in found]


def test_semantics_reaching_is_the_flow_within_the_text_horizon():
    loop = """
        def f(c):
            z = 0j
            for i in range(20):
                z = z * z + c  # use
                if abs(z) > 2.0:
                    return i
                z = step(z)
            return 20
    """
    assert semantic_lines(loop, "z", "f") == [3, 8]  # line 5's z is rebound on line 8 before the back edge
    # The first time the body runs, the bindings below the use have not happened yet.
    assert semantic_lines(loop, "z", "f", first_pass=True) == [3]
    test = loop.replace("z = z * z + c  # use", "z = z * z + c").replace("if abs(z) > 2.0:", "if abs(z) > 2.0:  # use")
    assert semantic_lines(test, "z", "f") == [5]
    assert semantic_lines(test, "z", "f", first_pass=True) == [5]


def test_a_rebound_name_has_the_kind_of_its_latest_binding():
    source, tree, semantics = analysed("""
        import jax.numpy as jnp
        import numpy as np
        x = np.arange(10)
        x[0] = 10
        x = jnp.arange(10)
        x[0] = 10
    """)
    stores = [n.value for n in ast.walk(tree) if isinstance(n, ast.Subscript)]
    kinds = sorted((n.lineno, semantics.value_kind(n, semantics.module_scope).name) for n in stores)
    assert kinds == [(5, "UNKNOWN"), (7, "ARRAY")]


def test_a_def_written_again_resolves_to_the_one_above_the_use():
    source, tree, semantics = analysed("""
        import jax
        def absolute(x):
            return x
        jax.vmap(absolute)
        def absolute(x):
            return -x
        jax.vmap(absolute)
    """)
    calls = sorted((n for n in ast.walk(tree) if isinstance(n, ast.Call)), key=lambda n: n.lineno)
    resolved = [semantics.transforms.resolve(call, semantics.module_scope).function.node.lineno for call in calls]
    assert resolved == [3, 6]


def test_the_one_binding_of_a_name_is_a_binding_unbound_or_ambiguous():
    """``Names.binding``, the one lookup of "the binding of this name": without a use, over
    all the bindings a scope sees; at a use, over those that reach it."""
    from flake8_jaxmuseum.semantics.scopes import AMBIGUOUS, UNBOUND, Assigned

    source, tree, semantics = analysed(
        """
        once = 1
        twice = 1
        twice = 2
        print(twice)  # use
        """
    )
    module = semantics.module_scope
    found = semantics.binding("once", module)
    assert isinstance(found, Assigned) and found.value.value == 1
    assert semantics.binding("twice", module) is AMBIGUOUS
    assert semantics.binding("missing", module) is UNBOUND
    at_use = semantics.binding("twice", module, use_node(source, tree, "twice"))
    assert isinstance(at_use, Assigned) and at_use.value.value == 2
