# print(sample) inside a vmapped ELBO term shows a VmapTracer/BatchTracer (https://github.com/jax-ml/jax/issues/1476; partial(elbo, logprob) written as a lambda)
import jax.numpy as np
from jax import random, vmap
import jax


def diag_gaussian_sample(rng, mean, log_std):
    return mean + np.exp(log_std) * random.normal(rng, mean.shape)


def elbo(logprob, rng, mean, log_std):
    sample = diag_gaussian_sample(rng, mean, log_std)
    jax.debug.print("{}", sample)  # expect: JXM011 col 5
    return logprob(sample) - np.sum(log_std)


def batch_elbo(logprob, rng, params, num_samples):
    rngs = random.split(rng, num_samples)
    mean, log_std = params
    vectorized_elbo = vmap(lambda key: elbo(logprob, key, mean, log_std))
    return np.mean(vectorized_elbo(rngs))


def logprob(z):
    return -0.5 * np.sum(z ** 2)


print(batch_elbo(logprob, random.PRNGKey(0), (np.zeros(2), np.zeros(2)), 4))
