-- wrk script: each request is a contact-form enquiry with its own pre-solved captcha token.
-- Tokens are dealt round-robin to the threads so no two requests share one.
local threads = {}
local next_id = 0

function setup(thread)
  thread:set("id", next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end

function init(args)
  local total = tonumber(os.getenv("WRK_THREADS"))
  tokens, index = {}, 0
  local line_number = 0
  for line in io.lines(os.getenv("TOKENS_FILE")) do
    if line_number % total == id then table.insert(tokens, line) end
    line_number = line_number + 1
  end
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
end

function request()
  index = index + 1
  local token = tokens[index] or "exhausted"
  local body = string.format(
    '{"subject":"Contact Page","name":"Load Test %d","email":"load@example.com","message":"Benchmark enquiry","captchaToken":"%s"}',
    index, token)
  return wrk.format(nil, "/api/email/send", nil, body)
end

function done(summary, latency, requests)
  local non_2xx = summary.errors.status
  io.write(string.format("requests: %d, non-2xx: %d, connect/read/write/timeout errors: %d/%d/%d/%d\n",
    summary.requests, non_2xx, summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout))
  io.write(string.format("p50: %.2f ms, p90: %.2f ms, p99: %.2f ms, max: %.2f ms\n",
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
end
