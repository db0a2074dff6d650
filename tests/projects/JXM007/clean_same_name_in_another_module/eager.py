def loss(x):
    return float(x.sum())
