import { describe, expect, it } from 'vitest';
import { parseTraffic, recordedTrafficJunit } from './traffic-junit';

const traffic = [
  {
    method: 'GET',
    url: '/api/cart/list',
    status: 200,
    operationId: 'cartList',
    ok: true,
    errors: [],
  },
  {
    method: 'POST',
    url: '/api/cart/add',
    status: 200,
    operationId: 'cartAdd',
    ok: false,
    errors: ['response/data lacks the required field "count" <&>'],
  },
  {
    method: 'POST',
    url: '/api/cart/add',
    status: 200,
    operationId: 'cartAdd',
    ok: true,
    errors: [],
  },
  {
    method: 'GET',
    url: '/api/nowhere',
    status: 404,
    operationId: null,
    ok: false,
    errors: ['GET /api/nowhere is not in the contract'],
  },
]
  .map((exchange) => JSON.stringify(exchange))
  .join('\n');

describe('recorded traffic as JUnit XML', () => {
  const xml = recordedTrafficJunit(parseTraffic(`${traffic}\n{"cut short`));

  it('fails the operation an exchange broke, with the exchange, escaped', () => {
    expect(xml).toMatch(
      /<testcase classname="contract\.cartAdd" name="cartAdd \(POST \/api\/cart\/add\): 2 exchanges">\s*<failure type="contract" message="POST \/api\/cart\/add 200: response\/data lacks the required field &quot;count&quot; &lt;&amp;&gt;">/,
    );
    expect(xml).toContain('calls the contract does not have: 1 exchanges');
  });

  it('passes the operations whose exchanges held, and skips the ones no journey reached', () => {
    expect(xml).toMatch(
      /<testcase classname="contract\.cartList" name="[^"]+: 1 exchanges"><\/testcase>/,
    );
    expect(xml).toMatch(
      /<testcase classname="contract\.orderPay" name="[^"]+"><skipped message="no recorded exchange"\/>/,
    );
    expect(xml).toMatch(
      /<testsuite name="recorded \/api traffic" tests="\d+" failures="2" skipped="\d+">/,
    );
  });
});
