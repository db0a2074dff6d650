# One subkey feeds both uniform() and normal() inside a jitted step, from https://github.com/p-doom/jasmine/pull/214
import jax
import jax.numpy as jnp


@jax.jit
def add_noise(rng, video):
    batch = video.shape[0]
    rng, _rng_noise = jax.random.split(rng)
    noise_level = jax.random.uniform(_rng_noise, shape=(batch,), minval=0.0, maxval=0.5)
    noise = jax.random.normal(_rng_noise, shape=video.shape)  # expect: JXM013 col 13
    return rng, video + noise_level[:, None] * noise


rng = jax.random.PRNGKey(0)
rng, noisy = add_noise(rng, jnp.zeros((4, 8)))
print(noisy.shape)
