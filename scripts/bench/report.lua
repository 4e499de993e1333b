-- Shared by the wrk scripts: counts statuses per thread and prints one JSON line at the end,
-- which scripts/lib/wrk.ts reads. Latency is wrk's own histogram (microseconds).
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

statuses = {}

function count_status(status)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local merged = {}
  for _, thread in ipairs(threads) do
    local counts = thread:get("statuses")
    if counts then
      for code, n in pairs(counts) do merged[code] = (merged[code] or 0) + n end
    end
  end
  local codes = {}
  for code, n in pairs(merged) do table.insert(codes, string.format('"%d":%d', code, n)) end
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"duration_us":%d,"p50":%d,"p95":%d,"p99":%d,"max":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},"statuses":{%s}}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95),
    latency:percentile(99), latency.max, e.connect, e.read, e.write, e.status, e.timeout,
    table.concat(codes, ",")))
end
