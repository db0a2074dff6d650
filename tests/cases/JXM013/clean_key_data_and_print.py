# key_data(), print(key) and key.shape read a key without consuming it
import jax

key = jax.random.key(7)
print(jax.random.key_data(key), key.shape, key.dtype)
print(key)
legacy = jax.random.PRNGKey(7)
print(legacy, legacy.shape)
x = jax.random.normal(key, (2,))
y = jax.random.normal(legacy, (2,))
print(x, y)
