class Physics:
    @staticmethod
    def clipped_step(x, dt):
        # read off the class, a staticmethod runs as written: jit traces x and dt
        if x.max() > 10.0:  # expect: JXM002 col 12
            x = x / 2
        return x + dt
