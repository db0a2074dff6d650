# A pendulum table filled in a loop whose updates are dropped, from https://github.com/jax-ml/jax/issues/2287 (index_update, now .at[].set)
import jax.numpy as np

dt = 1e-3
N = 100
x0 = 1.5
v0 = 0.0

tab_x = np.zeros(N)
tab_v = np.zeros(N)
c = 4 * np.pi**2
x = x0
v = v0
for i in range(N):
    x = x + v * dt
    v = v - c * np.sin(x) * dt
    tab_x.at[i].set(x)  # expect: JXM015 col 5
    tab_v = tab_v.at[i].set(v)
print(tab_x[:3], tab_v[:3])
