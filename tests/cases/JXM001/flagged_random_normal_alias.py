import jax as J

key = J.random.PRNGKey(0)
w = J.random.normal(key, (3,))
w[0] = 0.0  # expect: JXM001 col 1
