"""JXM020's table (``semantics/jaxapi/donation.py``) holds under the pinned JAX: the probe
``tests/probes/donation.py`` runs in a subprocess under ``JAXMUSEUM_JAX_PYTHON`` (jax 0.10.2
here, 0.4.38 with the exhibits in CI) and every claim the rule rests on must be what it saw."""

from __future__ import annotations

import pytest

from conftest import PROBES, JaxRun, needs_jax
from flake8_jaxmuseum.semantics.jaxapi import (
    ARRAY_PLACEMENTS,
    DELETED_ARRAY_ERRORS,
    DELETED_ARRAY_METADATA,
    EQUINOX_DONATE_MODES,
    HANDING_ON_CALLS,
    METADATA_BUILTINS,
    METADATA_FUNCTIONS,
    SAME_CALL_ERRORS,
    SAME_CALL_RAISES,
)

PROBE = JaxRun.script(PROBES / "donation.py")
pytestmark = needs_jax(PROBE)
# An integer array donated to a function with a float result: reused on 0.10.2, not on 0.4.38.
INT_TO_FLOAT_DELETES = {"0.10.2": True, "0.4.38": False}


@pytest.fixture(scope="module")
def probed(jax_service) -> dict:
    outcome = jax_service.outcome(PROBE)
    assert "deletes" in outcome, outcome
    return outcome


def test_metadata_reads_work_on_a_deleted_array(probed):
    assert set(probed["metadata"]) == set(DELETED_ARRAY_METADATA)
    assert set(probed["builtins"]) == set(METADATA_BUILTINS)
    failing = {k: v for k, v in {**probed["metadata"], **probed["builtins"]}.items() if v != "WORKS"}
    assert not failing


def test_reading_a_deleted_array_raises_what_the_rule_says(probed):
    for read, said in probed["reads"].items():
        assert any(said.startswith(f"{exception}: ") and message in said for exception, message in DELETED_ARRAY_ERRORS), (
            read, said)


def test_what_a_donation_deletes(probed):
    deletes = probed["deletes"]
    assert deletes["handed back"] == [True]
    assert deletes["no output of its shape"] == [False]  # only warned about: the rule proves the reuse
    assert deletes["numpy array"] == [False] and deletes["python number"] == [False]  # copied
    assert deletes["two donated, one output"] == [True, False]  # in order: why other donated arrays silence it
    assert deletes["int32 in, float32 out"] == [INT_TO_FLOAT_DELETES[probed["jax"]]]


def test_equinox_donate_modes(probed):
    if probed["equinox"] is None:
        pytest.skip("equinox is not installed beside this JAX (the 0.4.38 environment has JAX alone)")
    for mode, first in EQUINOX_DONATE_MODES.items():
        expected = [False, False] if first is None else [index >= first for index in range(2)]
        assert probed["equinox"][mode] == expected, mode


def test_a_deleted_array_raises_runtime_error_on_every_read(probed):
    """``x.delete()``: a jitted function's read raises RuntimeError too, compiled for the
    array or not; of a donated array, one compiled for it raises ValueError ("... deleted or
    donated"), which the rule says of the loop's own call only."""
    runtime = [message for exception, message in DELETED_ARRAY_ERRORS if exception == "RuntimeError"]
    for read, said in probed["freed"].items():
        assert said.startswith("RuntimeError: ") and any(m in said for m in runtime), (read, said)
    said = probed["donated_then"]["jitted, compiled"]
    assert said.startswith("ValueError: ") and "as been deleted or donated" in said
    assert probed["donated_then"]["devices"].startswith("RuntimeError: ")  # why devices is no metadata


def test_what_still_works_on_a_deleted_array(probed):
    assert set(probed["private"].values()) == {"WORKS"}  # x._npy_value: a private field, no read
    assert set(probed["handing_on"]) == set(HANDING_ON_CALLS) and set(probed["handing_on"].values()) == {"WORKS"}


def test_functions_of_a_deleted_arrays_shape_work(probed):
    functions = probed["functions"]
    assert len(functions) >= len(METADATA_FUNCTIONS) - 2  # jax.typeof, ShapeDtypeStruct.like: 0.10.2's
    assert {name: said for name, said in functions.items() if said != "WORKS"} == {}


def test_placements_make_arrays(probed):
    placed = probed["placed"]
    assert placed and set(placed) <= set(ARRAY_PLACEMENTS) and all(placed.values())
    assert "jax.device_put" in placed and "jax.make_array_from_callback" in placed


def test_one_buffer_at_two_parameters_of_a_donating_call(probed):
    twice = probed["twice"]
    for order, message in SAME_CALL_ERRORS.items():
        said = twice[order]
        assert "'RuntimeError'" in said.split("]")[0] and message in said, (order, said)
        assert any(core in message for _, core in SAME_CALL_RAISES)
    assert SAME_CALL_ERRORS["used first"] in twice["keyword"]  # keywords by name: grads before params
    assert twice["unused"] == "WORKS"  # a parameter no return reads is pruned
