# jax.value_and_grad differentiates argument 0, an eqx.nn.Sequential holding an
# eqx.nn.Lambda whose ``fn`` is a function leaf: grad cannot abstract it (equinox#706).
import equinox as eqx
import jax
import jax.numpy as jnp

model_key, key = jax.random.split(jax.random.PRNGKey(42))  # (one key for both in the issue)
model = eqx.nn.Sequential([eqx.nn.Linear(4, 1, key=model_key), eqx.nn.Lambda(jax.nn.gelu)])


def loss(model, x):
    return jnp.sum(jax.vmap(model)(x))


x = jax.random.normal(key, (2, 4))
print(jax.value_and_grad(loss)(model, x))  # expect: JXM022 col 32
