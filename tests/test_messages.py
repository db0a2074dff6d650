"""What a finding says: the cure it names must be code that works where it stands."""

from __future__ import annotations

from conftest import CASES, findings_of


def test_a_discarded_update_of_a_dict_entry_is_cured_by_assigning_the_entry():
    (finding,) = findings_of((CASES / "JXM015" / "flagged_dict_entry_update_discarded.py").read_text())
    assert 'assign it: grads["embed"] = grads["embed"].at[...].set(...)' in finding.message
    assert "y =" not in finding.message


def test_an_update_nothing_holds_is_assigned_to_a_new_name():
    (finding,) = findings_of("import jax.numpy as jnp\njnp.zeros(5).at[0].set(1.0)\n")
    assert "assign it to a name: y = jnp.zeros(5).at[...].set(...)" in finding.message
