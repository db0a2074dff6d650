"""The cheapest test of all, kept free of libcst so that importing it costs nothing."""


def might_use_jax(source: str) -> bool:
    """Every rule needs a name that resolves to jax, so no 'jax' in the text means no finding."""
    return "jax" in source
