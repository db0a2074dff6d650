# random.PRNGKey(0) recreated in every iteration, from https://github.com/AakashKumarNain/TF_JAX_tutorials/issues/4
from jax import random

for _ in range(3):
    key = random.PRNGKey(0)
    a = random.normal(key=key)  # expect: JXM013 col 9
    print(a)
