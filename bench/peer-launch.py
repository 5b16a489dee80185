"""The peer's API server (api_server.py) on one worker, for bench/peer-server.ts.

It starts the server as the peer's run.py does (uvicorn, one process, no access log) with its code
unmodified, after two changes in memory that bench/README.md ("Against a peer") lists: pydantic 2's
`field_validator` supplied from pydantic 1's `validator`, and the per-client limit off.

Usage: python3 peer-launch.py PORT, with the peer's source on PYTHONPATH and its working directory
holding its `workflows/` folder.
"""

import sys

import pydantic

if not hasattr(pydantic, "field_validator"):

    def field_validator(*fields, mode="after"):
        # pydantic 1's validator; `mode="before"` is its `pre=True`.
        return pydantic.validator(*fields, pre=mode == "before")

    pydantic.field_validator = field_validator

import api_server  # noqa: E402 (after the shim it needs)
import uvicorn  # noqa: E402

# The load comes from one address, as FlowVault's per-client limits are off in the bench.
api_server.check_rate_limit = lambda client_ip: True

uvicorn.run(
    api_server.app,
    host="127.0.0.1",
    port=int(sys.argv[1]),
    log_level="warning",
    access_log=False,
)
