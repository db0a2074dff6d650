# JAX's own tests reach the same names through jax._src (still present), e.g. tests/cache_key_test.py, tests/pmap_test.py
import jax.numpy as jnp
from jax._src import api as src_api
from jax._src import linear_util as lu
from jax._src import util
from jax._src import xla_bridge
from jax._src.lib import xla_client

backend = xla_bridge.get_backend()
if backend.platform != "cpu":
    backend = xla_bridge.get_backend("cpu")
replicated = src_api.device_put_replicated(jnp.ones(2), [backend.devices()[0]])
print(backend.platform, replicated.shape, list(util.safe_map(abs, [-1])), lu.WrappedFun.__name__,
      xla_client is not None)
