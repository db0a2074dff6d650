"""The model answers the same whatever order the rules ask in.

Value kinds are solved lazily, on questions asked in any order; what is traced is solved
before any of them (the model's second layer, a fixpoint whose rounds each read a value
layer of their own).  A self-reference (``state = self._state.copy()`` ... ``self._state =
state``) is solved under an assumption; a kind assumed for a moment (a dict taken for a
JAX array) must not outlive it (equinox's ``State``, whose ``jax.eval_shape(lambda:
value)`` makes a lambda traced)."""

from __future__ import annotations

import ast
import itertools
import textwrap

from flake8_jaxmuseum.semantics import Semantics

from conftest import findings_of

STATE = textwrap.dedent("""
    import jax
    import jax.numpy as jnp
    import jax.tree_util as jtu


    class State:
        def __init__(self, leaves):
            state = {}
            for leaf in leaves:
                state[leaf.marker] = jtu.tree_map(jnp.asarray, leaf.init)
            self._state = state

        def set(self, item, value):
            old_value = self._state[item.marker]
            value = jtu.tree_map(jnp.asarray, value)
            old_struct = jax.eval_shape(lambda: old_value)
            new_struct = jax.eval_shape(lambda: value)
            state = self._state.copy()
            state[item.marker] = value
            new_self = object.__new__(State)
            new_self._state = state
            return new_self

        def update(self, substate):
            state = self._state.copy()
            for key, value in substate._state.items():
                state[key] = value
            new_self = object.__new__(State)
            new_self._state = state
            return new_self
""")


def test_a_dict_stays_a_dict_whatever_was_asked_before():
    assert findings_of(STATE) == []
    tree = ast.parse(STATE)
    stores = [(target.value, scope) for scope in Semantics(tree).scopes for target, _ in scope.subscript_stores]
    answers = set()
    for order in itertools.permutations(range(len(stores))):
        semantics = Semantics(tree)
        scopes = {id(s.node): s for s in semantics.scopes}
        kinds = {}
        for index in order:
            node, scope = stores[index]
            kinds[index] = semantics.value_kind(node, scopes[id(scope.node)])
        answers.add(tuple(sorted(kinds.items())))
    assert len(answers) == 1, answers
