# Lookalike: a dict of NumPy arrays takes item assignment into its leaves.
import numpy as np

params = {"dense": {"kernel": np.ones((3, 4)), "bias": np.zeros(4)}}
params["dense"]["kernel"][:, 0] = 0
assert params["dense"]["kernel"][0, 0] == 0
