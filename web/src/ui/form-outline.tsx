import { Skeleton } from './skeleton';

/**
 * A form's outline while what it edits loads: a card of grey fields of these heights (a module of
 * its own: the screens that show a grey field alone, /home's, do not carry it).
 */
export function FormOutline({ heights }: { heights: readonly string[] }) {
  return (
    <div className="form-body" aria-hidden="true">
      <div className="form-card">
        {heights.map((height, index) => (
          <Skeleton key={index} height={height} />
        ))}
      </div>
    </div>
  );
}
