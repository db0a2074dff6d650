# Shape 3: @jit def with a flag used in a conditional expression, called with True. From docs/tracing.md (raises-exception cell), https://github.com/jax-ml/jax
from jax import jit


@jit
def f(x, neg):
    return -x if neg else x  # expect: JXM002 col 18


f(1, True)
