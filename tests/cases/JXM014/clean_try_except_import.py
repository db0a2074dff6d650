# try/except ImportError around removed import paths, a common compat shape
try:
    from jax.config import config
except ImportError:
    from jax import config

try:
    from jax.experimental import host_callback as hcb
except ImportError:
    hcb = None

try:
    import jax.linear_util as lu
except ModuleNotFoundError:
    from jax.extend import linear_util as lu

config.update("jax_enable_x64", False)
print(hcb is None, lu.WrappedFun.__name__)
