// Scenarios: saved, listed, loaded, exported, imported; the built-in ones; loading at start; the
// checks on names, files and sizes. What the storefront's calls see after a load is the measure.
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SCENARIO_BYTES_MAX,
  SCENARIO_DESCRIPTION_MAX,
  SCENARIO_FORMAT,
  SCENARIO_NAME_PATTERN,
  SCENARIO_VERSION,
  SCENARIOS_MAX,
} from '@storefront/contracts/control-api';
import type {
  DeskAnswer,
  LoadScenarioAnswer,
  ScenarioAnswer,
  ScenarioFile,
  ScenariosAnswer,
} from '@storefront/contracts/control-api';
import { buildApp } from '../app';
import { createChat } from '../chat/chat-extension';
import { TestApi } from '../testing/test-api';
import { CONTROL_TOKEN_HEADER } from './control-guard';
import { SCENARIO_PASSWORD } from './scenario-builders';
import { checkScenario, ScenarioProblem } from './scenarios';

let api: TestApi;
let dataDir: string | undefined;
beforeEach(async () => {
  api = await TestApi.start();
});
afterEach(async () => {
  await api.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

const balance = async (token: string) =>
  (await api.get('/api/user/getUserInfo', { token })).body.data.money as string;
const exportOf = async (name: string) => {
  const answer = await api.app.inject({
    method: 'GET',
    url: `/__mock/scenarios/${name}`,
    headers: { [CONTROL_TOKEN_HEADER]: api.app.controlToken },
  });
  return {
    status: answer.statusCode,
    headers: answer.headers,
    file: answer.json() as ScenarioFile,
    text: answer.body,
  };
};
const importFile = (file: unknown, query = '') =>
  api.app.inject({
    method: 'POST',
    url: `/__mock/scenarios/import${query}`,
    headers: { [CONTROL_TOKEN_HEADER]: api.app.controlToken, 'content-type': 'application/json' },
    payload: typeof file === 'string' ? file : JSON.stringify(file),
  });

describe('scenarios', () => {
  it('saves the state with its faults and overrides, and loads it back after a reset', async () => {
    const token = await api.login();
    await api.control('POST', '/shoppers/1/top-up', { amount: '1234.00' });
    const topped = await balance(token);
    await api.control('POST', '/faults', { route: 'orderPay', kind: 'timeout-applied', times: 3 });
    await api.control('POST', '/overrides', {
      operationId: 'indexCategory',
      body: { code: 1, msg: 'ok', data: [] },
      times: 5,
    });
    const saved = await api.control<ScenarioAnswer>('POST', '/scenarios', {
      name: 'rich-demo',
      description: 'Demo with a top-up',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.scenario).toMatchObject({
      name: 'rich-demo',
      builtIn: false,
      faults: 1,
      overrides: 1,
    });
    const listed = (await api.control<ScenariosAnswer>('GET', '/scenarios')).body;
    // A test app keeps its state in memory, so its scenarios too; on a database file
    // (`npm run test:file-store`) they are files of its data folder.
    expect(listed.storage).toBe(process.env.MOCK_TEST_STORE === 'file' ? 'disk' : 'memory');
    expect(listed.scenarios.map((scenario) => scenario.name)).toEqual([
      'new-shopper',
      'every-order-status',
      'merchant-unread-chats',
      'rich-demo',
    ]);

    await api.control('POST', '/reset');
    expect(await balance(await api.login())).not.toBe(topped);
    const loaded = await api.control<LoadScenarioAnswer>('POST', '/scenarios/rich-demo/load');
    expect(loaded.status).toBe(200);
    expect(loaded.body.faults).toMatchObject([
      { route: 'orderPay', kind: 'timeout-applied', remaining: 3 },
    ]);
    expect(loaded.body.overrides).toMatchObject([{ operationId: 'indexCategory', remaining: 5 }]);
    // Sessions are not kept: everyone logs in again, and sees the saved state.
    expect((await api.get('/api/user/getUserInfo', { token })).status).toBe(401);
    expect(await balance(await api.login())).toBe(topped);
    expect((await api.app.inject({ method: 'GET', url: '/api/index/category' })).json()).toEqual({
      code: 1,
      msg: 'ok',
      data: [],
    });
  });

  it('refuses to overwrite unless asked, and to replace or delete a built-in', async () => {
    await api.control('POST', '/scenarios', { name: 'mine' });
    expect((await api.control('POST', '/scenarios', { name: 'mine' })).status).toBe(409);
    expect(
      (await api.control('POST', '/scenarios', { name: 'mine', overwrite: true })).status,
    ).toBe(200);
    expect((await api.control('POST', '/scenarios', { name: 'new-shopper' })).status).toBe(409);
    expect((await api.control('DELETE', '/scenarios/new-shopper')).status).toBe(409);
    expect((await api.control('DELETE', '/scenarios/mine')).status).toBe(200);
    expect((await api.control('DELETE', '/scenarios/mine')).status).toBe(404);
    expect((await api.control('POST', '/scenarios/mine/load')).status).toBe(404);
  });

  it('takes names of lower-case letters, digits and dashes only: no path reaches outside', async () => {
    for (const name of ['../x', '..', 'a/b', 'A', 'a.b', '-a', 'a b', 'é', 'x'.repeat(65), '']) {
      const answer = await api.control('POST', '/scenarios', { name });
      expect([name, answer.status]).toEqual([name, 400]);
    }
    for (const path of ['..%2Fstore', '%2E%2E', 'a%2Fb', 'UP']) {
      expect((await api.control('GET', `/scenarios/${path}`)).status).toBeGreaterThanOrEqual(400);
      expect((await api.control('POST', `/scenarios/${path}/load`)).status).toBeGreaterThanOrEqual(
        400,
      );
    }
    expect(
      (await importFile((await exportOf('new-shopper')).file, '?name=..%2Fx')).statusCode,
    ).toBe(400);
  });

  it('exports a versioned file that imports elsewhere and loads there', async () => {
    await api.control('POST', '/shoppers/1/top-up', { amount: '77.00' });
    await api.control('POST', '/scenarios', { name: 'handed-over' });
    const exported = await exportOf('handed-over');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toContain('handed-over.scenario.json');
    expect(exported.file).toMatchObject({ format: SCENARIO_FORMAT, version: SCENARIO_VERSION });
    expect(Object.keys(exported.file.state.tables)).toContain('users');
    expect(Object.keys(exported.file.state.tables)).not.toContain('sessions');

    const colleague = await TestApi.start();
    try {
      const imported = await colleague.app.inject({
        method: 'POST',
        url: '/__mock/scenarios/import?name=from-a-colleague',
        headers: {
          [CONTROL_TOKEN_HEADER]: colleague.app.controlToken,
          'content-type': 'application/json',
        },
        payload: exported.text,
      });
      expect(imported.statusCode).toBe(200);
      expect(imported.json()).toMatchObject({ scenario: { name: 'from-a-colleague' } });
      expect((await colleague.control('POST', '/scenarios/from-a-colleague/load')).status).toBe(
        200,
      );
      const token = await colleague.login();
      expect((await colleague.get('/api/user/getUserInfo', { token })).body.data.money).toBe(
        (await api.get('/api/user/getUserInfo', { token: await api.login() })).body.data.money,
      );
    } finally {
      await colleague.close();
    }
  });

  it('says clearly what is wrong with a file, and changes nothing', async () => {
    const good = (await exportOf('new-shopper')).file;
    const cases: [unknown, RegExp][] = [
      ['{not json', /not valid JSON/],
      [{ hello: 1 }, /not a scenario file/],
      [{ ...good, version: 2 }, /version 2: this server reads version 1/],
      [{ ...good, schema: 1 }, /database schema 1/],
      [{ ...good, faults: [{ route: '*', kind: 'explode' }] }, /faults\.0\.kind/],
      [{ ...good, extra: true }, /not valid/],
      [
        { ...good, overrides: [{ operationId: 'nope', body: 1 }] },
        /not an operation of the contract/,
      ],
    ];
    for (const [file, message] of cases) {
      const answer = await importFile(file, '?name=broken');
      // A refused import, or (the override's operation) a refused load.
      const status =
        answer.statusCode === 200
          ? await api.control<{ error: string }>('POST', '/scenarios/broken/load')
          : { status: answer.statusCode, body: answer.json() as { error: string } };
      expect(status.status).toBe(400);
      expect(status.body.error).toMatch(message);
      await api.control('DELETE', '/scenarios/broken');
    }
    // A file SQLite refuses (a row naming a user that is not there) leaves the state as it was.
    const before = (await api.control<{ shoppers: unknown[] }>('GET', '/shoppers')).body.shoppers;
    const orphan = structuredClone(good);
    orphan.state.tables.users = [];
    expect((await importFile(orphan, '?name=orphan')).statusCode).toBe(200);
    const refused = await api.control<{ error: string }>('POST', '/scenarios/orphan/load');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/refused by the database|breaks .* reference/);
    expect((await api.control<{ shoppers: unknown[] }>('GET', '/shoppers')).body.shoppers).toEqual(
      before,
    );
  });

  it(`refuses an import above ${SCENARIO_BYTES_MAX} bytes`, async () => {
    const answer = await importFile(
      `{"format":"${SCENARIO_FORMAT}","pad":"${'x'.repeat(SCENARIO_BYTES_MAX)}"}`,
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ ok: false });
  });

  it(`keeps at most ${SCENARIOS_MAX} and a description of ${SCENARIO_DESCRIPTION_MAX} characters`, async () => {
    expect(
      (
        await api.control('POST', '/scenarios', {
          name: 'long',
          description: 'x'.repeat(SCENARIO_DESCRIPTION_MAX + 1),
        })
      ).status,
    ).toBe(400);
    dataDir = await mkdtemp(join(tmpdir(), 'mock-scenarios-'));
    await mkdir(join(dataDir, 'scenarios'));
    for (let n = 0; n < SCENARIOS_MAX; n += 1) {
      await writeFile(join(dataDir, 'scenarios', `s${n}.json`), '{}');
    }
    const full = await TestApi.start({ dataDir });
    try {
      const refused = await full.control<{ error: string }>('POST', '/scenarios', {
        name: 'one-more',
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toContain(`at most ${SCENARIOS_MAX}`);
      // Replacing one that is there is still possible; a file that does not load is listed with why.
      expect(
        (await full.control('POST', '/scenarios', { name: 's0', overwrite: true })).status,
      ).toBe(200);
      const listed = (await full.control<ScenariosAnswer>('GET', '/scenarios')).body.scenarios;
      expect(listed.find((scenario) => scenario.name === 's1')?.description).toMatch(
        /cannot be loaded/,
      );
    } finally {
      await full.close();
    }
  });

  it('keeps saved scenarios as files under DATA_DIR/scenarios, readable by their owner only', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mock-scenarios-'));
    const disk = await TestApi.start({ dataDir });
    try {
      await disk.control('POST', '/scenarios', { name: 'on-disk' });
      const file = join(dataDir, 'scenarios', 'on-disk.json');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ name: 'on-disk' });
      expect((await disk.control<ScenariosAnswer>('GET', '/scenarios')).body.storage).toBe('disk');
      expect(await readdir(join(dataDir, 'scenarios'))).toEqual(['on-disk.json']);
    } finally {
      await disk.close();
    }
  });
});

describe('the built-in scenarios', () => {
  it('new-shopper: a shopper with an empty wallet and no orders', async () => {
    expect((await api.control('POST', '/scenarios/new-shopper/load')).status).toBe(200);
    const token = await api.login('new@example.com', SCENARIO_PASSWORD);
    expect(await balance(token)).toBe('0.00');
    const orders = await api.get('/api/user/order_list?page=1', { token });
    expect(orders.body.data.list ?? orders.body.data).toHaveLength(0);
  });

  it('every-order-status: a shopper with orders in every status', async () => {
    expect((await api.control('POST', '/scenarios/every-order-status/load')).status).toBe(200);
    await api.login('orders@example.com', SCENARIO_PASSWORD);
    const user = api.db.first(
      api.db.q.selectFrom('users').select('id').where('email', '=', 'orders@example.com'),
    )!;
    const statuses = api.db
      .all(api.db.q.selectFrom('orders').select('status').where('userId', '=', user.id))
      .map((order) => order.status);
    expect(new Set(statuses)).toEqual(new Set([0, 1, 2, 3, 4, -1, -4]));
    expect(statuses).toHaveLength(14);
  });

  it('merchant-unread-chats: merchant 1 has unread conversations', async () => {
    const chat = await TestApi.start({ chat: createChat({ agent: { enabled: false } }) });
    try {
      expect((await chat.control('POST', '/scenarios/merchant-unread-chats/load')).status).toBe(
        200,
      );
      const desk = await chat.control<DeskAnswer>('GET', '/chat/desk?agent=m1');
      expect(desk.status).toBe(200);
      expect(desk.body.conversations).toHaveLength(3);
      expect(desk.body.conversations.reduce((sum, c) => sum + c.unread, 0)).toBe(6);
    } finally {
      await chat.close();
    }
  });

  it('loads at start by name or by path, and refuses to start on one that cannot be loaded', async () => {
    const named = await buildApp({ dataDir: null, scenario: 'new-shopper' });
    try {
      const user = named.store.db.first(
        named.store.db.q.selectFrom('users').select('id').where('email', '=', 'new@example.com'),
      );
      expect(user).toBeDefined();
    } finally {
      await named.close();
    }
    dataDir = await mkdtemp(join(tmpdir(), 'mock-scenario-file-'));
    const path = join(dataDir, 'ci.json');
    await writeFile(path, (await exportOf('every-order-status')).text);
    const fromFile = await buildApp({ dataDir: null, scenario: path });
    try {
      expect(
        fromFile.store.db.first(
          fromFile.store.db.q
            .selectFrom('users')
            .select('id')
            .where('email', '=', 'orders@example.com'),
        ),
      ).toBeDefined();
    } finally {
      await fromFile.close();
    }
    await expect(buildApp({ dataDir: null, scenario: 'no-such-one' })).rejects.toThrow(
      /MOCK_SCENARIO=no-such-one: no scenario named/,
    );
    await writeFile(path, '{"format":"something else"}');
    await expect(buildApp({ dataDir: null, scenario: path })).rejects.toThrow(
      /not a scenario file/,
    );
  });
});

describe('the checks, for any input (fast-check)', () => {
  it('refuses every name outside the grammar, and writes nothing outside DATA_DIR/scenarios', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mock-scenario-names-'));
    const disk = await TestApi.start({ dataDir });
    const grammar = new RegExp(SCENARIO_NAME_PATTERN);
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string({ maxLength: 70 }),
            fc.stringMatching(/^[a-z0-9.\/-]{1,12}$/),
            fc.constantFrom(
              '..',
              '../up',
              'a/../../b',
              '%2e%2e',
              'con',
              'a'.repeat(64),
              'a'.repeat(65),
            ),
          ),
          async (name) => {
            const answer = await disk.control('POST', '/scenarios', { name, overwrite: true });
            expect([name, answer.status]).toEqual([name, grammar.test(name) ? 200 : 400]);
          },
        ),
        { numRuns: 60 },
      );
      const top = (await readdir(dataDir)).filter((entry) => !entry.startsWith('store.db'));
      expect(top.sort()).toEqual(['control-token', 'scenarios', 'uploads']);
      for (const file of await readdir(join(dataDir, 'scenarios'))) {
        expect(file).toMatch(/^[a-z0-9][a-z0-9-]{0,63}\.json$/);
      }
    } finally {
      await disk.close();
    }
  });

  it('answers any JSON with a checked file or a ScenarioProblem, never anything else', async () => {
    const good = (await exportOf('new-shopper')).file;
    const schema = good.schema;
    const someField = fc.constantFrom<keyof ScenarioFile>(
      'format',
      'version',
      'name',
      'description',
      'savedAt',
      'schema',
      'state',
      'faults',
      'overrides',
    );
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.tuple(someField, fc.jsonValue())), (input) => {
        const value =
          Array.isArray(input) &&
          input.length === 2 &&
          typeof input[0] === 'string' &&
          input[0] in good
            ? { ...good, [input[0]]: input[1] }
            : input;
        try {
          checkScenario(value, schema);
        } catch (error) {
          expect(error).toBeInstanceOf(ScenarioProblem);
          expect((error as ScenarioProblem).statusCode).toBe(400);
        }
      }),
      { numRuns: 300 },
    );
  });
});
