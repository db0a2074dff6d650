# Layer weights drawn from the keys of one split, each index once (cf. https://github.com/dunnolab/xland-minigrid/issues/42)
import jax

keys = jax.random.split(jax.random.PRNGKey(0), 3)
w1 = jax.random.normal(keys[0], (4, 8)) * 0.1
w2 = jax.random.normal(keys[1], (8, 8)) * 0.1
w3 = jax.random.normal(keys[2], (4, 8)) * 0.1
print("w3 == w1:", bool((w3 == w1).all()))
