# Two batches of environment keys split from the same rng, from https://github.com/dunnolab/xland-minigrid/issues/42
import jax

num_envs = 4
rng = jax.random.key(42)
rng, _rng1, _rng2 = jax.random.split(rng, num=3)
rng, rng_1 = jax.random.split(rng)
ruleset_rng = jax.random.split(rng_1, num=num_envs)
reset_rng = jax.random.split(rng, num=num_envs)  # expect: JXM013 col 13
print("same keys:", bool((jax.random.key_data(ruleset_rng) == jax.random.key_data(reset_rng)).all()))
