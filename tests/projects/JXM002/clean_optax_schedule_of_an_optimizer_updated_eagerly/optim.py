import optax


def schedule(count):
    # optax calls it with the step count, a concrete array while the update runs eagerly
    if count < 100:
        return 1e-3
    return 1e-4


optimizer = optax.adam(learning_rate=schedule)
