# hk.PRNGSequence takes a seed (or a key) and hands out keys.
import haiku as hk
import jax


def forward(x):
    return hk.Linear(2)(x)


model = hk.transform(forward)
seq = hk.PRNGSequence(42)
x = jax.random.normal(next(seq), (4, 3))
params = model.init(next(seq), x)
print(model.apply(params, None, x).shape)
