-- The booking widget's question: a month of free demo times, in the visitor's zone. The zones
-- (BENCH_ZONES, one per line) take turns, so no single zone's answer is all that is measured.
dofile(os.getenv("BENCH_LUA_DIR") .. "/report.lua")

local paths = {}
for zone in string.gmatch(os.getenv("BENCH_ZONES"), "[^\n]+") do
  table.insert(paths, "/functions/v1/booking-slots?type=demo&days=30&tz=" .. zone)
end
wrk.headers["accept"] = "application/json"

local next_path = 0

function request()
  next_path = next_path % #paths + 1
  return wrk.format("GET", paths[next_path])
end

function response(status, headers, body)
  count_status(status)
end
