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


def test_a_finding_in_a_model_says_which_call_ran_it():
    """Every module has a __call__: the message names the class, and the framework call of
    the traced code that runs it."""
    cases = {
        "JXM002/flagged_flax_linen_apply_in_jitted_step.py": "'MLP.__call__' (run by model.apply(p, x) on line 24)",
        "JXM011/flagged_flax_train_state_apply_fn.py": "'CNN.__call__' (run by state.apply_fn(...) on line 24)",
        "JXM002/flagged_haiku_transform_apply_under_jit.py": "'forward' (run by net.apply(params, x) on line 19)",
        "JXM002/flagged_optax_schedule_branch_in_jitted_update.py": "'schedule' (run by optimizer.update(...) on line 19)",
    }
    for case, said in cases.items():
        (finding,) = findings_of((CASES / case).read_text())
        assert f"in traced function {said}" in finding.message, finding.message
