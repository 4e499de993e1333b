-- Conversations with the sales assistant. Every reply's thread gets the next message of the
-- script (BENCH_MESSAGES: one JSON string per line); a finished or failed thread makes room for
-- a new one. So traffic is a mix of new threads and follow-ups that read their history.
dofile(os.getenv("BENCH_LUA_DIR") .. "/report.lua")

local messages = {}
for line in string.gmatch(os.getenv("BENCH_MESSAGES"), "[^\n]+") do
  table.insert(messages, line)
end
local follow_ups = tonumber(os.getenv("BENCH_FOLLOW_UPS") or "1") == 1

wrk.method = "POST"
wrk.headers["content-type"] = "application/json"

local queue, head, tail, step, started = {}, 1, 0, {}, 0

function request()
  local thread = nil
  if head <= tail then
    thread = queue[head]
    queue[head] = nil
    head = head + 1
  end
  if thread == nil then
    started = started + 1
    local first = follow_ups and 1 or (started - 1) % #messages + 1
    return wrk.format(nil, nil, nil, '{"message":' .. messages[first] .. ',"threadId":null}')
  end
  return wrk.format(nil, nil, nil,
    '{"message":' .. messages[step[thread] + 1] .. ',"threadId":"' .. thread .. '"}')
end

function response(status, headers, body)
  count_status(status)
  if not follow_ups then return end
  local thread = body:match('"threadId":"([^"]+)"')
  if thread == nil then return end
  local next_step = (step[thread] or 0) + 1
  if next_step < #messages then
    step[thread] = next_step
    tail = tail + 1
    queue[tail] = thread
  else
    step[thread] = nil
  end
end
