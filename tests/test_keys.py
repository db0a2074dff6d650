"""Key consumption (``semantics.keys``), the second client of the flow: which consumers
may draw from a key already consumed.  Each program's expected reuses are the lines
marked ``# reused`` (the rule cases run the same analysis under JAX)."""

from __future__ import annotations

import ast
import textwrap

import pytest

from flake8_jaxmuseum.cells import cell_starts
from flake8_jaxmuseum.semantics import Semantics

PROGRAMS = {
    # The symptom probe cannot tell these apart from a reuse (it sees the same key bits
    # twice); the numbers of the first draw are never read, so nothing repeats.
    "same split line twice, the first result unread": """
        import jax
        key = jax.random.PRNGKey(0)
        k1, k2 = jax.random.split(key)
        k1, k2 = jax.random.split(key)
        print(jax.random.normal(k1), jax.random.normal(k2))
    """,
    "a draw rebound unread in a loop is still read on the back edge": """
        import jax
        key = jax.random.PRNGKey(0)
        x = jax.random.normal(key)
        for _ in range(3):
            print(x)
            x = jax.random.normal(key)  # reused
    """,
    "a draw read by a nested function counts": """
        import jax
        key = jax.random.PRNGKey(0)
        x = jax.random.normal(key)
        show = lambda: print(x)
        x = jax.random.normal(key)  # reused
        show()
    """,
    # A loop over configurations (it reads its target) that rebuilds one seed and splits it
    # into a chain (JaxMARL's storm tutorial sweeps population sizes): the same inputs per
    # configuration, meant; the key handed back to itself carries no state between them.
    "a seed rebuilt per configuration and split into a chain": """
        import jax
        import jax.numpy as jnp
        for size in [10, 20]:
            rng = jax.random.PRNGKey(123)
            rng, sub = jax.random.split(rng)
            print(jax.random.normal(sub, (size,)))
        for _ in range(3):
            rng = jax.random.PRNGKey(0)
            rng, sub = jax.random.split(rng)  # reused
            print(jax.random.normal(sub))
        for size in [10, 20]:
            rng = jax.random.PRNGKey(123)
            idx = jnp.arange(size)
            idx = jax.random.permutation(rng, idx)  # reused
    """,
    "a notebook cell's last draw is shown": """
        # <jaxmuseum cell 1>
        import jax
        key = jax.random.PRNGKey(0)
        jax.random.normal(key)
        # <jaxmuseum cell 2>
        jax.random.normal(key)  # reused
    """,
    "straight line": """
        import jax
        key = jax.random.PRNGKey(0)
        a = jax.random.normal(key, (2,))
        b = jax.random.uniform(key, (2,))  # reused
    """,
    "split between": """
        import jax
        key = jax.random.PRNGKey(0)
        a = jax.random.normal(key, (2,))
        key = jax.random.PRNGKey(1)
        b = jax.random.uniform(key, (2,))
    """,
    "two in one statement": """
        from jax import random
        key = random.PRNGKey(0)
        x = random.normal(key, ()) + random.uniform(key, ())  # reused
    """,
    "exclusive arms and a conditional expression": """
        import jax
        def f(key, c):
            if c:
                x = jax.random.normal(key, ())
            else:
                x = jax.random.uniform(key, ())
            return x
        def g(key, c):
            return jax.random.normal(key, ()) if c else jax.random.uniform(key, ())
    """,
    "after the arms": """
        import jax
        def f(key, c):
            if c:
                x = jax.random.normal(key, ())
                print(x)
            return jax.random.uniform(key, ())  # reused
    """,
    # Never read, the first draw is dead: nothing drawn twice is seen (dynamax's random_rotation).
    "after the arms, the draw there never read": """
        import jax
        def f(key, c):
            if c:
                x = jax.random.normal(key, ())
            return jax.random.uniform(key, ())
    """,
    "early return": """
        import jax
        def f(key, c):
            if c:
                return jax.random.normal(key, ())
            return jax.random.uniform(key, ())
    """,
    "loop without and with a split": """
        import jax
        key = jax.random.PRNGKey(0)
        for _ in range(3):
            x = jax.random.normal(key, ())  # reused
        other = jax.random.PRNGKey(1)
        for _ in range(3):
            other, sub = jax.random.split(other)
            x = jax.random.normal(sub, ())
    """,
    "while loop, and a retry after an exception": """
        import jax
        def f(key, ok):
            while not ok():
                x = jax.random.normal(key, ())  # reused
            for _ in range(3):
                try:
                    y = jax.random.normal(key, ())  # reused
                    ok(y)
                except ValueError:
                    continue
    """,
    "comprehension": """
        import jax
        key = jax.random.PRNGKey(0)
        xs = [jax.random.normal(key, ()) for _ in range(3)]  # reused
        ys = [jax.random.normal(k, ()) for k in jax.random.split(jax.random.PRNGKey(1), 3)]
    """,
    "constant seed: repeating loop, configuration loop": """
        import jax
        for _ in range(3):
            key = jax.random.PRNGKey(0)
            x = jax.random.normal(key, ())  # reused
        for n in (2, 4):
            x = jax.random.normal(jax.random.PRNGKey(0), (n,))
        for i in range(3):
            x = jax.random.normal(jax.random.PRNGKey(i), ())
    """,
    # The probe sees the same key bits once per case, as it does for a seed rebuilt in the
    # loop: meant in a test's loop over cases (maxtext's max_utils_test.py sweep); elsewhere a
    # loop over shapes or batches that draws from one key each time is flagged.
    "constant seed bound once, then a test's loop over cases, and loops outside tests": """
        import unittest
        import jax
        class ReorderTest(unittest.TestCase):
            def test_sweep(self):
                key = jax.random.key(42)
                for shape, axis in [((64,), 0), ((2, 128), 1)]:
                    with self.subTest(shape=shape, axis=axis):
                        x = jax.random.normal(key, shape)
                        self.assertEqual(x.shape, shape)
            def check_each(self, shapes):
                key = jax.random.key(0)
                for shape in shapes:
                    with self.subTest(shape=shape):
                        self.assertEqual(jax.random.normal(key, shape).shape, shape)
        def test_shapes():
            key = jax.random.key(1)
            for n in (2, 4):
                assert jax.random.uniform(key, (n,)).shape == (n,)
            for _ in range(3):
                assert jax.random.uniform(key, ()).shape == ()  # reused
        def init_layers(shapes):
            key = jax.random.PRNGKey(0)
            return [jax.random.normal(key, shape) for shape in shapes]  # reused
        def train(state, batches, step):
            key = jax.random.PRNGKey(0)
            for batch in batches:
                state = step(state, batch, jax.random.normal(key, (2,)))  # reused
            return state
    """,
    # The probe sees the same key bits once per leaf: the reuse is real, and meant (dm-haiku's
    # examples/mnist_pruning.py: a fixed permutation breaks ties in each leaf's top-k mask).
    "constant seed in a function tree_map runs per leaf; a closed-over key there": """
        import jax
        import jax.numpy as jnp
        def topk_mask(value, fraction):
            flat = jnp.reshape(value, -1)
            order = jax.random.permutation(jax.random.PRNGKey(42), jnp.arange(flat.size))
            k = jnp.round(fraction * flat.size).astype(jnp.int32)
            keep = jnp.argsort(jnp.argsort(flat[order])) >= flat.size - k
            return jnp.zeros_like(flat).at[order].set(keep).reshape(value.shape)
        def masks(params):
            return jax.tree_util.tree_map(lambda p: topk_mask(jnp.abs(p), 0.5), params)
        def noisy(params, key):
            return jax.tree_util.tree_map(lambda p: p + jax.random.normal(key, p.shape), params)  # reused
        def repeated(x):
            return jax.lax.fori_loop(0, 3, lambda i, x: x + topk_mask(x, 0.5), x)  # reused
    """,
    "a key stored on an instance, drawn from on every call a loop makes": """
        import jax
        class Noise:
            def __init__(self, key):
                self.key = key
            def __call__(self, x):
                return x + jax.random.normal(self.key, x.shape)  # reused
            def sample(self, n):
                return jax.random.uniform(self.key, (n,))
        class Refreshed:
            def __init__(self, key):
                self.noise_key = key
            def __call__(self, x):
                return x + jax.random.normal(self.noise_key, x.shape)
            def refresh(self):
                self.noise_key = jax.random.fold_in(self.noise_key, 1)
        noise = Noise(jax.random.PRNGKey(0))
        refreshed = Refreshed(jax.random.PRNGKey(1))
        x = jax.numpy.zeros(3)
        for step in range(3):
            x = noise(x)
            x = refreshed(x)
            refreshed.refresh()
        once = noise.sample(3)
    """,
    "helper that always draws, and one that may not": """
        import jax
        def noise(key, n):
            return jax.random.normal(key, (n,))
        def maybe(key, train):
            if not train:
                return 0.0
            return jax.random.normal(key, ())
        key = jax.random.PRNGKey(0)
        a = noise(key, 2)
        b = noise(key, 3)  # reused
        c = maybe(key, False)
        d = jax.jit(noise, static_argnums=1)(key, 2)  # reused
    """,
    "a generator function runs when iterated": """
        import jax
        def batches(key):
            yield jax.random.normal(key, (2,))
        key = jax.random.PRNGKey(0)
        first = batches(key)
        again = batches(key)
    """,
    "lax bodies and tree_map functions that close over a key": """
        import jax
        from functools import partial
        def f(x, key):
            def body(i, x):
                return x + jax.random.normal(key, x.shape)  # reused
            def carried(i, state):
                x, k = state
                k, sub = jax.random.split(k)
                return x + jax.random.normal(sub, x.shape), k
            a = jax.lax.fori_loop(0, 3, body, x)
            b = jax.lax.fori_loop(0, 3, carried, (x, key))
            c = jax.tree_util.tree_map(lambda p: p + jax.random.normal(key, p.shape), {"a": x})  # reused
            return a, b, c
    """,
    "self.key: twice, and rebound by a method call between": """
        import jax
        class Layer:
            def __call__(self, x):
                a = jax.random.bernoulli(self.key, 0.5, x.shape)
                b = jax.random.bernoulli(self.key, 0.5, x.shape)  # reused
                self.refresh()
                c = jax.random.bernoulli(self.key, 0.5, x.shape)
                return a, b, c
    """,
    "elements of a split": """
        import jax
        keys = jax.random.split(jax.random.PRNGKey(0), 3)
        a = jax.random.normal(keys[0], ())
        b = jax.random.normal(keys[1], ())
        c = jax.random.normal(keys[0], ())  # reused
        keys = jax.random.split(keys[2], 3)
        d = jax.random.normal(keys[0], ())
    """,
    "clone, fold_in, key_data": """
        import jax
        key = jax.random.key(0)
        copy = jax.random.clone(key)
        a = jax.random.normal(key, ())
        b = jax.random.normal(copy, ())
        c = jax.random.normal(jax.random.fold_in(key, 1), ())
        d = jax.random.key_data(key)
    """,
    "a global rebound elsewhere is not followed": """
        import jax
        key = jax.random.PRNGKey(0)
        def advance():
            global key
            key, _ = jax.random.split(key)
        def draw():
            a = jax.random.normal(key, ())
            advance()
            return a, jax.random.normal(key, ())
    """,
}


@pytest.mark.parametrize("name", PROGRAMS)
def test_reuses(name):
    source = textwrap.dedent(PROGRAMS[name])
    semantics = Semantics(ast.parse(source), cell_starts(source))
    expected = [n for n, line in enumerate(source.splitlines(), 1) if "# reused" in line]
    assert [reuse.consumer.lineno for reuse in semantics.keys.reuses()] == expected


def test_why_and_earlier():
    source = textwrap.dedent(PROGRAMS["straight line"]) + textwrap.dedent(PROGRAMS["comprehension"])
    reuses = Semantics(ast.parse(source)).keys.reuses()
    assert [(r.why, r.earlier.lineno) for r in reuses] == [("again", 4), ("comprehension", 9)]


def test_nothing_is_computed_for_a_module_without_consumers():
    semantics = Semantics(ast.parse("import jax.numpy as jnp\nx = jnp.ones(3)\n"))
    assert semantics.keys.reuses() == [] and semantics.flow._events == {}


def test_an_earlier_iteration_is_told_apart_from_an_earlier_line():
    source = textwrap.dedent("""
        import jax
        subkey = jax.random.PRNGKey(0)
        a = jax.random.normal(subkey)
        b = jax.random.normal(subkey)
        for i in range(4):
            if i % 2:
                c = jax.random.normal(subkey)
            else:
                d = jax.random.uniform(subkey)
    """)
    reuses = Semantics(ast.parse(source)).keys.reuses()
    assert [(r.consumer.lineno, r.earlier.lineno, r.earlier_iteration) for r in reuses] == [
        (5, 4, False), (8, 5, False), (10, 5, False),
    ]
    looped = source.replace("a = jax.random.normal(subkey)\nb = jax.random.normal(subkey)\n", "")
    reuses = Semantics(ast.parse(looped)).keys.reuses()
    assert [(r.consumer.lineno, r.earlier.lineno, r.earlier_iteration) for r in reuses] == [(6, 8, True), (8, 6, True)]
    from flake8_jaxmuseum.engine import lint

    messages = [f.message for f in lint(looped).findings]
    assert all("in an earlier iteration of the loop" in m for m in messages), messages
    assert all("(subkey, subkey_1 = jax.random.split(subkey))" in m for m in messages), messages
