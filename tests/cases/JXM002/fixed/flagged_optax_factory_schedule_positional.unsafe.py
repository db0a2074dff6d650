import jax
import jax.numpy as jnp
import optax


def make_schedule(base, warmup):
    def schedule(step):
        # optax calls the schedule with the step count, a tracer inside the jitted update
        return jnp.where(step < warmup, base * step / warmup, base)  # expect: JXM002 col 12

    return schedule


optimizer = optax.sgd(make_schedule(0.1, 100))
params = {"w": jnp.ones(3)}
opt_state = optimizer.init(params)


@jax.jit
def train_step(params, opt_state, x):
    grads = jax.grad(lambda p: jnp.sum(p["w"] * x))(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state


params, opt_state = train_step(params, opt_state, jnp.ones(3))
print(params)
