"""Shape algebra: broadcasting, matrix products, sizes and axes, on tuples of ints."""

from __future__ import annotations

from typing import Optional

Shape = tuple


def broadcast(left: Shape, right: Shape) -> Optional[Shape]:
    out = []
    for a, b in zip(reversed((1,) * (len(right) - len(left)) + left), reversed((1,) * (len(left) - len(right)) + right)):
        if a == b or b == 1:
            out.append(a)
        elif a == 1:
            out.append(b)
        else:
            return None
    return tuple(reversed(out))


def matmul(left: Shape, right: Shape) -> Optional[Shape]:
    if not left or not right:
        return None
    if len(left) == 1 and len(right) == 1:
        return () if left == right else None
    if len(left) == 1:
        return right[:-2] + right[-1:] if right[-2] == left[0] else None
    if len(right) == 1:
        return left[:-1] if left[-1] == right[0] else None
    if left[-1] != right[-2]:
        return None
    batch = broadcast(left[:-2], right[:-2])
    return None if batch is None else batch + (left[-2], right[-1])


def normalise_axes(axis: object, rank: int) -> Optional[set]:
    values = axis if isinstance(axis, tuple) else (axis,)
    out = set()
    for value in values:
        if not -rank <= value < rank:
            return None
        out.add(value % rank)
    return out if len(out) == len(values) else None


def size(shape) -> int:
    size = 1
    for dim in shape:
        size *= dim
    return size
