import { describe, expect, it } from 'vitest';
import { formatPath, summarizePath } from './lcp-path';

describe("LCP's simulated path", () => {
  it('counts requests and bytes, adds processor time, and names the largest request and when it arrives', () => {
    const path = summarizePath(2500, [
      { what: '/home', bytes: 1300, startMs: 0, endMs: 600 },
      { what: 'cpu', bytes: 0, startMs: 600, endMs: 650 },
      { what: '/assets/framework-x.js', bytes: 108_000, startMs: 800, endMs: 2200 },
      { what: '/api/index/index', bytes: 3500, startMs: 1300, endMs: 1500 },
      { what: 'cpu', bytes: 0, startMs: 2200, endMs: 2400 },
    ]);
    expect(path).toMatchObject({ lcpMs: 2500, requests: 3, kilobytes: 112.8, cpuMs: 250 });
    expect(path.largest?.what).toBe('/assets/framework-x.js');
    expect(formatPath(path)).toBe(
      "LCP's simulated path: 2500 ms, 3 requests, 113 KB, processor 250 ms; the largest, " +
        '/assets/framework-x.js (108 KB), arrives at 2200 ms',
    );
  });
});
