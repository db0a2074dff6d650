# a jitted forward pass extends an outer list with its activations to inspect them later (notebook style)
import jax
import jax.numpy as jnp

activations = []


def forward(params, x):
    h1 = jax.nn.relu(x @ params[0])
    h2 = jax.nn.relu(h1 @ params[1])
    activations.extend([h1, h2])  # expect: JXM012 col 5
    return h2.sum()


forward_jit = jax.jit(forward)
params = [jnp.ones((4, 8)), jnp.ones((8, 2))]
forward_jit(params, jnp.ones((1, 4)))
dead_fraction = [jnp.mean(a == 0) for a in activations]
