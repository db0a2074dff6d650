# the replacements themselves: .at[] updates, trapezoid, isin, prod, permutation(independent=True)
import jax
import jax.numpy as jnp

x = jnp.zeros(4)
x = x.at[1].set(2.0).at[2].add(1.0).at[3].multiply(3.0).at[0].max(-1.0)
key = jax.random.PRNGKey(0)
perm = jax.random.permutation(key, jnp.arange(6).reshape(3, 2), 0, independent=True)
print(x, jnp.trapezoid(jnp.arange(3.0)), jnp.isin(jnp.arange(3), jnp.array([1])),
      jnp.prod(jnp.arange(1, 4)), jnp.round(1.25, 1), jnp.trunc(-2.5), perm.shape)
