def fill(i, acc):
    acc[i] = i * 2.0  # expect: JXM001 col 5
    return acc
