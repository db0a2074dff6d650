# %-formatting with %s of a traced value under pmap: prints JitTracer / Traced<...> (https://github.com/jax-ml/jax/issues/4615 shape)
import jax
import jax.numpy as jnp


def per_device(x):
    total = jnp.sum(x ** 2)
    print("JUtotal: %s" % total)  # expect: JXM011 col 5
    return total


jax.pmap(per_device)(jnp.ones((jax.local_device_count(), 3)))
