"""Learner keys, sign-in, profile limits and text from outside the app on the pages (AppTest).

No sign-in by link (login CSRF, keys in the address; such a link is ignored with a notice), sign-in
by the password field (spaces pasted with the key ignored), the key shown from the session,
staying signed in through the sign-in token in the browser's cookie (written, read, ended, cleared),
a drill that says before the answer when it would not be kept, the per-session limit on new
profiles, and address values, learner names and imported ids shown literally
(trainer.ui.plain.literal_md) wherever Markdown renders.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from trainer.drills import Kind, answer_of, generate
from trainer.i18n import Translator
from trainer.progress import ProgressError, ProgressStore
from trainer.storage import StorageError
from trainer.texts import error_text
from trainer.ui.learner import profile_error_text
from trainer.ui.plain import literal_md
from trainer.ui.ratelimit import RateLimited

APP = str(Path(__file__).resolve().parent.parent / "app.py")
HOSTILE = (
    "x”. Your progress was lost: [restore it here](https://evil.example/r) ![](https://evil.example/p.png) "
    "$\\rule{4000px}{4000px}$ :red[RED] **B** https://evil.example/a www.evil.example :smile: <b>h</b> \\"
)


@pytest.fixture(autouse=True)
def data_dir(app_data: Path) -> Path:
    """Every test here runs the app on a database of its own (tests/conftest.py)."""
    return app_data


def store() -> ProgressStore:
    from trainer.ui.learner import _store

    return _store()


def app(session: dict[str, Any] | None = None, **params: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    for k, v in params.items():
        at.query_params[k] = v
    for k, v in (session or {}).items():
        at.session_state[k] = v
    return at


def progress_page(at: AppTest) -> AppTest:
    for deep_link in ("drill", "lesson", "deal", "term"):  # app.py would forward to that page
        if deep_link in at.query_params:
            del at.query_params[deep_link]
    at.switch_page("app_pages/progress.py").run()
    assert not at.exception, at.exception
    return at


def bodies(at: AppTest) -> list[str]:
    """Every Markdown body AppTest exposes (markdown, alerts, headers, captions, page_link labels)."""
    out = [m.value for m in at.markdown] + [x.value for x in (*at.title, *at.subheader, *at.caption)]
    out += [x.value for x in (*at.info, *at.success, *at.warning, *at.error)]
    out += [p.proto.label for p in at.get("page_link")]
    return [str(b) for b in out]


def assert_no_live_markdown(body: str, value: str) -> None:
    """``body`` shows ``value`` only through literal_md: no link, image, formula, directive, autolink."""
    assert literal_md(value, max_chars=80) in body or literal_md(value) in body, body
    rest = body.replace(literal_md(value, max_chars=80), "").replace(literal_md(value), "")
    for raw in ("](", "![", "$\\", ":red[", "**B**", "https://", "www.", ":smile:", "<b>"):
        assert raw not in rest, (raw, body)


# --- F7/F6: no sign-in by link -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "params",
    [
        {"drill": "basics/word-pieti"},
        {},
        {"lesson": "tricks"},
        {"deal": "kotkat-6s-to-6h"},
        {"term": "pieti"},
    ],
    ids=["drill", "home", "lesson", "deal", "term"],
)
def test_a_link_with_a_valid_key_signs_nobody_in_and_the_key_leaves_the_address(
    params: dict[str, str],
) -> None:
    owner = store().create_learner("Link owner")
    at = app(lang="en", learner=owner.key, **params).run()
    assert not at.exception, at.exception
    assert "learner" not in at.query_params
    assert "learner_key" not in at.session_state
    progress_page(at)
    assert any(b.label == "Create a profile" for b in at.button)  # still signed out
    assert owner.key not in "\n".join(bodies(at))


def test_a_link_does_not_replace_the_visitors_own_profile() -> None:
    mine = store().create_learner("Visitor")
    attacker = store().create_learner("Attacker")
    at = app({"learner_key": mine.key}, lang="en", learner=attacker.key).run()
    progress_page(at)
    assert at.session_state["learner_key"] == mine.key
    assert at.subheader[0].value == "Visitor"


def sign_in_form(at: AppTest, key: str) -> AppTest:
    field = next(t for t in at.text_input if t.label in ("Your personal key", "Henkilökohtainen avaimesi"))
    assert field.proto.type == field.proto.PASSWORD  # not shown over the shoulder
    field.input(key)
    next(b for b in at.button if b.label in ("Open my profile", "Avaa profiilini")).click().run()
    assert not at.exception, at.exception
    return at


def test_signing_in_with_the_key_field_and_the_key_shown_from_the_session() -> None:
    me = store().create_learner("Aino")
    at = progress_page(app(lang="en").run())
    sign_in_form(at, "  " + me.key + " ")
    assert at.session_state["learner_key"] == me.key
    assert "learner" not in at.query_params and me.key not in str(dict(at.query_params))
    assert at.subheader[0].value == "Aino"
    assert [c.value for c in at.code] == [me.key]  # from the session (the store keeps only a hash)
    assert not any("?learner=" in b for b in bodies(at))


@pytest.mark.parametrize(
    ("lang", "message"),
    [("fi", "Tällä avaimella ei löydy oppijaa"), ("en", "No learner has that key")],
)
def test_a_wrong_key_gets_a_message_in_the_learners_language(lang: str, message: str) -> None:
    store().create_learner("Aino")
    at = progress_page(app(lang=lang).run())
    sign_in_form(at, "A" * 16)
    assert "learner_key" not in at.session_state
    assert any(e.value.startswith(message) for e in at.error), [e.value for e in at.error]


# --- errors from the store are read in the learner's language (trainer.texts.error_text) -----------------

#: An error whose code the catalogue of error texts knows: its English message must never reach the page.
CODED = ProgressError("ENGLISH ONLY: not a seat", code="bad_seat", text="Q")


def test_other_profile_errors_are_named_in_the_learners_language() -> None:
    fi = Translator("fi")
    text = profile_error_text(CODED, fi)
    assert text == fi(
        "The profile could not be saved: {error}", error=literal_md(error_text(CODED, fi), max_chars=300)
    )
    assert "paikka" in text and "ENGLISH" not in text


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_a_database_that_cannot_answer_is_explained_in_the_learners_language(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = store()
    me = s.create_learner("Aino")

    def fail(key: str) -> None:
        raise CODED

    monkeypatch.setattr(s, "learner_by_key", fail)
    at = progress_page(app({"learner_key": me.key}, lang=lang).run())
    reason = literal_md(error_text(CODED, Translator(lang)), max_chars=300)
    assert any(reason in e.value for e in at.error), [e.value for e in at.error]
    assert not any("ENGLISH" in b for b in bodies(at))
    assert at.session_state["learner_key"] == me.key  # still signed in for when the database answers


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_a_database_that_cannot_be_opened_is_explained_in_the_learners_language(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from trainer.ui import learner

    problem = StorageError("ENGLISH ONLY: cannot open", code="bad_seat", text="Q")

    def fail() -> ProgressStore:
        raise problem

    monkeypatch.setattr(learner, "_store", fail)
    at = app(lang=lang).run()
    at.switch_page("app_pages/progress.py").run()
    _ = Translator(lang)
    (shown,) = [e.value for e in at.error]
    assert shown == _(
        "The progress database cannot be opened: {error}",
        error=literal_md(error_text(problem, _), max_chars=300),
    )
    assert "ENGLISH" not in shown


# --- profile creation is rate-limited per session --------------------------------------------------


def test_a_sixth_new_profile_in_ten_minutes_is_refused_with_the_wait() -> None:
    at = progress_page(app(lang="en").run())
    for i in range(5):
        at.text_input[0].input(f"Tester {i}")
        next(b for b in at.button if b.label == "Create a profile").click().run()
        assert not at.exception and "learner_key" in at.session_state, [e.value for e in at.error]
        next(b for b in at.button if b.label == "Sign out on this device").click().run()
    at.text_input[0].input("Tester 6")
    next(b for b in at.button if b.label == "Create a profile").click().run()
    assert "learner_key" not in at.session_state
    assert [e.value for e in at.error] == [
        "Too many new profiles from this browser session. Try again in 10 minutes."
    ]


def test_import_and_limit_errors_are_translated() -> None:
    fi, en = Translator("fi"), Translator("en")
    too_big = ProgressError("x", code="bad_import", reason="too_large", size=12 * 1024 * 1024, limit=1)
    assert profile_error_text(too_big, en) == (
        "The file is too large (12.0 MB). A progress export can be at most 10 MB."
    )
    assert profile_error_text(too_big, fi) == (
        "Tiedosto on liian suuri (12,0 Mt). Edistymistiedosto saa olla enintään 10 Mt."
    )
    deep = ProgressError("x", code="bad_import", reason="too_deep", limit=16)
    assert "16" in profile_error_text(deep, fi) and "sisäkkäin" in profile_error_text(deep, fi)
    assert profile_error_text(RateLimited("profiles", 5, 600, 61), fi).endswith("2 minuutin kuluttua.")
    other = ProgressError("progress import: answers[0].item: [x](https://evil.example)", code="bad_import")
    text = profile_error_text(other, en)
    assert text.startswith("The file could not be imported. ") and "](" not in text


# --- F5: outside text is literal ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("param", "template"),
    [
        ("drill", "There is no drill called “{name}”."),
        ("lesson", "There is no lesson called “{name}”."),
        ("deal", "There is no worked deal called “{name}”."),
        ("term", "There is no glossary term “{name}”."),
    ],
)
def test_a_hostile_deep_link_value_is_shown_literally(param: str, template: str) -> None:
    at = app(lang="en", **{param: HOSTILE}).run()
    assert not at.exception, at.exception
    infos = [i.value for i in at.info if "There is no" in i.value]
    assert infos == [Translator("en")(template, name=literal_md(HOSTILE, max_chars=80))]
    assert_no_live_markdown(infos[0], HOSTILE)


NAME = "![](https://evil.ex/n) $\\pi$ :red[R]"  # at most 40 characters


def test_a_hostile_learner_name_is_literal_on_home_settings_and_progress() -> None:
    me = store().create_learner(NAME)
    at = app({"learner_key": me.key}, lang="en").run()
    assert not at.exception, at.exception
    assert f"**Welcome back, {literal_md(NAME)}.**" in bodies(at)
    at.switch_page("app_pages/settings.py").run()
    assert f"Signed in as **{literal_md(NAME)}**." in bodies(at)
    progress_page(at)
    assert at.subheader[0].value == literal_md(NAME)
    for body in bodies(at):
        if "evil" in body:
            assert_no_live_markdown(body, NAME)


def test_imported_concepts_and_items_are_literal_in_what_is_due() -> None:
    concept = "![c](https://evil.example/c.png):red[REDTEXT]"
    item = "[click](https://evil.example/item) $x$"
    at_time = "2025-03-03T18:05:00.000000+00:00"
    review = {"state": "review", "step": None, "stability": 2.3, "difficulty": 5.0,
              "due": "2025-03-05T18:16:00.000000+00:00", "last_review": at_time, "reps": 1, "lapses": 0}  # fmt: skip
    me = store().import_learner(
        {
            "format": "skruuvikoulu-progress",
            "version": 1,
            "learner": {"name": "Importer", "created": "2025-03-01T17:40:12.512034+00:00"},
            "answers": [
                {
                    "at": at_time,
                    "item": item,
                    "kind": "call",
                    "concept": concept,
                    "correct": False,
                    "verdict": "not_advised",
                    "answer": "x",
                    "seconds": 1.0,
                }
            ],
            "reviews": [{"key": f"item:{item}", **review}, {"key": f"concept:{concept}", **review}],
        }
    )
    at = progress_page(app({"learner_key": me.key}, lang="en").run())
    due = [b for b in bodies(at) if "evil" in b]
    assert len(due) == 3, bodies(at)  # the concept's line, the item's page link and the topic's row
    assert any(b.startswith(f"- {literal_md(concept)} · ") for b in due), due
    assert any(b.startswith(literal_md(item)) for b in due), due
    for body in due:
        rest = body.replace(literal_md(concept), "").replace(literal_md(item), "")
        assert not any(raw in rest for raw in ("](", "$", "evil", ":red")), body


# --- F3: recording an answer never shows a traceback --------------------------------------------------


@pytest.mark.parametrize("error", [OverflowError("Python int too large"), ProgressError("busy", code="busy")])
def test_an_answer_the_store_cannot_keep_is_still_judged_and_explained(
    error: Exception, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = store()
    me = s.create_learner("Unlucky")

    def fail(*args: object, **kwargs: object) -> int:
        raise error

    monkeypatch.setattr(s, "record_answer", fail)
    d = generate(Kind.SCORE, None, 4)
    at = app({"learner_key": me.key}, lang="fi", drill=d.id).run()
    for ni, v in zip(at.number_input, answer_of(d).split(), strict=True):
        ni.set_value(int(v))
    at.button(key=f"d-{d.id}-check").click().run()
    assert not at.exception, at.exception
    assert at.success  # the answer is still judged and on the screen
    assert [int(n.value) for n in at.number_input] == [int(v) for v in answer_of(d).split()]
    (warning,) = [w.value for w in at.warning]
    assert warning.startswith(
        "Edistymistietokanta on varattu" if isinstance(error, ProgressError) else "Vastauksesi"
    )


# --- staying signed in: the sign-in token in the browser's cookie (trainer/ui/learner.py) ----------------


def cookie_scripts(at: AppTest) -> list[str]:
    """The cookie-writing scripts the run put on the page (st.html with JavaScript)."""
    return [h.proto.body for h in at.get("html") if "document.cookie" in h.proto.body]


def with_cookie(monkeypatch: pytest.MonkeyPatch, token: str | None) -> None:
    """The browser sends ``token`` in its cookie (AppTest has no browser: st.context.cookies is empty)."""
    from trainer.ui import learner

    monkeypatch.setattr(learner, "browser_token", lambda: token)


def sessions_store() -> Any:
    from trainer.progress.sessions import SessionStore

    return SessionStore(store().db)


def test_signing_in_starts_a_token_and_writes_it_not_the_key_to_the_cookie() -> None:
    from trainer.progress.sessions import TOKEN_RE

    me = store().create_learner("Aino")
    at = progress_page(app(lang="en").run())
    sign_in_form(at, me.key)
    token = at.session_state["learner_token"]
    assert TOKEN_RE.fullmatch(token) and token != me.key
    resumed = sessions_store().resume(token)
    assert resumed is not None and resumed.learner.id == me.id
    (script,) = cookie_scripts(at)
    assert f"skruuvi_session={token}; Path=/; Max-Age=34560000; SameSite=Strict" in script
    assert "https:" in script and "Secure" in script  # Secure whenever the page is served over https
    assert me.key not in script and "HttpOnly" not in script


def test_a_new_session_with_the_cookie_is_signed_in_and_shows_the_key(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    me = store().create_learner("Aino")
    token = sessions_store().start(me)
    with_cookie(monkeypatch, token)
    at = progress_page(app(lang="en").run())
    assert at.subheader[0].value == "Aino"
    assert [c.value for c in at.code] == [me.key]  # unsealed with the token: the store keeps only its hash
    assert cookie_scripts(at) == []  # the browser has it already


@pytest.mark.parametrize("page", ["app_pages/drills.py", "app_pages/home.py", "app_pages/lessons.py"])
def test_the_cookie_signs_in_on_any_page_a_link_opens(monkeypatch: pytest.MonkeyPatch, page: str) -> None:
    me = store().create_learner("Aino")
    with_cookie(monkeypatch, sessions_store().start(me))
    at = app(lang="en")
    at.switch_page(page).run()
    assert not at.exception, at.exception
    assert at.session_state["learner_key"] == me.key
    assert not any("You are not signed in" in w.value for w in at.warning)


@pytest.mark.parametrize("bad", ["ended", "other", "garbage"])
def test_an_ended_or_unknown_token_signs_nobody_in_and_the_cookie_is_cleared(
    monkeypatch: pytest.MonkeyPatch, bad: str
) -> None:
    me = store().create_learner("Aino")
    token = sessions_store().start(me)
    if bad == "ended":
        sessions_store().end(token)
    elif bad == "other":
        token = "A" * 43
    else:
        token = "x; Path=/evil"
    with_cookie(monkeypatch, token if bad != "garbage" else None)  # browser_token() refuses a malformed value
    at = progress_page(app(lang="en").run())
    assert "learner_key" not in at.session_state
    assert any(b.label == "Create a profile" for b in at.button)
    if bad != "garbage":
        (script,) = cookie_scripts(at)
        assert "skruuvi_session=; Path=/; Max-Age=0; SameSite=Strict" in script


def test_signing_out_ends_the_token_on_the_server_and_clears_the_cookie(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    me = store().create_learner("Aino")
    token = sessions_store().start(me)
    with_cookie(monkeypatch, token)
    at = progress_page(app(lang="en").run())
    next(b for b in at.button if b.label == "Sign out on this device").click().run()
    assert "learner_key" not in at.session_state and "learner_token" not in at.session_state
    assert sessions_store().resume(token) is None  # a copy of the cookie opens nothing now
    (script,) = cookie_scripts(at)
    assert "Max-Age=0" in script
    at.run()  # the browser still sent the old cookie when this session started: it does not sign in again
    assert "learner_key" not in at.session_state


def test_a_token_ended_in_another_tab_signs_this_session_out_at_its_next_step(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    me = store().create_learner("Aino")
    token = sessions_store().start(me)
    with_cookie(monkeypatch, token)
    at = progress_page(app(lang="en").run())
    assert at.subheader[0].value == "Aino"
    sessions_store().end(token)  # "Sign out" pressed in another tab
    at.run()
    assert "learner_key" not in at.session_state


def test_sign_out_on_every_device_ends_every_token(monkeypatch: pytest.MonkeyPatch) -> None:
    me = store().create_learner("Aino")
    phone, laptop = sessions_store().start(me), sessions_store().start(me)
    with_cookie(monkeypatch, laptop)
    at = progress_page(app(lang="en").run())
    next(b for b in at.button if b.label == "Sign out on every device").click().run()
    assert "learner_key" not in at.session_state
    assert sessions_store().resume(phone) is None and sessions_store().resume(laptop) is None


def test_a_link_with_a_key_is_ignored_with_a_notice_and_keeps_the_visitors_own_profile(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    mine, theirs = store().create_learner("Visitor"), store().create_learner("Link owner")
    with_cookie(monkeypatch, sessions_store().start(mine))
    for lang, words in (
        ("en", "never opens a profile from a link"),
        ("fi", "ei koskaan avaa profiilia linkistä"),
    ):
        at = app(lang=lang, learner=theirs.key, drill="basics/word-pieti").run()
        assert not at.exception, at.exception
        assert "learner" not in at.query_params
        assert any(words in i.value for i in at.info), [i.value for i in at.info]
        assert at.session_state["learner_key"] == mine.key
        at.run()
        assert not any(words in i.value for i in at.info)  # said once


@pytest.mark.parametrize("pasted", ["  {key} ", "\n{key}\n", "{a} {b}", "\t{key}"])
def test_a_key_pasted_with_spaces_or_line_breaks_is_accepted(pasted: str) -> None:
    me = store().create_learner("Aino")
    at = progress_page(app(lang="en").run())
    sign_in_form(at, pasted.format(key=me.key, a=me.key[:8], b=me.key[8:]))
    assert at.session_state["learner_key"] == me.key


def test_only_a_token_shaped_cookie_is_read() -> None:
    from trainer.ui.learner import token_from

    good = "A" * 43
    assert token_from({"skruuvi_session": good}) == good
    for bad in ("", "A" * 42, "A" * 44, good + ";", "x; Path=/", "hx9YmHHG8bfE6Eno"):
        assert token_from({"skruuvi_session": bad}) is None
    assert token_from({"other": good}) is None


def test_the_cookie_script_writes_only_a_token() -> None:
    from trainer.ui.learner import cookie_script

    with pytest.raises(ValueError):
        cookie_script("x'; alert(1); '")
    assert "Max-Age=0" in cookie_script(None) and "Path=/skruuvi" in cookie_script(None, path="/skruuvi")


# --- an answer is never dropped silently -----------------------------------------------------------------


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_a_drill_says_before_the_answer_that_signed_out_answers_are_not_kept(lang: str) -> None:
    _ = Translator(lang)
    d = generate(Kind.SCORE, None, 4)
    at = app(lang=lang, drill=d.id).run()
    notice = _("You are not signed in: your answers are checked, but they are not kept in your progress.")
    assert [w.value for w in at.warning] == [notice]
    assert at.get("popover")[0].proto.popover.label == _("Sign in or create a profile")
    for ni, v in zip(at.number_input, answer_of(d).split(), strict=True):
        ni.set_value(int(v))
    at.button(key=f"d-{d.id}-check").click().run()
    assert at.success  # judged as usual
    assert _("This answer was checked but not kept: you are not signed in.") in [w.value for w in at.warning]


def test_creating_a_profile_from_the_drill_keeps_the_next_answer() -> None:
    d = generate(Kind.SCORE, None, 4)
    at = app(lang="en", drill=d.id).run()
    name = next(t for t in at.text_input if t.label == "Your name or nickname")
    name.input("Drill learner")
    next(b for b in at.button if b.label == "Create a profile").click().run()
    assert not at.exception, at.exception
    assert "learner_token" in at.session_state
    assert not any("not signed in" in w.value for w in at.warning)
    assert "You are signed in. Your answers are kept from now on." in [s.value for s in at.success]
    for ni, v in zip(at.number_input, answer_of(d).split(), strict=True):
        ni.set_value(int(v))
    at.button(key=f"d-{d.id}-check").click().run()
    (me,) = store().all_learners()
    assert [a.item for a in store().answers(me)] == [d.id]


def test_a_browser_that_cannot_be_remembered_is_told_so(monkeypatch: pytest.MonkeyPatch) -> None:
    from trainer.progress.sessions import SessionStore

    def fail(self: SessionStore, learner: object, now: object = None) -> str:
        raise CODED

    monkeypatch.setattr(SessionStore, "start", fail)
    me = store().create_learner("Aino")
    at = progress_page(app(lang="fi").run())
    sign_in_form(at, me.key)
    assert at.session_state["learner_key"] == me.key and "learner_token" not in at.session_state
    said = "Olet kirjautunut sisään, mutta tämä selain ei voinut muistaa sitä"
    (warning,) = [w.value for w in at.warning if w.value.startswith(said)]  # on the page after signing in
    assert "paikka" in warning and "ENGLISH" not in warning
    at.run()
    assert not [w.value for w in at.warning if w.value.startswith(said)]  # said once
