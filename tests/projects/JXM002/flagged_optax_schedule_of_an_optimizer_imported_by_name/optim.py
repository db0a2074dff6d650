import optax


def schedule(count):
    # optax calls it with the step count: a tracer once the update is jitted
    if count < 100:  # expect: JXM002 col 8
        return 1e-3
    return 1e-4


optimizer = optax.adam(learning_rate=schedule)
