# notebook style with `import jax as J`: the batch loss printed inside J.jit is a tracer; static facts beside it are fine
import jax as J
import jax.numpy as jnp


@J.jit
def loss_fn(w, batch):
    x, y = batch
    batch_loss = jnp.mean((x @ w - y) ** 2)
    J.debug.print("batch loss {} over {} rows", batch_loss, x.shape[0])  # expect: JXM011 col 5
    return batch_loss


w = jnp.ones(3)
for seed in range(2):
    batch = (jnp.full((4, 3), float(seed)), jnp.ones(4))
    loss_fn(w, batch)
