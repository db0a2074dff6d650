"""The shape oracle: what the linter claims about the values of each def, held to what the
def sees when the file runs under JAX.

Every case (``tests/cases/**``, golden fixes included) and exhibit runs under ``jaxrun.py``,
which records the values each def of the file sees (``shape_observer.py``); the model's
claims (``semantics/claims.py``: shapes, lower bounds on ranks, integer dtypes, "one JAX
array") must hold for every value observed.  The model may say "unknown"; it may never be
wrong.  A flagged case raises partway: what ran before it counts.  The files are the runs
the other JAX tests make already (cases run under a symptom's probe run once more, plainly).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from conftest import CASES, EXHIBITS, RUNNER, JaxRun, exhibit_files, needs_jax
from flake8_jaxmuseum.semantics import Semantics
from flake8_jaxmuseum.semantics.claims import RETURN, Claim, DefClaims, claims

pytestmark = pytest.mark.filterwarnings("ignore::SyntaxWarning")


def _groups() -> dict:
    """Each folder of cases (its golden fixes apart) and the exhibits: its files."""
    groups: dict = {}
    for path in sorted(CASES.rglob("*.py")):
        groups.setdefault(path.parent.relative_to(CASES).as_posix(), []).append(path)
    groups["exhibits"] = exhibit_files()
    return groups


GROUPS = _groups()
ALL_FILES = [path for paths in GROUPS.values() for path in paths]


def run_of(path: Path) -> JaxRun:
    return JaxRun(path, RUNNER)


# ---- comparing ------------------------------------------------------------------------------
def wrong(claim: Claim, seen: dict) -> str | None:
    """Why ``seen`` (a value as ``shape_observer.describe`` tells it) contradicts ``claim``; None if it does not."""
    if "shape" not in seen:
        return f"a {seen.get('type')}, not an array or a number"
    shape = tuple(seen["shape"])
    if claim.shape is not None and shape != tuple(claim.shape):
        return f"shape {shape}"
    if len(shape) < claim.rank_at_least:
        return f"rank {len(shape)}"
    if claim.kind is not None and seen["kind"] != claim.kind:
        return f"dtype kind {seen['kind']}"
    if claim.array and seen.get("array") != "jax":
        return f"a {seen.get('python') or seen.get('array')} value, not a JAX array"
    return None


def compare(def_claims: list, observed: dict) -> tuple:
    """(disagreements as text, the (def, value) pairs compared): every value a claimed
    parameter or return was seen to hold against its claim."""
    problems, compared = [], []
    for found in def_claims:
        seen_by_value = observed.get(f"{found.name}:{found.first_line}")
        if not seen_by_value:
            continue  # never called in the run
        for value, claim in found.values.items():
            seen_values = seen_by_value.get(value)
            if not seen_values:
                continue
            compared.append((found, value, claim, seen_values))
            for seen in seen_values:
                why = wrong(claim, seen)
                if why is not None:
                    what = "returns" if value == RETURN else f"parameter {value}"
                    problems.append(f"{found.qualname} (line {found.line}) {what}: claimed {_shown(claim)}, JAX saw {why}")
                    break
    return problems, compared


def _shown(claim: Claim) -> str:
    parts = []
    if claim.shape is not None:
        parts.append(f"shape {claim.shape}")
    if claim.rank_at_least:
        parts.append(f"rank >= {claim.rank_at_least}")
    if claim.kind:
        parts.append(f"dtype kind {claim.kind}")
    if claim.array:
        parts.append("a JAX array")
    return ", ".join(parts)


def claims_of(path: Path) -> list:
    try:
        tree = ast.parse(path.read_text())
    except SyntaxError:
        return []
    return claims(Semantics(tree))


def oracle(jax_service, path: Path) -> tuple:
    outcome = jax_service.outcome(run_of(path))
    assert outcome["outcome"] in ("ran", "raised"), f"{path}: {outcome}"
    return compare(claims_of(path), outcome.get("defs", {}))


# ---- the tests ------------------------------------------------------------------------------
# Wrong claims the model still makes, each a bug to fix (make it unknown, or right): one a line,
# "FILE: DEF (line N) VALUE"; a listed one that JAX no longer contradicts fails until removed.
KNOWN_WRONG = Path(__file__).with_name("shape_oracle_known_wrong.txt")


def known_wrong() -> set:
    lines = KNOWN_WRONG.read_text().splitlines() if KNOWN_WRONG.exists() else []
    return {line for line in lines if line.strip() and not line.startswith("#")}


@pytest.mark.parametrize(
    "group", [pytest.param(name, id=name, marks=needs_jax(*map(run_of, paths))) for name, paths in GROUPS.items()]
)
def test_every_claim_holds_under_jax(jax_service, group):
    problems, listed = [], set()
    known = known_wrong()
    for path in GROUPS[group]:
        found, _ = oracle(jax_service, path)
        where = path.relative_to(CASES.parent.parent).as_posix()
        listed |= {line for line in known if line.startswith(where + ":")}
        for problem in found:
            key = f"{where}: {problem.partition(': claimed')[0]}"
            if key in known:
                listed.discard(key)
            else:
                problems.append(f"{where}: {problem}")
    assert not problems, "the model claims what JAX contradicts:\n" + "\n".join(problems)
    assert not listed, f"listed in {KNOWN_WRONG.name} but right now (remove them):\n" + "\n".join(sorted(listed))


# Claims compared over every file, at the last count (2026-12-03): the oracle must keep comparing.
LEAST_COMPARED = 1000


@needs_jax(*map(run_of, ALL_FILES))
def test_the_oracle_compares_and_catches_a_wrong_claim(jax_service):
    """Over every file: the (def, value) pairs compared are many, and each of them, its claim
    made wrong (a size more, a rank more than JAX saw, another dtype kind), is caught."""
    compared_in_all = []
    for path in ALL_FILES:
        _, compared = oracle(jax_service, path)
        compared_in_all += compared
    print(f"shape oracle: {len(compared_in_all)} (def, value) pairs compared in {len(ALL_FILES)} files")
    assert len(compared_in_all) >= LEAST_COMPARED
    missed = []
    for found, value, claim, seen_values in compared_in_all:
        for made_wrong in _made_wrong(claim, seen_values):
            mistaken = DefClaims(found.qualname, found.name, found.line, found.first_line, {value: made_wrong})
            problems, _ = compare([mistaken], {f"{found.name}:{found.first_line}": {value: seen_values}})
            if not problems:
                missed.append(f"{found.qualname} {value}: {made_wrong} passed against {seen_values}")
    assert not missed, "\n".join(missed)


def _made_wrong(claim: Claim, seen_values: list) -> list:
    wrong_claims = []
    if claim.shape is not None:
        wrong_claims.append(Claim(shape=tuple(claim.shape) + (1,)))
    if claim.rank_at_least:
        most = max(len(seen["shape"]) for seen in seen_values if "shape" in seen)
        wrong_claims.append(Claim(rank_at_least=most + 1))
    if claim.kind is not None:
        wrong_claims.append(Claim(kind="float" if claim.kind != "float" else "int"))
    return wrong_claims


@pytest.mark.parametrize(
    "claim, seen, agrees",
    [
        # A Python int is an int; jit hands it on as a weakly typed int32 tracer, still an int.
        (Claim(shape=(), kind="int"), {"python": "int", "kind": "int", "shape": []}, True),
        (Claim(kind="int"), {"array": "jax", "kind": "int", "shape": [], "weak": True}, True),
        (Claim(kind="int"), {"python": "bool", "kind": "bool", "shape": []}, False),
        (Claim(kind="int"), {"array": "jax", "kind": "float", "shape": [3], "weak": False}, False),
        (Claim(shape=(16, 3)), {"array": "jax", "kind": "float", "shape": [16, 3], "weak": False}, True),
        (Claim(shape=(16, 3)), {"array": "jax", "kind": "float", "shape": [3], "weak": False}, False),
        (Claim(shape=()), {"type": "dict"}, False),
        (Claim(rank_at_least=1), {"array": "jax", "kind": "float", "shape": [], "weak": False}, False),
        (Claim(rank_at_least=1), {"array": "numpy", "kind": "float", "shape": [4, 2], "weak": False}, True),
        (Claim(array=True), {"python": "float", "kind": "float", "shape": []}, False),
        (Claim(array=True), {"array": "numpy", "kind": "float", "shape": [2], "weak": False}, False),
    ],
)
def test_the_comparer(claim, seen, agrees):
    assert (wrong(claim, seen) is None) == agrees
