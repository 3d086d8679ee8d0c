// Test helper process: commits state changes in a loop and prints each acknowledged sequence number,
// until it is killed. The state carries a large array so a kill is likely to land mid-write.
import { emptyState } from '../seed';
import { Store } from '../store';

const dir = process.argv[2];
if (!dir) throw new Error('usage: write-forever.ts <data dir>');
const store = await Store.open(dir, () => {
  const state = emptyState();
  state.products = Array.from({ length: 5000 }, (_, id) => ({
    id,
    merchantId: 1,
    categoryId: 1,
    name: `Product ${id} with a long enough name to make the file big`,
    description: 'x'.repeat(40),
    image: '',
    images: [],
    price: 100,
    originalPrice: 100,
    stock: 1,
    sales: 0,
    hot: false,
    createdAt: 0,
  }));
  return state;
});
for (;;) {
  const order = (store.state.seq.order ?? 0) + 1;
  store.state.seq.order = order;
  await store.commit();
  process.stdout.write(`${order}\n`);
}
