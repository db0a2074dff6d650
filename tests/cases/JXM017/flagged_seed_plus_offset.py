import jax

base_seed = 10
train_key = jax.random.PRNGKey(base_seed)
eval_noise = jax.random.normal(base_seed + 1, (2,))  # expect: JXM017 col 32
print(train_key, eval_noise)
