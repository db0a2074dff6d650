import math

import jax
import numpy as np
from jax.sharding import SingleDeviceSharding


def create_array(shape, sharding):
    data = np.arange(math.prod(shape)).reshape(shape)
    return jax.make_array_from_callback(shape, sharding, lambda idx: data[idx]), data


def main():
    arr, _ = create_array((8, 2), SingleDeviceSharding(jax.devices()[0]))
    arr.delete()
    print(arr.sum())  # expect: JXM020 col 11


main()
