# a global Python counter incremented inside jit counts traces: an int, never a tracer
import jax
import jax.numpy as jnp

n_traces = 0
compile_log = {}


@jax.jit
def f(x):
    global n_traces
    n_traces += 1
    compile_log[n_traces] = x.ndim
    return jnp.sin(x)


f(jnp.ones(2))
f(jnp.ones(2))
f(jnp.ones((2, 2)))
print("traced", n_traces, "times", compile_log)
