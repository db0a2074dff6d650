# grad differentiates only argnums; the function (and the MLP) in other positions are
# handed on as they are, and eqx.filter_grad differentiates only array leaves.
import equinox as eqx
import jax
import jax.numpy as jnp


def apply(f, x):
    return f(x) * x


def loss(x, model):
    return jnp.sum(model(x))


mlp = eqx.nn.MLP(2, 1, 4, 1, key=jax.random.PRNGKey(0))
print(jax.grad(apply, argnums=1)(jnp.sin, 1.0))
print(jax.grad(loss)(jnp.ones(2), mlp))
print(eqx.filter_grad(lambda m, x: jnp.sum(m(x)))(mlp, jnp.ones(2)).layers[0].weight.shape)
