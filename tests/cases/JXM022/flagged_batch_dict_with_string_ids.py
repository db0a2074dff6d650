# google/flax#1492 ("jax.jit causes type error"): the annotated MNIST notebook run on a dataset
# whose batches carry an 'id' entry of byte strings; jit abstracts every leaf of the batch dict,
# and the ids are a NumPy array of strings. (Trimmed: the ids were read from tfds; here they
# are written out.)
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def eval_step(params, batch):
    logits = batch["image"] @ params
    return jnp.mean(jnp.argmax(logits, -1) == batch["label"])


ids = np.array([b"test_09933", b"test_05669", b"test_00163"])
batch = {"image": np.ones((3, 4), np.float32), "label": np.array([0, 1, 0]), "id": ids}
print(eval_step(jnp.ones((4, 2)), batch))  # expect: JXM022 col 35
