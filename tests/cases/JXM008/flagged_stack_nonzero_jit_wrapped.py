# jnp.stack(jnp.nonzero(x)) in an op jitted by assignment (https://github.com/google/jaxonnxruntime/issues/29).
import jax
import jax.numpy as jnp


def onnx_nonzero(x):
    return jnp.stack(jnp.nonzero(x))  # expect: JXM008 col 22


jit_func = jax.jit(onnx_nonzero)
jit_func(jnp.array([[1, 0], [0, 1]]))
