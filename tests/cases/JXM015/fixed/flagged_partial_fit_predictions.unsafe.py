# Per-step predictions written by discarded .at[i].set in an online-learning method, from https://github.com/reservoirpy/reservoirpy/issues/234 (OnlineNode.partial_fit)
import jax.numpy as jnp


class LMS:
    def __init__(self, input_dim, output_dim, alpha=0.1):
        self.Wout = jnp.zeros((input_dim, output_dim))
        self.alpha = alpha

    def partial_fit(self, x, y):
        outputs = jnp.zeros((x.shape[0], self.Wout.shape[1]))
        for i in range(x.shape[0]):
            y_pred = x[i] @ self.Wout
            outputs = outputs.at[i].set(y_pred)  # expect: JXM015 col 13
            self.Wout = self.Wout + self.alpha * jnp.outer(x[i], y[i] - y_pred)
        return outputs


x = jnp.ones((4, 2))
y = jnp.ones((4, 1))
print(LMS(2, 1).partial_fit(x, y).ravel())
