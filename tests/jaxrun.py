"""Run one Python file under real JAX and print what happened as JSON (last line).

Used by the tests in a subprocess per file, so one crash cannot hide another.  The run also
records what each def of the file sees (``defs``: see ``shape_observer.py``), which the shape
oracle holds the linter's claims to.
"""

import json
import os
import runpy
import sys

from shape_observer import observing


def main() -> None:
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    path = sys.argv[1]
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    defs: dict = {}
    try:
        with observing(path) as defs:
            runpy.run_path(path, run_name="__main__")
    except BaseException as error:  # noqa: B902 - we report whatever JAX raised
        outcome = {
            "outcome": "raised",
            "type": type(error).__name__,
            "mro": [cls.__name__ for cls in type(error).__mro__],
            "message": str(error),
        }
    else:
        outcome = {"outcome": "ran"}
    import jax

    outcome["jax"] = jax.__version__
    outcome["defs"] = defs
    print("\n" + json.dumps(outcome))


if __name__ == "__main__":
    main()
