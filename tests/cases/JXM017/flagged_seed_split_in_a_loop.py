# A seed where the key should start, split on every iteration: the loop rebinds it to a
# key, but the first split is handed the int.
import jax

rng = 42
samples = []
for _ in range(3):
    rng, sub = jax.random.split(rng)  # expect: JXM017 col 33
    samples.append(jax.random.normal(sub, (2,)))
