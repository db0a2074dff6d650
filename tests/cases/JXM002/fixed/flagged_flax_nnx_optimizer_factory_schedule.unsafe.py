import jax.numpy as jnp
import optax
from flax import nnx


def make_schedule(base, warmup):
    def schedule(step):
        return jnp.where(step < warmup, base * step / warmup, base)  # expect: JXM002 col 12

    return schedule


model = nnx.Linear(3, 1, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(make_schedule(1e-3, 10)), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return jnp.mean((model(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)  # runs the schedule with the traced step count
    return loss


for _ in range(2):
    print(train_step(model, optimizer, jnp.ones((4, 3)), jnp.ones((4, 1))))
