import jax

# x * 2.0 is a scalar when x is: grad is happy.
slope = jax.grad(lambda x: x * 2.0)(1.0)
assert slope == 2.0
