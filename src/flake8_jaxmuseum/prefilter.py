"""The cheapest test of all, kept free of libcst so that importing it costs nothing."""

# Every rule needs a name that resolves to JAX or to a framework built on it
# (``from flax import nnx`` alone brings nnx.jit), so a text without these has no finding.
MARKERS = ("jax", "flax", "equinox", "haiku")


def might_use_jax(source: str) -> bool:
    return any(marker in source for marker in MARKERS)
