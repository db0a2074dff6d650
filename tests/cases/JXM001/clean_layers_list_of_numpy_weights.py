# Layers held in a list, but each is a plain object of NumPy arrays: stores run.
import numpy as np
import jax


class Layer:
    def __init__(self, n_in, n_out):
        self.weight = np.zeros((n_out, n_in))


layers = [Layer(3, 4), Layer(4, 1)]
layers[0].weight[0, 0] = 1.0
print(jax.numpy.asarray(layers[0].weight).sum())
