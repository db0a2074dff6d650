"""Code run inside a ``with`` that checks it (what it raises, what it warns) is there to be
checked, as JAX's own tests write it: the rules that would call its result lost stay
silent.  (The case suites hold the versions run under JAX: ``JXM013/clean_draws_meant_to_raise``,
``JXM015/clean_assert_raises_block``; a discarded update under a warnings check does
discard its result, so it is no clean case for the JAX run, only for the linter.)"""

from __future__ import annotations

import textwrap

import pytest

from conftest import findings_of

UPDATE = """
    import jax.numpy as jnp

    def test_update(self):
        with {manager}:
            jnp.zeros(5).at[::2].set(1)
"""


@pytest.mark.parametrize(
    "manager",
    ["self.assertNoWarnings()", "self.assertWarns(UserWarning)", "pytest.warns(FutureWarning)",
     "self.assertRaises(TypeError)", "pytest.raises(IndexError)", "pytest.deprecated_call()"],
)
def test_an_update_run_to_be_checked_is_not_a_lost_one(manager):
    assert [f.code for f in findings_of(textwrap.dedent(UPDATE.format(manager=manager)))] == []


@pytest.mark.parametrize("manager", ["open('log')", "jax.default_device(cpu)", "warnings.catch_warnings()"])
def test_an_update_under_any_other_manager_is_lost(manager):
    assert [f.code for f in findings_of(textwrap.dedent(UPDATE.format(manager=manager)))] == ["JXM015"]


def test_a_draw_meant_to_raise_draws_nothing_and_the_draws_around_it_count():
    source = textwrap.dedent("""
        from jax import random

        def test_errors(self):
            key = random.key(0)
            with self.assertRaises(ValueError):
                random.permutation(key, 10, axis=3)
            x = random.normal(key)
            y = random.uniform(key)
    """)
    assert [(f.code, f.line) for f in findings_of(source)] == [("JXM013", 9)]


def test_a_draw_expected_to_raise_key_reuse_error_is_the_reuse():
    source = textwrap.dedent("""
        import jax
        from jax.errors import KeyReuseError

        def test_reuse(self):
            key = jax.random.key(0)
            _ = jax.random.bits(key)
            with self.assertRaisesRegex(KeyReuseError, "Previously-consumed key"):
                _ = jax.random.bits(key)
    """)
    assert [(f.code, f.line) for f in findings_of(source)] == [("JXM013", 9)]
