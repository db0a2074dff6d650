# scan's fourth positional argument is its length; inside a jitted lambda it is a tracer
import jax

repeat = jax.jit(lambda n, x: jax.lax.scan(lambda c, z: (c, z), x, (), n))  # expect: JXM010 col 31
repeat(3, 1.0)
