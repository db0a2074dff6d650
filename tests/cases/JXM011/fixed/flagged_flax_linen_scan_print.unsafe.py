import flax.linen as nn
import jax
import jax.numpy as jnp


class Cell(nn.Module):
    @nn.compact
    def __call__(self, h, x):
        h = nn.tanh(nn.Dense(4)(h) + x)
        jax.debug.print("hidden state {}", h)  # expect: JXM011 col 9
        return h, h


class RNN(nn.Module):
    @nn.compact
    def __call__(self, xs):
        scan = nn.scan(Cell, variable_axes={"params": 0}, split_rngs={"params": True}, length=xs.shape[0])
        return scan()(jnp.zeros(4), xs)


variables = RNN().init(jax.random.PRNGKey(0), jnp.ones((3, 4)))
