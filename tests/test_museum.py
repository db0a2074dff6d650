"""The museum as a site (``jaxmuseum museum``), checked on disk and in a real browser,
and the museum on the terminal."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlparse

import pytest

from conftest import ROOT
from flake8_jaxmuseum.documents import exhibits
from flake8_jaxmuseum.markdown_text import plain
from flake8_jaxmuseum.rules import ALL_RULES

ARTIFACTS = ROOT / ".cache" / "test-artifacts"


def jaxmuseum(*args: str, cwd=None, env=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "flake8_jaxmuseum", *args], capture_output=True, text=True,
                          cwd=cwd, env=env)


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    output = tmp_path_factory.mktemp("museum") / "site"
    result = jaxmuseum("museum", "--output", str(output))
    assert result.returncode == 0, result.stderr
    return output


class Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for name in ("href", "src"):
            if attrs.get(name):
                self.links.append(attrs[name])


def test_the_site_has_every_exhibit_and_rule(site):
    pages = {p.relative_to(site).as_posix() for p in site.rglob("*.html")}
    assert pages == {"index.html", *(f"exhibits/{e.name}.html" for e in exhibits()),
                     *(f"rules/{r.code}.html" for r in ALL_RULES)}
    index = (site / "index.html").read_text()
    for exhibit in exhibits():
        assert f'href="exhibits/{exhibit.name}.html"' in index and exhibit.rule in index


def test_titles_are_text_and_headings_show_code(site):
    """A caption's `if` is code in a heading and plain in the browser's title; no page links
    to itself from its menu; a link to an exhibit reads as its caption, not its path."""
    page = (site / "exhibits" / "02-traced-branch.html").read_text()
    assert "<title>Exhibit 02: A Python if on a traced value</title>" in page
    assert "<h1>Exhibit 02: A Python <code>if</code> on a traced value</h1>" in page
    assert not any("`" in title for title in re.findall(r"<title>(.*?)</title>", page + (site / "index.html").read_text()))
    assert 'href="index.html"' not in (site / "index.html").read_text()
    rule = (site / "rules" / "JXM002.html").read_text()
    assert '<a href="../exhibits/02-traced-branch.html">Exhibit 02: A Python if on a traced value</a>' in rule
    assert "white-space: pre-wrap" in (site / "style.css").read_text()  # JAX's long lines wrap in the box


def test_every_link_between_pages_resolves(site):
    for page in site.rglob("*.html"):
        parser = Links()
        parser.feed(page.read_text())
        for link in parser.links:
            parsed = urlparse(link)
            if parsed.scheme in ("http", "https", "data"):
                continue
            assert not parsed.scheme, f"{page.name}: {link}"
            target = (page.parent / parsed.path).resolve() if parsed.path else page
            assert target.is_file(), f"{page.relative_to(site)} links to missing {link}"
            if parsed.fragment:
                assert f'id="{parsed.fragment}"' in target.read_text(), f"{page.name}: no anchor {link}"


def test_an_exhibit_page_underlines_the_finding(site):
    for exhibit in exhibits():
        text = (site / "exhibits" / f"{exhibit.name}.html").read_text()
        assert text.count('class="finding"') == len(exhibit.findings), exhibit.name
        for line, column in exhibit.findings:
            assert f"failing.py:{line}:{column}: {exhibit.rule}" in text


def _browser():
    if not (os.path.exists("/usr/bin/chromium") and os.path.exists("/usr/bin/chromedriver")):
        if os.environ.get("JAXMUSEUM_REQUIRE_BROWSER"):
            pytest.fail("chromium and chromium-driver are required (apt-get install chromium chromium-driver)")
        pytest.skip("headless Chromium is not installed here (.ci/run installs it)")
    webdriver = pytest.importorskip("selenium.webdriver")
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,1400"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    from selenium.webdriver.chrome.service import Service

    return webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))


@pytest.fixture(scope="module")
def browser():
    driver = _browser()
    yield driver
    driver.quit()


def test_every_page_loads_in_a_browser_without_console_errors(site, browser):
    from selenium.webdriver.common.by import By

    for page in sorted(site.rglob("*.html")):
        browser.get(page.as_uri())
        assert browser.find_element(By.TAG_NAME, "h1").text, page
        errors = [entry for entry in browser.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]
        assert errors == [], f"{page.relative_to(site)}: {errors}"


def test_links_navigate_from_the_index_to_an_exhibit_and_its_rule(site, browser):
    from selenium.webdriver.common.by import By

    browser.get((site / "index.html").as_uri())
    browser.find_element(By.LINK_TEXT, plain(exhibits()[1].caption)).click()  # the caption as read: `if` as code
    assert browser.current_url.endswith(f"exhibits/{exhibits()[1].name}.html")
    browser.find_element(By.PARTIAL_LINK_TEXT, f"{exhibits()[1].rule}:").click()
    assert browser.current_url.endswith(f"rules/{exhibits()[1].rule}.html")
    assert browser.find_element(By.TAG_NAME, "h1").text.startswith(exhibits()[1].rule)


def test_an_exhibit_shows_the_code_the_finding_and_the_error(site, browser):
    from selenium.webdriver.common.by import By

    exhibit = exhibits()[1]
    browser.get((site / "exhibits" / f"{exhibit.name}.html").as_uri())
    underlined = browser.find_element(By.CSS_SELECTOR, ".finding")
    line = exhibit.read("failing.py").splitlines()[exhibit.line - 1]
    assert underlined.text and underlined.text in line
    assert underlined.value_of_css_property("text-decoration-line") == "underline"
    printed = browser.find_elements(By.CSS_SELECTOR, "pre.printed")
    assert [element.text for element in printed] == [text.rstrip() for _, _, text in exhibit.captured()]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    shot = ARTIFACTS / f"museum-{exhibit.name}.png"
    assert browser.save_screenshot(str(shot)) and shot.stat().st_size > 10_000


def test_the_terminal_exhibit_is_plain_when_piped_or_no_color():
    piped = jaxmuseum("exhibit", "2")
    assert piped.returncode == 0 and "\x1b[" not in piped.stdout


@pytest.mark.parametrize("no_color, coloured", [(None, True), ("1", False)])
def test_the_terminal_exhibit_is_highlighted_on_a_terminal(no_color, coloured):
    import pty

    env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
    if no_color:
        env["NO_COLOR"] = no_color
    main, secondary = pty.openpty()
    process = subprocess.Popen([sys.executable, "-m", "flake8_jaxmuseum", "exhibit", "2"], stdout=secondary,
                               stderr=subprocess.PIPE, env=env)
    os.close(secondary)
    chunks = []
    while True:
        try:
            chunk = os.read(main, 65536)
        except OSError:
            break
        if not chunk:
            break
        chunks.append(chunk)
    process.wait(timeout=60)
    os.close(main)
    shown = b"".join(chunks).decode()
    assert ("\x1b[" in shown) == coloured
    plain = re.sub(r"\x1b\[[0-9;]*m", "", shown).replace("\r\n", "\n")
    lines = [line.rstrip() for line in plain.split("\n")]
    assert any(line.endswith("    if x.sum() > 0:  # the tracer has no value to branch on") for line in lines)
    assert not any("`" in line or "**" in line for line in lines)  # rendered, not raw Markdown


def test_no_page_scrolls_sideways_at_1200_pixels(site, browser):
    """Long lines (JAX's messages, code, tables) wrap or scroll inside their box: no rule or
    exhibit page is wider than a 1200 px window."""
    browser.set_window_size(1200, 1400)
    assert browser.execute_script("return window.innerWidth") == 1200
    pages = sorted([*(site / "rules").glob("*.html"), *(site / "exhibits").glob("*.html")])
    assert len(pages) == len(ALL_RULES) + len(exhibits())
    wide = {}
    for page in pages:
        browser.get(page.as_uri())
        scroll, view = browser.execute_script(
            "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]"
        )
        if scroll > view:
            wide[page.relative_to(site).as_posix()] = scroll
    assert wide == {}
