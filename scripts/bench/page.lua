-- GET one page as a browser asks for it; statuses counted (a redirect or 404 must not pass).
dofile(os.getenv("BENCH_LUA_DIR") .. "/report.lua")

wrk.headers["accept-encoding"] = "br, gzip"
wrk.headers["accept"] = "text/html"

function response(status, headers, body)
  count_status(status)
end
