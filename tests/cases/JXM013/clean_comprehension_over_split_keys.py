# Star-unpacking and a comprehension over split keys give each draw its own key, from https://github.com/blackjax-devs/blackjax/pull/526
from jax import random

key = random.PRNGKey(0)
key, *multiple_subkeys = random.split(key, num=4)
draws = [random.normal(k, ()) for k in multiple_subkeys]
more = [random.normal(k, ()) for k in random.split(key, 3)]
print(draws, more)
