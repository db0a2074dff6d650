# JAX's own tests hold the message to this (tests/api_test.py, test_grad_nonscalar_output):
# grad of a function that returns its vector input, not a scalar
import jax
import numpy as np


def test_grad_nonscalar_output():
    return jax.grad(lambda x: x)(np.zeros(3))  # expect: JXM004 col 12


print(test_grad_nonscalar_output())
