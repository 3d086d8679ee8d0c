/**
 * A record of a state list by its id without a scan: where each id sits in the list is kept per
 * list (the state's lists are plain arrays, replaced as a whole by a reset or a restart). A kept
 * position is trusted only when the record there still has that id; an id not kept is looked for
 * by a scan. Either miss rebuilds the positions, so a lookup can never answer a wrong record,
 * whatever happened to the list in between (a push, a removal, a reorder).
 */
const positionsByList = new WeakMap<readonly { id: number }[], Map<number, number>>();

function indexList(records: readonly { id: number }[]): Map<number, number> {
  const positions = new Map<number, number>();
  records.forEach((record, position) => positions.set(record.id, position));
  positionsByList.set(records, positions);
  return positions;
}

export function findById<T extends { id: number }>(
  records: readonly T[],
  id: number,
): T | undefined {
  const position = (positionsByList.get(records) ?? indexList(records)).get(id);
  const record = position === undefined ? undefined : records[position];
  if (record?.id === id) return record;
  const found = records.find((candidate) => candidate.id === id);
  if (found) indexList(records);
  return found;
}
