# An equinox Dropout handed a seed as its call's key (the question of equinox#1083 and the
# Stack Overflow post it links, "providing PRNGKeyArray to dropout layer using jax and
# equinox"): with p=0.5 it draws its mask from the key and raises "invalid PRNG key data".
import equinox as eqx
import jax.numpy as jnp

x = jnp.ones(4)
dropout = eqx.nn.Dropout(0.5)
y = dropout(x, key=0)  # expect: JXM017 col 20
print(y)
