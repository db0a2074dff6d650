# jax.ops.index_update inside a lax.cond branch of a scan body: https://github.com/jax-ml/jax/issues/11706
import jax
import jax.numpy as jnp


def through_time(batch, t):
    predicted = batch[t] * 0.5
    batch = jax.lax.cond(
        t < batch.shape[0] - 1,
        lambda x: jax.ops.index_update(x, t + 1, predicted),  # expect: JXM014 col 19
        lambda x: x,
        batch,
    )
    return batch, None


batch, _ = jax.lax.scan(through_time, jnp.ones((4, 2)), jnp.arange(4))
print(batch)
