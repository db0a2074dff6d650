# An evaluation loop jits a TrainState's apply_fn on each batch: the state holds one bound method,
# stored once, so every read is the same object and jit's cache finds it (the shape of a public
# distillation trainer found by code search: `student_outputs = jax.jit(state.apply_fn)(...)`
# inside `for i in range(num_eval_batches):`)
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training.train_state import TrainState


class Student(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(x)


model = Student()
params = model.init(jax.random.key(0), jnp.ones((2, 4)))["params"]
state = TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.1))
for i in range(3):
    batch = jnp.full((2, 4), float(i))
    logits = jax.jit(state.apply_fn)({"params": state.params}, batch)
    print(logits.sum())
