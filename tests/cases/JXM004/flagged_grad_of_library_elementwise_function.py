# grad of jnp.sin itself at a one-element array: the output keeps the argument's shape (1,)
# (a tutorial's reverse-mode example; cf. https://github.com/jax-ml/jax/issues/4670)
import jax
import jax.numpy as jnp

x = jnp.array([0.0])
grad_f = jax.grad(jnp.sin)(x)  # expect: JXM004 col 10
print(grad_f)
