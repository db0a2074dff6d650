# jax-ml/jax#18405 ("checkpoint static parameter has to be called as positional argument"),
# as posted: the same call by position runs; by keyword, checkpoint sees one positional
# argument for static_argnums=1 and raises ValueError ("no problem if only jit though").
from functools import partial

from jax import checkpoint, jit


@partial(jit, static_argnums=1)
@partial(checkpoint, static_argnums=1)
def f(x, flag=False):
    if flag:
        x += 1
    return x


print(f(5, False))  # fine
print(f(5, flag=False))  # expect: JXM021 col 7
