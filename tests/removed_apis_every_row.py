# Every row of JXM014's table, once per spelling: flake8 --select JXM014 flags every line below the
# imports. Generated from src/flake8_jaxmuseum/semantics/jaxapi/removed_apis.json by tests/test_removed_apis.py.
import jax

jax.tree_map
from jax import tree_map
jax.tree_flatten
from jax import tree_flatten
jax.tree_unflatten
from jax import tree_unflatten
jax.tree_leaves
from jax import tree_leaves
jax.tree_structure
from jax import tree_structure
jax.tree_transpose
from jax import tree_transpose
jax.treedef_is_leaf
from jax import treedef_is_leaf
jax.tree_multimap
from jax import tree_multimap
jax.tree_util.tree_multimap
from jax.tree_util import tree_multimap
jax.ops.index_update
from jax.ops import index_update
jax.ops.index_add
from jax.ops import index_add
jax.ops.index_mul
from jax.ops import index_mul
jax.ops.index_min
from jax.ops import index_min
jax.ops.index_max
from jax.ops import index_max
jax.ops.index
from jax.ops import index
jax.random.KeyArray
from jax.random import KeyArray
jax.random.PRNGKeyArray
from jax.random import PRNGKeyArray
jax.random.shuffle
from jax.random import shuffle
jax.linear_util
from jax import linear_util
import jax.linear_util
import jax.config
jax.config.config
jax.config.FLAGS
jax.config.define_bool_state
jax.xla_computation
from jax import xla_computation
jax.numpy.DeviceArray
from jax.numpy import DeviceArray
jax.interpreters.xla.DeviceArray
from jax.interpreters.xla import DeviceArray
jax.interpreters.pxla.ShardedDeviceArray
from jax.interpreters.pxla import ShardedDeviceArray
jax.experimental.host_callback
from jax.experimental import host_callback
import jax.experimental.host_callback
jax.experimental.host_callback.id_tap
from jax.experimental.host_callback import id_tap
jax.experimental.host_callback.id_print
from jax.experimental.host_callback import id_print
jax.experimental.host_callback.call
from jax.experimental.host_callback import call
jax.util
from jax import util
import jax.util
jax.util.partial
from jax.util import partial
jax.partial
from jax import partial
jax.lib.xla_bridge
from jax.lib import xla_bridge
import jax.lib.xla_bridge
jax.lib.xla_bridge.get_backend
from jax.lib.xla_bridge import get_backend
jax.lib.xla_bridge.default_backend
from jax.lib.xla_bridge import default_backend
jax.lib.xla_bridge.get_compile_options
from jax.lib.xla_bridge import get_compile_options
jax.lib.xla_bridge.xla_client
from jax.lib.xla_bridge import xla_client
jax.lib.xla_bridge.process_index
from jax.lib.xla_bridge import process_index
jax.lib.xla_bridge.device_count
from jax.lib.xla_bridge import device_count
jax.lib.xla_bridge.local_device_count
from jax.lib.xla_bridge import local_device_count
jax.lib.xla_client
from jax.lib import xla_client
import jax.lib.xla_client
jax.experimental.compilation_cache.compilation_cache.initialize_cache
from jax.experimental.compilation_cache.compilation_cache import initialize_cache
jax.interpreters.xla.xb
from jax.interpreters.xla import xb
jax.device_put_replicated
from jax import device_put_replicated
jax.device_put_sharded
from jax import device_put_sharded
jax.numpy.trapz
from jax.numpy import trapz
jax.numpy.in1d
from jax.numpy import in1d
jax.numpy.row_stack
from jax.numpy import row_stack
jax.numpy.NINF
from jax.numpy import NINF
jax.numpy.NZERO
from jax.numpy import NZERO
jax.numpy.PZERO
from jax.numpy import PZERO
jax.numpy.issubsctype
from jax.numpy import issubsctype
jax.numpy.product
from jax.numpy import product
jax.numpy.cumproduct
from jax.numpy import cumproduct
jax.numpy.alltrue
from jax.numpy import alltrue
jax.numpy.sometrue
from jax.numpy import sometrue
jax.numpy.round_
from jax.numpy import round_
jax.numpy.msort
from jax.numpy import msort
jax.numpy.fix
from jax.numpy import fix
jax.lax.tie_in
from jax.lax import tie_in
jax.lax.dtypes
from jax.lax import dtypes
jax.experimental.maps
from jax.experimental import maps
import jax.experimental.maps
jax.experimental.sharded_jit
from jax.experimental import sharded_jit
jax.experimental.maps.Mesh
from jax.experimental.maps import Mesh
jax.experimental.PartitionSpec
from jax.experimental import PartitionSpec
jax.experimental.pjit.PartitionSpec
from jax.experimental.pjit import PartitionSpec
jax.experimental.pjit.pjit_p
from jax.experimental.pjit import pjit_p
jax.interpreters.pxla.PartitionSpec
from jax.interpreters.pxla import PartitionSpec
jax.experimental.enable_x64
from jax.experimental import enable_x64
jax.experimental.disable_x64
from jax.experimental import disable_x64
jax.experimental.optimizers
from jax.experimental import optimizers
import jax.experimental.optimizers
jax.experimental.stax
from jax.experimental import stax
import jax.experimental.stax
jax.experimental.loops
from jax.experimental import loops
import jax.experimental.loops
jax.experimental.array_api
from jax.experimental import array_api
import jax.experimental.array_api
jax.experimental.attrs
from jax.experimental import attrs
import jax.experimental.attrs
jax.abstract_arrays
from jax import abstract_arrays
import jax.abstract_arrays
jax.api
from jax import api
import jax.api
jax.ShapedArray
from jax import ShapedArray
jax.xla
from jax import xla
jax.clear_backends
from jax import clear_backends
jax.sharding.PmapSharding
from jax.sharding import PmapSharding
jax.dlpack.to_dlpack
from jax.dlpack import to_dlpack
jax.core.Primitive
from jax.core import Primitive
jax.core.Jaxpr
from jax.core import Jaxpr
jax.core.ClosedJaxpr
from jax.core import ClosedJaxpr
jax.core.JaxprEqn
from jax.core import JaxprEqn
jax.core.DShapedArray
from jax.core import DShapedArray
jax.core.Var
from jax.core import Var
jax.core.Literal
from jax.core import Literal
jax.core.raise_to_shaped
from jax.core import raise_to_shaped
jax.core.get_aval
from jax.core import get_aval
jax.core.ConcreteArray
from jax.core import ConcreteArray
jax.interpreters.xla.canonicalize_dtype
from jax.interpreters.xla import canonicalize_dtype
jax.interpreters.xla.abstractify
from jax.interpreters.xla import abstractify
jax.interpreters.xla.register_translation
from jax.interpreters.xla import register_translation
jax.interpreters.xla.backend_specific_translations
from jax.interpreters.xla import backend_specific_translations
jax.interpreters.xla.device_put
from jax.interpreters.xla import device_put
jax.experimental.pjit.with_sharding_constraint
from jax.experimental.pjit import with_sharding_constraint
jax.tools.colab_tpu
from jax.tools import colab_tpu
import jax.tools.colab_tpu
jax.tools.colab_tpu.setup_tpu
from jax.tools.colab_tpu import setup_tpu
