import equinox
import jax.numpy as jnp

from attention import dot_product_attention

jit_dpa = equinox.filter_jit(dot_product_attention)


def test_blocks():
    # a Python int: filter_jit leaves it as it is (levanter's tests hand flash_block_size=128)
    print(jit_dpa(jnp.ones(3), jnp.ones(3), flash_block_size=128))


test_blocks()
