# An nnx module's masking method splits jax.random.key(0) under `if training:` (its default); the
# jitted train step calls it through the model on every step: the same mask every step, from
# https://github.com/p-doom/jasmine/pull/239 ("We are initializing the same key every step")
import jax
import jax.numpy as jnp
from flax import nnx


class Tokenizer(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.proj = nnx.Linear(4, 4, rngs=rngs)

    def mask_and_encode(self, videos, rng, training: bool = True):
        if training:
            _rng_prob, _rng_mask = jax.random.split(jax.random.key(0), 2)
            mask = jax.random.bernoulli(_rng_mask, 0.5, videos.shape)
            videos = jnp.where(mask, 0.0, videos)
        return self.proj(videos)


@nnx.jit
def train_step(model, videos, rng):
    def loss_fn(model):
        return jnp.mean(model.mask_and_encode(videos, rng) ** 2)

    return nnx.value_and_grad(loss_fn)(model)


model = Tokenizer(nnx.Rngs(0))
rng = jax.random.key(1)
for step in range(3):
    rng, step_rng = jax.random.split(rng)
    loss, grads = train_step(model, jnp.ones((2, 4)), step_rng)  # expect: JXM013 col 19
