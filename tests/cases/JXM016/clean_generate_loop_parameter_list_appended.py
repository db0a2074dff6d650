# picoGPT's own generate (https://github.com/jaymody/picoGPT, gpt2.py): the token ids stay a
# Python list, appended to in place; only an array made of them reaches jax.numpy.
import jax.numpy as np


def gpt2(inputs, wte):
    return wte[np.asarray(inputs)]


def generate(inputs, wte, n_tokens_to_generate):
    for _ in range(n_tokens_to_generate):
        logits = gpt2(inputs, wte)
        next_id = np.argmax(logits[-1])
        inputs.append(int(next_id))
    return inputs[len(inputs) - n_tokens_to_generate:]


input_ids = [15496, 11, 314]
wte = np.ones((50257, 4))
print(generate(input_ids, wte, 2))
