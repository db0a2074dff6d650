# The primitive where jax 0.7.0 and later keep it (jax.extend.core.primitives.jit_p; pertpy#829).
import jax
from jax.extend.core.primitives import jit_p


def calls_a_jitted_function(jaxpr):
    return any(eqn.primitive is jit_p for eqn in jaxpr.eqns)


print(calls_a_jitted_function(jax.make_jaxpr(jax.jit(lambda x: x + 1))(1.0).jaxpr))
