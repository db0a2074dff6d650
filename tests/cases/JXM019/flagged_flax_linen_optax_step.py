# An optax training step over a linen model whose layer iterates to a tolerance.
import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from jax import lax


class Relaxation(nn.Module):
    @nn.compact
    def __call__(self, x):
        w = self.param("w", nn.initializers.constant(0.5), (x.shape[-1],))

        def body(state):
            y, i = state
            return jnp.tanh(w * y + x), i + 1

        y, _ = lax.while_loop(lambda s: s[1] < 50, body, (x, 0))  # expect: JXM019 col 16
        return y


model = Relaxation()
x = jnp.ones((2, 3))
params = model.init(jax.random.PRNGKey(0), x)
tx = optax.adam(1e-2)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x):
    def loss_fn(params):
        return jnp.mean(model.apply(params, x) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


params, opt_state, loss = train_step(params, opt_state, x)
print(loss)
