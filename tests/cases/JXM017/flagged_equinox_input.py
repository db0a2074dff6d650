import equinox as eqx
import jax

layer = eqx.nn.Linear(3, 2, key=jax.random.PRNGKey(0))
x = jax.random.normal(42, (3,))  # expect: JXM017 col 23
print(layer(x))
