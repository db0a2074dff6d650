# key, subkey = split(key) before every draw in a loop, from https://github.com/blackjax-devs/blackjax/pull/656
import jax

key = jax.random.key(42)
for step in range(3):
    key, subkey = jax.random.split(key, 2)
    values = jax.random.normal(subkey, [3, 5])
    print(step, values.mean())
