import jax
import jax.numpy as jnp
import optax


def warmup_then_constant(peak, warmup_steps):
    return lambda count: peak * count / warmup_steps if count < warmup_steps else peak  # expect: JXM002 col 57


schedule = warmup_then_constant(1e-3, 10)
tx = optax.adam(learning_rate=schedule)
optimizer = optax.chain(optax.clip_by_global_norm(1.0), tx)
params = {"w": jnp.ones(3)}
opt_state = optimizer.init(params)


@jax.jit
def train_step(params, opt_state, x):
    grads = jax.grad(lambda p: jnp.sum((p["w"] * x) ** 2))(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


for _ in range(2):
    params, opt_state = train_step(params, opt_state, jnp.ones(3))
print(params)
