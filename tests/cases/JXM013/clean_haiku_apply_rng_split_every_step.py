# The rng is split on every step before apply draws its dropout key from it; the
# evaluation transform never draws (it only scales), so one rng there repeats nothing.
import haiku as hk
import jax
import jax.numpy as jnp


def augment(x, is_training):
    if is_training:
        x = hk.dropout(hk.next_rng_key(), 0.5, x)
    return x


def evaluate(x):
    return 2.0 * x


net = hk.transform(augment)
evaluator = hk.transform(evaluate)
rng = jax.random.PRNGKey(42)
x = jnp.ones((8, 4))
params = net.init(jax.random.PRNGKey(0), x, True)
for step in range(3):
    rng, step_rng = jax.random.split(rng)
    out = net.apply(params, step_rng, x, True)
    score = evaluator.apply({}, rng, x)
