# Under grad alone int(x), x.item(), range(int(...)) and list[int(x)] run: grad keeps concrete values.
import jax

TABLE = [1.0, 2.0, 3.0, 4.0]


def f(x):
    k = int(x)
    acc = x
    for _ in range(k):
        acc = acc * x
    return acc * TABLE[k] + x.item()


jax.grad(f)(2.0)
