# fold_in(key, step) in a loop never consumes key, from https://github.com/blackjax-devs/blackjax/pull/656
import jax

key = jax.random.key(42)
for step in range(3):
    subkey = jax.random.fold_in(key, step)
    values = jax.random.normal(subkey, [3, 5])
    print(step, values.mean())
