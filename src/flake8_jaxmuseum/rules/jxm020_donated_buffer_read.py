"""JXM020: a donated buffer read after the call that deleted it.

``f = jax.jit(g, donate_argnums=0)`` (``donate_argnames``, ``@partial(jax.jit, ...)``,
``nnx.jit(donate_argnums=...)``, ``eqx.filter_jit(donate="all")``): ``y = f(x)`` hands
``x``'s buffer to XLA, which writes the output into it, and JAX deletes ``x`` (on CPU
too, jax 0.4.38 and 0.10.2).  Reading ``x`` afterwards raises ``RuntimeError: Array has
been deleted``; handing it to a jitted function again (the next iteration of a loop that
never rebinds it: ``new_state = train_step(state, batch)``) raises ``ValueError: ...
Buffer has been deleted or donated``.  Flagged: the first read on each path after the
call, in the scope's own code, when the flow proves no new binding of the name between
(see :mod:`~flake8_jaxmuseum.semantics.donations` for what proves the donation deletes).
Left alone: ``x = f(x)`` (the idiom), a read only on a path that rebinds ``x``, a read
before the call, arguments at positions not donated, a NumPy array or Python number
(copied to the device, nothing of the caller's is deleted), a function that returns
nothing the buffer can hold (JAX warns "Some donated buffers were not usable" and deletes
nothing), metadata reads (``x.shape``, ``len(x)``), reads in a nested def (run at an
unknown time), and a callable the file does not show (an imported step function).
Unsafe fix, for the loop only: ``new_w = step(w)`` whose next turn hands ``step`` the
deleted ``w`` becomes ``w = step(w)``, and each read of ``new_w`` reads ``w`` (when
``new_w`` is bound nowhere else and read only in the scope's own code): every later turn
then steps from the last result, as a training loop means to.  Unsafe: a loop meant to
start each turn from the same ``w`` needs ``w`` not donated instead.  No fix for a read
after a single call: the program still wants the old value, which the donation destroyed.
"""

from __future__ import annotations

from typing import Iterator, Optional

from ..fixes import Fix
from ..rule import Raises, Report, Rule, RuleContext
from ..semantics.jaxapi import DELETED_ARRAY_ERRORS


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


def check(context: RuleContext) -> Iterator[Report]:
    if not context.says("donate"):
        return
    semantics = context.semantics
    for scope in semantics.scopes:
        for deleted in semantics.donations.deleted_reads(scope):
            donation, read = deleted.donation, deleted.read
            call = donation.call
            if read is donation.argument:
                when = "on the previous iteration"
            else:
                when = f"on line {call.lineno}"
            if deleted.into_jit:
                raised = "handing it to a jitted function raises ValueError: ... Buffer has been deleted or donated"
            else:
                raised = ("reading it raises RuntimeError: Array has been deleted "
                          "(ValueError: ... Buffer has been deleted or donated, where a jitted function reads it)")
            callee = context.source_text(call.func)
            if len(callee) > 30:
                callee = callee[:27] + "..."
            yield Report(
                read,
                f"'{read.id}' was donated to {callee} ({donation.transform} with donation) {when}, "
                f"which deleted its buffer: {raised}; rebind the result ({read.id} = {callee}(...)) "
                "or do not donate it",
                _rebind_fix(context, deleted, scope),
            )


RULE = Rule(
    code="JXM020",
    title="donated buffer read after the call",
    raises=tuple(Raises(exception, message) for exception, message in DELETED_ARRAY_ERRORS),
    check=check,
    description=__doc__,
)
