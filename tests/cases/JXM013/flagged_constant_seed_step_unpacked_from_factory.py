# A jitted train step returned with its forward pass in a tuple from a factory, each rebuilding the
# dropout key from PRNGKey(0): the loop's every step draws the same dropout mask (user training code)
import flax.linen as nn
import jax
import jax.numpy as jnp


class Policy(nn.Module):
    @nn.compact
    def __call__(self, x, train=False):
        h = nn.Dense(16)(x)
        h = nn.Dropout(0.5, deterministic=not train)(h)
        return nn.Dense(2)(h)


def make_steps(model):
    def forward(params, x, train):
        return model.apply({"params": params}, x, train=train, rngs={"dropout": jax.random.PRNGKey(0)})

    @jax.jit
    def train_step(params, x):
        def loss_fn(p):
            return jnp.mean(forward(p, x, True) ** 2)

        grads = jax.grad(loss_fn)(params)
        return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)

    return forward, train_step


model = Policy()
x = jnp.ones((4, 3))
params = model.init(jax.random.PRNGKey(1), x)["params"]
forward, train_step = make_steps(model)
for step in range(3):
    params = train_step(params, x)  # expect: JXM013 col 14
a, b = forward(params, x, True), forward(params, x, True)
print("same dropout mask on every step:", bool((a == b).all()))
