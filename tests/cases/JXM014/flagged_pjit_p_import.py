# numpyro/ops/provenance.py under jax 0.7.0 (https://github.com/scverse/pertpy/issues/829): the
# primitive was renamed jit_p and left jax.experimental.pjit in JAX 0.7.0.
import jax
from jax.experimental.pjit import pjit_p  # expect: JXM014 col 1


def calls_a_jitted_function(jaxpr):
    return any(eqn.primitive is pjit_p for eqn in jaxpr.eqns)


print(calls_a_jitted_function(jax.make_jaxpr(jax.jit(lambda x: x + 1))(1.0).jaxpr))
