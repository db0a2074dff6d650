import equinox as eqx
import jax
import jax.numpy as jnp
import optax

model = eqx.nn.Linear(3, 1, key=jax.random.key(0))
optimizer = optax.sgd(0.1)
opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
batch = jnp.ones((8, 3))


@eqx.filter_jit(donate="all-except-first")
def sgd_step(batch, model):
    grads = eqx.filter_grad(lambda m: jnp.mean(jax.vmap(m)(batch) ** 2))(model)
    updates, _ = optimizer.update(grads, opt_state, model)
    return eqx.apply_updates(model, updates)


for _ in range(3):
    model = sgd_step(batch, model)  # expect: JXM020 col 31
print(model.weight)
