import jax
import jax.numpy as jnp

# Per-example gradients: vmap maps the parameters too, unless in_axes says None for them.


def loss(params, x):
    pred = x @ params["w"] + params["b"]
    return jnp.sum(pred ** 2)


params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
xs = jnp.ones((8, 3))
per_example = jax.vmap(jax.grad(loss))(params, xs)  # expect: JXM005 col 15
print(per_example["w"].shape)
