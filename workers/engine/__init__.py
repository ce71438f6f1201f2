"""The pure engine: records, leaderboards (link patterns and normalizers), claim text, checks, reference data,
messages, the roofline, the verdict, the difference table and the pipeline.

It imports nothing that talks to the world (no Flask, marshmallow, Redis, RQ or httpx): it runs in a test or a
notebook with no service. The import-linter contract in pyproject.toml holds that line.
"""
