import { Ajv2020 } from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Contract, Operation } from './contract';

/**
 * Request validation against the contract's own schemas (OpenAPI 3.1 = JSON Schema 2020-12).
 * Query strings are coerced (page=2 becomes 2); JSON bodies are not (form-encoded bodies are
 * refused with 415 before validation; `stringly` remains for bodies that only carry strings).
 * Validators are compiled on first use so the server starts fast.
 */
export interface RequestCheck {
  ok: boolean;
  errors: ErrorObject[];
  where: 'query' | 'body';
}

const CONTRACT_ID = 'contract.json';

function makeAjv(coerce: boolean, document: Record<string, unknown>): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    validateSchema: false,
  });
  addFormats.default(ajv);
  ajv.addSchema({ ...document, $id: CONTRACT_ID });
  return ajv;
}

export class RequestValidator {
  private readonly coercing: Ajv2020;
  private readonly exact: Ajv2020;
  private readonly queryValidators = new Map<string, ValidateFunction>();
  private readonly bodyValidators = new Map<string, ValidateFunction>();

  constructor(contract: Contract) {
    this.coercing = makeAjv(true, contract.document);
    this.exact = makeAjv(false, contract.document);
  }

  private queryValidator(operation: Operation): ValidateFunction {
    let validate = this.queryValidators.get(operation.operationId);
    if (!validate) {
      const properties: Record<string, unknown> = {};
      for (const parameter of operation.queryParameters) {
        properties[parameter.name] = { $ref: `${CONTRACT_ID}${parameter.schemaPointer}` };
      }
      validate = this.coercing.compile({
        type: 'object',
        properties,
        required: operation.queryParameters.filter((p) => p.required).map((p) => p.name),
      });
      this.queryValidators.set(operation.operationId, validate);
    }
    return validate;
  }

  private bodyValidator(operation: Operation, coerce: boolean): ValidateFunction | undefined {
    if (!operation.bodyPointer) return undefined;
    const key = `${operation.operationId}:${coerce}`;
    let validate = this.bodyValidators.get(key);
    if (!validate) {
      validate = (coerce ? this.coercing : this.exact).compile({
        $ref: `${CONTRACT_ID}${operation.bodyPointer}`,
      });
      this.bodyValidators.set(key, validate);
    }
    return validate;
  }

  /** Validates (and coerces, in place) the query object. */
  checkQuery(operation: Operation, query: Record<string, unknown>): RequestCheck {
    const validate = this.queryValidator(operation);
    const ok = validate(query);
    return { ok, errors: validate.errors ?? [], where: 'query' };
  }

  /** Validates the body; `stringly` for form and multipart bodies, whose values are all text. */
  checkBody(operation: Operation, body: unknown, stringly: boolean): RequestCheck {
    const validate = this.bodyValidator(operation, stringly);
    if (!validate) return { ok: true, errors: [], where: 'body' };
    const ok = validate(body);
    return { ok, errors: validate.errors ?? [], where: 'body' };
  }
}
