import jax.numpy as jnp

from model import clip_first


def main():
    print(clip_first(jnp.ones(3)))


main()
