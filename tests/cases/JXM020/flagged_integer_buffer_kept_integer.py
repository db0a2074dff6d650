import jax
import jax.numpy as jnp


def write_token(tokens, position, token):
    return tokens.at[position].set(token)


write_token = jax.jit(write_token, donate_argnums=0)
tokens = jnp.zeros(8, dtype=jnp.int32)
filled = write_token(tokens, 0, 7)
print(filled, tokens[0])  # expect: JXM020 col 15
