# jax.grad(self.helper_save_tracer) traces the bound method: self is the caller's object, so the
# JVP tracer stored on it outlives grad and raises where it is used (JAX's tests/api_test.py,
# test_escaped_tracers_cant_lift and test_escaped_tracers_not_among_input_tracers)
import jax


class Saver:
    def helper_save_tracer(self, x):
        self._saved_tracer = x  # expect: JXM012 col 9
        return x

    def run(self, x):
        jax.grad(self.helper_save_tracer)(0.0)
        return x + self._saved_tracer


print(Saver().run(2.0))
