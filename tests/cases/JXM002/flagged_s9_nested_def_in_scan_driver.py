# Shape 9: a helper def nested inside a jitted training loop decides on the traced loss.
import jax
import jax.numpy as jnp


@jax.jit
def train(w, xs):
    def lr_for(loss):
        return 0.1 if loss > 1.0 else 0.01  # expect: JXM002 col 23

    for x in xs:
        loss = jnp.sum((x @ w) ** 2)
        w = w - lr_for(loss) * x
    return w


print(train(jnp.ones(3), jnp.ones((2, 3))))
