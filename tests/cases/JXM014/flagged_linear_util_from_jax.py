# `from jax import linear_util as lu` (Flax < 0.8 and libraries built on it): https://github.com/scverse/pertpy/issues/545
from jax import linear_util as lu  # expect: JXM014 col 1

print(lu.WrappedFun.__name__)
