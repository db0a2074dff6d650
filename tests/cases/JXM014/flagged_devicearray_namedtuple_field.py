# jnp.DeviceArray as a NamedTuple field type (tux optimizers.py): https://github.com/LargeWorldModel/LWM/issues/41
from typing import NamedTuple

import jax.numpy as jnp


class ScheduleState(NamedTuple):
    count: jnp.DeviceArray  # expect: JXM014 col 12


print(ScheduleState(count=jnp.zeros([], jnp.int32)))
