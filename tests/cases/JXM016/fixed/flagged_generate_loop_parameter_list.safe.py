# picoGPT#9 (https://github.com/jaymody/picoGPT/issues/9): gpt2.py run with jax.numpy as np.
# generate's loop rebinds inputs to what np.append returns, an array, but its first turn reads
# the parameter, which the call hands the prompt's token ids as a list: append refuses it.
# (The thread appends [next_id]; a list there raises too, so this case appends next_id.)
import jax.numpy as np


def gpt2(inputs, wte):
    return wte[np.asarray(inputs)]


def generate(inputs, wte, n_tokens_to_generate):
    for _ in range(n_tokens_to_generate):
        logits = gpt2(inputs, wte)
        next_id = np.argmax(logits[-1])
        inputs = np.append(np.array(inputs), next_id)  # expect: JXM016 col 28
    return inputs[len(inputs) - n_tokens_to_generate:]


input_ids = [15496, 11, 314]
wte = np.ones((50257, 4))
print(generate(input_ids, wte, 2))
