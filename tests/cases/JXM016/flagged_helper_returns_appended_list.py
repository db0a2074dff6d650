# A tree model's helper collects the children's selections in a list and returns it; the
# caller multiplies them with jnp.prod as NumPy would (secretflow's xgb predict_tree_weight).
import jax.numpy as jnp


def child_selects(nodes, left_children):
    selects = list()
    for current, left in zip(nodes, left_children):
        selects.append(current * left)
        selects.append(current - current * left)
    return selects


def tree_weight(selects, weights):
    select = jnp.prod(selects, axis=0)  # expect: JXM016 col 23
    return jnp.matmul(select, weights)


root = jnp.ones((1, 4))
selects = child_selects([root], [jnp.array([[1.0, 0.0, 1.0, 0.0]])])
print(tree_weight(selects, jnp.ones((4, 1))))
