# Shape 3: `True and q` evaluates to q, which the if converts; f(True) made q a bool tracer. From https://github.com/jax-ml/jax/pull/22098
import jax


@jax.jit
def f(qiaoqiao):
    if True and qiaoqiao:  # expect: JXM002 col 17
        return 1
    return 0


f(True)
