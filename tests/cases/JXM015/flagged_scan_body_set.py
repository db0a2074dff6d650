# A lax.scan step writes the running state into a trajectory buffer and drops the result (cf. https://github.com/reservoirpy/reservoirpy/issues/234)
import jax
import jax.numpy as jnp


def simulate(x0, n_steps):
    def step(carry, t):
        x, traj = carry
        x = 0.9 * x + 1.0
        traj.at[t].set(x)  # expect: JXM015 col 9
        return (x, traj), None

    (x, traj), _ = jax.lax.scan(step, (x0, jnp.zeros(n_steps)), jnp.arange(n_steps))
    return traj


print(simulate(0.0, 4))
