# picoGPT#9's loop handed the prompt as an array: every turn appends to an array.
import jax.numpy as np


def gpt2(inputs, wte):
    return wte[np.asarray(inputs)]


def generate(inputs, wte, n_tokens_to_generate):
    for _ in range(n_tokens_to_generate):
        logits = gpt2(inputs, wte)
        next_id = np.argmax(logits[-1])
        inputs = np.append(inputs, next_id)
    return inputs[len(inputs) - n_tokens_to_generate:]


input_ids = np.array([15496, 11, 314])
wte = np.ones((50257, 4))
print(generate(input_ids, wte, 2))
