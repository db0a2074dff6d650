# jax-ml/jax#5503 ("eval_shape with function as argument"): jax.eval_shape abstracts every
# argument it hands the function, and a Python function cannot be abstracted.
import jax


def f(x):
    return x + 1


def g(fun, x):
    return fun(x)


print(g(f, 1))
print(jax.eval_shape(g, f, 1))  # expect: JXM022 col 25
