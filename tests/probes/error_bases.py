"""Probe: the classes each error JAX raises derives from (the handlers that catch it).

Run under each supported JAX version; ``semantics/jaxapi/errors.py``'s ``JAX_ERROR_BASES``
was written from its output, and ``tests/test_jaxapi.py`` holds the table to it."""

import json

import jax.errors

NAMES = (
    "ConcretizationTypeError", "NonConcreteBooleanIndexError", "TracerArrayConversionError",
    "TracerBoolConversionError", "TracerIntegerConversionError", "UnexpectedTracerError", "KeyReuseError",
)
bases = {
    name: [cls.__name__ for cls in getattr(jax.errors, name).__mro__[1:] if cls is not object]
    for name in NAMES
    if hasattr(jax.errors, name)
}
print(json.dumps({"bases": bases}))
