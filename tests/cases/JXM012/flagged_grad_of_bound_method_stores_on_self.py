# Tracers of grad & co, and of a transform over a bound method, escape as jit's do. One file for
# four shapes (each, run alone, raises UnexpectedTracerError where its value is used; here the
# first use raises):
# - jax.grad(self.helper_save_tracer): the bound method runs with self the caller's object, so the
#   JVP tracer it stores on self outlives grad (JAX's tests/api_test.py, test_escaped_tracers_cant_lift
#   and test_escaped_tracers_not_among_input_tracers);
# - jax.value_and_grad(self.loss_fn, has_aux=True): has_aux counts no argument, the same;
# - jax.vmap(self.score): the per-example BatchTracer stored on self;
# - a loss under jax.grad writing new running statistics into an outer dict with dict.update
#   (trimmed from numpyro's contrib.module, nn_state.update(**new_state), pyro-ppl/numpyro#1934,
#   fixed in #1935 with stop_gradient).
import jax
import jax.numpy as jnp

nn_state = {"mean": jnp.zeros(3)}


def loss(w, x):
    h = x * w
    new_mean = 0.9 * nn_state["mean"] + 0.1 * h.mean(axis=0)
    nn_state.update(mean=new_mean)  # expect: JXM012 col 5
    return jnp.sum((h - new_mean) ** 2)


class Saver:
    def helper_save_tracer(self, x):
        self._saved_tracer = x  # expect: JXM012 col 9
        return x

    def loss_fn(self, w, x, y):
        logits = x @ w
        self.last_logits = logits  # expect: JXM012 col 9
        loss = jnp.mean((logits - y) ** 2)
        return loss, {"loss": loss}

    def score(self, x):
        s = jnp.tanh(x).sum()
        self.last_score = s  # expect: JXM012 col 9
        return s

    def run(self, x):
        jax.grad(self.helper_save_tracer)(0.0)
        jax.value_and_grad(self.loss_fn, has_aux=True)(jnp.ones(3), jnp.ones((2, 3)), jnp.zeros(2))
        jax.vmap(self.score)(jnp.ones((4, 3)))
        jax.grad(loss)(jnp.ones(3), jnp.ones((4, 3)))
        return x + self._saved_tracer


print(Saver().run(2.0))
