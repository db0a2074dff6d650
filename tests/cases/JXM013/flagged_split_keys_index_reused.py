# Layer weights drawn from the keys of one split, one index used twice (a copy-paste slip; cf. the split keys of https://github.com/dunnolab/xland-minigrid/issues/42)
import jax

keys = jax.random.split(jax.random.PRNGKey(0), 3)
w1 = jax.random.normal(keys[0], (4, 8)) * 0.1
w2 = jax.random.normal(keys[1], (8, 8)) * 0.1
w3 = jax.random.normal(keys[0], (4, 8)) * 0.1  # expect: JXM013 col 6
print("w3 == w1:", bool((w3 == w1).all()))
