# vmap over a NumPy function hands it batch tracers (a user batching np.linalg.det)
import jax
import numpy as np

matrices = np.stack([np.eye(2) * k for k in range(1, 6)])
batched_det = jax.vmap(np.linalg.det)
print(batched_det(matrices))  # expect: JXM009 col 7
