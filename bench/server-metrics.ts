/** The built server's own figures, read from GET /api/metrics (start it with `METRICS_ENV`). */

const METRICS_TOKEN = 'bench-server-metrics-token';
export const METRICS_ENV = { METRICS_TOKEN } as const;

export async function readMetrics(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET /api/metrics: ${response.status}`);
  return text;
}

const BUCKET =
  /^chhiwat_http_request_duration_seconds_bucket\{le="([^"]+)",method="([^"]+)",route="([^"]+)",status="([^"]+)"\} (\d+)$/gm;

/**
 * Answers the server took longer than `seconds` over (a bucket bound of its histogram), by
 * `METHOD route status`; only those with any.
 */
export function slowAnswers(metrics: string, seconds: number): Record<string, number> {
  const within = new Map<string, number>();
  const all = new Map<string, number>();
  for (const [, le, method, route, status, count] of metrics.matchAll(BUCKET)) {
    const series = `${method} ${route} ${status}`;
    if (le === '+Inf') all.set(series, Number(count));
    else if (Number(le) === seconds) within.set(series, Number(count));
  }
  const slow: Record<string, number> = {};
  for (const [series, count] of all) {
    // every series has the same bounds; one without this bound says nothing about it
    const inTime = within.get(series);
    if (inTime !== undefined && count > inTime) slow[series] = count - inTime;
  }
  return slow;
}
