"""flake8-jaxmuseum: catch the JAX mistakes of the first month, statically."""

__version__ = "0.1.0"
