# One draw per trial, the trial number used as the key.
import jax
import jax.random as jr

results = []
for trial in range(3):
    noise = jr.normal(jr.PRNGKey(trial), (5,))  # expect: JXM017 col 23
    results.append(float(noise.sum()))
print(jax.numpy.asarray(results))
