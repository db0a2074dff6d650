"""Probe for JXM010's table: what JAX raises when a traced int sits where it needs a static one.

    python static_positions.py           # prints one JSON line: template -> outcomes

Each template is a JAX call (or a subscript) written as text, with ``n`` where the traced int goes
(directly, or as an element of a tuple or list literal).  It runs once eagerly with ``n = 1`` (it
must work: the template is a sensible call), then with ``n`` a tracer under ``jax.jit`` (traced
only: lowered, not compiled) and ``jax.vmap`` (a mapped int).  The outcome records the exception's
class names (its MRO) and message.

``tests/test_jaxapi.py`` runs this under the pinned JAX in a subprocess and holds
``semantics.jaxapi.STATIC_ARGUMENTS``, ``STATIC_METHOD_ARGUMENTS`` and ``TRACED_SLICE`` to it:
every argument slot there has a template here, and it raises the exception the table names, with
the message core the table gives.  The linter never runs it.
"""

import json
import os
import sys

AXIS_REDUCTIONS = "sum mean max min prod std var any all amax amin nansum nanmean nanmax nanmin".split()
TEMPLATES = [
    # shapes
    "jnp.zeros(n)", "jnp.zeros((n, 2))", "jnp.zeros(shape=[n])", "jnp.ones(n)", "jnp.ones((2, n))", "jnp.empty(n)",
    "jnp.full(n, 1.0)", "jnp.full(shape=(n, 2), fill_value=1.0)", "jnp.eye(n)", "jnp.eye(3, n)",
    "jnp.identity(n)", "jnp.tri(n)", "jnp.tri(3, n)", "jnp.zeros_like(x, shape=(n,))",
    "jnp.ones_like(x, shape=(n,))", "jnp.empty_like(x, shape=(n,))", "jnp.full_like(x, 1.0, shape=(n,))",
    "jnp.broadcast_to(x, (n, 6))", "jnp.reshape(x, (n, -1))", "jnp.reshape(x, shape=(-1, n))",
    "jnp.resize(x, (n,))", "lax.full((n,), 0.0)", "lax.iota(jnp.int32, n)",
    "lax.dynamic_slice(x, (0,), (n,))", "lax.dynamic_slice_in_dim(x, 0, n)", "lax.slice_in_dim(x, n, 3)",
    "lax.slice_in_dim(x, 0, n)",
    "x.reshape(n, -1)", "x.reshape((n, -1))", "x.reshape(-1, n)",
    # jax.random shapes
    "jax.random.normal(key, (n,))", "jax.random.normal(key, shape=(n, 2))", "jax.random.uniform(key, (n,))",
    "jax.random.randint(key, (n,), 0, 5)", "jax.random.bernoulli(key, 0.5, (n,))",
    "jax.random.categorical(key, logits, shape=(n,))", "jax.random.choice(key, 5, (n,))",
    "jax.random.gumbel(key, (n,))", "jax.random.laplace(key, (n,))", "jax.random.logistic(key, (n,))",
    "jax.random.cauchy(key, (n,))", "jax.random.exponential(key, (n,))", "jax.random.rademacher(key, (n,))",
    "jax.random.truncated_normal(key, -1.0, 1.0, (n,))", "jax.random.gamma(key, 1.0, (n,))",
    "jax.random.beta(key, 1.0, 1.0, (n,))", "jax.random.poisson(key, 1.0, (n,))",
    # ranges and counts
    "jnp.arange(n)", "jnp.arange(0, n)", "jnp.arange(n, 10)", "jnp.arange(0, 10, n)",
    "jnp.linspace(0.0, 1.0, n)", "jnp.linspace(0.0, 1.0, num=n)", "jnp.logspace(0.0, 1.0, n)",
    "jnp.geomspace(1.0, 2.0, n)", "jax.nn.one_hot(labels, n)", "jax.nn.one_hot(labels, num_classes=n)",
    "jnp.split(x, n)", "jnp.split(x, [n])", "jnp.array_split(x, n)", "jnp.split(x2, 1, axis=n)",
    "jnp.split(x2, 1, n)", "jnp.array_split(x2, 1, axis=n)", "jnp.pad(x, n)", "jnp.pad(x, (n, n))",
    "jnp.pad(x, ((0, n),))", "jnp.diff(x, n=n)", "jnp.diff(x, n)", "jnp.triu(x2, k=n)", "jnp.tril(x2, n)",
    "jnp.diag(x, k=n)", "jnp.round(x, n)", "jnp.around(x, decimals=n)", "lax.top_k(x, n)",
    "lax.scan(lambda c, z: (c, z), 0.0, None, n)", "lax.scan(lambda c, z: (c, z), 0.0, length=n)",
    "lax.scan(lambda c, z: (c + z, c), 0.0, x, unroll=n)", "lax.scan(lambda c, z: (c + z, c), 0.0, x, None, False, n)",
    "jax.ops.segment_sum(x, ids, n)", "jax.ops.segment_sum(x, ids, num_segments=n)", "jax.ops.segment_max(x, ids, n)",
    "jax.ops.segment_min(x, ids, num_segments=n)", "jax.ops.segment_prod(x, ids, n)",
    # axes
    *[f"jnp.{name}(x2, axis=n)" for name in AXIS_REDUCTIONS],
    *[f"jnp.{name}(x2, n)" for name in AXIS_REDUCTIONS],
    *[f"x2.{name}(n)" for name in ("sum", "mean", "max", "min", "prod", "std", "var", "any", "all")],
    *[f"x2.{name}(axis=n)" for name in ("sum", "mean", "max", "min", "prod", "std", "var", "any", "all")],
    "jnp.argmax(x2, axis=n)", "jnp.argmin(x2, n)", "x2.argmax(n)", "x2.argmin(axis=n)",
    "jnp.cumsum(x2, axis=n)", "jnp.cumprod(x2, n)", "x2.cumsum(n)", "jnp.sort(x2, axis=n)", "jnp.argsort(x2, n)",
    "jnp.flip(x2, n)", "jnp.flip(x2, axis=n)", "jnp.expand_dims(x, n)", "jnp.squeeze(x3, n)",
    "jnp.squeeze(x3, axis=n)", "jnp.roll(x2, 1, axis=n)", "jnp.roll(x2, 1, n)", "jnp.moveaxis(x2, n, 0)",
    "jnp.moveaxis(x2, 0, n)", "jnp.swapaxes(x2, n, 0)", "jnp.swapaxes(x2, 0, n)", "jnp.transpose(x2, (n, 0))",
    "jnp.take(x2, 0, axis=n)", "jnp.concatenate([x2, x2], axis=n)", "jnp.concatenate([x2, x2], n)",
    "jnp.stack([x, x], axis=n)", "jnp.stack([x, x], n)", "jnp.linalg.norm(x2, axis=n)",
    "jax.nn.softmax(x2, axis=n)", "jax.nn.log_softmax(x2, axis=n)", "jax.nn.logsumexp(x2, axis=n)",
    # axes as tuples (a tuple of tracers often fails differently from one tracer)
    *[f"jnp.{name}(x2, axis=(n,))" for name in AXIS_REDUCTIONS],
    *[f"x2.{name}((n,))" for name in ("sum", "mean", "max", "min", "prod", "std", "var", "any", "all")],
    "jnp.flip(x2, (n,))", "jnp.expand_dims(x, (n,))", "jnp.squeeze(x3, (n,))", "jnp.roll(x2, (1,), axis=(n,))",
    "jnp.moveaxis(x2, (n,), (0,))", "jnp.moveaxis(x2, (0,), (n,))", "jnp.linalg.norm(x2, axis=(n, 0))",
    "jax.nn.softmax(x2, axis=(n,))", "jax.nn.log_softmax(x2, axis=(n,))", "jax.nn.logsumexp(x2, axis=(n,))",
    # shapes as numbers, and more shapes as tuples
    "jax.random.normal(key, n)", "jax.random.randint(key, n, 0, 5)", "jax.random.uniform(key, n)",
    "lax.full(n, 0.0)", "lax.dynamic_slice(x, (0,), n)", "jnp.resize(x, n)", "jnp.empty((n,))",
    "jnp.zeros_like(x, shape=n)", "jnp.eye(3, M=n)",
    # slices
    "x[n:n + 2]", "x[n:]", "x[:n]", "x[::n]", "x[0:n]", "x2[n:n + 1, :]", "x2[:, :n]",
    "x.at[n:n + 2].set(0.0)", "x.at[:n].get()",
    # slices of the index tricks
    "jnp.mgrid[0:n]", "jnp.mgrid[n:3, 0:2]", "jnp.ogrid[0:n]", "jnp.r_[0:n]", "jnp.c_[0:n]", "jnp.mgrid[0:1:n * 1j]",
]


def main() -> None:
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import warnings

    warnings.simplefilter("ignore")
    import jax
    import jax.numpy as jnp
    from jax import lax

    values = {
        "jax": jax, "jnp": jnp, "lax": lax,
        "x": jnp.arange(6.0), "x2": jnp.arange(12.0).reshape(3, 4), "x3": jnp.arange(6.0).reshape(6, 1),
        "key": jax.random.PRNGKey(0), "labels": jnp.array([0, 1]), "logits": jnp.zeros(3),
        "ids": jnp.array([0, 0, 0, 0, 0, 0]),
    }

    def run(template, n):
        return eval(template, {**values, "n": n})  # noqa: S307 - our own templates

    def describe(error):
        if error is None:
            return {"outcome": "WORKS"}
        return {
            "outcome": "RAISES",
            "mro": [cls.__name__ for cls in type(error).__mro__],
            "message": str(error)[:2000],
        }

    def under(transform, template):
        box = {}

        def body(n):
            try:
                run(template, n)
                box["error"] = None
            except Exception as error:  # noqa: BLE001 - what JAX raises is the datum
                box["error"] = error
            return n

        if transform == "jit":
            jax.jit(body).lower(1)
        else:  # vmap: a mapped int
            jax.vmap(body)(jnp.array([1, 1]))
        return describe(box.get("error", RuntimeError("not run")))

    results = {}
    for template in TEMPLATES:
        try:
            run(template, 1)
            record = {"eager": "WORKS"}
        except Exception as error:  # noqa: BLE001
            record = {"eager": f"{type(error).__name__}: {error}"[:300]}
        for transform in ("jit", "vmap"):
            try:
                record[transform] = under(transform, template)
            except Exception as error:  # noqa: BLE001 - raised outside the body
                record[transform] = {"outcome": f"OUTER {type(error).__name__}", "message": str(error)[:500]}
        results[template] = record
    print(json.dumps({"jax": jax.__version__, "templates": results}))


if __name__ == "__main__":
    sys.exit(main())
