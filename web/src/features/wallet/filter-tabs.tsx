import { useSearchParams } from 'react-router';

export interface FilterTab<Value> {
  value: Value;
  label: string;
}

/**
 * A row of filter tabs kept in the address (`?status=2`), so Back returns to the tab the shopper
 * was on and a record list can be linked already filtered.
 */
export function FilterTabs<Value extends string | number>({
  param,
  tabs,
  current,
  label,
}: {
  param: string;
  tabs: readonly FilterTab<Value>[];
  current: Value;
  label: string;
}) {
  const [, setSearchParams] = useSearchParams();
  return (
    <div className="wallet-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={String(tab.value)}
          type="button"
          role="tab"
          aria-selected={tab.value === current}
          className="wallet-tab"
          onClick={() =>
            setSearchParams(index === 0 ? {} : { [param]: String(tab.value) }, { replace: true })
          }
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
