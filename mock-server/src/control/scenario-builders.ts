// The scenarios shipped with the mock, built by code from the seed (never hand-written dumps): a
// store seeded in memory, then the story told through the domain's own functions, then its
// snapshot. Built when first asked for (listed, loaded, exported) and kept for the process, so
// they always match this version's schema and seed.
import { encodeContent } from '@storefront/protocol/content/content-codec';
import { ContentType } from '@storefront/protocol/content/content-type';
import { encodeSetting, NO_SETTING } from '@storefront/protocol/wire/setting';
import { SCENARIO_FORMAT, SCENARIO_VERSION } from '@storefront/contracts/control-api';
import type { ScenarioFile } from '@storefront/contracts/control-api';
import { serviceRoute } from '../chat/channel-route';
import { contentFacts } from '../chat/content-facts';
import { appendMessage } from '../chat/message-log';
import { register } from '../domain/accounts';
import { saveAddress } from '../domain/addresses';
import { addToCart } from '../domain/cart';
import {
  cancelOrder,
  completeOrder,
  confirmReceived,
  createOrders,
  payOrders,
  shipOrder,
} from '../domain/orders';
import { auditRecharge, DEPOSIT_ADDRESSES, requestRecharge } from '../domain/recharges';
import { applyRefund, auditRefund } from '../domain/refunds';
import { hashSecret } from '../domain/secrets';
import type { Db } from '../store/db';
import { seedStore } from '../store/seed';
import { Store } from '../store/store';
import { schemaVersion, snapshotState } from './scenarios';

/** The password of every shopper a built-in scenario adds. */
export const SCENARIO_PASSWORD = 'shopper123';

interface BuiltIn {
  name: string;
  description: string;
  /** Tells the story on a seeded store; the password's hash is made before. */
  build: (db: Db, passwordHash: string) => void;
}

const newShopper = (db: Db, passwordHash: string, email: string, nickname: string) =>
  register(db, { email, nickname, passwordHash, lang: 'en' });

function address(db: Db, userId: number, addressee: string) {
  return saveAddress(db, userId, {
    addressee,
    mobile: '+14155550188',
    area: 'Austin, TX, United States',
    detail: '500 Congress Avenue',
    tag: 'Home',
    isDefault: true,
  });
}

function credit(db: Db, userId: number, cents: number) {
  const recharge = requestRecharge(db, userId, {
    method: 'bank',
    network: 'BANK',
    address: DEPOSIT_ADDRESSES.find((deposit) => deposit.method === 'bank')?.address ?? '',
    amount: cents,
    evidence: '',
  });
  auditRecharge(db, recharge.id, true, 'Scenario credit');
}

export const BUILT_IN_SCENARIOS: readonly BuiltIn[] = [
  {
    name: 'new-shopper',
    description: `The seed, and a new shopper (new@example.com, password ${SCENARIO_PASSWORD}): an empty wallet, no address, no order, an empty cart.`,
    build: (db, hash) => {
      newShopper(db, hash, 'new@example.com', 'New Shopper');
    },
  },
  {
    name: 'every-order-status',
    description: `The seed, and orders@example.com (password ${SCENARIO_PASSWORD}) with two orders in every status: waiting pay, paid, shipped, received, completed, cancelled, after-sale (one refund waiting, one refunded).`,
    build: (db, hash) => {
      const user = newShopper(db, hash, 'orders@example.com', 'Order Tester');
      const home = address(db, user.id, 'Order Tester');
      credit(db, user.id, 2_000_000);
      const order = (productId: number) => {
        addToCart(db, user.id, productId, 1);
        const [created] = createOrders(db, user.id, { addressId: home.id });
        if (!created) throw new Error('scenario order not created');
        return created;
      };
      for (let round = 0; round < 2; round += 1) {
        const at = (n: number) => 1 + (((round * 7 + n) * 9) % 130);
        order(at(0)); // 0 waiting pay
        const paid = order(at(1));
        const shipped = order(at(2));
        const received = order(at(3));
        const completed = order(at(4));
        const cancelled = order(at(5));
        const afterSale = order(at(6));
        payOrders(db, user.id, [paid.id, shipped.id, received.id, completed.id, afterSale.id]);
        shipOrder(db, shipped.id);
        shipOrder(db, received.id);
        confirmReceived(db, user.id, received.id);
        shipOrder(db, completed.id);
        confirmReceived(db, user.id, completed.id);
        completeOrder(db, completed);
        cancelOrder(db, user.id, cancelled.id);
        const refund = applyRefund(db, user.id, {
          orderId: afterSale.id,
          type: 'no_return',
          amount: afterSale.total,
          productStatus: 'not_received',
          reason: 'Ordered by mistake',
          explanation: 'Scenario refund',
          proof: [],
        });
        if (round === 1) auditRefund(db, refund.id, true);
      }
    },
  },
  {
    name: 'merchant-unread-chats',
    description: `The seed, and three shoppers (demo@example.com, ann@example.com and bo@example.com, password ${SCENARIO_PASSWORD} for the two new ones) who wrote to merchant 1's customer service: the desk of m1 has unread conversations.`,
    build: (db, hash) => {
      const ann = newShopper(db, hash, 'ann@example.com', 'Ann');
      const bo = newShopper(db, hash, 'bo@example.com', 'Bo');
      const demo = db.first(db.q.selectFrom('users').select('id').orderBy('id').limit(1));
      const lines: [number, string][] = [
        [demo?.id ?? 1, 'Hello, is the product in stock?'],
        [demo?.id ?? 1, 'I would like two of them.'],
        [ann.id, 'My parcel has not arrived yet.'],
        [ann.id, 'The order number is in my account.'],
        [ann.id, 'Could you check, please?'],
        [bo.id, 'Do you ship abroad?'],
      ];
      const service = { merchantId: 1 };
      const start = Date.UTC(2026, 0, 2, 9, 0, 0);
      lines.forEach(([userId, text], index) => {
        const content = encodeContent({ kind: 'text', contentType: ContentType.text, text });
        appendMessage(
          db,
          serviceRoute(service, `u${userId}`),
          Object.assign(
            {
              from: `u${userId}`,
              clientMsgNo: `scenario-${index + 1}`,
              clientSeq: index + 1,
              setting: encodeSetting({ ...NO_SETTING }),
              reddot: true,
              syncOnce: false,
              expire: 0,
              content,
            },
            contentFacts(content),
          ),
          start + index * 60_000,
        );
      });
    },
  },
];

const built = new Map<string, Promise<{ file: ScenarioFile; text: string }>>();

/** A built-in scenario's file (built once per process), or undefined for another name. */
export function builtInScenario(
  name: string,
): Promise<{ file: ScenarioFile; text: string }> | undefined {
  const recipe = BUILT_IN_SCENARIOS.find((candidate) => candidate.name === name);
  if (!recipe) return undefined;
  let file = built.get(name);
  if (!file) {
    file = buildScenario(recipe);
    built.set(name, file);
    // A failed build is not kept: the next ask tries again (and says why).
    file.catch(() => built.delete(name));
  }
  return file;
}

async function buildScenario(recipe: BuiltIn): Promise<{ file: ScenarioFile; text: string }> {
  const store = await Store.open(null, seedStore);
  try {
    const passwordHash = await hashSecret(SCENARIO_PASSWORD);
    store.transaction((db) => recipe.build(db, passwordHash));
    const file: ScenarioFile = {
      format: SCENARIO_FORMAT,
      version: SCENARIO_VERSION,
      name: recipe.name,
      description: recipe.description,
      savedAt: new Date().toISOString(),
      schema: schemaVersion(store),
      state: snapshotState(store),
      faults: [],
      overrides: [],
    };
    return { file, text: JSON.stringify(file) };
  } finally {
    await store.close();
  }
}
