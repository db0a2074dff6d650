"""The ``jaxmuseum`` program: ``jaxmuseum lsp`` starts the language server, anything
else is the command line.  Deciding here keeps the two front ends apart."""

from __future__ import annotations

import sys
from typing import Optional


def main(argv: Optional[list] = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["lsp"] and len(argv) == 1:
        from .lsp import main as serve  # pygls loads only for the editor

        return serve()
    from .cli import main as command_line

    return command_line(argv)


if __name__ == "__main__":
    sys.exit(main())
