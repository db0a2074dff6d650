"""Run every spelling of every removed-API row, and every replacement, under this JAX.

    python tests/removed_api_probe.py ROWS.json  ->  one JSON line: {"jax": version,
    "forms": {key: outcome}, "checks": {key: outcome}, "loaded": [modules]}

Run by tests/test_removed_apis.py in a subprocess under the pinned JAX (never in the
linter's process).  Each snippet runs as the research ran it: with ``jax``, ``jnp``
and ``np`` imported, its stdout swallowed, every DeprecationWarning/FutureWarning
recorded; the outcome is "works", "<Exception>: <message>" or "<Warning>: <message>"
(site-packages paths shortened to ``.../site-packages/``).  Snippets of one
interpreter could see each other's imports: a submodule one imports successfully
would make another's attribute access work, so the test compares what failed.
"""

import contextlib
import io
import json
import os
import re
import sys
import warnings

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

LOADED = sorted(name for name in sys.modules if name == "jax" or (name.startswith("jax.") and "._" not in name))


def outcome(code: str) -> str:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                exec(code, {"jax": jax, "jnp": jnp, "np": np})
            result = "works"
        except BaseException as error:  # noqa: B902 - whatever the old spelling raises
            result = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    deprecations = [w for w in caught if issubclass(w.category, (DeprecationWarning, FutureWarning))]
    if result == "works" and deprecations:
        result = f"{deprecations[0].category.__name__}: {deprecations[0].message}"
    return re.sub(r"\(/[^)]*site-packages/", "(.../site-packages/", result)


def main() -> None:
    with open(sys.argv[1], encoding="utf-8") as file:
        rows = json.load(file)["rows"]
    forms, checks = {}, {}
    for row in rows:
        for number, form in enumerate(row["forms"]):
            forms[f"{row['old']}#{number}"] = outcome(form["code"])
        if row.get("check"):
            checks[row["old"]] = outcome(row["check"]["code"])
    print("\n" + json.dumps({"jax": jax.__version__, "forms": forms, "checks": checks, "loaded": LOADED}))


if __name__ == "__main__":
    main()
