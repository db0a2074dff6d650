from functools import partial

import jax


@partial(jax.jit, donate_argnums=0)
def train_step(params, batch):
    print("batch of", batch.shape)
    return params * 0.9


def train(params, batches):
    for batch in batches:
        new_params = train_step(params, batch)  # expect: JXM020 col 33
    return new_params
