"""The extension in a real Chromium (Debian's), against `tokcheck serve` and a fixture leaderboard on 127.0.0.1.

Chromium resolves no outside hostname (host-resolver-rules), and the extension's API base is set through its
own options page to a recording proxy in front of `tokcheck serve`, so tests read what the extension sent.
"""
import copy
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.conftest import load_fixture
from tests.service.conftest import serve_fixture_records
from tests.support.recording_proxy import RecordingProxy
from tests.support.serve import start_serve, stop
from tests.support.static_site import StaticSite
from tests.support.upstream import Upstream, json_route

ROOT = Path(__file__).resolve().parents[2]
EXTENSION = ROOT / "extension"
PAGES = Path(__file__).parent / "pages"
OUT = Path(__file__).parent / "out"
CHROMIUM = "/usr/bin/chromium"
MODERATOR_TOKEN = "e2e-moderator-token-0001"
HOSTILE_ID = "cmhostilenotes00000000001"
HOSTILE_NOTES = ("prefix cache warm <img src=x onerror=\"window.__pwned='notes'\">"
                 "<script>window.__pwned='notes-script'</script>")


def ensure_node_modules() -> None:
    """web-ext and React come from npm (package-lock.json); installed once per checkout."""
    if not (ROOT / "node_modules/.package-lock.json").exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=ROOT, check=True)


def set_options(context, **fields) -> None:
    """Changes settings the way a user does: on the extension's options page, then Save."""
    page = context.new_page()
    page.goto(f"chrome-extension://{context.extension_id}/options/options.html")
    page.wait_for_selector("form[data-ready]")
    for name, value in fields.items():
        if name == "language":
            page.select_option("#language", value)
        else:
            page.fill(f"#{name}", value)
    page.click("button[type=submit]")
    page.wait_for_selector("#status:not(:empty)")
    page.close()


@pytest.fixture(scope="session")
def node_modules():
    ensure_node_modules()
    return ROOT / "node_modules"


@pytest.fixture(scope="session")
def chromium_path():
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: `apt-get install -y chromium` (.ci/run does this)")
    return CHROMIUM


def serve_page_records(server: Upstream) -> Upstream:
    """The records the test pages link to: the fixture records, and a control whose notes carry markup."""
    serve_fixture_records(server)
    hostile = copy.deepcopy(load_fixture("control_record.json"))
    hostile["id"], hostile["notes"] = HOSTILE_ID, HOSTILE_NOTES
    server.routes[f"/api/speed-tests/{HOSTILE_ID}"] = json_route(hostile)
    return server


@pytest.fixture(scope="module")
def leaderboard():
    with Upstream() as server:
        yield serve_page_records(server)


@pytest.fixture(scope="module")
def api(tmp_path_factory, leaderboard):
    """`tokcheck serve` behind a recording proxy (whose origin the extension is given).

    The service runs at a lower CPU priority: on a reader's machine it is elsewhere, so its 500 jobs must not
    take the cores the browser's main thread needs while the test measures that thread's long tasks."""
    process, base = start_serve(tmp_path_factory.mktemp("tokcheck-data"), leaderboard.origin,
                                {"TOKCHECK_MODERATORS": f"moderator:{MODERATOR_TOKEN}"}, background=True)
    try:
        with RecordingProxy(base) as proxy:
            yield proxy
    finally:
        stop(process)


@pytest.fixture(scope="module")
def site(node_modules):
    with StaticSite(PAGES) as server:
        yield server


def launch_reader(playwright, profile: Path, api_origin: str | None, extension: bool = True):
    """A reader's Chromium: a fresh persistent profile with the unpacked extension, its API base set on its
    options page (`extension=False`: the same browser without it, for a floor)."""
    loaded = [f"--disable-extensions-except={EXTENSION}", f"--load-extension={EXTENSION}"] if extension else []
    context = playwright.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, headless=True, viewport={"width": 900, "height": 800},
        args=[*loaded, "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
              "--disable-component-update", "--disable-sync",
              "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"])
    if not extension:
        return context
    worker = context.service_workers[0] if context.service_workers else context.wait_for_event("serviceworker")
    context.extension_id = worker.url.split("/")[2]
    set_options(context, apiBase=api_origin)
    return context


BADGES_WAIT_MS = 30000


def open_badged(browser, url: str, expected: dict[str, int]):
    """A new tab on url, once each selector of `expected` holds its number of badges and every badge has its verdict."""
    page = browser.new_page()
    page.goto(url)
    page.wait_for_function(
        "(want) => Object.entries(want).every(([where, n]) =>"
        " document.querySelectorAll(`${where} tokcheck-badge`).length === n)",
        arg=expected, timeout=BADGES_WAIT_MS)
    page.wait_for_function("() => [...document.querySelectorAll('tokcheck-badge')].every((b) => b.dataset.verdict"
                           " && b.dataset.verdict !== 'pending')", timeout=BADGES_WAIT_MS)
    return page


@pytest.fixture(scope="module")
def playwright(chromium_path):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as instance:
        yield instance


@pytest.fixture(scope="module")
def browser(playwright, api, tmp_path_factory):
    context = launch_reader(playwright, tmp_path_factory.mktemp("profile"), api.origin)
    yield context
    context.close()


@pytest.fixture(scope="session")
def out_dir():
    shutil.rmtree(OUT, ignore_errors=True)
    OUT.mkdir(parents=True)
    return OUT
