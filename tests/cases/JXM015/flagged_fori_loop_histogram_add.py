# A histogram accumulated in a lax.fori_loop body whose .add result is dropped (cf. https://github.com/jax-ml/jax/issues/2287)
import jax
import jax.numpy as jnp


@jax.jit
def histogram(labels, n_bins=3):
    def body(i, counts):
        counts.at[labels[i]].add(1)  # expect: JXM015 col 9
        return counts

    return jax.lax.fori_loop(0, labels.shape[0], body, jnp.zeros(n_bins, jnp.int32))


print(histogram(jnp.array([0, 2, 2, 1])))
