# The twin of flagged_jit_of_remat_static_argnums.py: the flag static for remat too, and jit's
# static flag handed through grad, which traces only what it differentiates (jax#2833's fix;
# jax PR#12653's jax.jit(jax.grad(f), static_argnames=...)).
import jax


def f(a_bool, y):
    if a_bool:
        return y + 1
    else:
        return y


print(jax.jit(jax.remat(f, static_argnums=0), static_argnums=0)(True, 1))
print(jax.jit(jax.grad(f, argnums=1), static_argnums=0)(True, 1.0))
