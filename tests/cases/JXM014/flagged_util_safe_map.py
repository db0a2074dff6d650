# `from jax.util import safe_map, safe_zip` (internal helpers): https://github.com/jax-ml/jax-llm-examples/pull/13
from jax.util import safe_map, safe_zip  # expect: JXM014 col 1

print(list(safe_map(lambda a, b: a + b, [1, 2], [3, 4])), list(safe_zip([1], [2])))
