# maxdiffusion's FlaxStableDiffusionSafetyChecker.init_weights (src/maxdiffusion/pipelines/
# stable_diffusion/safety_checker_flax.py, ported from diffusers): the dummy input is drawn from
# rng, then rng itself is split for the parameter and dropout keys
import jax


def init_weights(rng, input_shape):
    clip_input = jax.random.normal(rng, input_shape)
    params_rng, dropout_rng = jax.random.split(rng)  # expect: JXM013 col 31
    params = {"w": jax.random.normal(params_rng, (input_shape[-1], 4))}
    return params, clip_input @ params["w"], jax.random.bernoulli(dropout_rng, 0.9, (4,))


print(init_weights(jax.random.PRNGKey(0), (1, 8)))
