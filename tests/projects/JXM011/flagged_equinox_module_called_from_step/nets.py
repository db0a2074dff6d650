import equinox as eqx
import jax


class Linear(eqx.Module):
    weight: jax.Array

    def __call__(self, x):
        y = self.weight @ x
        print("y =", y)  # expect: JXM011 col 9
        return y
