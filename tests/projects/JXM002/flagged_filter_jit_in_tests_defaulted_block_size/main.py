import equinox
import jax.numpy as jnp

from attention import dot_product_attention

jit_dpa = equinox.filter_jit(dot_product_attention)


def test_blocks():
    # an array block size: filter_jit traces it, and the helper's if raises
    print(jit_dpa(jnp.ones(3), jnp.ones(3), flash_block_size=jnp.int32(128)))


test_blocks()
