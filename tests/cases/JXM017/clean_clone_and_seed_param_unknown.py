# A function whose seed parameter no call of this file fills: the linter cannot know what it holds.
import jax


def draw(rng):
    return jax.random.normal(rng, (2,))


def main(rng=None):
    rng = jax.random.PRNGKey(1) if rng is None else rng
    print(draw(jax.random.clone(rng)))


main()
