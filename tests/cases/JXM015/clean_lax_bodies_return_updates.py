# lax.fori_loop / scan / while_loop bodies that rebind or return their .at[] updates
import jax
import jax.numpy as jnp


@jax.jit
def histogram(labels):
    def body(i, counts):
        return counts.at[labels[i]].add(1)

    return jax.lax.fori_loop(0, labels.shape[0], body, jnp.zeros(3, jnp.int32))


def simulate(x0, n_steps):
    def step(carry, t):
        x, traj = carry
        x = 0.9 * x + 1.0
        traj = traj.at[t].set(x)
        return (x, traj), None

    return jax.lax.scan(step, (x0, jnp.zeros(n_steps)), jnp.arange(n_steps))[0][1]


countdown = jax.lax.while_loop(lambda s: s[0] < 3, lambda s: (s[0] + 1, s[1].at[s[0]].subtract(1)), (0, jnp.ones(3)))
print(histogram(jnp.array([0, 2, 2, 1])), simulate(0.0, 4), countdown[1])
