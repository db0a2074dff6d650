# Sinkhorn iterations until the marginal error is small, in a jitted value_and_grad (ott#7).
import jax
import jax.numpy as jnp
from jax import lax


def sinkhorn_cost(cost, a, b, epsilon=0.1):
    kernel = jnp.exp(-cost / epsilon)

    def error(state):
        u, v = state
        return jnp.max(jnp.abs(v * (kernel.T @ u) - b)) > 1e-4

    def update(state):
        u, v = state
        u = a / (kernel @ v)
        return u, b / (kernel.T @ u)

    u, v = lax.while_loop(error, update, (jnp.ones_like(a), jnp.ones_like(b)))  # expect: JXM019 col 12
    plan = u[:, None] * kernel * v[None, :]
    return jnp.sum(plan * cost)


cost = jnp.array([[0.0, 1.0], [1.0, 0.0]])
a = b = jnp.array([0.5, 0.5])
print(jax.jit(jax.value_and_grad(sinkhorn_cost))(cost, a, b))
