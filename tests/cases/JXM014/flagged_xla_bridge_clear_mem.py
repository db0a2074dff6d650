# clear_mem() via jax.lib.xla_bridge.get_backend() (ColabDesign/BindCraft): https://github.com/martinpacesa/BindCraft/issues/376
import jax


def clear_mem():
    backend = jax.lib.xla_bridge.get_backend()  # expect: JXM014 col 15
    if hasattr(backend, "live_buffers"):
        for buf in backend.live_buffers():
            buf.delete()


clear_mem()
print("cleared")
