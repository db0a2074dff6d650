# maxdiffusion's WAN trainer evaluation (src/maxdiffusion/trainers/wan_trainer.py) splits rng for
# each chunk of the batch without rebinding it: every chunk draws its noise from the same new_rng
import jax
import jax.numpy as jnp


def eval_losses(rng, latents, chunk=2):
    losses = []
    for start in range(0, latents.shape[0], chunk):
        _, new_rng = jax.random.split(rng, num=2)  # expect: JXM013 col 22
        noise = jax.random.normal(new_rng, latents[start:start + chunk].shape)
        losses.append(jnp.mean((latents[start:start + chunk] - noise) ** 2))
    return jnp.stack(losses), new_rng


print(eval_losses(jax.random.PRNGKey(0), jnp.zeros((6, 3))))
