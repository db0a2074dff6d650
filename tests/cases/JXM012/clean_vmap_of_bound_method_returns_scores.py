# jax.vmap(self.score) returns the per-example scores, and the caller stores the concrete result
import jax
import jax.numpy as jnp


class Scorer:
    def score(self, x):
        return jnp.tanh(x).sum()

    def run(self, xs):
        self.last = jax.vmap(self.score)(xs)
        return self.last.mean()


print(Scorer().run(jnp.ones((4, 3))))
