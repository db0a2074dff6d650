# An attention helper whose block size defaults to None: equinox's filter_jit, in the tests,
# traces what the call hands it only when that is an array.
from typing import Optional


def dot_product_attention(query, key, flash_block_size: Optional[int] = None):
    if flash_block_size is not None:
        qlen = query.shape[0]
        klen = key.shape[0]
        if qlen % flash_block_size != 0 or klen % flash_block_size != 0:
            return query
    return key
