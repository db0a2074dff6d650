# A helper called from a lax.scan body with a value of a closed-over config dict that the
# enclosing function completes (config["N"] = ...): a Python int, not a tracer, on every call.
import jax
import jax.numpy as jnp


def batchify(x, n):
    return x.reshape((n, -1))


def make_train(config):
    config["N"] = 2 * config["M"]

    def train(x):
        def step(carry, _):
            y = batchify(carry, config["N"])
            return carry + y.sum(), None

        out, _ = jax.lax.scan(step, x, None, length=3)
        return out

    return train


train = jax.jit(make_train({"M": 2}))
print(train(jnp.ones(8)))
