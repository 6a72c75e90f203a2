"""pytest configuration shared by the tests and the doctests in the package."""

# Importing ``python -m toolkit``'s entry point would run the command line.
collect_ignore = ["toolkit/__main__.py"]
