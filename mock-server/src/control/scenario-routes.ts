// Scenarios through /__mock/scenarios, and at start (MOCK_SCENARIO): see scenarios.ts for the file
// and its checks, scenario-builders.ts for the built-in ones.
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  SCENARIO_BYTES_MAX,
  SCENARIO_DESCRIPTION_MAX,
  SCENARIO_FORMAT,
  SCENARIO_NAME_PATTERN,
  SCENARIO_VERSION,
  SCENARIOS_MAX,
} from '@storefront/contracts/control-api';
import type {
  ControlAnswer,
  LoadScenarioAnswer,
  SaveScenarioRequest,
  ScenarioAnswer,
  ScenarioFile,
  ScenariosAnswer,
  ScenarioSummary,
} from '@storefront/contracts/control-api';
import type { ServedContract } from '@storefront/contracts/load-contract';
import type { Guards } from '../domain/limits';
import type { Store } from '../store/store';
import type { FaultBook } from './faults';
import { closedObject } from './input-schemas';
import { checkAnswer, controlError } from './override-routes';
import type { OverrideBook } from './overrides';
import { BUILT_IN_SCENARIOS, builtInScenario } from './scenario-builders';
import {
  checkScenario,
  loadState,
  parseScenario,
  ScenarioProblem,
  ScenarioShelf,
  schemaVersion,
  snapshotState,
  summaryOf,
} from './scenarios';

/** The state, faults and overrides a scenario is saved from and loaded into. */
export class Scenarios {
  readonly shelf: ScenarioShelf;

  constructor(
    private readonly parts: {
      store: Store;
      faults: FaultBook;
      overrides: OverrideBook;
      contract: ServedContract;
      guards?: Guards;
      dataDir: string | null;
    },
  ) {
    this.shelf = ScenarioShelf.forDataDir(parts.dataDir);
  }

  get schema(): number {
    return schemaVersion(this.parts.store);
  }

  async list(): Promise<ScenariosAnswer> {
    const scenarios: ScenarioSummary[] = [];
    for (const { name } of BUILT_IN_SCENARIOS) {
      const built = await builtInScenario(name);
      if (built) scenarios.push(summaryOf(built.file, Buffer.byteLength(built.text), true));
    }
    for (const name of await this.shelf.names()) {
      const text = await this.shelf.read(name);
      if (text === null) continue;
      try {
        scenarios.push(summaryOf(parseScenario(text, this.schema), Buffer.byteLength(text), false));
      } catch (error) {
        // A file that no longer loads is listed with why, so it can be deleted or fixed.
        scenarios.push({
          name,
          description: `cannot be loaded: ${(error as Error).message}`,
          savedAt: '',
          builtIn: false,
          faults: 0,
          overrides: 0,
          bytes: Buffer.byteLength(text),
        });
      }
    }
    return { scenarios, storage: this.shelf.storage };
  }

  /** A scenario's file text and what it holds; a 404 when there is none of that name. */
  async find(name: string): Promise<{ file: ScenarioFile; text: string; builtIn: boolean }> {
    const built = builtInScenario(name);
    if (built) return { ...(await built), builtIn: true };
    const text = await this.shelf.read(name);
    if (text === null) throw new ScenarioProblem(`no scenario named ${JSON.stringify(name)}`, 404);
    return { file: parseScenario(text, this.schema), text, builtIn: false };
  }

  /** Saves the state, faults and overrides as they are now. */
  async save(request: SaveScenarioRequest): Promise<ScenarioSummary> {
    const { store, faults, overrides } = this.parts;
    const file: ScenarioFile = {
      format: SCENARIO_FORMAT,
      version: SCENARIO_VERSION,
      name: request.name,
      description: request.description ?? '',
      savedAt: new Date().toISOString(),
      schema: this.schema,
      state: snapshotState(store),
      faults: faults.inputs(),
      overrides: overrides.inputs(),
    };
    return this.keep(file, JSON.stringify(file), request.overwrite ?? false);
  }

  /** Keeps a checked file under its name (an import, a save). */
  async keep(file: ScenarioFile, text: string, overwrite: boolean): Promise<ScenarioSummary> {
    if (builtInScenario(file.name)) {
      throw new ScenarioProblem(`${file.name} is a built-in scenario: choose another name`, 409);
    }
    const bytes = Buffer.byteLength(text);
    if (bytes > SCENARIO_BYTES_MAX) {
      throw new ScenarioProblem(
        `the scenario is ${bytes} bytes, above the ${SCENARIO_BYTES_MAX} a scenario may have`,
        413,
      );
    }
    const exists = (await this.shelf.read(file.name)) !== null;
    if (exists && !overwrite) {
      throw new ScenarioProblem(
        `a scenario named ${file.name} exists: overwrite it (overwrite: true) or choose another name`,
        409,
      );
    }
    if (!exists && (await this.shelf.count()) >= SCENARIOS_MAX) {
      throw new ScenarioProblem(
        `at most ${SCENARIOS_MAX} scenarios are kept: delete one first`,
        409,
      );
    }
    await this.shelf.write(file.name, text);
    return summaryOf(file, bytes, false);
  }

  async remove(name: string): Promise<void> {
    if (builtInScenario(name)) {
      throw new ScenarioProblem(`${name} is a built-in scenario and cannot be deleted`, 409);
    }
    if (!(await this.shelf.remove(name))) {
      throw new ScenarioProblem(`no scenario named ${JSON.stringify(name)}`, 404);
    }
  }

  /**
   * Makes a checked scenario the state, with its faults and overrides instead of the armed ones.
   * Its overrides' operations are checked first: nothing changes when one is not in the contract.
   */
  apply(file: ScenarioFile): Omit<LoadScenarioAnswer, 'scenario'> {
    const { store, faults, overrides, contract, guards } = this.parts;
    const served = file.overrides.map((input) => {
      const operation = contract.operations.find((op) => op.operationId === input.operationId);
      if (!operation) {
        throw new ScenarioProblem(
          `the scenario overrides ${JSON.stringify(input.operationId)}, which is not an operation of the contract`,
        );
      }
      return { input, operation };
    });
    loadState(store, file.state);
    faults.clear();
    for (const fault of file.faults) faults.add(fault);
    overrides.clear();
    for (const { input, operation } of served) {
      overrides.set(input, checkAnswer(operation, input.status ?? 200, input.body));
    }
    guards?.clearCounts();
    return { faults: faults.list(), overrides: overrides.list() };
  }

  /** Loads a scenario by name (built-in or saved). */
  async load(name: string): Promise<LoadScenarioAnswer> {
    const { file, text, builtIn } = await this.find(name);
    return { scenario: summaryOf(file, Buffer.byteLength(text), builtIn), ...this.apply(file) };
  }

  /**
   * MOCK_SCENARIO at start: a name (built-in or under DATA_DIR/scenarios), or a path to a file
   * (it has a slash or ends in .json). Throws with the reason, so the server does not start on a
   * state that is not the one asked for.
   */
  async loadAtStart(spec: string): Promise<LoadScenarioAnswer> {
    const isPath = spec.includes('/') || spec.includes('\\') || spec.endsWith('.json');
    try {
      if (!isPath) return await this.load(spec);
      const path = resolve(spec);
      const size = (await stat(path)).size;
      if (size > SCENARIO_BYTES_MAX) {
        throw new ScenarioProblem(`it is ${size} bytes, above ${SCENARIO_BYTES_MAX}`, 413);
      }
      const text = await readFile(path, 'utf8');
      const file = parseScenario(text, this.schema);
      return { scenario: summaryOf(file, Buffer.byteLength(text), false), ...this.apply(file) };
    } catch (error) {
      throw new Error(`MOCK_SCENARIO=${spec}: ${(error as Error).message}`, { cause: error });
    }
  }
}

const nameSchema = { type: 'string', pattern: SCENARIO_NAME_PATTERN } as const;
const nameParam = closedObject(['name'], { name: nameSchema });

export function scenarioRoutes(app: FastifyInstance, scenarios: Scenarios): void {
  app.get('/scenarios', async (): Promise<ControlAnswer<ScenariosAnswer>> => ({
    ok: true,
    ...(await scenarios.list()),
  }));

  app.post<{ Body: SaveScenarioRequest }>(
    '/scenarios',
    {
      schema: {
        body: closedObject(['name'], {
          name: nameSchema,
          description: { type: 'string', maxLength: SCENARIO_DESCRIPTION_MAX },
          overwrite: { type: 'boolean' },
        }),
      },
    },
    async (request): Promise<ControlAnswer<ScenarioAnswer>> => ({
      ok: true,
      scenario: await scenarios.save(request.body),
    }),
  );

  /** The file itself, to keep or hand to a colleague. */
  app.get<{ Params: { name: string } }>(
    '/scenarios/:name',
    { schema: { params: nameParam } },
    async (request, reply) => {
      const { text, file } = await scenarios.find(request.params.name);
      return reply
        .header('content-disposition', `attachment; filename="${file.name}.scenario.json"`)
        .type('application/json; charset=utf-8')
        .send(text);
    },
  );

  app.post<{ Params: { name: string } }>(
    '/scenarios/:name/load',
    { schema: { params: nameParam } },
    async (request): Promise<ControlAnswer<LoadScenarioAnswer>> => ({
      ok: true,
      ...(await scenarios.load(request.params.name)),
    }),
  );

  /** A scenario file as the body: checked and kept (not loaded); `?name=` renames it. */
  app.post<{ Body: unknown; Querystring: { name?: string; overwrite?: boolean } }>(
    '/scenarios/import',
    {
      bodyLimit: SCENARIO_BYTES_MAX,
      schema: {
        querystring: closedObject([], { name: nameSchema, overwrite: { type: 'boolean' } }),
      },
    },
    async (request): Promise<ControlAnswer<ScenarioAnswer>> => {
      const given = request.body;
      if (given === undefined || given === null) {
        throw controlError(400, 'the body must be a scenario file (JSON)');
      }
      const file = checkScenario(
        request.query.name && typeof given === 'object'
          ? { ...(given as object), name: request.query.name }
          : given,
        scenarios.schema,
      );
      return {
        ok: true,
        scenario: await scenarios.keep(
          file,
          JSON.stringify(file),
          request.query.overwrite ?? false,
        ),
      };
    },
  );

  app.delete<{ Params: { name: string } }>(
    '/scenarios/:name',
    { schema: { params: nameParam } },
    async (request) => {
      await scenarios.remove(request.params.name);
      return { ok: true };
    },
  );
}
