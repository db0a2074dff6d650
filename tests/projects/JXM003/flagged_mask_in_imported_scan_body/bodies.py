def positive_sum(total, row):
    return total + row[row > 0].sum(), None  # expect: JXM003 col 24
