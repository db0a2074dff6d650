# clear_mem() via jax.lib.xla_bridge.get_backend() (ColabDesign/BindCraft): https://github.com/martinpacesa/BindCraft/issues/376
import jax
import jax.extend.backend


def clear_mem():
    backend = jax.extend.backend.get_backend()  # expect: JXM014 col 15
    if hasattr(backend, "live_buffers"):
        for buf in backend.live_buffers():
            buf.delete()


clear_mem()
print("cleared")
