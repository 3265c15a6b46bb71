"""tools/loadtest.py: the parts that need no running app (the proxy configuration, widget values, answers)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from streamlit.proto.ButtonGroup_pb2 import ButtonGroup
from streamlit.proto.Radio_pb2 import Radio

from tools.loadtest import (
    HAPROXY_CFG,
    AppSession,
    Element,
    Run,
    StepError,
    answer_fills,
    bank_drills,
    local_haproxy_cfg,
)


def test_local_haproxy_cfg_replaces_only_the_servers_and_the_bind() -> None:
    deployed = HAPROXY_CFG.read_text()
    local = local_haproxy_cfg(9999, [8601, 8602])
    assert "server-template" in deployed and "server-template" not in local
    assert "resolvers docker" not in local and "nameserver" not in local
    assert "bind 127.0.0.1:9999" in local
    assert "server app1 127.0.0.1:8601 check cookie app1" in local
    assert "server app2 127.0.0.1:8602 check cookie app2" in local
    # What makes it a sticky WebSocket proxy is the deployed configuration's own lines, unchanged.
    for line in ("cookie SKRUUVI_SERVER insert", "timeout tunnel", "option httpchk GET /_stcore/health"):
        assert line in deployed and line in local


def test_both_configurations_pass_haproxy_check(tmp_path: Path) -> None:
    haproxy = shutil.which("haproxy")
    if haproxy is None:
        pytest.skip("haproxy is not installed (make loadtest installs Debian's haproxy)")
    local = tmp_path / "local.cfg"
    local.write_text(local_haproxy_cfg(9999, [8601, 8602]))
    for cfg in (HAPROXY_CFG, local):
        r = subprocess.run([haproxy, "-c", "-f", str(cfg)], capture_output=True, text=True)
        assert r.returncode == 0, r.stdout + r.stderr


def test_pills_option_with_a_suit_icon_goes_back_whole() -> None:
    proto = ButtonGroup(id="$$ID-abc-d-x-a")
    proto.options.add(content_icon="♠")
    proto.options.add(content=":red[♦]")
    proto.options.add(content_icon="♣", content="K")
    e = Element("button_group", proto)
    assert e.options() == ["♠", ":red[♦]", "♣ K"]
    s = AppSession("http://127.0.0.1:1/")
    s.choose(e, 0, 2)
    assert list(s.values[e.id].string_array_value.data) == ["♠", "♣ K"]


def test_widgets_are_found_by_their_user_key() -> None:
    radio = Element("radio", Radio(id="$$ID-0123-d-basics/word-pieti-a", options=["a", "b"]))
    run = Run(0.1, "drills", "", [radio], [])
    assert run.widget("d-basics/word-pieti-a") is radio
    with pytest.raises(StepError, match="no widget with key 'pieti-a-b'"):
        run.widget("pieti-a-b")
    assert not radio.has_key("word-pieti")  # the key is the whole end of the id, not any part


def test_every_bank_drill_can_be_answered() -> None:
    """The client finds every handbook drill's right answer among the page's options (else ValueError)."""
    ids = bank_drills()
    assert len(ids) > 100
    for drill_id in ids:
        fills = answer_fills(drill_id)
        assert fills, drill_id
        assert all(f.how in ("pick", "number") for f in fills), drill_id
