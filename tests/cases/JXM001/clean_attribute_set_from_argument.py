import numpy as np


class Canvas:
    def __init__(self, pixels):
        self.pixels = pixels  # whatever the caller passes: here a NumPy array

    def paint(self, i):
        self.pixels[i] = 1.0


Canvas(np.zeros(4)).paint(2)
