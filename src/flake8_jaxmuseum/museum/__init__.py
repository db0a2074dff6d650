"""The museum that travels with the package: the rule pages (``rules/``) and the
exhibits (``exhibits/``).  In a source checkout these are links to the folders at the top
of the repository, where readers look; the build copies them into the wheel."""
