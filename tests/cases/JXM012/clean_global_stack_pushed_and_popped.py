# A global stack of parameters, as haiku's 'build your own haiku' notebook builds it: the
# function pops what it pushes before it returns, so no tracer stays in the list after the trace.
import jax
import jax.numpy as jnp

# Global state which holds the parameters for the transformed function.
current_params = []


def transform(f):
    def apply_f(params, *args, **kwargs):
        current_params.append(params)
        outs = f(*args, **kwargs)
        current_params.pop()
        return outs

    return apply_f


def get_param(identifier):
    return current_params[-1][identifier]


def linear(x):
    return x @ get_param("w") + get_param("b")


params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
apply = jax.jit(transform(linear))
print(apply(params, jnp.ones(3)))
print(jax.grad(lambda p, x: transform(linear)(p, x).sum())(params, jnp.ones(3))["b"])
print(current_params)
