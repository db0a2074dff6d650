# jasmine#239's fix: the masking method splits the step key it is handed; the evaluation loop
# calls a method that keeps a fixed key under `if training:` with training=False, so it draws
# nothing (https://github.com/p-doom/jasmine/pull/239)
import jax
import jax.numpy as jnp
from flax import nnx


class Tokenizer(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.proj = nnx.Linear(4, 4, rngs=rngs)

    def mask_and_encode(self, videos, rng, training: bool = True):
        if training:
            _rng_prob, _rng_mask = jax.random.split(rng, 2)
            mask = jax.random.bernoulli(_rng_mask, 0.5, videos.shape)
            videos = jnp.where(mask, 0.0, videos)
        return self.proj(videos)

    def encode_fixed_mask(self, videos, training: bool = True):
        if training:
            mask = jax.random.bernoulli(jax.random.key(0), 0.5, videos.shape)
            videos = jnp.where(mask, 0.0, videos)
        return self.proj(videos)


@nnx.jit
def train_step(model, videos, rng):
    def loss_fn(model):
        return jnp.mean(model.mask_and_encode(videos, rng) ** 2)

    return nnx.value_and_grad(loss_fn)(model)


@nnx.jit
def eval_step(model, videos):
    return jnp.mean(model.encode_fixed_mask(videos, training=False) ** 2)


model = Tokenizer(nnx.Rngs(0))
rng = jax.random.key(1)
for step in range(3):
    rng, step_rng = jax.random.split(rng)
    loss, grads = train_step(model, jnp.ones((2, 4)), step_rng)
    print(step, eval_step(model, jnp.ones((2, 4))))
