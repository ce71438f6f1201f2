"""The `tokcheck` command: check a record file or link, compare two records, run the service or a worker.

Exit 0 on any verdict, 2 on bad input with one line naming the problem, 3 when a link's record can't be
resolved; never a traceback.
"""
import argparse
import json
import sys
from contextlib import contextmanager
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from api.annotation_schema import AnnotationSchema
from tokcheck.card_text import card, comparison
from tokcheck.progress import progress_bar
from workers.engine import json_limits
from workers.engine.claim_context import ClaimContext
from workers.engine.compare import compare
from workers.engine.errors import InputError
from workers.engine.leaderboards import Unresolvable
from workers.engine.messages import LANGUAGES
from workers.engine.pipeline import judge, read
from workers.engine.reference import REFERENCE
from workers.service.redis_server import DataDirInUse, RedisUnreachable
from workers.service.settings import Settings

EXIT_BAD_INPUT = 2
EXIT_UNRESOLVED = 3
STDIN = "-"


class UsageError(Exception):
    """A problem with what the user gave, said in one line."""


class UnresolvedLink(Exception):
    """A link whose record could not be fetched or read, said in one line."""


def _version() -> str:
    try:
        return version("tokcheck")
    except PackageNotFoundError:  # run from a checkout that was never installed
        return "unknown (not installed)"


def _parser() -> argparse.ArgumentParser:
    defaults = argparse.ArgumentDefaultsHelpFormatter
    parser = argparse.ArgumentParser(prog="tokcheck", formatter_class=defaults,
                                     description="Judge LLM tok/s claims with divisions anyone can redo.")
    parser.add_argument("--version", action="version", version=f"tokcheck {_version()}")
    sub = parser.add_subparsers(dest="command", required=True)
    source_help = "a record link, a JSON file (a record, {\"benchmarks\": [...]} or an array), or - for stdin"
    check = sub.add_parser("check", formatter_class=defaults, help="judge a record (one, or a list: the series check)")
    check.add_argument("source", help=source_help)
    check.add_argument("--json", action="store_true", help="print the annotation JSON instead of the card")
    check.add_argument("--claim", type=float, metavar="TOKS",
                       help="the tok/s a post claims for this record (applied to the record the claim is about, "
                            "never to the rest of a list)")
    check.add_argument("--lang", choices=LANGUAGES, default="en", help="language of the card")
    cmp = sub.add_parser("compare", formatter_class=defaults, help="difference table of two records")
    cmp.add_argument("a", help=source_help)
    cmp.add_argument("b", help=source_help)
    cmp.add_argument("--json", action="store_true", help="print the table as JSON")
    cmp.add_argument("--lang", choices=LANGUAGES, default="en", help="language of the table")
    serve = sub.add_parser("serve", formatter_class=defaults,
                           help="run the API with workers (and an embedded Redis when no Redis URL is set)")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on")
    serve.add_argument("--port", type=int, default=8000, help="port to listen on")
    serve.add_argument("--data-dir", type=Path, default=None,
                       help="where the embedded Redis keeps its data (default: ~/.local/share/tokcheck)")
    serve.add_argument("--workers", type=int, default=1,
                       help="worker processes to run beside the API (0 with TOKCHECK_REDIS_URL: API only)")
    worker = sub.add_parser("worker", formatter_class=defaults, help="run an RQ worker against TOKCHECK_REDIS_URL")
    worker.add_argument("--burst", action="store_true", help="stop when the queue is empty")
    return parser


def _settings() -> Settings:
    try:
        return Settings.from_env()
    except InputError as error:
        raise UsageError(str(error)) from None


def _is_link(source: str) -> bool:
    return source.startswith(("http://", "https://"))


def _document(source: str):
    """A record document from a file, or from stdin for `-`; bad bytes or JSON are a UsageError naming where."""
    name = "stdin" if source == STDIN else source
    try:
        raw = sys.stdin.buffer.read() if source == STDIN else Path(source).read_bytes()
    except OSError as error:
        raise UsageError(f"{name}: {error.strerror or error}") from None
    try:
        return json_limits.loads(raw)
    except InputError as error:
        raise UsageError(f"{name}: {error}") from None


def _subject(source: str):
    return source if _is_link(source) else _document(source)


@contextmanager
def _reading(source: str, settings: Settings):
    """The fetcher a source needs (a link has one, closed after); a failure to read it said in one line."""
    fetcher = settings.fetcher() if _is_link(source) else None
    try:
        yield fetcher
    except Unresolvable as error:
        raise UnresolvedLink(error.reason) from None
    except InputError as error:
        raise UsageError(f"{'stdin' if source == STDIN else source}: {error}") from None
    finally:
        if fetcher:
            fetcher.close()


def _judged(source: str, claim: ClaimContext | None) -> list[dict]:
    """The annotations of a link or a file through the one pipeline; a link is fetched now (no Redis)."""
    settings = _settings()
    with _reading(source, settings) as fetcher:
        return judge(_subject(source), claim=claim, fetch=fetcher, upstreams=settings.upstreams,
                     annotate_unresolved=False, progress=progress_bar(sys.stderr))


def _check(args) -> str:
    if args.claim is not None and not args.claim > 0:
        raise UsageError(f"--claim: expected a number above 0, got {args.claim:g}")
    claim = ClaimContext(value=args.claim, unit="tok/s") if args.claim is not None else None
    annotations = _judged(args.source, claim)
    if args.json:
        dumped = AnnotationSchema(many=True).dump(annotations)
        return json.dumps(dumped[0] if len(dumped) == 1 else dumped, ensure_ascii=False, indent=2)
    return "\n\n".join(card(a, args.lang) for a in annotations)


def _side(source: str, settings: Settings):
    with _reading(source, settings) as fetcher:
        resolved = read(_subject(source), fetcher, settings.upstreams)
    if resolved.series and not _is_link(source):
        raise UsageError(f"{source}: compare takes one record per file, found {len(resolved.series)}")
    return resolved.record


def _compare(args) -> str:
    if args.a == STDIN and args.b == STDIN:
        raise UsageError("only one side can be read from stdin")
    settings = _settings()
    result = compare(_side(args.a, settings), _side(args.b, settings), REFERENCE)
    return json.dumps(result, ensure_ascii=False, indent=2) if args.json else comparison(result, args.lang)


def _serve(args) -> None:
    from tokcheck.serve import serve

    settings = _settings()
    if args.workers < 0 or (args.workers == 0 and not settings.redis_url):
        raise UsageError(f"--workers: expected 1 or more (0 only with TOKCHECK_REDIS_URL, when workers run "
                         f"elsewhere), got {args.workers}")
    data_dir = args.data_dir
    if data_dir is None and not settings.redis_url:
        from workers.service.redis_server import default_data_dir
        data_dir = default_data_dir()
    try:
        serve(args.host, args.port, data_dir, args.workers, settings)
    except (RedisUnreachable, DataDirInUse) as error:
        raise UsageError(str(error)) from None
    except OSError as error:
        raise UsageError(f"cannot listen on {args.host}:{args.port}: {error.strerror or error}") from None


def _worker(args) -> None:
    from workers.service.worker import run_worker

    settings = _settings()
    if not settings.redis_url:
        raise UsageError("TOKCHECK_REDIS_URL is not set: point it at the Redis that `tokcheck serve` or your "
                         "server runs")
    try:
        run_worker(settings, burst=args.burst)
    except RedisUnreachable as error:
        raise UsageError(str(error)) from None
    except KeyboardInterrupt:
        pass


COMMANDS = {"check": _check, "compare": _compare, "serve": _serve, "worker": _worker}


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        output = COMMANDS[args.command](args)
    except UsageError as error:
        print(f"tokcheck {args.command}: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except UnresolvedLink as error:
        print(f"tokcheck {args.command}: {error}", file=sys.stderr)
        return EXIT_UNRESOLVED
    if output is not None:
        sys.stdout.write(output + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
