# A helper shuffles each leaf of a batch with the key it is handed, and the targets are
# shuffled with the same key (JaxMARL's PQN baselines): one order for aligned arrays, meant.
import jax
import jax.numpy as jnp


def shuffle(x, rng):
    x = jax.random.permutation(rng, x, axis=0)
    return x.reshape(2, -1, *x.shape[1:])


rng = jax.random.PRNGKey(0)
rng, _rng = jax.random.split(rng)
batch = {"obs": jnp.arange(16.0).reshape(8, 2), "act": jnp.arange(8)}
minibatches = jax.tree.map(lambda x: shuffle(x, _rng), batch)
targets = jax.random.permutation(_rng, jnp.arange(8)).reshape(2, -1)
print(bool((minibatches["act"] == targets).all()), bool((minibatches["obs"][..., 0] == 2 * targets).all()))
