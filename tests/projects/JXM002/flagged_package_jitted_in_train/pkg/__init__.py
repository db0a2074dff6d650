from .model import loss
