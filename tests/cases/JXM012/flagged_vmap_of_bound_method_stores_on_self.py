# jax.vmap(self.score) traces the bound method with self the caller's object: the per-example
# BatchTracer stored on it escapes the vmap (the shape of JAX's tests/api_test.py helper_save_tracer,
# under vmap; jax-ml/jax#13022 stores on an outer object under vmap too)
import jax
import jax.numpy as jnp


class Scorer:
    def score(self, x):
        s = jnp.tanh(x).sum()
        self.last = s  # expect: JXM012 col 9
        return s

    def run(self, xs):
        scores = jax.vmap(self.score)(xs)
        return scores.mean() + self.last


print(Scorer().run(jnp.ones((4, 3))))
