# The jit is built in the evaluation helper the loop calls once per batch: each call builds a
# new nnx.jit wrapper over the same `forward`, which traces and compiles it again.
import jax.numpy as jnp
from flax import nnx


def forward(model, batch):
    return jnp.argmax(model(batch), axis=-1)


def evaluate(model, batch, labels):
    predictions = nnx.jit(forward)(model, batch)  # expect: JXM023 col 19
    return float(jnp.mean(predictions == labels))


model = nnx.Linear(3, 4, rngs=nnx.Rngs(0))
accuracies = []
for i in range(3):
    accuracies.append(evaluate(model, jnp.ones((5, 3)) * i, jnp.zeros(5, dtype=jnp.int32)))
print(accuracies)
