# Lookalike: the values of a dict of NumPy arrays, reached by .items(), take item assignment.
import numpy as np

params = {"w": np.ones((3, 2)), "b": np.zeros(2)}
for name, p in params.items():
    p[0] = 0.0
assert params["w"][0, 0] == 0.0
