# functools.partial bound to a name, then jitted (the shape of jax#731): the parameter the call hands on is a tracer, float() of it raises
import functools

import jax
import jax.numpy as jnp


def energy(conf, params):
    e = jnp.sum(jnp.power(conf - params, 2.0))
    return float(e)  # expect: JXM007 col 12


def loss_fn(p, c):
    energy_fn = functools.partial(energy, params=p)
    energy_jit = jax.jit(energy_fn)
    return energy_jit(c)


loss_fn(0.5, jnp.ones(3))
