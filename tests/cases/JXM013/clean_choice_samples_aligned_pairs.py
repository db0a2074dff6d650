# One key picks the same rows of inputs and labels: an unweighted choice draws indices alone,
# so two of them on one key sample aligned arrays alike (evosax's torchvision problem draws
# its batches this way), with or without replacement.
import jax
import jax.numpy as jnp


def sample_batch(key, x, y, batch_size):
    x = jax.random.choice(key, x, (batch_size,), replace=False)
    y = jax.random.choice(key, y, (batch_size,), replace=False)
    return x, y


inputs = jnp.arange(20.0).reshape(10, 2)
labels = jnp.arange(10)
key = jax.random.PRNGKey(0)
key, batch_key = jax.random.split(key)
xb, yb = sample_batch(batch_key, inputs, labels, 4)
print("pairs kept:", bool((xb[:, 0] == 2 * yb).all()))
key, boot_key = jax.random.split(key)
xs = jax.random.choice(boot_key, inputs, (6,))
ys = jax.random.choice(boot_key, labels, (6,))
print("bootstrap pairs kept:", bool((xs[:, 0] == 2 * ys).all()))
