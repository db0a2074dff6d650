"""JXM020: a donated or deleted buffer read after the call that deleted it.

``f = jax.jit(g, donate_argnums=0)`` (``donate_argnames``, ``@partial(jax.jit, ...)``,
``nnx.jit(donate_argnums=...)``, ``eqx.filter_jit(donate="all")``, the executable
``jax.jit(g, donate_argnums=0).lower(x).compile()`` returns, ``jax.pmap`` of arrays
it already laid out): ``y = f(x)`` hands ``x``'s buffer to XLA, which writes the output
into it, and JAX deletes ``x`` (on CPU too, jax 0.4.38 and 0.10.2); ``x.delete()`` of a
proven JAX array frees it at once.  Reading ``x`` afterwards raises ``RuntimeError: Array
has been deleted``; handing a donated ``x`` to the donating function again (the next
iteration of a loop that never rebinds it: ``new_state = train_step(state, batch)``)
raises ``ValueError: ... Buffer has been deleted or donated``.  Flagged: the first read on
each path after the call, in the scope's own code, when the flow proves no new binding of
the name between (see :mod:`~flake8_jaxmuseum.semantics.donations` for what proves the
donation deletes), also of another name bound to the same array (``old = params`` before
``params = step(params)``) and inside ``assertRaises`` (it raises there too); and one name
handed twice to a donating call whose function reads both parameters (``f(x, x)``: XLA
refuses the call).  Left alone: ``x = f(x)`` (the idiom), a read only on a path that
rebinds ``x``, a read before the call, arguments at positions not donated, a NumPy array
or Python number (copied to the device, nothing of the caller's is deleted), a function
that returns nothing the buffer can hold (JAX warns "Some donated buffers were not usable"
and deletes nothing), metadata reads (``x.shape``, ``len(x)``, ``x.is_deleted()``, a
second ``x.delete()``), reads in a nested def (run at an unknown time), and a callable the
file does not show (an imported step function).
Unsafe fix, for the loop only: ``new_w = step(w)`` whose next turn hands ``step`` the
deleted ``w`` becomes ``w = step(w)``, and each read of ``new_w`` reads ``w`` (when
``new_w`` is bound nowhere else and read only in the scope's own code): every later turn
then steps from the last result, as a training loop means to.  Unsafe: a loop meant to
start each turn from the same ``w`` needs ``w`` not donated instead.  No fix for a read
after a single call, a ``delete()``, another name or one buffer handed twice: the program
still wants the value the donation destroyed."""

from __future__ import annotations

from typing import Iterator, Optional

from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics.donations import DELETED, DONATED
from ..semantics.jaxapi import DELETED_ARRAY_ERRORS, SAME_CALL_RAISES


def _rebind_fix(context: RuleContext, deleted, scope) -> Optional[Fix]:
    """``new_w = step(w)`` in a loop -> ``w = step(w)``, and ``new_w`` read as ``w``."""
    renamed = context.semantics.donations.renamed_result(deleted, scope)
    if renamed is None:
        return None
    target, reads = renamed
    name = deleted.donation.argument.id

    def build(view):
        import libcst as cst  # fixes only: a file without findings to fix never imports LibCST

        edits = []
        for node in (target, *reads):
            found = view.node(node)
            if found is None:
                return None
            edits.append((found, cst.Name(name)))
        return tuple(edits)

    return context.fix(f"Bind the result to the donated name: {name} = ...", False, (target, *reads), build)


JIT_READ = "ValueError: ... Buffer has been deleted or donated, where a jitted function already compiled for it reads it"


def _message(context: RuleContext, deleted) -> str:
    donation, read = deleted.donation, deleted.read
    call = donation.call
    name = read.id
    if donation.kind == DELETED:
        if deleted.alias is not None:
            what = f"'{name}' holds the same array as '{deleted.alias}', deleted by {deleted.alias}.delete() on line {call.lineno}"
        else:
            what = f"'{name}' was deleted by {name}.delete() on line {call.lineno}"
        return (f"{what}: reading it raises RuntimeError: Array has been deleted; read it before "
                f"the delete(), or bind {name} again first")
    callee = context.source_text(call.func)
    if len(callee) > 30:
        callee = callee[:27] + "..."
    if deleted.leaves is not None:
        first, second, leaf = deleted.leaves
        return (f"'{name}' holds '{leaf}' at two leaves ({first!r} and {second!r}) and is donated to {callee} "
                f"({donation.transform} with donation), whose function reads both: XLA refuses the call with "
                f"RuntimeError: ... {deleted.same_call}; hand a copy at one of them (jnp.copy({leaf}))")
    if deleted.same_call is not None:
        donated = getattr(donation.argument, "id", name)
        twice = "twice" if donated == name else f"twice (as '{donated}' and its alias '{name}')"
        return (f"'{name}' is handed to {callee} {twice} in one call, once at a donated position "
                f"({donation.transform} with donation), and its function reads both: XLA refuses the call with "
                f"RuntimeError: ... {deleted.same_call}; hand a copy (jnp.copy({name})) at one of them, "
                "or do not donate it")
    if deleted.alias is not None:
        held = deleted.alias
        return (f"'{name}' holds the same array as '{held}', whose buffer was donated to {callee} "
                f"({donation.transform} with donation) on line {call.lineno} and deleted: "
                f"reading it raises RuntimeError: Array has been deleted ({JIT_READ}); "
                f"copy it before the call ({name} = jnp.copy({held})) or do not donate it")
    when = "on the previous iteration" if read is donation.argument else f"on line {call.lineno}"
    if deleted.into_jit:
        raised = f"handing it to {callee} again raises ValueError: ... Buffer has been deleted or donated"
    else:
        raised = f"reading it raises RuntimeError: Array has been deleted ({JIT_READ})"
    if donation.through is not None:
        inner = context.source_text(donation.through.func)
        inner = inner if len(inner) <= 30 else inner[:27] + "..."
        return (f"'{name}' was donated to {callee} (through {inner}, {donation.transform} with donation) {when}, "
                f"which deleted its buffer: {raised}; hand it a copy ({callee}(jnp.copy({name}), ...)) "
                "or do not donate it")
    return (f"'{name}' was donated to {callee} ({donation.transform} with donation) {when}, "
            f"which deleted its buffer: {raised}; rebind the result ({name} = {callee}(...)) "
            "or do not donate it")


def check(context: RuleContext) -> Iterator[Report]:
    if not (context.says("donate") or context.says(".delete(")):
        return
    semantics = context.semantics
    for scope in semantics.scopes:
        for deleted in semantics.donations.deleted_reads(scope):
            fix = None
            donation = deleted.donation
            if donation.kind == DONATED and donation.through is None and deleted.alias is None and (
                    deleted.same_call is None):
                fix = _rebind_fix(context, deleted, scope)
            yield Report(deleted.read, _message(context, deleted), fix)


RULE = Rule(
    code="JXM020",
    title="donated or deleted buffer read",
    raises=tuple(Raises(exception, message) for exception, message in DELETED_ARRAY_ERRORS + SAME_CALL_RAISES),
    check=check,
    description=__doc__,
)
