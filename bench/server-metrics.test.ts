import { describe, expect, it } from 'vitest';
import { slowAnswers } from './server-metrics.ts';

const METRICS = `# HELP chhiwat_http_request_duration_seconds Time from the first hook to the last byte
chhiwat_http_request_duration_seconds_bucket{le="2.5",method="GET",route="/*",status="200"} 820
chhiwat_http_request_duration_seconds_bucket{le="5",method="GET",route="/*",status="200"} 829
chhiwat_http_request_duration_seconds_bucket{le="10",method="GET",route="/*",status="200"} 830
chhiwat_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/*",status="200"} 831
chhiwat_http_request_duration_seconds_bucket{le="5",method="POST",route="/api/admin/recipes",status="201"} 842
chhiwat_http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/admin/recipes",status="201"} 842
chhiwat_db_query_duration_seconds_bucket{le="5",operation="select",outcome="ok"} 9890
`;

describe('slow answers from the server histogram', () => {
  it('counts, by route, the answers past a bucket bound', () => {
    expect(slowAnswers(METRICS, 5)).toEqual({ 'GET /* 200': 2 });
    expect(slowAnswers(METRICS, 2.5)).toEqual({ 'GET /* 200': 11 });
  });

  it('is empty when every answer came within the bound', () => {
    expect(slowAnswers(METRICS, 10)).toEqual({ 'GET /* 200': 1 });
    expect(slowAnswers(METRICS.replace(/\} 831$/m, '} 830'), 10)).toEqual({});
  });
});
