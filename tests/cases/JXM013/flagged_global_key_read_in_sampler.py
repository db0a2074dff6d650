# A function that only reads a module-level key draws from it twice.  No fix: splitting it
# inside the function would make 'key' local there, unbound at the split (UnboundLocalError).
import jax

key = jax.random.PRNGKey(0)


def sample():
    a = jax.random.normal(key, (2,))
    b = jax.random.normal(key, (2,))  # expect: JXM013 col 9
    return a, b


a, b = sample()
print("same draws:", bool((a == b).all()))
