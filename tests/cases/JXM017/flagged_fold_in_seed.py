import jax

for step in range(2):
    step_key = jax.random.fold_in(0, step)  # expect: JXM017 col 35
    print(jax.random.uniform(step_key))
