# The second multivariate_normal sample, centred on the first, drawn from the other half of a
# split key: the variance of the sum is 2 (https://github.com/jax-ml/jax/issues/16845)
from jax import numpy, random


def sample_sum(key, n=10000):
    key1, key2 = random.split(key)
    s1 = random.multivariate_normal(key1, numpy.array([0]), numpy.eye(1), shape=(n,))
    s2 = random.multivariate_normal(key2, s1, numpy.eye(1))
    return numpy.cov(s2, rowvar=False)


print(sample_sum(random.PRNGKey(1337)))
