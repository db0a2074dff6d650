# A second multivariate_normal sample centred on the first, drawn from the same key: its noise
# repeats the first's, so the variance of the sum is 4, not 2
# (https://github.com/jax-ml/jax/issues/16845)
from jax import numpy, random


def sample_sum(key, n=10000):
    s1 = random.multivariate_normal(key, numpy.array([0]), numpy.eye(1), shape=(n,))
    s2 = random.multivariate_normal(key, s1, numpy.eye(1))  # expect: JXM013 col 10
    return numpy.cov(s2, rowvar=False)


print(sample_sum(random.PRNGKey(1337)))
