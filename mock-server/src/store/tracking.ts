// Which records of the state changed since the last write, found without looking at the others:
// the domain modules change plain objects, reached through proxies that note each change against
// the row it belongs to (a record of a list, a key of a dictionary, a chat message). The store then
// writes those rows only (store.ts), so a write costs what changed, not what the state holds.
//
// What is tracked: every change made through `Store.state` (the proxied root), however deep
// (`order.logistics.push(...)` marks the order). Not tracked: a change made through a reference to a
// record kept from before it was added and mutated after the next write (none of the domain modules
// does; src/store/store.test.ts checks a reopen gives back what every route wrote).

/** A proxy's own object, for code that needs it (`unwrap`). */
export const RAW = Symbol('raw');

type Obj = Record<PropertyKey, unknown>;

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null;
}

/** The object behind a proxy of this module, or the value itself. */
export function unwrap<T>(value: T): T {
  if (isObject(value)) {
    const raw = value[RAW];
    if (raw !== undefined) return raw as T;
  }
  return value;
}

/**
 * `value` with every proxy inside replaced by its object, in place: what the state holds is always
 * plain data (a list filtered through a proxy holds proxies).
 */
export function unwrapDeep<T>(value: T): T {
  if (!isObject(value)) return value;
  const raw = value[RAW];
  if (raw !== undefined) return raw as T;
  const container: Obj = value;
  const keys: Iterable<string | number> = Array.isArray(value)
    ? value.keys()
    : Object.keys(container);
  for (const key of keys) {
    const item = container[key];
    if (isObject(item)) {
      const plain = unwrapDeep(item);
      if (plain !== item) container[key] = plain;
    }
  }
  return value;
}

/** A list of records with ids: which records to write, and whether some may have gone. */
export interface RowsUnit {
  kind: 'rows';
  table: string;
  dirty: Set<object>;
  /** Records removed or moved: the ids no longer in the list are deleted. */
  structural: boolean;
  /** The list itself was replaced: every row is written again. */
  replaced: boolean;
  /** Ids in the database. */
  persistedIds: Set<number>;
}

export interface KeyedUnit {
  kind: 'keyed';
  table: string;
  dirty: Set<string>;
  replaced: boolean;
}

export interface ListUnit {
  kind: 'list';
  table: string;
  dirty: boolean;
}

/** The scalar fields of an object (the root, the chat) and the ones the schema does not name. */
export interface BlobUnit {
  kind: 'blob';
  key: string;
  dirty: boolean;
}

/** Channel logs: the log rows, and their messages by channel. */
export interface LogsUnit {
  kind: 'logs';
  channels: KeyedUnit;
  /** New or changed messages and the channel each belongs to. */
  messages: Map<object, string>;
  /** Channels that dropped messages from the front (the newest are kept). */
  trimmed: Set<string>;
  /** Channels whose message list was replaced. */
  messagesReplaced: Set<string>;
  replaced: boolean;
}

export type Unit = RowsUnit | KeyedUnit | ListUnit | LogsUnit;

/** What a field of an object proxy holds. */
export type FieldSpec =
  Unit | { kind: 'object'; fields: Record<string, FieldSpec>; blob: BlobUnit };

interface Mark {
  mark(): void;
}

/**
 * Each object's proxy is kept on the object itself, under a symbol that is not enumerable (so no
 * JSON, spread or key loop sees it): a property read is cheaper than a WeakMap lookup per record
 * in a scan.
 */
const PROXY = Symbol('proxy');
interface Cached {
  proxy: object;
  mark: Mark;
  tracker: Tracker;
}
function remember(value: Obj, cached: Cached): void {
  if (Object.hasOwn(value, PROXY)) value[PROXY] = cached;
  else Object.defineProperty(value, PROXY, { value: cached, writable: true });
}

/** Counts changes and keeps the proxies; `changed` runs on every change (schedules a write). */
export class Tracker {
  /** The proxies of the state's fields (root, lists, dictionaries). */
  private readonly proxies = new WeakMap<object, object>();

  constructor(
    readonly root: Extract<FieldSpec, { kind: 'object' }>,
    readonly changed: () => void,
  ) {}

  /** The proxy of a whole state object (`root` spec). */
  wrapRoot<T extends object>(state: T): T {
    return this.wrapField(this.root, state as Obj) as T;
  }

  wrapField(spec: FieldSpec, value: Obj): object {
    const cached = this.proxies.get(value);
    if (cached) return cached;
    let handler: object;
    switch (spec.kind) {
      case 'object':
        handler = new ObjectHandler(this, spec);
        break;
      case 'rows':
        handler = new RowsHandler(this, spec);
        break;
      case 'keyed':
        handler = new KeyedHandler(this, spec, null);
        break;
      case 'logs':
        handler = new KeyedHandler(this, spec.channels, spec);
        break;
      case 'list':
        handler = new NestedHandler(this, new ListMark(this, spec));
        break;
    }
    const proxy = new Proxy(value, handler as ProxyHandler<Obj>);
    this.proxies.set(value, proxy);
    return proxy;
  }

  /** A proxy whose changes mark `mark`; one per object and mark. */
  nested(value: Obj, mark: Mark): object {
    const cached = value[PROXY] as Cached | undefined;
    if (cached?.mark === mark && cached.tracker === this) return cached.proxy;
    const proxy = new Proxy(value, new NestedHandler(this, mark));
    remember(value, { proxy, mark, tracker: this });
    return proxy;
  }

  /** A channel log's proxy: its messages are rows of their own. */
  nestedLog(value: Obj, mark: Mark, unit: LogsUnit, channel: string): object {
    const cached = value[PROXY] as Cached | undefined;
    if (cached?.mark === mark && cached.tracker === this) return cached.proxy;
    const proxy = new Proxy(value, new LogHandler(this, mark, unit, channel));
    remember(value, { proxy, mark, tracker: this });
    return proxy;
  }
}

class RowMark implements Mark {
  constructor(
    readonly tracker: Tracker,
    readonly unit: RowsUnit,
    readonly record: object,
  ) {}
  mark(): void {
    this.unit.dirty.add(this.record);
    this.tracker.changed();
  }
}

class KeyMark implements Mark {
  constructor(
    readonly tracker: Tracker,
    readonly unit: KeyedUnit,
    readonly key: string,
  ) {}
  mark(): void {
    this.unit.dirty.add(this.key);
    this.tracker.changed();
  }
}

class ListMark implements Mark {
  constructor(
    readonly tracker: Tracker,
    readonly unit: ListUnit,
  ) {}
  mark(): void {
    this.unit.dirty = true;
    this.tracker.changed();
  }
}

class BlobMark implements Mark {
  constructor(
    readonly tracker: Tracker,
    readonly unit: BlobUnit,
  ) {}
  mark(): void {
    this.unit.dirty = true;
    this.tracker.changed();
  }
}

class MessageMark implements Mark {
  constructor(
    readonly tracker: Tracker,
    readonly unit: LogsUnit,
    readonly message: object,
    readonly channel: string,
  ) {}
  mark(): void {
    this.unit.messages.set(this.message, this.channel);
    this.tracker.changed();
  }
}

/** Anything beneath a row: a change marks the row. */
class NestedHandler implements ProxyHandler<Obj> {
  constructor(
    readonly tracker: Tracker,
    readonly owner: Mark,
  ) {}
  get(target: Obj, key: PropertyKey): unknown {
    if (key === RAW) return target;
    const value = target[key];
    return isObject(value) ? this.tracker.nested(value, this.owner) : value;
  }
  set(target: Obj, key: PropertyKey, value: unknown): boolean {
    target[key] = unwrapDeep(value);
    this.owner.mark();
    return true;
  }
  deleteProperty(target: Obj, key: PropertyKey): boolean {
    delete target[key];
    this.owner.mark();
    return true;
  }
}

/** The root or the chat: named fields are tables, the others one blob row. */
class ObjectHandler implements ProxyHandler<Obj> {
  private readonly blobMark: BlobMark;
  constructor(
    readonly tracker: Tracker,
    readonly spec: Extract<FieldSpec, { kind: 'object' }>,
  ) {
    this.blobMark = new BlobMark(tracker, spec.blob);
  }
  get(target: Obj, key: PropertyKey): unknown {
    if (key === RAW) return target;
    const value = target[key];
    if (!isObject(value)) return value;
    const field = typeof key === 'string' ? this.spec.fields[key] : undefined;
    return field ? this.tracker.wrapField(field, value) : this.tracker.nested(value, this.blobMark);
  }
  set(target: Obj, key: PropertyKey, value: unknown): boolean {
    target[key] = unwrapDeep(value);
    this.replaced(key);
    return true;
  }
  deleteProperty(target: Obj, key: PropertyKey): boolean {
    delete target[key];
    this.replaced(key);
    return true;
  }
  private replaced(key: PropertyKey): void {
    const field = typeof key === 'string' ? this.spec.fields[key] : undefined;
    // The blob names which fields are tables, so it is written whenever a field comes or goes.
    this.spec.blob.dirty = true;
    if (field) markReplaced(field);
    this.tracker.changed();
  }
}

/** Everything under `spec` is written again. */
export function markReplaced(spec: FieldSpec): void {
  switch (spec.kind) {
    case 'rows':
    case 'keyed':
      spec.replaced = true;
      break;
    case 'list':
      spec.dirty = true;
      break;
    case 'logs':
      spec.replaced = true;
      break;
    case 'object':
      spec.blob.dirty = true;
      for (const field of Object.values(spec.fields)) markReplaced(field);
      break;
  }
}

const isIndex = (key: PropertyKey): key is string =>
  typeof key === 'string' && key.length > 0 && key.charCodeAt(0) >= 48 && key.charCodeAt(0) <= 57;

type Callback = (value: unknown, index: number, list: unknown) => unknown;

/**
 * A list of records. Reading methods run over the array itself (not element by element through the
 * proxy, V8's slow path) and hand out each record's proxy.
 */
abstract class ListHandler implements ProxyHandler<unknown[]> {
  private methods: Record<PropertyKey, unknown> | undefined;
  constructor(readonly tracker: Tracker) {}

  abstract wrap(record: Obj): unknown;
  abstract added(record: unknown, replacedOne: boolean): void;
  abstract removed(): void;

  private item(target: unknown[], index: number): unknown {
    const value = target[index];
    return isObject(value) ? this.wrap(value) : value;
  }

  get(target: unknown[], key: PropertyKey, receiver: unknown): unknown {
    if (key === RAW) return target;
    if (isIndex(key)) return this.item(target, Number(key));
    const method = (this.methods ??= this.listMethods(target, receiver))[key];
    if (method !== undefined) return method;
    return (target as unknown as Obj)[key];
  }

  set(target: unknown[], key: PropertyKey, value: unknown): boolean {
    if (key === 'length') {
      if ((value as number) < target.length) this.removed();
      target.length = value as number;
      return true;
    }
    const plain = unwrapDeep(value);
    const before = (target as unknown as Obj)[key];
    (target as unknown as Obj)[key] = plain;
    if (isIndex(key)) this.added(plain, before !== undefined && before !== plain);
    return true;
  }

  deleteProperty(target: unknown[], key: PropertyKey): boolean {
    delete (target as unknown as Obj)[key];
    this.removed();
    return true;
  }

  protected listMethods(target: unknown[], receiver: unknown): Record<PropertyKey, unknown> {
    const at = (i: number) => this.item(target, i);
    return {
      // Tests see the plain records (a scan of a long list at native speed); what they pick is
      // handed out as proxies. So a test compares records by id, not by identity, and changes
      // nothing (none in this code base does either).
      find: (test: Callback) => {
        for (let i = 0; i < target.length; i += 1) {
          if (test(target[i], i, receiver)) return at(i);
        }
        return undefined;
      },
      findIndex: (test: Callback) => target.findIndex((value, i) => test(value, i, receiver)),
      filter: (test: Callback) => {
        const kept: unknown[] = [];
        for (let i = 0; i < target.length; i += 1) {
          if (test(target[i], i, receiver)) kept.push(at(i));
        }
        return kept;
      },
      some: (test: Callback) => target.some((value, i) => test(value, i, receiver)),
      every: (test: Callback) => target.every((value, i) => test(value, i, receiver)),
      forEach: (visit: Callback) => {
        for (let i = 0; i < target.length; i += 1) visit(at(i), i, receiver);
      },
      map: (convert: Callback) => {
        const out = new Array<unknown>(target.length);
        for (let i = 0; i < target.length; i += 1) out[i] = convert(at(i), i, receiver);
        return out;
      },
      includes: (wanted: unknown) => {
        const plain = unwrap(wanted);
        return target.includes(plain);
      },
      indexOf: (wanted: unknown) => target.indexOf(unwrap(wanted)),
      [Symbol.iterator]: function* () {
        for (let i = 0; i < target.length; i += 1) yield at(i);
      },
    };
  }
}

class RowsHandler extends ListHandler {
  constructor(
    tracker: Tracker,
    readonly unit: RowsUnit,
  ) {
    super(tracker);
  }
  wrap(record: Obj): unknown {
    const cached = record[PROXY] as Cached | undefined;
    if (cached?.tracker === this.tracker) {
      const { mark } = cached;
      if (mark instanceof RowMark && mark.unit === this.unit) return cached.proxy;
    }
    return this.tracker.nested(record, new RowMark(this.tracker, this.unit, record));
  }
  added(record: unknown, replacedOne: boolean): void {
    // Written again even when it only moved (a push is the common case; moves are rare).
    if (isObject(record)) this.unit.dirty.add(record);
    if (replacedOne || !isObject(record)) this.unit.structural = true;
    this.tracker.changed();
  }
  removed(): void {
    this.unit.structural = true;
    this.tracker.changed();
  }
}

class MessagesHandler extends ListHandler {
  constructor(
    tracker: Tracker,
    readonly unit: LogsUnit,
    readonly channel: string,
  ) {
    super(tracker);
  }
  wrap(message: Obj): unknown {
    const cached = message[PROXY] as Cached | undefined;
    if (cached?.tracker === this.tracker) {
      const { mark } = cached;
      if (mark instanceof MessageMark && mark.channel === this.channel) return cached.proxy;
    }
    const mark = new MessageMark(this.tracker, this.unit, message, this.channel);
    return this.tracker.nested(message, mark);
  }
  added(message: unknown, replacedOne: boolean): void {
    if (isObject(message)) this.unit.messages.set(message, this.channel);
    if (replacedOne || !isObject(message)) this.unit.trimmed.add(this.channel);
    this.tracker.changed();
  }
  removed(): void {
    this.unit.trimmed.add(this.channel);
    this.tracker.changed();
  }
  protected override listMethods(
    target: unknown[],
    receiver: unknown,
  ): Record<PropertyKey, unknown> {
    return {
      ...super.listMethods(target, receiver),
      // The channel drops its oldest messages one at a time: not through every element's trap.
      shift: () => {
        const first = target.shift();
        this.removed();
        return isObject(first) ? this.wrap(first) : first;
      },
    };
  }
}

/** A dictionary: each key is a row (for channel logs, the messages have their own rows). */
class KeyedHandler implements ProxyHandler<Obj> {
  constructor(
    readonly tracker: Tracker,
    readonly unit: KeyedUnit,
    readonly logs: LogsUnit | null,
  ) {}
  get(target: Obj, key: PropertyKey): unknown {
    if (key === RAW) return target;
    const value = target[key];
    if (!isObject(value) || typeof key !== 'string') return value;
    const cached = value[PROXY] as Cached | undefined;
    const known = cached?.tracker === this.tracker ? cached.mark : undefined;
    const mark =
      known instanceof KeyMark && known.unit === this.unit && known.key === key
        ? known
        : new KeyMark(this.tracker, this.unit, key);
    if (this.logs) return this.tracker.nestedLog(value, mark, this.logs, key);
    return this.tracker.nested(value, mark);
  }
  set(target: Obj, key: PropertyKey, value: unknown): boolean {
    target[key] = unwrapDeep(value);
    if (typeof key === 'string') this.changedKey(key);
    return true;
  }
  deleteProperty(target: Obj, key: PropertyKey): boolean {
    delete target[key];
    if (typeof key === 'string') this.changedKey(key);
    return true;
  }
  /** A key set or deleted as a whole: for a channel log, its messages are written again too. */
  private changedKey(key: string): void {
    this.unit.dirty.add(key);
    this.logs?.messagesReplaced.add(key);
    this.tracker.changed();
  }
}

/** A channel log: its fields mark the channel row, its messages are rows of their own. */
class LogHandler extends NestedHandler {
  private messagesProxy: { list: unknown[]; proxy: unknown } | undefined;
  constructor(
    tracker: Tracker,
    owner: Mark,
    readonly unit: LogsUnit,
    readonly channel: string,
  ) {
    super(tracker, owner);
  }
  override get(target: Obj, key: PropertyKey): unknown {
    if (key !== 'messages') return super.get(target, key);
    const list = target.messages;
    if (!Array.isArray(list)) return list;
    if (this.messagesProxy?.list !== list) {
      const proxy = new Proxy(list, new MessagesHandler(this.tracker, this.unit, this.channel));
      this.messagesProxy = { list, proxy };
    }
    return this.messagesProxy.proxy;
  }
  override set(target: Obj, key: PropertyKey, value: unknown): boolean {
    if (key === 'messages') this.unit.messagesReplaced.add(this.channel);
    return super.set(target, key, value);
  }
}
