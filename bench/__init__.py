"""Every performance figure as a ratio against its floor, measured in one run: `python -m bench` (bench/__main__.py)."""
