# A loop carry started with the literal 0 takes the body's float dtype: weak types promote.
import jax

total = jax.lax.fori_loop(0, 10, lambda i, acc: acc + 0.5, 0)
count = jax.lax.while_loop(lambda c: c < 5.0, lambda c: c + 1.5, 0)
print(total, count)
