import { describe, expect, it } from 'vitest';
import { createContractValidator, type ContractCheck } from './contract-validator';
import type { ContractDocument } from './load-contract';

const contract = createContractValidator();
const errorsOf = (check: ContractCheck): string[] => (check.ok ? [] : check.errors);

const address = {
  id: 4,
  addressee: 'Ana Silva',
  mobile: '+351912345678',
  area: 'Lisbon',
  detail: 'Rua Augusta 100',
  tag: 'Home',
  is_default: true,
};

describe('finding the operation', () => {
  it('matches method (any case) and path, ignoring the query string', () => {
    expect(
      contract.findOperation('get', '/api/index/hot_merchant?page=1&limit=8')?.operationId,
    ).toBe('indexHotMerchant');
    expect(contract.findOperation('POST', '/api/user/extract')?.operationId).toBe('userExtract');
    expect(contract.findOperation('GET', '/api/user/extract')?.operationId).toBe('userExtractInfo');
  });

  it('finds nothing for a path or method the contract does not have', () => {
    expect(contract.findOperation('DELETE', '/api/user/extract')).toBeUndefined();
    expect(contract.findOperation('GET', '/api/user/nothing')).toBeUndefined();
    expect(contract.findOperation('GET', '/__mock/reset')).toBeUndefined();
    expect(errorsOf(contract.validateRequest({ method: 'GET', url: '/api/nope' }))).toEqual([
      'GET /api/nope is not in the contract',
    ]);
  });

  it('extracts path parameters from templated paths', () => {
    const withTemplate: ContractDocument = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/api/shop/{id}/products': {
          get: {
            operationId: 'shopProductsById',
            parameters: [
              { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
            ],
            responses: { '200': { description: 'ok' } },
          },
        },
      },
      components: { schemas: {}, parameters: {}, responses: {}, securitySchemes: {} },
    };
    const validator = createContractValidator(withTemplate);
    expect(validator.findOperation('GET', '/api/shop/42/products')?.pathParams).toEqual({
      id: '42',
    });
    expect(validator.validateRequest({ method: 'GET', url: '/api/shop/42/products' }).ok).toBe(
      true,
    );
    expect(
      errorsOf(validator.validateRequest({ method: 'GET', url: '/api/shop/0/products' })),
    ).toEqual(['path/id must be >= 1']);
  });
});

describe('checking requests', () => {
  it('reads query values as the types the parameters declare', () => {
    expect(
      contract.validateRequest({
        method: 'GET',
        url: '/api/user/order_list?status=-4&page=2&limit=20',
      }).ok,
    ).toBe(true);
    expect(
      errorsOf(
        contract.validateRequest({ method: 'GET', url: '/api/user/order_list?status=7&page=0' }),
      ),
    ).toEqual(['query/status must be one of [0,1,2,3,4,-1,-4]', 'query/page must be >= 1']);
  });

  it('takes the query as an object too', () => {
    expect(
      contract.validateRequest({ method: 'GET', url: '/api/user/address', query: { id: '4' } }).ok,
    ).toBe(true);
  });

  it('refuses unknown query parameters and missing required ones', () => {
    expect(
      errorsOf(contract.validateRequest({ method: 'GET', url: '/api/user/address?foo=1' })),
    ).toEqual(['query/foo is not a parameter of userAddress', 'query/id is required']);
  });

  it('accepts the logout lang query the specification writes', () => {
    expect(
      contract.validateRequest({ method: 'POST', url: '/api/user/logout?lang=zh-cn' }).ok,
    ).toBe(true);
  });

  it('checks JSON bodies: required fields, types, and no extra fields', () => {
    expect(
      contract.validateRequest({
        method: 'POST',
        url: '/api/cart/add',
        body: { product_id: 31, quantity: 2 },
      }),
    ).toEqual({ ok: true, operationId: 'cartAdd' });
    expect(
      errorsOf(
        contract.validateRequest({
          method: 'POST',
          url: '/api/cart/add',
          body: { product_id: '31', price: '1.00' },
        }),
      ),
    ).toEqual([
      'body lacks the required field "quantity"',
      'body has a field the contract does not allow: "price"',
      'body/product_id must be integer',
    ]);
    expect(errorsOf(contract.validateRequest({ method: 'POST', url: '/api/cart/add' }))).toEqual([
      'body is required',
    ]);
  });

  it('accepts each form of a oneOf body and refuses a mix', () => {
    for (const body of [
      { cart_ids: [51], selected: false },
      { mer_id: 3, selected: true },
      { all: true, selected: true },
    ]) {
      expect(contract.validateRequest({ method: 'POST', url: '/api/cart/select', body }).ok).toBe(
        true,
      );
    }
    expect(
      contract.validateRequest({
        method: 'POST',
        url: '/api/cart/select',
        body: { mer_id: 3, all: true, selected: true },
      }).ok,
    ).toBe(false);
  });

  it('does not look inside multipart uploads but refuses them where JSON is expected', () => {
    const headers = { 'Content-Type': 'multipart/form-data; boundary=x' };
    expect(
      contract.validateRequest({ method: 'POST', url: '/api/upload/image', headers, body: {} }).ok,
    ).toBe(true);
    expect(
      contract.validateRequest({ method: 'POST', url: '/api/cart/add', headers, body: {} }).ok,
    ).toBe(false);
  });
});

describe('checking responses', () => {
  it('accepts a success envelope with a conforming data', () => {
    expect(
      contract.validateResponse({
        method: 'GET',
        url: '/api/user/address_list',
        status: 200,
        body: { code: 1, msg: 'ok', data: [address] },
      }),
    ).toEqual({ ok: true, operationId: 'userAddressList' });
  });

  it('accepts a refusal with code 0 and a message', () => {
    const body = { code: 0, msg: 'Your balance is not enough', data: null };
    expect(
      contract.validateResponse({ method: 'POST', url: '/api/order/pay', status: 200, body }).ok,
    ).toBe(true);
  });

  it('reports the fields of data that break the contract, by path', () => {
    const check = contract.validateResponse({
      method: 'GET',
      url: '/api/user/address_list',
      status: 200,
      body: {
        code: 1,
        msg: 'ok',
        data: [{ ...address, id: '4', note: 'x', is_default: undefined }],
      },
    });
    expect(errorsOf(check)).toEqual([
      'response/data/0 lacks the required field "is_default"',
      'response/data/0 has a field the contract does not allow: "note"',
      'response/data/0/id must be integer',
    ]);
  });

  it('refuses money that is not a two-decimal string', () => {
    const body = { code: 1, msg: 'ok', data: { is_set: true } };
    expect(
      contract.validateResponse({
        method: 'GET',
        url: '/api/user/pay_password_status',
        status: 200,
        body,
      }).ok,
    ).toBe(true);
    const withdrawInfo = {
      balance: '10.5',
      fee_percent: '1.00',
      min_amount: '10.00',
      bank_name: '',
      bank_card: '',
    };
    const check = contract.validateResponse({
      method: 'GET',
      url: '/api/user/extract',
      status: 200,
      body: { code: 1, msg: 'ok', data: withdrawInfo },
    });
    expect(errorsOf(check)).toHaveLength(1);
    expect(errorsOf(check)[0]).toMatch(/^response\/data\/balance must match pattern/);
  });

  it('refuses a refusal without a message, and any other code', () => {
    expect(
      errorsOf(
        contract.validateResponse({
          method: 'POST',
          url: '/api/order/pay',
          status: 200,
          body: { code: 0, msg: '', data: null },
        }),
      ),
    ).toEqual(['response/msg must NOT have fewer than 1 characters']);
    expect(
      contract.validateResponse({
        method: 'POST',
        url: '/api/order/pay',
        status: 200,
        body: { code: 2, msg: 'x', data: null },
      }).ok,
    ).toBe(false);
  });

  it('checks the 401 answer of secured operations and refuses statuses the contract does not declare', () => {
    const unauthorized = { code: 401, msg: 'Please log in first', data: null };
    expect(
      contract.validateResponse({
        method: 'GET',
        url: '/api/cart/list',
        status: 401,
        body: unauthorized,
      }).ok,
    ).toBe(true);
    expect(
      errorsOf(
        contract.validateResponse({
          method: 'GET',
          url: '/api/index/index',
          status: 401,
          body: unauthorized,
        }),
      ),
    ).toEqual(['status 401 is not an answer of indexIndex (declared: 200, 400, 408, 431)']);
  });

  it('validates a named component schema', () => {
    expect(contract.validateSchema('Address', address)).toEqual([]);
    expect(contract.validateSchema('Address', { ...address, tag: 1 })).toEqual([
      'Address/tag must be string',
    ]);
    expect(contract.validateSchema('Nope', {})).toEqual(['Nope is not a schema of the contract']);
  });

  it('is fast once compiled: thousands of checks in well under a second', () => {
    const body = { code: 1, msg: 'ok', data: [address, address, address] };
    contract.validateResponse({ method: 'GET', url: '/api/user/address_list', status: 200, body });
    const started = performance.now();
    for (let i = 0; i < 5000; i += 1) {
      contract.validateResponse({
        method: 'GET',
        url: '/api/user/address_list',
        status: 200,
        body,
      });
    }
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
