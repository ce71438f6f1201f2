"""tokcheck: judges LLM tokens-per-second claims with divisions anyone can redo."""
